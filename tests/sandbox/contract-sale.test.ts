/**
 * What a sale leaves besides the subscription (issue 39): an invoice for every period it pays, as
 * long as the period is (a year paid at once is one invoice for the year), billed as the clock
 * passes each payment; and the buyer's confirmation by e-mail with the contract's rows and terms,
 * as for every tier change, cancellation and its undo. Each test sets the clock inside the window
 * of what it buys.
 */
import { describe, expect, it } from 'vitest';
import { mailbox } from './mailbox.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile({ resetClockAfterEach: true });

const START = `mutation startPurchase($planCode: String!, $idempotencyKey: String!) {
  startPurchase(planCode: $planCode, paymentMethod: IDEAL, idempotencyKey: $idempotencyKey, returnUrl: "/activeer/abonnement/plan/status/ideal") {
    __typename ... on PaymentStarted { paymentUrl } ... on PaymentRejected { reason } } }`;
const INVOICES = 'query { me { invoices { date description deliveryPeriod { start end } totalIncludingVat status } } }';
type Invoice = { date: string; description: string; deliveryPeriod: { start: string; end: string }; totalIncludingVat: number; status: string };

const setClock = (now: string) => sandbox.post('/sandbox/clock', { now });

/** A new buyer who buys the plan and pays at the provider; answers the buyer's address and session. */
async function buy(name: string, planCode: string): Promise<{ email: string; cookie: string }> {
  const email = `${name}-${Date.now()}@example.nl`;
  await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Koen' });
  const { cookie } = await sandbox.logIn(email);
  const started = (await sandbox.graphql('/payment/graphql', START, cookie, { planCode, idempotencyKey: name })) as { data: { startPurchase: { paymentUrl: string } } };
  await fetch(sandbox.url + started.data.startPurchase.paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success&bank=ING',
  });
  return { email, cookie };
}

const invoices = async (cookie: string) => ((await sandbox.graphql('/billing/graphql', INVOICES, cookie)) as { data: { me: { invoices: Invoice[] } } }).data.me.invoices;

describe('an invoice for every paid period', () => {
  it('a year of Plus paid at once is one invoice for the year; after it, one a month at the price that follows', async () => {
    await setClock('2024-01-10T11:00:00Z');
    const { cookie } = await buy('jaar', 'videoland-plus-jaar');
    expect(await invoices(cookie)).toEqual([
      { date: '2024-01-10', description: '12 maanden vooraf (actieprijs)', deliveryPeriod: { start: '2024-01-10', end: '2025-01-09' }, totalIncludingVat: 9990, status: 'PAID' },
    ]);
    await setClock('2025-02-15T11:00:00Z');
    expect((await invoices(cookie)).map(({ date, totalIncludingVat, deliveryPeriod }) => ({ date, totalIncludingVat, end: deliveryPeriod.end }))).toEqual([
      { date: '2025-02-10', totalIncludingVat: 1099, end: '2025-03-09' },
      { date: '2025-01-10', totalIncludingVat: 1099, end: '2025-02-09' },
      { date: '2024-01-10', totalIncludingVat: 9990, end: '2025-01-09' },
    ]);
  });

  it('a trial is not invoiced; its first paid month is, from the day after it', async () => {
    await setClock('2026-04-01T11:00:00Z');
    const { cookie } = await buy('proef', 'videoland-plus-2-weken');
    expect(await invoices(cookie)).toEqual([]);
    await setClock('2026-04-20T11:00:00Z');
    expect(await invoices(cookie)).toEqual([
      { date: '2026-04-15', description: 'Maandabonnement', deliveryPeriod: { start: '2026-04-15', end: '2026-05-14' }, totalIncludingVat: 1099, status: 'PAID' },
    ]);
  });
});

describe('the confirmation by e-mail', () => {
  it("of a purchase says the contract's rows and its terms in full", async () => {
    await setClock('2024-01-10T11:00:00Z');
    const { email } = await buy('bevestiging', 'videoland-plus-jaar');
    const [mail] = await mailbox(sandbox, email);
    expect(mail).toMatchObject({ kind: 'purchase-confirmation', subject: 'Je abonnement: Videoland Plus' });
    const body = mail?.body.replace(/\u00a0/g, ' ');
    expect(body).toContain('Hoi Koen, bedankt voor je aankoop.');
    expect(body).toContain('Prijs: € 99,90 voor 12 maanden (in plaats van € 119,88)');
    expect(body).toContain('Looptijd: Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 januari 2025.');
    expect(body).toContain('Daarna: Vanaf 10 januari 2025 betaal je € 10,99 per maand, maandelijks opzegbaar.');
    expect(body).toContain('Je betaalt € 99,90 voor 12 maanden in één keer. Tijdens het jaar kun je niet opzeggen.');
  });

  it('of a cancellation, its undo and a tier change says what changes and from when', async () => {
    await setClock('2026-04-01T11:00:00Z');
    const { email, cookie } = await buy('wijzig', 'videoland-plus');
    const mutate = (mutation: string) => sandbox.graphql('/subscription/graphql', `mutation { ${mutation} { __typename } }`, cookie);
    await mutate('cancelSubscription');
    await mutate('revokeCancellation');
    await mutate('switchTier(tierId: "premium")');
    const mails = (await mailbox(sandbox, email)).map(({ kind, body }) => ({ kind, body: body.replace(/\u00a0/g, ' ') }));
    expect(mails.slice(0, 3)).toEqual([
      { kind: 'tier-change', body: 'Hoi Koen, je wijziging is verwerkt: vanaf 1 april 2026 kijk je met Videoland Premium.' },
      { kind: 'cancellation-revoked', body: 'Hoi Koen, je opzegging is ingetrokken: je abonnement loopt door. Je volgende betaling is € 10,99, op 1 mei 2026.' },
      { kind: 'cancellation', body: 'Hoi Koen, je opzegging is verwerkt. Je kunt nog kijken tot en met 30 april 2026; daarna betaal je niets meer.' },
    ]);
  });
});

describe('the trial, one time by account', () => {
  it('is not given again to a former subscriber who ended in debt and paid it: quoted none, refused on a trial plan, charged from the first day', async () => {
    const email = `schuld-betaald-${Date.now()}@example.nl`;
    await sandbox.post('/sandbox/users', { email, password: 'Welkom123', isInDebt: 'BAD_DEBT_ON_THIS_ACCOUNT' });
    expect((await sandbox.post('/sandbox/invoices', { email })).status).toBe(201);
    const { cookie } = await sandbox.logIn(email);
    const payAll = (await sandbox.graphql(
      '/billing/graphql',
      'mutation { payAllInvoices(paymentMethod: "IDEAL") { ... on SuccessfulPayPpeResponse { paymentUrl } } }',
      cookie,
    )) as {
      data: { payAllInvoices: { paymentUrl: string } };
    };
    await fetch(sandbox.url + payAll.data.payAllInvoices.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    const account = (await sandbox.graphql('/account/graphql', 'query { me { isInDebt hadSubscription } }', cookie)) as { data: { me: unknown } };
    expect(account.data.me).toEqual({ isInDebt: 'NO_DEBT', hadSubscription: true });

    const quote = (await sandbox.graphql('/subscription/graphql', 'query { plan(slug: "plus-black-friday") { trialDays contract { trialDays } } }', cookie)) as {
      data: { plan: unknown };
    };
    expect(quote.data.plan).toEqual({ trialDays: 14, contract: { trialDays: 0 } });
    const trial = (await sandbox.graphql('/payment/graphql', START, cookie, { planCode: 'videoland-plus-2-weken', idempotencyKey: 'proef' })) as {
      data: { startPurchase: unknown };
    };
    expect(trial.data.startPurchase).toEqual({ __typename: 'PaymentRejected', reason: 'TRIAL_ALREADY_USED' });
  });
});

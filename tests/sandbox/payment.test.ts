/** The payment service and the provider's page over HTTP: one transaction per idempotency key, each outcome, each refusal. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const START = `mutation startPurchase($planCode: String!, $paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!, $voucherCode: String, $personalCode: String) {
  startPurchase(planCode: $planCode, paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl, voucherCode: $voucherCode, personalCode: $personalCode) {
    __typename ... on PaymentStarted { transactionId paymentUrl status } ... on PaymentRejected { reason } } }`;
const CHANGE = `mutation changePaymentDetails($paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!) {
  changePaymentDetails(paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl) {
    __typename ... on PaymentStarted { transactionId } ... on PaymentRejected { reason } } }`;
const STATUS = 'query paymentStatus($id: ID!) { paymentStatus(transactionId: $id) { status amount planCode paymentMethod } }';
const RETURN = '/activeer/abonnement/plus/status/ideal';
/** The contract the subscription keeps, with its days today. */
const CONTRACT = 'query { me { currentPlan { contract { trialDays dates { start trialEnd nextPayment { date amountCents } } } } } }';
type Kept = {
  data: { me: { currentPlan: { contract: { trialDays: number; dates: { start: string; trialEnd: string | null; nextPayment: { date: string; amountCents: number } } } } } };
};
const keptContract = async (cookie: string) => ((await sandbox.graphql('/subscription/graphql', CONTRACT, cookie)) as Kept).data.me.currentPlan.contract;

type Started = { transactionId: string; paymentUrl: string; status: string };
const pay = (cookie: string, variables: Record<string, unknown>) => sandbox.graphql('/payment/graphql', START, cookie, { paymentMethod: 'IDEAL', returnUrl: RETURN, ...variables });
const choose = (paymentUrl: string, outcome: string) =>
  fetch(sandbox.url + paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}&bank=ING` });

/** Sends a promotion's e-mail with a personal code to one address, as a mailing or the lottery does; answers the code. */
async function sendCode(promotion: string, email: string): Promise<string> {
  const answer = await sandbox.post(`/sandbox/promotions/${promotion}/codes`, { email });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { code: string }).code;
}

async function newUser(name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.nl`;
  await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Test', lastName: 'Betaler' });
  return (await sandbox.logIn(email)).cookie;
}

describe('one transaction per idempotency key', () => {
  it('20 simultaneous starts with one key give one transaction; 20 presses of success give one subscription', async () => {
    const cookie = await newUser('twintig');
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(cookie, { planCode: 'videoland-plus-2-weken', idempotencyKey: 'knop-1' })));
    const ids = new Set(answers.map((answer) => (answer as { data: { startPurchase: Started } }).data.startPurchase.transactionId));
    expect(ids.size).toBe(1);
    const { paymentUrl, transactionId } = (answers[0] as { data: { startPurchase: Started } }).data.startPurchase;

    const presses = await Promise.all(Array.from({ length: 20 }, () => choose(paymentUrl, 'success')));
    for (const press of presses) {
      expect(press.status).toBe(303);
      expect(press.headers.get('location')).toBe(`${RETURN}?transactionId=${transactionId}&status=FINISHED`);
    }
    const uid = (await sandbox.sandbox.context.db.query<{ uid: string }>('select uid from purchases where transaction_id = $1', [transactionId])).rows[0]?.uid;
    const subscriptions = await sandbox.sandbox.context.db.query<{ count: number }>('select count(*)::int as count from subscriptions where uid = $1', [uid]);
    expect(subscriptions.rows[0]?.count).toBe(1);
    // A trial verifies the payment method with 1 cent.
    expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: transactionId })).toEqual({
      data: { paymentStatus: { status: 'FINISHED', amount: 1, planCode: 'videoland-plus-2-weken', paymentMethod: 'IDEAL' } },
    });
    // Now subscribed, another purchase is refused.
    expect(await pay(cookie, { planCode: 'videoland-basis', idempotencyKey: 'knop-2' })).toEqual({
      data: { startPurchase: { __typename: 'PaymentRejected', reason: 'THERE_IS_ANOTHER_ACTIVE_SUBSCRIPTION' } },
    });
  });
});

describe('two purchases of one account at once (two tabs, two methods)', () => {
  it('the first paid makes the subscription; the second is not taken, and says why', async () => {
    const cookie = await newUser('tweetabs');
    const start = async (paymentMethod: string, idempotencyKey: string) =>
      ((await pay(cookie, { planCode: 'videoland-plus-2-weken', paymentMethod, idempotencyKey })) as { data: { startPurchase: Started } }).data.startPurchase;
    const first = await start('IDEAL', 'tab-1');
    const second = await start('PAYPAL', 'tab-2');
    expect(second.transactionId).not.toBe(first.transactionId);

    await choose(first.paymentUrl, 'success');
    const press = await choose(second.paymentUrl, 'success');
    expect(press.headers.get('location')).toBe(`${RETURN}?transactionId=${second.transactionId}&status=BLOCKED`);
    const status = 'query paymentStatus($id: ID!) { paymentStatus(transactionId: $id) { status rejectionReason } }';
    expect(await sandbox.graphql('/payment/graphql', status, cookie, { id: second.transactionId })).toEqual({
      data: { paymentStatus: { status: 'BLOCKED', rejectionReason: 'THERE_IS_A_RECENT_PLAN_PURCHASE' } },
    });
    expect(await sandbox.graphql('/payment/graphql', status, cookie, { id: first.transactionId })).toEqual({
      data: { paymentStatus: { status: 'FINISHED', rejectionReason: null } },
    });
    const uid = (await sandbox.sandbox.context.db.query<{ uid: string }>('select uid from purchases where transaction_id = $1', [first.transactionId])).rows[0]?.uid;
    const subscriptions = await sandbox.sandbox.context.db.query<{ count: number }>('select count(*)::int as count from subscriptions where uid = $1', [uid]);
    expect(subscriptions.rows[0]?.count).toBe(1);
  });
});

describe('a purchase the bank has still to confirm', () => {
  it('holds off another purchase of the account for its 5 minutes, then lets one start', async () => {
    const cookie = await newUser('wachtopbank');
    const first = ((await pay(cookie, { planCode: 'videoland-plus-2-weken', idempotencyKey: 'eerste' })) as { data: { startPurchase: Started } }).data.startPurchase;
    await choose(first.paymentUrl, 'pending');
    expect(await pay(cookie, { planCode: 'videoland-basis', idempotencyKey: 'tweede' })).toEqual({
      data: { startPurchase: { __typename: 'PaymentRejected', reason: 'PURCHASE_IN_PROGRESS' } },
    });
    try {
      await sandbox.post('/sandbox/clock', { advanceHours: 0.1 });
      const later = (await pay(cookie, { planCode: 'videoland-basis', idempotencyKey: 'derde' })) as { data: { startPurchase: Started } };
      expect(later.data.startPurchase.status).toBe('INITIALIZED');
    } finally {
      await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    }
  });
});

describe("a promotion's plans are sold while it runs, by its file and the sandbox clock", () => {
  it('the 2024 annual offer sells Plus at 9,99 on 1 August 2024 and refuses it on 26 August', async () => {
    const cookie = await newUser('jaaraanbieding');
    try {
      await sandbox.post('/sandbox/clock', { now: '2024-08-01T10:00:00Z' });
      const started = (await pay(cookie, { planCode: 'videoland-plus-jaaraanbieding-2024', idempotencyKey: 'in' })) as { data: { startPurchase: Started } };
      expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: started.data.startPurchase.transactionId })).toMatchObject({
        data: { paymentStatus: { amount: 999 } },
      });
      // 25 August is its last day in Amsterdam: 22:00 UTC that evening is the 26th there.
      await sandbox.post('/sandbox/clock', { now: '2024-08-25T22:00:00Z' });
      expect(await pay(cookie, { planCode: 'videoland-plus-jaaraanbieding-2024', idempotencyKey: 'uit' })).toEqual({
        data: { startPurchase: { __typename: 'PaymentRejected', reason: 'LENTE_DEAL_NOT_AVAILABLE' } },
      });
    } finally {
      await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    }
  });
});

describe('the first payment is the amount of the price model every page shows (spec 001 section 9.3)', () => {
  it.each([
    ['a year of Plus, once', '2023-12-01T10:00:00Z', 'videoland-plus-jaar', 9990, null],
    ['Premium before the price change of 26 August 2022, at the price before it', '2022-08-01T10:00:00Z', 'videoland-premium', 1199, null],
    ['3 months of Plus, for the 3 months (with the personal code of its e-mail)', '2023-07-01T10:00:00Z', 'videoland-plus-3-maanden-zomer-2023', 1499, 'zomer-2023-3-maanden-plus'],
    ['Premium with a fixed term, a month', '2026-11-24T10:00:00Z', 'videoland-premium-12-maanden-vast', 1199, null],
  ])('%s', async (_plan, now, planCode, amount, mailedBy) => {
    const email = `prijsmodel-${Date.now()}@example.nl`;
    await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Test', lastName: 'Betaler' });
    const { cookie } = await sandbox.logIn(email);
    try {
      await sandbox.post('/sandbox/clock', { now });
      const personalCode = mailedBy ? await sendCode(mailedBy, email) : undefined;
      const started = (await pay(cookie, { planCode, idempotencyKey: 'eerste', personalCode })) as { data: { startPurchase: Started } };
      expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: started.data.startPurchase.transactionId })).toMatchObject({
        data: { paymentStatus: { amount } },
      });
    } finally {
      await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    }
  });
});

async function formerSubscriber(name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.nl`;
  await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Oud', lastName: 'Abonnee', subscription: { plan: 'plus-2-weken', status: 'cancelled' } });
  return (await sandbox.logIn(email)).cookie;
}

describe('who a promotion is for, as its file says', () => {
  it.each([
    ['summer 2023 Plus monthly, new subscribers only', '2023-07-01T10:00:00Z', 'videoland-plus-zomer-2023', 'started', 'refused'],
    // Who it is for comes first; then the code of its e-mail (below).
    ['autumn 2023, former subscribers with the code of its e-mail only', '2023-10-30T10:00:00Z', 'videoland-plus-najaar-2023', 'refused', 'PERSONAL_CODE_MISSING'],
  ])('%s', async (_promotion, now, planCode, newCustomer, formerCustomer) => {
    const customers = { newCustomer: await newUser('nieuw'), formerCustomer: await formerSubscriber('oud') };
    try {
      await sandbox.post('/sandbox/clock', { now });
      for (const [who, expected] of [
        ['newCustomer', newCustomer],
        ['formerCustomer', formerCustomer],
      ] as const) {
        const answer = await pay(customers[who], { planCode, idempotencyKey: who });
        if (expected === 'started') expect(answer, who).toMatchObject({ data: { startPurchase: { __typename: 'PaymentStarted' } } });
        else expect(answer, who).toEqual({ data: { startPurchase: { __typename: 'PaymentRejected', reason: expected === 'refused' ? 'PROMOTION_NOT_ELIGIBLE' : expected } } });
      }
    } finally {
      await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    }
  });
});

describe('the trial is one time only', () => {
  it('a former subscriber cannot start a trial plan', async () => {
    const cookie = await formerSubscriber('tweedeproef');
    expect(await pay(cookie, { planCode: 'videoland-plus-2-weken', idempotencyKey: 'p' })).toEqual({
      data: { startPurchase: { __typename: 'PaymentRejected', reason: 'TRIAL_ALREADY_USED' } },
    });
  });

  it('a former subscriber buys the evergreen plan at its price, and a plan with free weeks without them', async () => {
    const cookie = await formerSubscriber('terugkeer');
    const plain = (await pay(cookie, { planCode: 'videoland-plus', idempotencyKey: 'e' })) as { data: { startPurchase: Started } };
    expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: plain.data.startPurchase.transactionId })).toMatchObject({ data: { paymentStatus: { amount: 1099 } } });
    // The film festival's offer is 2 weeks free for new customers: a returning one pays from the first day.
    const festival = (await pay(cookie, { planCode: 'videoland-nff-2-weken-plus', idempotencyKey: 'f' })) as { data: { startPurchase: Started } };
    expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: festival.data.startPurchase.transactionId })).toMatchObject({
      data: { paymentStatus: { amount: 1099 } },
    });
    await choose(festival.data.startPurchase.paymentUrl, 'success');
    // Billed a month after the start, not 14 days plus a month: no free weeks in the contract it keeps.
    const { trialDays, dates } = await keptContract(cookie);
    const month = new Date(`${dates.start}T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect({ trialDays, trialEnd: dates.trialEnd, next: dates.nextPayment }).toEqual({
      trialDays: 0,
      trialEnd: null,
      next: { date: month.toISOString().slice(0, 10), amountCents: 1099 },
    });
  });
});

describe('the trial experiment', () => {
  it.each([
    ['its control group', 'control', 14],
    ['its variant', 'variant', 7],
  ])('in %s (%s) a 2-week trial plan is billed after %i free days', async (_name, group, days) => {
    const email = `proef-${group}-${Date.now()}@example.nl`;
    await sandbox.post('/sandbox/users', { email, password: 'Welkom123', experiments: { trialExperiment: group } });
    const { cookie } = await sandbox.logIn(email);
    const { data } = (await pay(cookie, { planCode: 'videoland-plus-2-weken', idempotencyKey: group })) as { data: { startPurchase: Started } };
    await choose(data.startPurchase.paymentUrl, 'success');
    const { trialDays, dates } = await keptContract(cookie);
    expect(trialDays).toBe(days);
    expect((Date.parse(dates.nextPayment.date) - Date.parse(dates.start)) / 86_400_000).toBe(days);
  });
});

describe("the provider's page", () => {
  it('shows the amount, a bank choice for iDEAL and the five outcomes', async () => {
    const cookie = await newUser('pagina');
    const { data } = (await pay(cookie, { planCode: 'videoland-premium', idempotencyKey: 'k' })) as { data: { startPurchase: Started } };
    const html = await (await fetch(sandbox.url + data.startPurchase.paymentUrl)).text();
    expect(html).toMatch(/€\s12,99/);
    expect(html).toContain('<select id="bank" name="bank">');
    for (const label of ['Geslaagd', 'In behandeling', 'Mislukt', 'Geannuleerd', 'Afgewezen']) expect(html).toContain(label);
  });

  it.each([
    ['pending', 'IN_PROGRESS'],
    ['failed', 'PAYMENT_FAILED'],
    ['cancelled', 'PAYMENT_CANCELLED'],
    ['rejected', 'PAYMENT_REJECTED'],
  ])('%s sends the visitor back with status %s', async (outcome, status) => {
    const cookie = await newUser(outcome);
    const { data } = (await pay(cookie, { planCode: 'videoland-basis', paymentMethod: 'PAYPAL', idempotencyKey: outcome })) as { data: { startPurchase: Started } };
    const press = await choose(data.startPurchase.paymentUrl, outcome);
    expect(press.headers.get('location')).toBe(`${RETURN}?transactionId=${data.startPurchase.transactionId}&status=${status}`);
    expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: data.startPurchase.transactionId })).toMatchObject({ data: { paymentStatus: { status, amount: 599 } } });
  });

  it('a pending payment shows as a purchase in progress, with its payment page and transaction (any browser of the account follows it), until it completes', async () => {
    const cookie = await newUser('wacht');
    const { data } = (await pay(cookie, { planCode: 'videoland-basis', idempotencyKey: 'w' })) as { data: { startPurchase: Started } };
    await choose(data.startPurchase.paymentUrl, 'pending');
    const state = 'query PurchaseAndRedemptionStatus { me { purchaseState { status returnUrl pendingPaymentUrl transactionId } voucherRedemptionState { status } } }';
    expect(await sandbox.graphql('/subscription/graphql', state, cookie)).toEqual({
      data: {
        me: {
          purchaseState: { status: 'IN_PROGRESS', returnUrl: RETURN, pendingPaymentUrl: data.startPurchase.paymentUrl, transactionId: data.startPurchase.transactionId },
          voucherRedemptionState: { status: 'NONE_IN_PROGRESS' },
        },
      },
    });
    await choose(data.startPurchase.paymentUrl, 'success');
    expect(await sandbox.graphql('/subscription/graphql', state, cookie)).toMatchObject({ data: { me: { purchaseState: { status: 'FINISHED', pendingPaymentUrl: null } } } });
  });
});

describe('refusals', () => {
  it.each([
    ['a plan that does not exist', 'videoland-bestaat-niet', RETURN, 'PLAN_NOT_FOUND'],
    ['the free tier, which is activated without a payment', 'videoland-tvgemist', RETURN, 'PLAN_NOT_FOUND'],
    ['Black Friday outside its dates', 'videoland-plus-black-friday', RETURN, 'BLACK_FRIDAY_NOT_AVAILABLE'],
    ['a return address on another site', 'videoland-plus', 'https://evil.example/', 'INVALID_RETURN_URL'],
    ['a protocol-relative return address', 'videoland-plus', '//evil.example', 'INVALID_RETURN_URL'],
    ['a return address whose dot segments resolve to another host', 'videoland-plus', '/..//evil.example', 'INVALID_RETURN_URL'],
    ['an encoded one', 'videoland-plus', '/%2F%2Fevil.example', 'INVALID_RETURN_URL'],
    ['a host after an @ (/@evil.example), as the redirect parameter refuses it', 'videoland-plus', '/@evil.example', 'INVALID_RETURN_URL'],
    ['a full-width slash', 'videoland-plus', '/\uFF0Fevil.example', 'INVALID_RETURN_URL'],
  ])('%s', async (_name, planCode, returnUrl, reason) => {
    const cookie = await newUser('nee');
    expect(await pay(cookie, { planCode, returnUrl, idempotencyKey: reason })).toEqual({ data: { startPurchase: { __typename: 'PaymentRejected', reason } } });
  });

  it('a promotion whose first month is paid in advance refuses PayPal and takes iDEAL and credit card', async () => {
    const cookie = await newUser('vast');
    const buy = (paymentMethod: string) => pay(cookie, { planCode: 'videoland-premium-12-maanden-vast', paymentMethod, idempotencyKey: paymentMethod });
    expect(await buy('PAYPAL')).toEqual({ data: { startPurchase: { __typename: 'PaymentRejected', reason: 'PAYMENT_METHOD_NOT_ALLOWED' } } });
    for (const method of ['IDEAL', 'CREDIT_CARD']) expect(await buy(method)).toMatchObject({ data: { startPurchase: { transactionId: expect.any(String) } } });
  });

  it('a promotion that cannot be combined is never paid with an action code', async () => {
    const cookie = await newUser('combi');
    const answer = await pay(cookie, { planCode: 'videoland-premium-12-maanden-vast', idempotencyKey: 'combi', voucherCode: 'GEENCOMBI1' });
    expect(answer).toEqual({ data: { startPurchase: { __typename: 'PaymentRejected', reason: 'NOT_COMBINABLE' } } });
  });

  it('a user with bad debt is blocked', async () => {
    const { cookie } = await sandbox.logIn('schuld@example.nl');
    expect(await pay(cookie, { planCode: 'videoland-plus', idempotencyKey: 'schuld' })).toEqual({
      data: { startPurchase: { __typename: 'PaymentRejected', reason: 'BLOCKED_USER' } },
    });
  });

  it('needs a session', async () => {
    expect(
      await sandbox.graphql('/payment/graphql', START, undefined, { planCode: 'videoland-plus', paymentMethod: 'IDEAL', idempotencyKey: 'x', returnUrl: RETURN }),
    ).toMatchObject({
      errors: [{ message: expect.stringContaining('UNAUTHENTICATED') }],
    });
  });
});

describe('changing payment details', () => {
  it('charges 1 cent to a subscriber who may change the method', async () => {
    const { cookie } = await sandbox.logIn('plus@example.nl');
    const answer = (await sandbox.graphql('/payment/graphql', CHANGE, cookie, {
      paymentMethod: 'CREDIT_CARD',
      idempotencyKey: 'wissel',
      returnUrl: '/mijn-abonnement/betaalgegevens-wijzigen/status',
    })) as {
      data: { changePaymentDetails: Started };
    };
    expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: answer.data.changePaymentDetails.transactionId })).toMatchObject({
      data: { paymentStatus: { amount: 1, paymentMethod: 'CREDIT_CARD' } },
    });
  });

  it("is refused to a reseller's customer", async () => {
    const { cookie } = await sandbox.logIn('kpn@example.nl');
    expect(await sandbox.graphql('/payment/graphql', CHANGE, cookie, { paymentMethod: 'IDEAL', idempotencyKey: 'kpn', returnUrl: '/mijn-abonnement' })).toEqual({
      data: { changePaymentDetails: { __typename: 'PaymentRejected', reason: 'NOT_AN_ACTIVE_USER' } },
    });
  });
});

describe('redeeming an action code', () => {
  const REDEEM = `mutation startPurchase($planCode: String!, $idempotencyKey: String!, $voucherCode: String) {
    startPurchase(planCode: $planCode, paymentMethod: IDEAL, idempotencyKey: $idempotencyKey, returnUrl: "${RETURN}", voucherCode: $voucherCode) {
      __typename ... on PaymentStarted { transactionId paymentUrl status } ... on PaymentRejected { reason } } }`;
  const STATES = 'query PurchaseAndRedemptionStatus { me { purchaseState { status } voucherRedemptionState { status clientData { slug operation } } } }';
  const redeem = (cookie: string, variables: Record<string, unknown>) =>
    sandbox.graphql('/payment/graphql', REDEEM, cookie, { planCode: 'videoland-voucher-3-maanden-plus', ...variables });

  it("is a purchase of the code's plan for 1 cent, in progress while pending, and redeems the code once paid", async () => {
    const cookie = await newUser('actiecode');
    expect(await sandbox.post('/sandbox/vouchers', { code: 'TESTINWISSEL1' })).toMatchObject({ status: 201 });
    const started = ((await redeem(cookie, { idempotencyKey: 'v-1', voucherCode: 'testinwissel1' })) as { data: { startPurchase: Started } }).data.startPurchase;
    expect(started.status).toBe('INITIALIZED');
    await choose(started.paymentUrl, 'pending');
    // The redemption, not the purchase, is in progress (spec 001 section 4.3 resumes them differently).
    expect(await sandbox.graphql('/subscription/graphql', STATES, cookie)).toEqual({
      data: {
        me: {
          purchaseState: { status: 'NONE_IN_PROGRESS' },
          voucherRedemptionState: { status: 'IN_PROGRESS', clientData: { slug: 'videoland-voucher-3-maanden-plus', operation: 'REDEEM_VOUCHER' } },
        },
      },
    });
    await choose(started.paymentUrl, 'success');
    expect(await sandbox.graphql('/payment/graphql', STATUS, cookie, { id: started.transactionId })).toMatchObject({ data: { paymentStatus: { status: 'FINISHED', amount: 1 } } });
    expect(await sandbox.graphql('/subscription/graphql', STATES, cookie)).toMatchObject({
      data: { me: { voucherRedemptionState: { status: 'NONE_IN_PROGRESS', clientData: null } } },
    });
    const check = await fetch(`${sandbox.url}/subscription/v1/voucher/check/TESTINWISSEL1`);
    expect(await check.json()).toEqual({ message: 'VOUCHER_ALREADY_USED' });
  });

  it('holds a code for the visitor whose redemption is under way', async () => {
    expect(await sandbox.post('/sandbox/vouchers', { code: 'TESTINWISSEL2' })).toMatchObject({ status: 201 });
    const first = await newUser('eerste');
    expect(await redeem(first, { idempotencyKey: 'v-3', voucherCode: 'TESTINWISSEL2' })).toMatchObject({ data: { startPurchase: { __typename: 'PaymentStarted' } } });
    expect(await redeem(await newUser('tweede'), { idempotencyKey: 'v-3', voucherCode: 'TESTINWISSEL2' })).toEqual({
      data: { startPurchase: { __typename: 'PaymentRejected', reason: 'VOUCHER_ALREADY_USED' } },
    });
    // The same visitor may try again, with another method.
    expect(await redeem(first, { idempotencyKey: 'v-4', voucherCode: 'TESTINWISSEL2' })).toMatchObject({ data: { startPurchase: { __typename: 'PaymentStarted' } } });
  });

  it.each([
    ['an unknown code', { voucherCode: 'BESTAATNIET' }, 'VOUCHER_INVALID'],
    ['a used code', { voucherCode: 'GEBRUIKT2024' }, 'VOUCHER_ALREADY_USED'],
    ['an expired code', { voucherCode: 'VERLOPEN2023' }, 'VOUCHER_EXPIRED'],
    ['a code for another plan', { voucherCode: 'PLUS3MAANDEN', planCode: 'videoland-premium' }, 'PLAN_NOT_FOUND'],
    ["the code's plan without the code", { voucherCode: null }, 'PLAN_NOT_FOUND'],
  ])('refuses %s before any money moves', async (_case, variables, reason) => {
    const cookie = await newUser('weigering');
    expect(await redeem(cookie, { idempotencyKey: 'v-2', ...variables })).toEqual({ data: { startPurchase: { __typename: 'PaymentRejected', reason } } });
  });
});

describe("a promotion sold with a personal code from its e-mail: the buyer's own, once, in time", () => {
  const LOTTERY = 'videoland-loterij-12-maanden-basis';
  const refusal = (reason: string) => ({ data: { startPurchase: { __typename: 'PaymentRejected', reason } } });

  it('the lottery: no code, a code of another address or promotion, a late one and a used one are refused; its own works 30 days, written as typed', async () => {
    const stamp = Date.now();
    const [buyer, other] = [`lot-${stamp}@example.nl`, `lot-ander-${stamp}@example.nl`];
    for (const email of [buyer, other]) await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Lot', lastName: 'Trekker' });
    const [cookie, otherCookie] = [(await sandbox.logIn(buyer)).cookie, (await sandbox.logIn(other)).cookie];
    try {
      await sandbox.post('/sandbox/clock', { now: '2026-03-01T10:00:00Z' });
      const code = await sendCode('loterij', buyer);
      const latecomer = await sendCode('loterij', other);
      const autumn = await sendCode('najaar-2023', buyer);
      // The e-mail brings the code, with a link to each of the lottery's plans.
      const mail = ((await (await fetch(`${sandbox.url}/sandbox/mailbox?to=${buyer}`)).json()) as { kind: string; body: string; links: { url: string }[] }[]).find(
        (email) => email.kind === 'personal-code' && email.body.includes(code),
      );
      expect(mail?.links.map((link) => link.url)).toEqual([
        `/activeer/abonnement/loterij-12-maanden-basis?code=${code}`,
        `/activeer/abonnement/loterij-12-maanden-basis-299?code=${code}`,
      ]);

      expect(await pay(cookie, { planCode: LOTTERY, idempotencyKey: 'zonder' })).toEqual(refusal('PERSONAL_CODE_MISSING'));
      expect(await pay(cookie, { planCode: LOTTERY, idempotencyKey: 'andere', personalCode: latecomer })).toEqual(refusal('PERSONAL_CODE_INVALID'));
      expect(await pay(cookie, { planCode: LOTTERY, idempotencyKey: 'najaar', personalCode: autumn })).toEqual(refusal('PERSONAL_CODE_INVALID'));
      expect(await pay(cookie, { planCode: LOTTERY, idempotencyKey: 'verzonnen', personalCode: 'ABCDEFGH' })).toEqual(refusal('PERSONAL_CODE_INVALID'));

      // Sent on 1 March, the code works through 31 March, in Dutch days; on 1 April it is too late.
      await sandbox.post('/sandbox/clock', { now: '2026-03-31T21:59:00Z' });
      const started = (await pay(cookie, { planCode: LOTTERY, idempotencyKey: 'eigen', personalCode: ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)}` })) as {
        data: { startPurchase: Started };
      };
      expect(started).toMatchObject({ data: { startPurchase: { status: 'INITIALIZED' } } });
      await sandbox.post('/sandbox/clock', { now: '2026-03-31T22:00:00Z' });
      expect(await pay(otherCookie, { planCode: LOTTERY, idempotencyKey: 'laat', personalCode: latecomer })).toEqual(refusal('PERSONAL_CODE_EXPIRED'));

      // Paid, the code is used: once the subscription it bought has ended, it buys nothing again.
      expect((await choose(started.data.startPurchase.paymentUrl, 'success')).status).toBe(303);
      await sandbox.sandbox.context.db.query("update subscriptions set status = 'cancelled' where uid = (select uid from users where email = $1)", [buyer]);
      await sandbox.post('/sandbox/clock', { now: '2026-04-01T10:00:00Z' });
      expect(await pay(cookie, { planCode: LOTTERY, idempotencyKey: 'nogmaals', personalCode: code })).toEqual(refusal('PERSONAL_CODE_USED'));
    } finally {
      await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    }
  });

  it('a promotion sold without a personal code sends none', async () => {
    const answer = await sandbox.post('/sandbox/promotions/black-friday-2025/codes', { email: 'iemand@example.nl' });
    expect(answer.status).toBe(404);
  });
});

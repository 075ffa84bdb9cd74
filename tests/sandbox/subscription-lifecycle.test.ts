/**
 * A subscription to its last day on the sandbox's clock (issue 39): what follows a subscription
 * starts on its day and ends the one it follows, a cancellation takes effect, a smaller tier starts
 * at the next payment with its own price, and a partner's gift never replaces what a subscriber
 * pays for: it follows it. Each test sets the clock to the days it speaks of.
 */
import { describe, expect, it } from 'vitest';
import { mailbox } from './mailbox.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile({ resetClockAfterEach: true });

const STATE = `query { me { subscription { status nextStatus endDate } currentPlan { planDescription { tierId } nextBillingDate contract { planCode afterGift { mode tierId on price { amountCents } }
  dates { start nextPayment { date amountCents } followedOn stopsOn } } } stitchedSubscription { startDate tierId planPrice { amountCents paidBy } } } }`;
type State = {
  subscription: { status: string; nextStatus: string | null; endDate: string | null } | null;
  currentPlan: {
    planDescription: { tierId: string };
    nextBillingDate: string | null;
    contract: { planCode: string; dates: { start: string; nextPayment: { date: string; amountCents: number } | null } };
  } | null;
  stitchedSubscription: { startDate: string; tierId: string; planPrice: { amountCents: number; paidBy: string | null } } | null;
};

const setClock = (now: string) => sandbox.post('/sandbox/clock', { now: `${now}T11:00:00Z` });
const state = async (cookie: string) => ((await sandbox.graphql('/subscription/graphql', STATE, cookie)) as { data: { me: State } }).data.me;
const mutate = (cookie: string, mutation: string) => sandbox.graphql('/subscription/graphql', mutation, cookie);

/** A subscriber of the plan from the sandbox's day, logged in: the session's cookie, and the address. */
async function subscriber(name: string, subscription: Record<string, unknown>): Promise<{ cookie: string; email: string }> {
  const email = `${name}-${Date.now()}@example.nl`;
  expect((await sandbox.post('/sandbox/users', { email, password: 'Welkom123', subscription: { startedDaysAgo: 0, ...subscription } })).status).toBe(201);
  return { cookie: (await sandbox.logIn(email)).cookie, email };
}

describe('on its day', () => {
  it('a cancellation takes effect: the subscription has ended, and nothing more is paid', async () => {
    await setClock('2026-03-10');
    const { cookie } = await subscriber('opzeg', { plan: 'plus' });
    await mutate(cookie, 'mutation { cancelSubscription { __typename } }');
    // Its contract says the day it stops, and no payment before it.
    expect(await state(cookie)).toMatchObject({
      subscription: { status: 'ACTIVE', nextStatus: 'CANCELLED' },
      currentPlan: { contract: { dates: { nextPayment: null, stopsOn: '2026-04-10' } } },
    });
    await setClock('2026-04-12');
    expect(await state(cookie)).toMatchObject({ subscription: { status: 'CANCELLED', nextStatus: null, endDate: '2026-04-10' }, currentPlan: { nextBillingDate: null } });
  });

  it('a smaller tier starts at the next payment, which is paid at its price', async () => {
    await setClock('2026-03-10');
    const { cookie } = await subscriber('kleiner', { plan: 'premium' });
    await mutate(cookie, 'mutation { switchTier(tierId: "essential") { __typename } }');
    // The next payment is the first of Basis: it costs Basis's price.
    expect((await state(cookie)).currentPlan?.contract.dates.nextPayment).toEqual({ date: '2026-04-10', amountCents: 599 });
    await setClock('2026-04-15');
    expect((await state(cookie)).currentPlan).toMatchObject({
      planDescription: { tierId: 'essential' },
      contract: { planCode: 'videoland-basis', dates: { nextPayment: { date: '2026-05-10', amountCents: 599 } } },
    });
  });
});

describe("a partner's gift claimed by a subscriber", () => {
  const claim = async (cookie: string, plan: string) => {
    const { entitlementId } = (await (await sandbox.post('/sandbox/entitlements', { plan })).json()) as { entitlementId: string };
    return mutate(cookie, `mutation { claimEntitlement(entitlementId: "${entitlementId}", planSlug: "${plan}") { __typename ... on ClaimFailure { reason } } }`);
  };

  it('follows a paid month: the subscription runs to its next payment, which is not made; the gift starts that day and ends it, and the paid plan comes back the day after the gift', async () => {
    await setClock('2026-10-05');
    const { cookie, email } = await subscriber('premium-ah', { plan: 'premium', startedDaysAgo: 20 });
    const quote = (await mutate(
      cookie,
      'query { plan(slug: "ah-12-maanden") { contract { existingSubscription afterGift { mode tierId on price { amountCents } } dates { start } } } }',
    )) as {
      data: { plan: unknown };
    };
    // What follows the gift is said before it is claimed: Premium again, the day after the gift's 12 months, at its regular price.
    expect(quote.data.plan).toEqual({
      contract: {
        existingSubscription: 'follows',
        afterGift: { mode: 'resume', tierId: 'premium', on: '2027-10-15', price: { amountCents: 1299 } },
        dates: { start: '2026-10-15' },
      },
    });
    expect(await claim(cookie, 'ah-12-maanden')).toEqual({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
    expect(await state(cookie)).toMatchObject({
      subscription: { status: 'ACTIVE' },
      currentPlan: { planDescription: { tierId: 'premium' }, nextBillingDate: null, contract: { dates: { followedOn: '2026-10-15' } } },
      stitchedSubscription: { startDate: '2026-10-15', tierId: 'essential', planPrice: { paidBy: 'Albert Heijn' } },
    });
    // Confirmed by e-mail as a purchase is: from which day, and what becomes of Premium.
    const [confirmation] = await mailbox(sandbox, email);
    expect(confirmation).toMatchObject({ kind: 'gift-confirmation', subject: 'Je cadeau: Videoland Basis' });
    expect(confirmation?.body).toContain('je cadeau is geactiveerd en start op 15 oktober 2026.');
    expect(confirmation?.body).toContain('Daarna: Vanaf 15 oktober 2027 loopt je abonnement Videoland Premium weer, voor €\u00a012,99 per maand.');
    // A second gift cannot follow as well.
    expect(await claim(cookie, 'ah-12-maanden')).toEqual({ data: { claimEntitlement: { __typename: 'ClaimFailure', reason: 'FOLLOWING_SUBSCRIPTION_EXISTS' } } });
    await setClock('2026-10-16');
    expect(await state(cookie)).toMatchObject({
      subscription: { status: 'ACTIVE' },
      currentPlan: {
        planDescription: { tierId: 'essential' },
        nextBillingDate: null,
        contract: { afterGift: { mode: 'resume', tierId: 'premium', on: '2027-10-15' }, dates: { start: '2026-10-15', followedOn: '2027-10-15' } },
      },
      stitchedSubscription: { startDate: '2027-10-15', tierId: 'premium', planPrice: { amountCents: 1299, paidBy: null } },
    });
    const invoices = async () =>
      ((await sandbox.graphql('/billing/graphql', 'query { me { invoices { date totalIncludingVat } } }', cookie)) as { data: { me: { invoices: unknown[] } } }).data.me.invoices;
    expect(await invoices()).toEqual([{ date: '2026-09-15', totalIncludingVat: 1299 }]);
    // The day after the gift: Premium again, paid from that day at its regular price, nothing to follow.
    await setClock('2027-10-16');
    expect(await state(cookie)).toMatchObject({
      subscription: { status: 'ACTIVE' },
      currentPlan: {
        planDescription: { tierId: 'premium' },
        nextBillingDate: '2027-11-15',
        contract: { planCode: 'videoland-premium', afterGift: null, dates: { start: '2027-10-15' } },
      },
      stitchedSubscription: null,
    });
    expect(await invoices()).toContainEqual({ date: '2027-10-15', totalIncludingVat: 1299 });
  });

  it('with afterGift end, stops the paid plan the day the gift starts and brings nothing back: the day after the gift nothing runs', async () => {
    await setClock('2026-10-05');
    const { cookie } = await subscriber('plus-tmobile', { plan: 'plus', startedDaysAgo: 20 });
    expect(await claim(cookie, 'tmobile-thuis-6-maanden-plus')).toEqual({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
    expect((await state(cookie)).stitchedSubscription).toMatchObject({ startDate: '2026-10-15', tierId: 'standard', planPrice: { paidBy: 'T-Mobile' } });
    await setClock('2027-04-14');
    expect(await state(cookie)).toMatchObject({ subscription: { status: 'ACTIVE' }, currentPlan: { contract: { afterGift: { mode: 'end' } } }, stitchedSubscription: null });
    await setClock('2027-04-15');
    expect(await state(cookie)).toMatchObject({ subscription: { status: 'CANCELLED', endDate: '2027-04-15' }, currentPlan: { nextBillingDate: null }, stitchedSubscription: null });
  });

  it("a new customer's gift stops by itself after its months", async () => {
    await setClock('2026-10-05');
    const { cookie } = await subscriber('nieuw-ah', { plan: 'plus', status: 'cancelled', startedDaysAgo: 400 });
    expect(await claim(cookie, 'ah-12-maanden')).toEqual({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
    await setClock('2027-10-04');
    expect((await state(cookie)).subscription).toMatchObject({ status: 'ACTIVE' });
    await setClock('2027-10-05');
    expect((await state(cookie)).subscription).toMatchObject({ status: 'CANCELLED', endDate: '2027-10-05' });
  });

  it('follows a fixed term to its last day', async () => {
    await setClock('2026-10-05');
    const { cookie } = await subscriber('contract-ziggo', { plan: '12-maanden-ltc-plus', startedDaysAgo: 30 });
    expect(await claim(cookie, 'ziggo-12-maanden')).toEqual({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
    expect((await state(cookie)).stitchedSubscription).toMatchObject({ startDate: '2027-09-05' });
  });
});

/** The subscription service over HTTP: tiers, the subscription, cancel and undo, tier switches, vouchers. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const gql = (query: string, cookie?: string, variables?: Record<string, unknown>) => sandbox.graphql('/subscription/graphql', query, cookie, variables);
const SUBSCRIPTION = `query Subscription { me { hasSuspendedSubscription subscription { subscriptionNumber status nextStatus nextStatusEffectiveDate reseller termType
  allowsCancellation { __typename ... on CancellationBlocked { reason } } allowsPaymentMethodChange trustedParty } } }`;
const TIER = `query SubscriptionTier { me { currentPlan { planDescription { planId tierId } tierSwitch { __typename ... on BlockedTierSwitch { switchBlockedReason switchAvailableDate } }
  nextTier { tierId effectiveDate } nextBillingDate } } }`;
const CANCEL = 'mutation cancelSubscription { cancelSubscription { __typename ... on CancellationSuccess { endDate } ... on CancellationFailure { reason } } }';
const REVOKE = 'mutation revokeCancellation { revokeCancellation { __typename ... on RevokeCancellationFailure { reason } } }';
const SWITCH = 'mutation switchTier($tierId: String!) { switchTier(tierId: $tierId) { __typename ... on TierSwitchSuccess { effectiveDate } ... on TierSwitchFailure { dummy } } }';

describe('FetchTiers', () => {
  it('lists the tiers shown to visitors, without free and with-ads tiers, with prices in cents', async () => {
    expect(await gql('query FetchTiers { tiers { id pricing { recurring { amount currency } } promoPricing { recurring { amount } } } }')).toEqual({
      data: {
        tiers: [
          { id: 'essential', pricing: { recurring: { amount: 599, currency: 'EUR' } }, promoPricing: { recurring: { amount: 0 } } },
          { id: 'standard', pricing: { recurring: { amount: 1099, currency: 'EUR' } }, promoPricing: { recurring: { amount: 0 } } },
          { id: 'premium', pricing: { recurring: { amount: 1299, currency: 'EUR' } }, promoPricing: { recurring: { amount: 0 } } },
        ],
      },
    });
  });
});

describe('plan by slug', () => {
  const PLAN =
    'query plan($slug: String!) { plan(slug: $slug) { slug code kind tierId paidThroughThirdParty trialDays priceCents price { amountCents periodMonths oneTime months regularCents thenMonthlyCents paidBy } terms { title description } eligibleCustomers } }';
  const regular = (amountCents: number) => ({ amountCents, periodMonths: 1, oneTime: false, months: null, regularCents: null, thenMonthlyCents: null, paidBy: null });

  it.each([
    [
      'plus-2-weken',
      { code: 'videoland-plus-2-weken', kind: 'promo', tierId: 'standard', paidThroughThirdParty: false, trialDays: 14, priceCents: 1099, price: regular(1099), terms: null },
    ],
    ['premium', { code: 'videoland-premium', tierId: 'premium', trialDays: 0, priceCents: 1299, price: regular(1299), eligibleCustomers: 'everyone' }],
    [
      'basis-black-friday',
      {
        tierId: 'essential',
        trialDays: 14,
        price: { amountCents: 399, periodMonths: 1, oneTime: false, months: 6, regularCents: 599, thenMonthlyCents: 599, paidBy: null },
        terms: { title: 'Black Friday-actievoorwaarden', description: expect.stringContaining('€ 3,99') },
      },
    ],
    // A year of Plus is paid once, € 99,90 for 12 months (spec 001 section 9.3), not € 8,33 a month.
    ['plus-jaar', { price: { amountCents: 9990, periodMonths: 12, oneTime: true, months: 12, regularCents: 11988, thenMonthlyCents: 1099, paidBy: null } }],
    [
      'plus-3-maanden-zomer-2023',
      { trialDays: 0, eligibleCustomers: 'newCustomers', price: expect.objectContaining({ amountCents: 1499, periodMonths: 3, oneTime: false, months: 3 }) },
    ],
    // The partner pays its months and the gift stops by itself: nothing follows it.
    [
      'ah-12-maanden',
      {
        paidThroughThirdParty: true,
        price: { amountCents: 0, periodMonths: 1, oneTime: false, months: 12, regularCents: null, thenMonthlyCents: null, paidBy: 'Albert Heijn' },
        terms: { title: 'Actievoorwaarden', description: null },
      },
    ],
    ['PlusNoPromo', { code: 'PlusNoPromo', tierId: 'standard', trialDays: 0 }],
  ])('answers the plan of %s without a login', async (slug, expected) => {
    expect(await gql(PLAN, undefined, { slug })).toEqual({ data: { plan: expect.objectContaining({ slug, ...expected }) } });
  });

  it('answers null for a slug without a plan', async () => {
    expect(await gql(PLAN, undefined, { slug: 'goud' })).toEqual({ data: { plan: null } });
  });
});

describe('Subscription and SubscriptionTier', () => {
  it('need a session', async () => {
    expect(await gql(SUBSCRIPTION)).toMatchObject({ errors: [{ message: expect.stringContaining('UNAUTHENTICATED') }] });
  });

  it.each([
    ['plus@example.nl', { status: 'ACTIVE', reseller: null, allowsCancellation: { __typename: 'CancellationAllowed' }, allowsPaymentMethodChange: true }],
    [
      'kpn@example.nl',
      {
        status: 'ACTIVE',
        reseller: 'KPN',
        trustedParty: 'kpn',
        allowsCancellation: { __typename: 'CancellationBlocked', reason: 'THIRD_PARTY_SUBSCRIPTION' },
        allowsPaymentMethodChange: false,
      },
    ],
    ['contract@example.nl', { termType: 'TERMED', allowsCancellation: { __typename: 'CancellationBlocked', reason: 'FIXED_TERM_CONTRACT' } }],
    ['opgezegd@example.nl', { nextStatus: 'CANCELLED', nextStatusEffectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
    ['pauze@example.nl', { nextStatus: 'SUSPENDED' }],
    ['oud-abonnee@example.nl', { status: 'CANCELLED' }],
  ])('%s', async (email, expected) => {
    const { cookie } = await sandbox.logIn(email);
    expect(await gql(SUBSCRIPTION, cookie)).toMatchObject({ data: { me: { subscription: expected } } });
  });

  it('a user without a subscription has none', async () => {
    const { cookie } = await sandbox.logIn('geverifieerd@example.nl');
    expect(await gql(SUBSCRIPTION, cookie)).toEqual({ data: { me: { hasSuspendedSubscription: false, subscription: null } } });
  });

  it.each([
    ['plus@example.nl', 'TierSwitch', undefined],
    ['kpn@example.nl', 'BlockedTierSwitch', 'THIRD_PARTY_SUBSCRIPTION'],
    ['opgezegd@example.nl', 'BlockedTierSwitch', 'CANCELLATION_PENDING'],
    ['proef@example.nl', 'BlockedTierSwitch', 'PROMOTION'],
  ])('tier switch for %s: %s %s', async (email, typename, reason) => {
    const { cookie } = await sandbox.logIn(email);
    const answer = (await gql(TIER, cookie)) as { data: { me: { currentPlan: { tierSwitch: Record<string, unknown> } } } };
    expect(answer.data.me.currentPlan.tierSwitch).toMatchObject({ __typename: typename, ...(reason ? { switchBlockedReason: reason } : {}) });
  });
});

describe('fixBedrockSubscription', () => {
  const FIX = 'mutation fixBedrockSubscription { fixBedrockSubscription }';

  it('gives an active subscription the previous platform left without its tier its tier back, once', async () => {
    const { cookie } = await sandbox.logIn('bedrock@example.nl');
    expect(await gql(SUBSCRIPTION, cookie)).toMatchObject({ data: { me: { subscription: { status: 'ACTIVE' } } } });
    expect(await gql(TIER, cookie)).toEqual({ data: { me: { currentPlan: null } } });
    expect(await gql(FIX, cookie)).toEqual({ data: { fixBedrockSubscription: true } });
    expect(await gql(TIER, cookie)).toMatchObject({ data: { me: { currentPlan: { planDescription: { tierId: 'standard' } } } } });
    expect(await gql(FIX, cookie)).toEqual({ data: { fixBedrockSubscription: false } });
  });

  it('has nothing to repair for a subscription whose tier is known', async () => {
    const { cookie } = await sandbox.logIn('plus@example.nl');
    expect(await gql(FIX, cookie)).toEqual({ data: { fixBedrockSubscription: false } });
  });
});

describe('cancel, undo, switch', () => {
  it('cancels to the day before the next charge, refuses a second cancel, and undoes it by GraphQL and by REST', async () => {
    const { cookie } = await sandbox.logIn('premium@example.nl');
    const cancelled = (await gql(CANCEL, cookie)) as { data: { cancelSubscription: { __typename: string; endDate: string } } };
    expect(cancelled.data.cancelSubscription).toMatchObject({ __typename: 'CancellationSuccess', endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const { data } = (await gql(SUBSCRIPTION, cookie)) as { data: { me: { subscription: { nextStatusEffectiveDate: string; subscriptionNumber: string } } } };
    const lastDay = new Date(`${data.me.subscription.nextStatusEffectiveDate}T00:00:00Z`);
    lastDay.setUTCDate(lastDay.getUTCDate() - 1);
    expect(cancelled.data.cancelSubscription.endDate).toBe(lastDay.toISOString().slice(0, 10));
    expect(await gql(CANCEL, cookie)).toEqual({ data: { cancelSubscription: { __typename: 'CancellationFailure', reason: 'SUBSCRIPTION_WILL_BE_CANCELLED' } } });
    expect(await gql(REVOKE, cookie)).toEqual({ data: { revokeCancellation: { __typename: 'RevokeCancellationSuccess' } } });
    expect(await gql(REVOKE, cookie)).toEqual({ data: { revokeCancellation: { __typename: 'RevokeCancellationFailure', reason: 'NO_PENDING_CANCELLATION' } } });

    await gql(CANCEL, cookie);
    const undo = (number: string) => fetch(`${sandbox.url}/subscription/v1/subscriptions/${number}/cancellation`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect((await undo('A-S00000000')).status).toBe(404);
    expect((await undo(data.me.subscription.subscriptionNumber)).status).toBe(204);
    expect((await undo(data.me.subscription.subscriptionNumber)).status).toBe(409);
  });

  it("refuses to cancel a reseller's subscription or a fixed term", async () => {
    for (const [email, reason] of [
      ['ziggo@example.nl', 'THIRD_PARTY_SUBSCRIPTION'],
      ['contract@example.nl', 'FIXED_TERM_CONTRACT'],
      ['geverifieerd@example.nl', 'NO_ACTIVE_SUBSCRIPTION'],
    ]) {
      const { cookie } = await sandbox.logIn(email as string);
      expect(await gql(CANCEL, cookie)).toEqual({ data: { cancelSubscription: { __typename: 'CancellationFailure', reason } } });
    }
  });

  it('upgrades at once, once per payment period; a second switch in the period is refused', async () => {
    const { cookie } = await sandbox.logIn('basis@example.nl');
    const today = ((await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { now: string }).now.slice(0, 10);
    expect(await gql(SWITCH, cookie, { tierId: 'premium' })).toEqual({ data: { switchTier: { __typename: 'TierSwitchSuccess', effectiveDate: today } } });
    expect(await gql(TIER, cookie)).toMatchObject({
      data: { me: { currentPlan: { planDescription: { tierId: 'premium' }, tierSwitch: { switchBlockedReason: 'ALREADY_SWITCHED_THIS_PERIOD' } } } },
    });
    expect(await gql(SWITCH, cookie, { tierId: 'standard' })).toEqual({ data: { switchTier: { __typename: 'TierSwitchFailure', dummy: 'ALREADY_SWITCHED_THIS_PERIOD' } } });
  });

  it('downgrades at the next charge', async () => {
    const { cookie } = await sandbox.logIn('premium@example.nl');
    const { data } = (await gql(TIER, cookie)) as { data: { me: { currentPlan: { nextBillingDate: string } } } };
    expect(await gql(SWITCH, cookie, { tierId: 'essential' })).toEqual({
      data: { switchTier: { __typename: 'TierSwitchSuccess', effectiveDate: data.me.currentPlan.nextBillingDate } },
    });
    expect(await gql(TIER, cookie)).toMatchObject({ data: { me: { currentPlan: { planDescription: { tierId: 'premium' }, nextTier: { tierId: 'essential' } } } } });
  });
});

describe('voucher checks', () => {
  const check = (version: string, code: string, cookie?: string) =>
    fetch(`${sandbox.url}/subscription/${version}/voucher/check/${code}`, { headers: cookie ? { Cookie: cookie } : {} });

  it.each([
    ['PLUS3MAANDEN', 200, { status: 'VOUCHER_ACCEPTED', planCode: 'videoland-voucher-3-maanden-plus', tierId: 'standard', months: 3 }],
    ['plus3maanden', 200, { status: 'VOUCHER_ACCEPTED' }],
    ['GEBRUIKT2024', 409, { message: 'VOUCHER_ALREADY_USED' }],
    ['VERLOPEN2023', 410, { message: 'VOUCHER_EXPIRED' }],
    ['BESTAATNIET', 400, { message: 'VOUCHER_INVALID' }],
    ['GEEN-CODE', 400, { message: 'VOUCHER_INVALID' }],
  ])('v1 %s answers %i', async (code, status, body) => {
    const response = await check('v1', code);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
  });

  it("v2 refuses a code for a reseller's subscriber (invalid subscription type)", async () => {
    const { cookie } = await sandbox.logIn('samsung@example.nl');
    const response = await check('v2', 'PLUS3MAANDEN', cookie);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'INVALID_SUBSCRIPTION_TYPE' });
  });

  it('limits guessing: the eleventh check in a minute is TOO_MANY_REQUESTS', async () => {
    const { cookie } = await sandbox.logIn('geverifieerd@example.nl');
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await check('v1', `GOK${attempt}`, cookie)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

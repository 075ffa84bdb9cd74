/**
 * One contract from the offer to the subscription's last day (issue 39), as a property: for every
 * plan the site sells or a partner gives, on 200 days from 2023 to 2028 (each inside its offer's
 * window), the contract the activation page is quoted (plan(slug)), the one the payment service
 * records with the sale and the one Mijn abonnement reads (currentPlan.contract) are the same:
 * period, term, cancellable, trial, what follows, the next payment's day and amount, and the rows
 * a buyer reads. The days are drawn from a fixed seed, so every run tries the same ones.
 */
import { expect, it } from 'vitest';
import { planSlug, plans, type Plan } from '../../sandbox/catalog.ts';
import { offerOfPlan } from '../../sandbox/offers.ts';
import { promotionOfPlan } from '../../sandbox/promotions.ts';
import { describeContract } from '../../operators/contract.ts';
import type { Contract } from '../../schemas/generated/facts.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile({ resetClockAfterEach: true });

const CONTRACT = `planCode tierId currency price { amountCents periodMonths oneTime months regularCents thenMonthlyCents paidBy } term { months cancellable } trialDays customers
  combinable personalCode { withinDays } paymentMethods existingSubscription terms { title description text } dates { asOf start trialEnd firstPayment { date amountCents } nextPayment { date amountCents } offerEnd termEnd cancellable offerEnded followedOn stopsOn }`;
const QUOTE = `query plan($slug: String!) { plan(slug: $slug) { contract { ${CONTRACT} } } }`;
const KEPT = `query { me { currentPlan { contract { ${CONTRACT} } } } }`;
const START = `mutation startPurchase($planCode: String!, $idempotencyKey: String!, $personalCode: String) {
  startPurchase(planCode: $planCode, paymentMethod: IDEAL, idempotencyKey: $idempotencyKey, returnUrl: "/activeer/abonnement/plan/status/ideal", personalCode: $personalCode) {
    __typename ... on PaymentStarted { transactionId paymentUrl } ... on PaymentRejected { reason } } }`;
const CLAIM = `mutation claim($entitlementId: String!, $planSlug: String!) { claimEntitlement(entitlementId: $entitlementId, planSlug: $planSlug) { __typename ... on ClaimFailure { reason } } }`;

const FIRST = Date.UTC(2023, 0, 1) / 86_400_000;
const LAST = Date.UTC(2028, 11, 31) / 86_400_000;
const dayNumber = (date: string | undefined, fallback: number) => (date ? Date.parse(`${date}T00:00:00Z`) / 86_400_000 : fallback);

/** A small generator of the same numbers every run (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every plan a visitor can get on the site: bought, or given by a partner's link; not an action code's, nor the free tier. */
const sold = plans.filter((plan) => plan.kind !== 'voucher' && plan.tierId !== 'free' && offerOfPlan(plan.code)?.plan.activation !== 'actionCode');

/** Who may buy it: a trial plan or a deal for new customers needs one who never had a subscription; a deal for former subscribers one who had. */
function buyerFor(plan: Plan, index: number): 'new' | 'former' {
  if (plan.contract.customers === 'formerSubscribers') return 'former';
  if (plan.contract.customers === 'newCustomers' || plan.kind === 'promo') return 'new';
  return index % 2 === 0 ? 'new' : 'former';
}

/** A day inside the plan's window (its promotion's or offer's dates) and 2023–2028, as noon in Amsterdam. */
function dayFor(plan: Plan, random: () => number): string {
  const valid = (promotionOfPlan(plan.code) ?? offerOfPlan(plan.code))?.valid;
  const from = Math.max(FIRST, dayNumber(valid?.from, FIRST));
  const until = Math.min(LAST, dayNumber(valid?.until, LAST));
  const day = from + Math.floor(random() * (until - from + 1));
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** What must be the same, with the rows a buyer reads. */
const said = (contract: Contract) => ({ ...contract, rows: describeContract(contract, 'quote') });

it('quotes, records and keeps the same contract for every plan on 200 days from 2023 to 2028', { timeout: 300_000 }, async () => {
  const random = seeded(39);
  for (let index = 0; index < 200; index += 1) {
    const plan = sold[index % sold.length] as Plan;
    const day = dayFor(plan, random);
    const context = `${plan.code} on ${day}`;
    expect((await sandbox.post('/sandbox/clock', { now: `${day}T11:00:00Z` })).ok, context).toBe(true);
    const email = `contract-${index}@example.nl`;
    const former = buyerFor(plan, index) === 'former' ? { subscription: { plan: 'plus', status: 'cancelled', startedDaysAgo: 400 } } : {};
    expect((await sandbox.post('/sandbox/users', { email, password: 'Welkom123', ...former })).status, context).toBe(201);
    const { cookie } = await sandbox.logIn(email);

    const quoted = ((await sandbox.graphql('/subscription/graphql', QUOTE, cookie, { slug: planSlug(plan.code) })) as { data: { plan: { contract: Contract } } }).data.plan
      .contract;
    if (plan.paidThroughThirdParty) {
      const { entitlementId } = (await (await sandbox.post('/sandbox/entitlements', { plan: planSlug(plan.code) })).json()) as { entitlementId: string };
      const claim = await sandbox.graphql('/subscription/graphql', CLAIM, cookie, { entitlementId, planSlug: planSlug(plan.code) });
      expect(claim, context).toEqual({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
    } else {
      // A promotion sold with a personal code is bought with the one its e-mail sent this buyer that day.
      const promotion = plan.contract.personalCode ? promotionOfPlan(plan.code) : undefined;
      const personalCode = promotion ? ((await (await sandbox.post(`/sandbox/promotions/${promotion.id}/codes`, { email })).json()) as { code: string }).code : undefined;
      const started = (await sandbox.graphql('/payment/graphql', START, cookie, { planCode: plan.code, idempotencyKey: `k${index}`, personalCode })) as {
        data: { startPurchase: { transactionId: string; paymentUrl: string; reason?: string } };
      };
      expect(started.data.startPurchase.reason, context).toBeUndefined();
      const recorded = await sandbox.sandbox.context.db.query<{ contract: Contract }>('select contract from purchases where transaction_id = $1', [
        started.data.startPurchase.transactionId,
      ]);
      const { dates: _dates, ...terms } = quoted;
      expect(recorded.rows[0]?.contract, context).toEqual(terms);
      const paid = await fetch(sandbox.url + started.data.startPurchase.paymentUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success&bank=ING',
      });
      expect(paid.status, context).toBe(303);
    }
    const kept = ((await sandbox.graphql('/subscription/graphql', KEPT, cookie)) as { data: { me: { currentPlan: { contract: Contract } } } }).data.me.currentPlan.contract;
    expect(said(kept), context).toEqual(said(quoted));
  }
});

/**
 * Renewing a fixed-term contract over HTTP (spec 000 section 2, renewal): the subscription that
 * follows it starts the day the contract ends, is bought once however many tabs pay, and can be
 * cancelled before it starts; only a running contract is renewed, with a plan at its own price.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const START = `mutation startPurchase($planCode: String!, $paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!, $renewal: Boolean) {
  startPurchase(planCode: $planCode, paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl, renewal: $renewal) {
    __typename ... on PaymentStarted { transactionId paymentUrl } ... on PaymentRejected { reason } } }`;
const ME = 'query { me { subscription { status termType endDate } stitchedSubscription { startDate tierId price { amount } } } }';
const CANCEL_FUTURE = 'mutation { cancelFutureSubscription { __typename ... on CancelFutureSubscriptionFailure { reason } } }';
const RETURN = '/verleng/abonnement/plus/status/ideal';

type Start = { data: { startPurchase: { __typename: string; transactionId?: string; paymentUrl?: string; reason?: string } } };
const renew = async (cookie: string, planCode: string, idempotencyKey: string) =>
  ((await sandbox.graphql('/payment/graphql', START, cookie, { planCode, paymentMethod: 'IDEAL', idempotencyKey, returnUrl: RETURN, renewal: true })) as Start).data.startPurchase;
const pay = (paymentUrl: string) =>
  fetch(sandbox.url + paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=success&bank=ING' });
const me = async (cookie: string) => ((await sandbox.graphql('/subscription/graphql', ME, cookie)) as { data: { me: Record<string, unknown> } }).data.me;

async function subscriber(name: string, subscription: Record<string, unknown>): Promise<string> {
  const email = `${name}-${Date.now()}@example.nl`;
  const created = await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Test', lastName: 'Verlenger', subscription });
  expect(created.status).toBe(201);
  return (await sandbox.logIn(email)).cookie;
}

const CONTRACT = { plan: '12-maanden-ltc-plus', termType: 'TERMED', startedDaysAgo: 60 };

describe('renewing a fixed-term contract', () => {
  it('buys the subscription that starts the day the contract ends, for 1 cent now; it can be cancelled before it starts', async () => {
    const cookie = await subscriber('verleng', CONTRACT);
    const contract = (await me(cookie)).subscription as { endDate: string };
    expect(contract).toMatchObject({ status: 'ACTIVE', termType: 'TERMED' });
    expect(contract.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const started = await renew(cookie, 'videoland-plus', 'verleng-1');
    expect(started.__typename).toBe('PaymentStarted');
    expect((await pay(started.paymentUrl as string)).headers.get('location')).toBe(`${RETURN}?transactionId=${started.transactionId}&status=FINISHED`);
    expect(await me(cookie)).toMatchObject({
      subscription: { status: 'ACTIVE', endDate: contract.endDate },
      stitchedSubscription: { startDate: contract.endDate, tierId: 'standard', price: { amount: 1099 } },
    });
    const amount = await sandbox.sandbox.context.db.query<{ amount_cents: number }>('select amount_cents from purchases where transaction_id = $1', [started.transactionId]);
    expect(amount.rows[0]?.amount_cents).toBe(1);

    expect(await renew(cookie, 'videoland-premium', 'verleng-2')).toEqual({ __typename: 'PaymentRejected', reason: 'ALREADY_RENEWED' });

    expect(await sandbox.graphql('/subscription/graphql', CANCEL_FUTURE, cookie)).toEqual({
      data: { cancelFutureSubscription: { __typename: 'CancelFutureSubscriptionSuccess' } },
    });
    expect((await me(cookie)).stitchedSubscription).toBeNull();
    // A second press (or another tab) finds nothing left to cancel.
    expect(await sandbox.graphql('/subscription/graphql', CANCEL_FUTURE, cookie)).toEqual({
      data: { cancelFutureSubscription: { __typename: 'CancelFutureSubscriptionFailure', reason: 'NO_FUTURE_SUBSCRIPTION' } },
    });
  });

  it('two tabs paying a renewal make one future subscription; the second payment is not taken', async () => {
    const cookie = await subscriber('verleng-tabs', CONTRACT);
    const first = await renew(cookie, 'videoland-plus', 'tab-1');
    const second = await renew(cookie, 'videoland-basis', 'tab-2');
    await Promise.all([pay(first.paymentUrl as string), pay(second.paymentUrl as string)]);
    const uid = (await sandbox.sandbox.context.db.query<{ uid: string }>('select uid from purchases where transaction_id = $1', [first.transactionId])).rows[0]?.uid;
    const future = await sandbox.sandbox.context.db.query<{ count: number }>("select count(*)::int as count from subscriptions where uid = $1 and status = 'future'", [uid]);
    expect(future.rows[0]?.count).toBe(1);
    const statuses = await sandbox.sandbox.context.db.query<{ status: string; rejection_reason: string | null }>(
      'select status, rejection_reason from purchases where uid = $1 order by status',
      [uid],
    );
    expect(statuses.rows).toEqual([
      { status: 'BLOCKED', rejection_reason: 'THERE_IS_A_RECENT_PLAN_PURCHASE' },
      { status: 'FINISHED', rejection_reason: null },
    ]);
  });

  it.each([
    ['an evergreen subscription runs on: nothing to renew', { plan: 'plus' }, 'videoland-plus', 'NOTHING_TO_RENEW'],
    ['a trial is no renewal', CONTRACT, 'videoland-plus-2-weken', 'PLAN_NOT_RENEWABLE'],
    ["a voucher's plan is no renewal", CONTRACT, 'videoland-voucher-3-maanden-plus', 'PLAN_NOT_RENEWABLE'],
  ])('%s', async (_name, subscription, planCode, reason) => {
    const cookie = await subscriber('geen-verlenging', subscription);
    expect(await renew(cookie, planCode, 'k-1')).toEqual({ __typename: 'PaymentRejected', reason });
  });

  it('a fixed-term promotion bought here is a fixed-term contract: not cancellable during its term, and renewable', async () => {
    const cookie = await subscriber('vast', { plan: 'premium-12-maanden-vast' });
    const answer = (await sandbox.graphql('/subscription/graphql', 'query { me { subscription { termType allowsCancellation { __typename } } } }', cookie)) as {
      data: { me: { subscription: unknown } };
    };
    expect(answer.data.me.subscription).toEqual({ termType: 'TERMED', allowsCancellation: { __typename: 'CancellationBlocked' } });
    expect((await renew(cookie, 'videoland-premium', 'k-1')).__typename).toBe('PaymentStarted');
  });
});

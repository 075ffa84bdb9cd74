/**
 * The subscription rules of the spec, over the database: what a subscriber may do and what it
 * does. Spec 000 section 4 ("Tier change"), spec 001 sections 3, 4.1, 5 and 9.2.
 */
import { isoDate, type Clock } from '../clock.ts';
import type { ContractTerms } from '../contract.ts';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db.ts';
import type { ContractDates } from '../../schemas/generated/facts.ts';
import { addDays, addMonths, contractDates, periodStart } from './lifecycle.ts';

export interface SubscriptionRow {
  subscription_number: string;
  uid: string;
  plan_code: string;
  status: 'active' | 'suspended' | 'cancelled' | 'future';
  next_status: 'cancelled' | 'suspended' | null;
  next_status_effective_date: string | null;
  start_date: string;
  end_date: string | null;
  reseller: string | null;
  trusted_party: string | null;
  term_type: 'EVERGREEN' | 'TERMED';
  allows_payment_method_change: boolean;
  next_tier_id: string | null;
  next_tier_effective_date: string | null;
  last_tier_switch: string | null;
  tier_unknown: boolean;
  /** The first day of the subscription that follows this one (a renewal, a partner's gift), if one does. */
  followed_on: string | null;
  /** A smaller tier chosen: its price a month, which the payments from its day cost. */
  next_tier_price_cents: number | null;
  /** The plan's kind (catalog.ts): evergreen, promo, no-promo, discounted, partner or voucher. */
  kind: string;
  /** What the buyer agreed to, as the sale recorded it (contract.ts). */
  contract: ContractTerms;
}

const DATE_COLUMNS = ['next_status_effective_date', 'start_date', 'end_date', 'next_tier_effective_date', 'last_tier_switch'];

const SUBSCRIPTION_COLUMNS = `s.subscription_number, s.uid, s.plan_code, s.status, s.next_status, s.reseller, s.trusted_party, s.term_type, s.allows_payment_method_change, s.next_tier_id, s.tier_unknown,
  ${DATE_COLUMNS.map((column) => `to_char(s.${column}, 'YYYY-MM-DD') as ${column}`).join(', ')},
  p.kind, coalesce(s.contract, p.contract) as contract,
  (select to_char(min(f.start_date), 'YYYY-MM-DD') from subscriptions f where f.uid = s.uid and f.status = 'future' and f.start_date > s.start_date) as followed_on,
  (select t.price_cents from tiers t where t.id = s.next_tier_id) as next_tier_price_cents`;

/**
 * The subscription's contract days today. Nothing is ours to bill for a reseller's customer (the
 * reseller bills), a subscription that no longer runs, after a cancellation takes effect, or once
 * the subscription that follows it starts; a payment from a smaller tier's day costs that tier's price.
 */
export function subscriptionDates(subscription: SubscriptionRow, today: string): ContractDates {
  const billedHere = !subscription.reseller && (subscription.status === 'active' || subscription.status === 'future');
  const cancelledOn = subscription.next_status === 'cancelled' ? subscription.next_status_effective_date : null;
  const dates = { ...contractDates(subscription.contract, subscription.start_date, today, billedHere), followedOn: subscription.followed_on, stopsOn: cancelledOn };
  const stops = [cancelledOn, subscription.followed_on].filter((day): day is string => day !== null).sort()[0];
  const next = dates.nextPayment;
  if (!next || (stops && next.date >= stops)) return { ...dates, nextPayment: null };
  const smaller = subscription.next_tier_effective_date && next.date >= subscription.next_tier_effective_date ? subscription.next_tier_price_cents : null;
  return smaller === null ? dates : { ...dates, nextPayment: { ...next, amountCents: smaller } };
}

/**
 * What the service's clock has brought about, made so before the user's subscriptions are read: a
 * cancellation or pause that has taken effect, a smaller tier from its day (the tier's own contract,
 * its payments on the same days), and a subscription that was to follow one (a renewal, a partner's
 * gift) starting, which ends the one it follows.
 */
async function settle(context: { db: Queryable; clock: Pick<Clock, 'now'> }, uid: string): Promise<void> {
  const today = isoDate(context.clock.now());
  await context.db.query(
    `update subscriptions set status = next_status, end_date = coalesce(end_date, next_status_effective_date), next_status = null, next_status_effective_date = null
     where uid = $1 and status = 'active' and next_status is not null and next_status_effective_date <= $2`,
    [uid, today],
  );
  await context.db.query(
    `update subscriptions s set plan_code = p.code, contract = p.contract || jsonb_build_object('trialDays', coalesce(s.contract->>'trialDays', '0')::int),
       next_tier_id = null, next_tier_effective_date = null
     from plans p where s.uid = $1 and s.status = 'active' and s.next_tier_effective_date <= $2
       and p.code = (select code from plans where tier_id = s.next_tier_id and kind = 'evergreen' order by code limit 1)`,
    [uid, today],
  );
  // Each subscription that was to follow starts in its turn, ending the one before it: a gift, then
  // the paid plan that comes back after it (after-gift.ts), even when the clock passed both at once.
  for (;;) {
    const { rows } = await context.db.query<{ subscription_number: string; start_date: string }>(
      "select subscription_number, to_char(start_date, 'YYYY-MM-DD') as start_date from subscriptions where uid = $1 and status = 'future' and start_date <= $2 order by start_date limit 1",
      [uid, today],
    );
    const due = rows[0];
    if (!due) break;
    await context.db.query("update subscriptions set status = 'cancelled', end_date = $2 where uid = $1 and status = 'active'", [uid, due.start_date]);
    await context.db.query("update subscriptions set status = 'active' where subscription_number = $1", [due.subscription_number]);
  }
  await endGiftsRunOut(context, uid, today);
}

/**
 * A gift stops by itself after its months, as its contract says (no price follows them): from the
 * day after its last day it no longer runs, whether or not a paid plan comes back after it.
 */
async function endGiftsRunOut(context: { db: Queryable }, uid: string, today: string): Promise<void> {
  const { rows } = await context.db.query<{ subscription_number: string; start_date: string; contract: ContractTerms }>(
    `select s.subscription_number, to_char(s.start_date, 'YYYY-MM-DD') as start_date, coalesce(s.contract, p.contract) as contract
     from subscriptions s join plans p on p.code = s.plan_code
     where s.uid = $1 and s.status = 'active' and coalesce(s.contract, p.contract)->'price'->>'thenMonthlyCents' is null`,
    [uid],
  );
  for (const { subscription_number: number, start_date: start, contract } of rows) {
    const { offerEnd } = contractDates(contract, start, today);
    if (offerEnd !== null && offerEnd < today) {
      await context.db.query("update subscriptions set status = 'cancelled', end_date = $2 where subscription_number = $1", [number, addDays(offerEnd, 1)]);
    }
  }
}

/**
 * The day a subscription that follows this one starts (a partner's gift for an existing customer):
 * when what is paid, given or bound runs out: the next payment's day (nothing more is charged), the
 * day after a fixed term or given months, or the day a cancellation takes effect; today when none.
 */
export function followsOn(subscription: SubscriptionRow, today: string): string {
  const dates = subscriptionDates(subscription, today);
  const after = (day: string | null) => (day !== null && day >= today ? addDays(day, 1) : null);
  const cancelled = subscription.next_status === 'cancelled' ? subscription.next_status_effective_date : null;
  const days = [dates.nextPayment?.date ?? null, after(dates.termEnd), dates.nextPayment ? null : after(dates.offerEnd), cancelled, today];
  return days
    .filter((day): day is string => day !== null)
    .sort()
    .at(-1) as string;
}

/** The next payment's day as the rules use it (cancelling, a smaller tier); null when none follows. */
const nextPaymentDate = (subscription: SubscriptionRow, today: string): string | null => subscriptionDates(subscription, today).nextPayment?.date ?? null;

/** The user's current subscription, settled on the clock: the active one, else the most recent; never one still to start. */
export async function currentSubscription(context: { db: Queryable; clock: Pick<Clock, 'now'> }, uid: string): Promise<SubscriptionRow | undefined> {
  await settle(context, uid);
  const { rows } = await context.db.query<SubscriptionRow>(
    // Dates as YYYY-MM-DD text: the rules compare and add days on calendar dates, not instants.
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s join plans p on p.code = s.plan_code
     where s.uid = $1 and s.status <> 'future' order by (s.status = 'active') desc, s.start_date desc limit 1`,
    [uid],
  );
  return rows[0];
}

/** A subscription by its number, whatever its status. */
export async function subscriptionByNumber(context: { db: Queryable }, subscriptionNumber: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await context.db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s join plans p on p.code = s.plan_code where s.subscription_number = $1`,
    [subscriptionNumber],
  );
  return rows[0];
}

/**
 * The subscription that follows the current one (a renewal, a partner's gift), if any. Read after
 * currentSubscription, which has settled the user's subscriptions on the clock (every caller does).
 */
export async function futureSubscription(context: { db: Queryable }, uid: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await context.db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s join plans p on p.code = s.plan_code where s.uid = $1 and s.status = 'future' order by s.start_date limit 1`,
    [uid],
  );
  return rows[0];
}

/**
 * Where a renewal starts: the day after the fixed term of an active contract ends (its end date as
 * the service answers it). Only a fixed-term contract is renewed; an evergreen subscription runs on.
 */
export function renewalStart(subscription: SubscriptionRow | undefined, today: string): string | undefined {
  if (subscription?.status !== 'active' || subscription.term_type !== 'TERMED' || subscription.next_status === 'cancelled') return undefined;
  const end = termEnd(subscription);
  return end !== null && end > today ? end : undefined;
}

/**
 * A renewal cancelled before it starts leaves nothing behind: nothing was charged for it yet, and
 * the contract runs on as it would have without it, a month at a time at its price after the term.
 */
export async function cancelFutureSubscription(context: SandboxContext, uid: string): Promise<{ ok: true } | { reason: string }> {
  const { rows } = await context.db.query("delete from subscriptions where uid = $1 and status = 'future' returning subscription_number", [uid]);
  return rows.length > 0 ? { ok: true } : { reason: 'NO_FUTURE_SUBSCRIPTION' };
}

/**
 * Repairs a subscription the previous platform left without its tier (fixBedrockSubscription, spec
 * 001 section 4.4): true when an active one was repaired, false when there was nothing to repair.
 */
export async function fixBedrockSubscription(context: SandboxContext, uid: string): Promise<boolean> {
  const { rows } = await context.db.query("update subscriptions set tier_unknown = false where uid = $1 and status = 'active' and tier_unknown returning subscription_number", [
    uid,
  ]);
  return rows.length > 0;
}

/** Spec 001 section 5: cancelling is blocked for a reseller's customer, and during a fixed term its contract does not let end early. */
export function cancellationBlock(subscription: SubscriptionRow, today: string): string | undefined {
  if (subscription.reseller) return 'THIRD_PARTY_SUBSCRIPTION';
  if (!subscription.tier_unknown && !subscriptionDates(subscription, today).cancellable) return 'FIXED_TERM_CONTRACT';
  return undefined;
}

/** The first day after a fixed term (the day a renewal starts); null without a term. */
export function termEnd(subscription: SubscriptionRow): string | null {
  const last = contractDates(subscription.contract, subscription.start_date, subscription.start_date).termEnd;
  return last === null ? null : addDays(last, 1);
}

/**
 * Spec 000 section 4: a tier change is allowed once per payment period, and not with a
 * cancellation pending or a third-party subscription; nor while a trial, a promotion's price, a
 * voucher's free months or a fixed term runs: from the day after they end it is open again.
 */
export function tierSwitchBlock(subscription: SubscriptionRow, today: string): { reason: string; availableDate: string | null } | undefined {
  if (subscription.reseller || subscription.contract.price.paidBy) return { reason: 'THIRD_PARTY_SUBSCRIPTION', availableDate: null };
  if (subscription.next_status === 'cancelled') return { reason: 'CANCELLATION_PENDING', availableDate: null };
  const dates = subscriptionDates(subscription, today);
  const bound = [dates.trialEnd, dates.offerEnd, dates.termEnd]
    .filter((day): day is string => day !== null && day >= today)
    .sort()
    .at(-1);
  if (bound) return { reason: subscription.kind === 'voucher' ? 'VOUCHER_SUBSCRIPTION' : 'PROMOTION', availableDate: addDays(bound, 1) };
  const begun = periodStart(subscription.contract, subscription.start_date, today);
  if (subscription.last_tier_switch && subscription.last_tier_switch >= begun) {
    return { reason: 'ALREADY_SWITCHED_THIS_PERIOD', availableDate: dates.nextPayment?.date ?? null };
  }
  return undefined;
}

export type CancelResult = { endDate: string } | { reason: string };

/**
 * Cancelling takes effect at the next charge if it comes at least a day later, else at the one
 * after (spec 001 section 9.2); the last usable day is the day before (section 4.1).
 */
export async function cancel(context: SandboxContext, uid: string): Promise<CancelResult> {
  const subscription = await currentSubscription(context, uid);
  const today = isoDate(context.clock.now());
  if (!subscription || subscription.status !== 'active') return { reason: 'NO_ACTIVE_SUBSCRIPTION' };
  // Spec 001 section 4.1's informational code: it is cancelled already (another tab, a second press).
  if (subscription.next_status === 'cancelled') return { reason: 'SUBSCRIPTION_WILL_BE_CANCELLED' };
  const blocked = cancellationBlock(subscription, today);
  if (blocked) return { reason: blocked };
  let effective = nextPaymentDate(subscription, today) ?? addMonths(today, 1);
  if (effective <= addDays(today, 1)) effective = addMonths(effective, 1);
  await context.db.query("update subscriptions set next_status = 'cancelled', next_status_effective_date = $2 where subscription_number = $1", [
    subscription.subscription_number,
    effective,
  ]);
  return { endDate: addDays(effective, -1) };
}

export async function revokeCancellation(context: SandboxContext, uid: string): Promise<{ ok: true } | { reason: string }> {
  const subscription = await currentSubscription(context, uid);
  if (!subscription || subscription.next_status !== 'cancelled') return { reason: 'NO_PENDING_CANCELLATION' };
  await context.db.query('update subscriptions set next_status = null, next_status_effective_date = null where subscription_number = $1', [subscription.subscription_number]);
  return { ok: true };
}

/** An upgrade takes effect today; a downgrade at the next charge. */
export async function switchTier(context: SandboxContext, uid: string, tierId: string): Promise<{ effectiveDate: string } | { reason: string }> {
  const subscription = await currentSubscription(context, uid);
  const today = isoDate(context.clock.now());
  if (!subscription || subscription.status !== 'active') return { reason: 'NO_ACTIVE_SUBSCRIPTION' };
  const blocked = tierSwitchBlock(subscription, today);
  if (blocked) return { reason: blocked.reason };
  const current = subscription.contract.tierId;
  const tiers = await context.db.query<{ id: string; rank: number }>('select id, rank from tiers where id = any($1)', [[tierId, current]]);
  const target = tiers.rows.find((tier) => tier.id === tierId);
  if (!target || tierId === 'free' || tierId === current) return { reason: 'INVALID_TIER' };
  const upgrade = target.rank > (tiers.rows.find((tier) => tier.id === current)?.rank ?? 0);
  const effectiveDate = upgrade ? today : (nextPaymentDate(subscription, today) ?? today);
  if (upgrade) {
    // The new tier's own contract from today's period on, its payments on the same days as before.
    const plan = await context.db.query<{ code: string; contract: ContractTerms }>(
      "select code, contract from plans where tier_id = $1 and kind = 'evergreen' order by code limit 1",
      [tierId],
    );
    const contract = plan.rows[0] && { ...plan.rows[0].contract, trialDays: subscription.contract.trialDays };
    await context.db.query(
      'update subscriptions set plan_code = $2, contract = $4, last_tier_switch = $3, next_tier_id = null, next_tier_effective_date = null where subscription_number = $1',
      [subscription.subscription_number, plan.rows[0]?.code, today, JSON.stringify(contract)],
    );
  } else {
    await context.db.query('update subscriptions set next_tier_id = $2, next_tier_effective_date = $3, last_tier_switch = $4 where subscription_number = $1', [
      subscription.subscription_number,
      tierId,
      effectiveDate,
      today,
    ]);
  }
  return { effectiveDate };
}

/**
 * The subscription rules of the spec, over the database: what a subscriber may do and what it
 * does. Spec 000 section 4 ("Tier change"), spec 001 sections 3, 4.1, 5 and 9.2.
 */
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db.ts';
import type { PlanPrice } from '../../operators/price.ts';

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
  next_billing_date: string | null;
  tier_unknown: boolean;
  // from the plan
  tier_id: string;
  kind: string;
  trial_days: number;
  price_cents: number;
  discounted_price_cents: number | null;
  discounted_months: number | null;
  term_months: number | null;
  cancellable: boolean;
  paid_through_third_party: boolean;
  /** What the plan costs (operators/price.ts): the model it was sold by. */
  price: PlanPrice;
}

const DAY = 86_400_000;
const DATE_COLUMNS = ['next_status_effective_date', 'start_date', 'end_date', 'next_tier_effective_date', 'last_tier_switch', 'next_billing_date'];
const addDays = (date: string, days: number): string => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));

const SUBSCRIPTION_COLUMNS = `s.subscription_number, s.uid, s.plan_code, s.status, s.next_status, s.reseller, s.trusted_party, s.term_type, s.allows_payment_method_change, s.next_tier_id, s.tier_unknown,
  ${DATE_COLUMNS.map((column) => `to_char(s.${column}, 'YYYY-MM-DD') as ${column}`).join(', ')},
  p.tier_id, p.kind, p.trial_days, p.price_cents, p.discounted_price_cents, p.discounted_months, p.term_months, p.cancellable, p.paid_through_third_party, p.price`;

/** The user's current subscription: the active one, else the most recent; never one still to start. */
export async function currentSubscription(context: { db: Queryable }, uid: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await context.db.query<SubscriptionRow>(
    // Dates as YYYY-MM-DD text: the rules compare and add days on calendar dates, not instants.
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s join plans p on p.code = s.plan_code
     where s.uid = $1 and s.status <> 'future' order by (s.status = 'active') desc, s.start_date desc limit 1`,
    [uid],
  );
  return rows[0];
}

/** The subscription that follows the current one (a renewal bought during a fixed term), if any. */
export async function futureSubscription(context: { db: Queryable }, uid: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await context.db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s join plans p on p.code = s.plan_code where s.uid = $1 and s.status = 'future' limit 1`,
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
  return end > today ? end : undefined;
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

/** Spec 001 section 5: cancelling is blocked for a reseller's customer and during a fixed term. */
export function cancellationBlock(subscription: SubscriptionRow, today: string): string | undefined {
  if (subscription.reseller) return 'THIRD_PARTY_SUBSCRIPTION';
  if (subscription.term_type === 'TERMED' && !subscription.cancellable && termEnd(subscription) > today) return 'FIXED_TERM_CONTRACT';
  return undefined;
}

/** The first day after a fixed term: start date plus the plan's term months. */
export function termEnd(subscription: SubscriptionRow): string {
  return addMonths(subscription.start_date, subscription.term_months ?? 0);
}

/**
 * Spec 000 section 4: a tier change is allowed once per payment period, and not with a
 * cancellation pending, a promotion, a voucher subscription or a third-party subscription.
 */
export function tierSwitchBlock(subscription: SubscriptionRow, today: string): { reason: string; availableDate: string | null } | undefined {
  if (subscription.reseller || subscription.paid_through_third_party) return { reason: 'THIRD_PARTY_SUBSCRIPTION', availableDate: null };
  if (subscription.next_status === 'cancelled') return { reason: 'CANCELLATION_PENDING', availableDate: null };
  if (subscription.kind === 'voucher') return { reason: 'VOUCHER_SUBSCRIPTION', availableDate: null };
  if (subscription.kind !== 'evergreen' && subscription.kind !== 'no-promo') return { reason: 'PROMOTION', availableDate: subscription.next_billing_date };
  const periodStart = subscription.next_billing_date ? addMonths(subscription.next_billing_date, -1) : subscription.start_date;
  if (subscription.last_tier_switch && subscription.last_tier_switch >= periodStart && periodStart <= today) {
    return { reason: 'ALREADY_SWITCHED_THIS_PERIOD', availableDate: subscription.next_billing_date };
  }
  return undefined;
}

export function addMonths(date: string, months: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return isoDate(at);
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
  let effective = subscription.next_billing_date ?? addMonths(today, 1);
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
  const tiers = await context.db.query<{ id: string; rank: number }>('select id, rank from tiers where id = any($1)', [[tierId, subscription.tier_id]]);
  const target = tiers.rows.find((tier) => tier.id === tierId);
  const current = tiers.rows.find((tier) => tier.id === subscription.tier_id);
  if (!target || tierId === 'free' || tierId === subscription.tier_id) return { reason: 'INVALID_TIER' };
  const upgrade = target.rank > (current?.rank ?? 0);
  const effectiveDate = upgrade ? today : (subscription.next_billing_date ?? today);
  if (upgrade) {
    const plan = await context.db.query<{ code: string }>("select code from plans where tier_id = $1 and kind = 'evergreen' order by code limit 1", [tierId]);
    await context.db.query('update subscriptions set plan_code = $2, last_tier_switch = $3, next_tier_id = null, next_tier_effective_date = null where subscription_number = $1', [
      subscription.subscription_number,
      plan.rows[0]?.code,
      today,
    ]);
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

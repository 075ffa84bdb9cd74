/**
 * The payment service's transactions: one per user and idempotency key, however often a button is
 * pressed; completed once, by the tester's choice on the payment provider's page.
 */
import { randomUUID } from 'node:crypto';
import { isSameOriginPath, withQuery } from 'journey-engine';
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db.ts';
import { contractFor, hadSubscription, renewalContract, type ContractTerms } from '../contract.ts';
import { offerOfPlan } from '../offers.ts';
import { normalCode, personalCodeRefusal } from '../personal-codes.ts';
import { promotionOfPlan } from '../promotions.ts';
import { isRunning } from '../window.ts';
import { addSubscription } from '../seed.ts';
import { billPaidPeriods } from '../billing/periods.ts';
import { sendContractConfirmation } from '../contract-mail.ts';
import { contractDates } from '../subscription/lifecycle.ts';
import { currentSubscription, futureSubscription, renewalStart, subscriptionByNumber, type SubscriptionRow } from '../subscription/store.ts';
import { checkVoucher } from '../subscription/vouchers.ts';

export const PAYMENT_METHODS = ['IDEAL', 'PAYPAL', 'CREDIT_CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the tester can choose on the provider's page, and the transaction state each leads to. */
export const OUTCOMES = { success: 'FINISHED', pending: 'IN_PROGRESS', failed: 'PAYMENT_FAILED', cancelled: 'PAYMENT_CANCELLED', rejected: 'PAYMENT_REJECTED' } as const;
export type Outcome = keyof typeof OUTCOMES;

/** A payment-detail change charges one transaction of 1 cent (spec 000 section 9). */
export const VERIFICATION_CENTS = 1;

export interface Transaction {
  transaction_id: string;
  uid: string;
  kind: 'purchase' | 'payment-details' | 'renewal';
  plan_code: string | null;
  method: PaymentMethod;
  bank: string | null;
  amount_cents: number;
  status: string;
  return_url: string;
  payment_url: string;
  voucher_code: string | null;
  rejection_reason: string | null;
  /** The contract the buyer saw and agreed to, recorded with the sale; null for a payment-detail change. */
  contract: ContractTerms | null;
  created_at: Date;
}

/**
 * Spec 000 section 9: a pending payment is waited for 5 minutes. After that it is overdue: the bank
 * may still settle it, but the site no longer keeps the visitor waiting for it.
 */
export const PENDING_WAIT_MS = 5 * 60_000;

export function isOverdue(purchase: Pick<Transaction, 'status' | 'created_at'>, now: Date): boolean {
  return (purchase.status === 'INITIALIZED' || purchase.status === 'IN_PROGRESS') && now.getTime() - new Date(purchase.created_at).getTime() > PENDING_WAIT_MS;
}

export type Started = { transactionId: string; paymentUrl: string; status: string } | { reason: string };

interface StartRequest {
  uid: string;
  kind: Transaction['kind'];
  planCode?: string;
  method: string;
  idempotencyKey: string;
  returnUrl: string;
  /** An action code the purchase redeems; its plan must be the purchase's. */
  voucherCode?: string;
  /** The personal code from a promotion's e-mail, for a plan whose contract needs one (personal-codes.ts). */
  personalCode?: string;
}

/** Spec 000 section 4's rejection reasons, checked before any money moves. */
type Accepted = { amountCents: number; voucherCode?: string; personalCode?: string; contract?: ContractTerms };

async function rejection(context: SandboxContext, request: StartRequest): Promise<{ reason: string } | Accepted> {
  const blocked = await context.db.query<{ is_in_debt: string }>('select is_in_debt from users where uid = $1', [request.uid]);
  if (blocked.rows[0]?.is_in_debt !== 'NO_DEBT') return { reason: 'BLOCKED_USER' };
  const subscription = await currentSubscription(context, request.uid);
  if (request.kind === 'payment-details') {
    return subscription?.status === 'active' && subscription.allows_payment_method_change && !subscription.reseller
      ? { amountCents: VERIFICATION_CENTS }
      : { reason: 'NOT_AN_ACTIVE_USER' };
  }
  const plan = (await context.db.query<{ kind: string; contract: ContractTerms }>('select kind, contract from plans where code = $1', [request.planCode])).rows[0];
  if (!plan) return { reason: 'PLAN_NOT_FOUND' };
  if (request.kind === 'renewal') return renewalRejection(context, request, plan);
  if (subscription?.status === 'active') return { reason: 'THERE_IS_ANOTHER_ACTIVE_SUBSCRIPTION' };
  const promotion = promotionOfPlan(request.planCode ?? '');
  if (request.voucherCode !== undefined) {
    // A contract that cannot be combined is never paid with an action code.
    if (!plan.contract.combinable) return { reason: 'NOT_COMBINABLE' };
    // The code pays for its months: the method is verified with 1 cent.
    const voucher = await checkVoucher(context, request.voucherCode, request.uid, true);
    if (voucher.status !== 'VOUCHER_ACCEPTED') return { reason: voucher.status };
    // A code another visitor is redeeming (payment under way) is theirs until it settles.
    const held = await context.db.query("select 1 from purchases where voucher_code = $1 and uid <> $2 and status in ('INITIALIZED', 'IN_PROGRESS')", [voucher.code, request.uid]);
    if (held.rows.length > 0) return { reason: 'VOUCHER_ALREADY_USED' };
    return voucher.planCode === request.planCode ? { amountCents: VERIFICATION_CENTS, voucherCode: voucher.code, contract: plan.contract } : { reason: 'PLAN_NOT_FOUND' };
  }
  // A voucher's plan is bought only with its code; the free tier is never bought.
  if (plan.kind === 'voucher' || plan.contract.tierId === 'free') return { reason: 'PLAN_NOT_FOUND' };
  // A promotion's or a partner offer's plan is sold only while it runs, in Dutch dates on the sandbox's clock.
  if (promotion && !isRunning(promotion, context.clock.now())) return { reason: promotion.endedReason ?? 'LENTE_DEAL_NOT_AVAILABLE' };
  const offer = offerOfPlan(request.planCode ?? '');
  if (offer && !isRunning(offer, context.clock.now())) return { reason: 'OFFER_NOT_AVAILABLE' };
  // The contract names the methods it may be paid with (a first month paid in advance: not PayPal); any other is refused before any money moves.
  if (!(plan.contract.paymentMethods as string[]).includes(request.method)) return { reason: 'PAYMENT_METHOD_NOT_ALLOWED' };
  // A purchase the bank has still to confirm is waited for (its 5 minutes) before another may start: one subscription, one charge.
  const pending = await context.db.query("select 1 from purchases where uid = $1 and kind = 'purchase' and status = 'IN_PROGRESS' and created_at > $2", [
    request.uid,
    new Date(context.clock.now().getTime() - PENDING_WAIT_MS),
  ]);
  if (pending.rows.length > 0) return { reason: 'PURCHASE_IN_PROGRESS' };
  const recent = await context.db.query("select 1 from purchases where uid = $1 and kind = 'purchase' and status = 'FINISHED' and completed_at > $2", [
    request.uid,
    new Date(context.clock.now().getTime() - 60_000),
  ]);
  if (recent.rows.length > 0) return { reason: 'THERE_IS_A_RECENT_PLAN_PURCHASE' };
  // The trial is one time only: whoever had a subscription (a trial among them) gets no free days
  // again. A plan that is nothing but a trial is refused; any other is charged from the first day.
  const hadOne = await hadSubscription(context, request.uid);
  if (hadOne && plan.kind === 'promo') return { reason: 'TRIAL_ALREADY_USED' };
  // Who a promotion is for, as its file says: new customers only, or former subscribers only; and
  // with a personal code from its e-mail, the buyer's own, unused and in time.
  if (promotion?.eligibility.newCustomersOnly && hadOne) return { reason: 'PROMOTION_NOT_ELIGIBLE' };
  if (promotion?.eligibility.formerSubscribersOnly && !hadOne) return { reason: 'PROMOTION_NOT_ELIGIBLE' };
  const codeRefused = await personalCodeRefusal(context, request, plan.contract);
  if (codeRefused) return { reason: codeRefused };
  // The contract this buyer gets, as the activation page quoted it: the trial only for whoever never had a subscription.
  const contract = await contractFor(context, request.uid, plan.contract, plan.kind);
  // A trial is free now: the first payment verifies the method with 1 cent; otherwise the first
  // payment of the contract is charged, the amount every page shows: a month, three months, or once for the year.
  const personalCode = contract.personalCode && request.personalCode ? normalCode(request.personalCode) : undefined;
  return { amountCents: contract.trialDays > 0 ? VERIFICATION_CENTS : contract.price.amountCents, personalCode, contract };
}

/**
 * A renewal follows a fixed-term contract: it needs one that runs, no renewal bought already, and a
 * plan sold to anyone at its own price (an evergreen plan, or a fixed term again; no trial, no
 * promotion, no partner's or voucher's plan). The method is verified with 1 cent now; the new
 * subscription is charged from its first day.
 */
async function renewalRejection(context: SandboxContext, request: StartRequest, plan: { kind: string; contract: ContractTerms }): Promise<{ reason: string } | Accepted> {
  if (!renewalStart(await currentSubscription(context, request.uid), isoDate(context.clock.now()))) return { reason: 'NOTHING_TO_RENEW' };
  if (await futureSubscription(context, request.uid)) return { reason: 'ALREADY_RENEWED' };
  const renewable = plan.kind === 'evergreen' || plan.kind === 'no-promo' || (plan.contract.term !== null && !promotionOfPlan(request.planCode ?? ''));
  return renewable ? { amountCents: VERIFICATION_CENTS, contract: renewalContract(plan.contract) } : { reason: 'PLAN_NOT_RENEWABLE' };
}

export async function startTransaction(context: SandboxContext, request: StartRequest): Promise<Started> {
  if (!PAYMENT_METHODS.includes(request.method as PaymentMethod)) return { reason: 'INVALID_PAYMENT_METHOD' };
  if (!isSameOriginPath(request.returnUrl)) return { reason: 'INVALID_RETURN_URL' };
  if (!request.idempotencyKey) return { reason: 'MISSING_IDEMPOTENCY_KEY' };
  const existing = await byKey(context, request.uid, request.idempotencyKey);
  if (existing) return started(existing);
  const checked = await rejection(context, request);
  if ('reason' in checked) return { reason: checked.reason };
  const id = randomUUID();
  await context.db.query(
    `insert into purchases (transaction_id, uid, idempotency_key, kind, plan_code, method, amount_cents, status, return_url, payment_url, created_at, voucher_code, contract, personal_code)
     values ($1, $2, $3, $4, $5, $6, $7, 'INITIALIZED', $8, $9, $10, $11, $12, $13) on conflict (uid, idempotency_key) do nothing`,
    [
      id,
      request.uid,
      request.idempotencyKey,
      request.kind,
      request.planCode ?? null,
      request.method,
      checked.amountCents,
      request.returnUrl,
      `/sandbox/psp/${id}`,
      context.clock.now(),
      checked.voucherCode ?? null,
      checked.contract ? JSON.stringify(checked.contract) : null,
      checked.personalCode ?? null,
    ],
  );
  // Whichever of simultaneous presses inserted first, all answer with that one transaction.
  return started((await byKey(context, request.uid, request.idempotencyKey)) as Transaction);
}

function started(transaction: Transaction): Started {
  return { transactionId: transaction.transaction_id, paymentUrl: transaction.payment_url, status: transaction.status };
}

async function byKey(context: SandboxContext, uid: string, key: string): Promise<Transaction | undefined> {
  return (await context.db.query<Transaction>('select * from purchases where uid = $1 and idempotency_key = $2', [uid, key])).rows[0];
}

export async function transaction(context: SandboxContext, id: string): Promise<Transaction | undefined> {
  return (await context.db.query<Transaction>('select * from purchases where transaction_id = $1', [id])).rows[0];
}

/**
 * The tester's choice on the provider's page. Only an open transaction changes, in one statement,
 * so a button pressed twenty times completes it once; every press is sent back to the site.
 */
export async function complete(context: SandboxContext, id: string, outcome: Outcome, bank: string | null): Promise<string | undefined> {
  const { done, made } = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<Transaction>(
      `update purchases set status = $2, bank = coalesce($3, bank), completed_at = case when $2 = 'IN_PROGRESS' then null else $4::timestamptz end
       where transaction_id = $1 and status in ('INITIALIZED', 'IN_PROGRESS') returning *`,
      [id, OUTCOMES[outcome], bank, context.clock.now()],
    );
    const settled = rows[0] ?? (await tx.query<Transaction>('select * from purchases where transaction_id = $1', [id])).rows[0];
    if (!settled || !rows[0] || OUTCOMES[outcome] !== 'FINISHED' || settled.kind === 'payment-details' || !settled.plan_code) return { done: settled, made: undefined };
    const subscription = await makeSubscription({ db: tx, clock: context.clock }, settled, settled.plan_code);
    // A payment that makes no subscription is not taken: the spec's recent-purchase state.
    if (subscription) return { done: settled, made: subscription };
    const blocked = await tx.query<Transaction>(
      "update purchases set status = 'BLOCKED', rejection_reason = 'THERE_IS_A_RECENT_PLAN_PURCHASE' where transaction_id = $1 returning *",
      [id],
    );
    return { done: blocked.rows[0], made: undefined };
  });
  if (!done) return undefined;
  if (made) await confirmSale(context, done, made);
  return withQuery(done.return_url, { transactionId: done.transaction_id, status: done.status });
}

/** A sale made: the periods it paid are invoiced, and the buyer gets the contract by e-mail, with its days from its first. */
async function confirmSale(context: SandboxContext, sale: Transaction, subscriptionNumber: string): Promise<void> {
  const subscription = (await subscriptionByNumber(context, subscriptionNumber)) as SubscriptionRow;
  await billPaidPeriods(context, sale.uid);
  const contract = { ...subscription.contract, dates: contractDates(subscription.contract, subscription.start_date, subscription.start_date) };
  await sendContractConfirmation(context, sale.uid, contract, sale.kind === 'renewal' ? 'renewal' : 'purchase');
}

/**
 * What a paid purchase or renewal makes: its subscription's number, and undefined when another
 * transaction of the account made one first, so that this one is not charged and makes no second one.
 */
async function makeSubscription(context: { db: Queryable; clock: SandboxContext['clock'] }, done: Transaction, planCode: string): Promise<string | undefined> {
  if (done.kind === 'renewal') {
    // Another tab renewed first, or the contract ended meanwhile.
    const starts = renewalStart(await currentSubscription(context, done.uid), isoDate(context.clock.now()));
    if (!starts || (await futureSubscription(context, done.uid))) return undefined;
    return addSubscription(context, done.uid, { plan: planCode, status: 'future', startsOn: starts, contract: done.contract ?? undefined });
  }
  // Another transaction of this account (a second tab, another method) made its subscription first.
  if ((await currentSubscription(context, done.uid))?.status === 'active') return undefined;
  const number = await addSubscription(context, done.uid, { plan: planCode, startedDaysAgo: 0, contract: done.contract ?? undefined });
  if (done.voucher_code)
    await context.db.query('update vouchers set redeemed_by = $2, redeemed_at = $3 where code = $1 and redeemed_by is null', [done.voucher_code, done.uid, context.clock.now()]);
  return number;
}

/**
 * The demo users' invoices, written once into an empty invoices table: a monthly invoice for every
 * period billed so far on the sandbox clock. Users in debt owe all theirs; basis@example.nl owes
 * the latest one, so that a demo user with an open invoice exists besides the users in debt.
 */
import { planCode, plans, tiers } from '../catalog.ts';
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { product } from '../product.ts';

const DAY = 86_400_000;
const OPEN_LATEST_INVOICE = 'basis@example.nl';
/** Bad-debt users without a subscription row ran up this many unpaid months of Plus. */
const DEBT_MONTHS = 3;

const addMonths = (at: Date, months: number): Date => {
  const moved = new Date(at);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

interface Billing {
  uid: string;
  subscriptionNumber: string | null;
  tierName: string;
  /** The first billed day: the end of the trial, if any. */
  firstBilled: Date;
  /** The day billing stopped, if it did. */
  ended: Date | null;
  priceCents: number;
  discountedPriceCents: number | null;
  discountedMonths: number | null;
  unpaid: 'all' | 'latest' | 'none';
}

interface Period {
  start: Date;
  end: Date;
  priceCents: number;
  discounted: boolean;
}

/**
 * Monthly periods from the first billed day up to the sandbox's now. Months are added to the
 * running date, as sandbox/seed.ts does for next_billing_date, so the next period starts on that day.
 */
function periods(billing: Billing, now: Date): Period[] {
  const result: Period[] = [];
  for (let start = billing.firstBilled, month = 0; start <= now && (!billing.ended || start < billing.ended); month += 1) {
    const next = addMonths(start, 1);
    const discountedPrice = month < (billing.discountedMonths ?? 0) ? billing.discountedPriceCents : null;
    result.push({ start, end: new Date(next.getTime() - DAY), priceCents: discountedPrice ?? billing.priceCents, discounted: discountedPrice !== null });
    start = next;
  }
  // A free month is no charge, and no charge is no invoice.
  return result.filter((period) => period.priceCents > 0);
}

interface SubscriptionRow {
  uid: string;
  email: string;
  is_in_debt: string;
  subscription_number: string;
  start_date: string;
  end_date: string | null;
  trial_days: number;
  price_cents: number;
  discounted_price_cents: number | null;
  discounted_months: number | null;
  tier_name: string;
}

export async function seedInvoices(context: SandboxContext): Promise<void> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from invoices');
  if ((rows[0]?.count ?? 0) > 0) return;
  await writeInvoices(context, null);
}

/**
 * A tester's user in a given state gets the invoices a demo user in that state has (POST
 * /sandbox/invoices): a subscriber's months so far, paid (the latest open if asked); a user in
 * debt's months, open. False when
 * the user has invoices already, or is billed by a partner.
 */
export async function billUser(context: SandboxContext, uid: string, openLatest: boolean): Promise<boolean> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from invoices where uid = $1', [uid]);
  if ((rows[0]?.count ?? 0) > 0) return false;
  await writeInvoices(context, uid, openLatest);
  return ((await context.db.query<{ count: number }>('select count(*)::int as count from invoices where uid = $1', [uid])).rows[0]?.count ?? 0) > 0;
}

/** The invoices of every user (uid null) or of one. */
async function writeInvoices(context: SandboxContext, uid: string | null, openLatest = false): Promise<void> {
  const now = context.clock.now();

  // Subscriptions through a reseller or a partner are billed by that party, not by this service.
  const subscriptions = await context.db.query<SubscriptionRow>(
    `select u.uid, u.email, u.is_in_debt, s.subscription_number, s.start_date::text as start_date, s.end_date::text as end_date,
       p.trial_days, p.price_cents, p.discounted_price_cents, p.discounted_months, t.name as tier_name
     from subscriptions s join users u on u.uid = s.uid join plans p on p.code = s.plan_code join tiers t on t.id = p.tier_id
     where s.reseller is null and not p.paid_through_third_party and ($1::text is null or u.uid = $1)
     order by u.email, s.start_date`,
    [uid],
  );
  const billings: Billing[] = subscriptions.rows.map((row) => ({
    uid: row.uid,
    subscriptionNumber: row.subscription_number,
    tierName: row.tier_name,
    firstBilled: new Date(Date.parse(`${row.start_date}T00:00:00Z`) + row.trial_days * DAY),
    ended: row.end_date ? new Date(`${row.end_date}T00:00:00Z`) : null,
    priceCents: row.price_cents,
    discountedPriceCents: row.discounted_price_cents,
    discountedMonths: row.discounted_months,
    unpaid: row.is_in_debt !== 'NO_DEBT' ? 'all' : row.email === OPEN_LATEST_INVOICE || openLatest ? 'latest' : 'none',
  }));

  // The demo users in debt have no subscription row: the subscription their debt comes from ended a month ago.
  const plus = plans.find((plan) => plan.code === planCode('plus'));
  const plusTier = tiers.find((tier) => tier.id === plus?.tierId);
  if (!plus || !plusTier) throw new Error('the catalog has no Plus plan');
  const debtEnded = addMonths(new Date(`${isoDate(now)}T00:00:00Z`), -1);
  const debtors = await context.db.query<{ uid: string }>(
    "select uid from users u where is_in_debt <> 'NO_DEBT' and not exists (select 1 from subscriptions s where s.uid = u.uid) and ($1::text is null or u.uid = $1) order by email",
    [uid],
  );
  for (const debtor of debtors.rows) {
    billings.push({
      uid: debtor.uid,
      subscriptionNumber: null,
      tierName: plusTier.name,
      firstBilled: addMonths(debtEnded, -DEBT_MONTHS),
      ended: debtEnded,
      priceCents: plus.priceCents,
      discountedPriceCents: null,
      discountedMonths: null,
      unpaid: 'all',
    });
  }

  await context.db.transaction(async (tx) => {
    for (const billing of billings) {
      const billed = periods(billing, now);
      for (const [index, period] of billed.entries()) {
        const open = billing.unpaid === 'all' || (billing.unpaid === 'latest' && index === billed.length - 1);
        await tx.query(
          `insert into invoices (uid, subscription_number, invoice_date, item, description, period_start, period_end, total_including_vat_cents, status, created_at, paid_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            billing.uid,
            billing.subscriptionNumber,
            isoDate(period.start),
            `${product.displayName} ${billing.tierName}`,
            period.discounted ? 'Maandabonnement (actieprijs)' : 'Maandabonnement',
            isoDate(period.start),
            isoDate(period.end),
            period.priceCents,
            open ? 'CREATED' : 'PAID',
            period.start,
            // Collected on the invoice date.
            open ? null : period.start,
          ],
        );
      }
    }
  });
}

/**
 * The billing service's run: an invoice for every period a subscription has paid so far, by the
 * contract the subscription keeps (sandbox/subscription/lifecycle.ts) and the service's clock. It
 * runs when a purchase is paid and before the invoices are listed, so a subscriber's invoices keep
 * up with the clock as the payments do: a year paid at once is one invoice for its twelve months,
 * three months paid at once one for the three, a month one for the month. A period is invoiced
 * once; a reseller's customer or a partner's gift is billed by that party, not here.
 */
import type { Clock } from '../clock.ts';
import { isoDate } from '../clock.ts';
import type { ContractTerms } from '../contract.ts';
import type { Queryable } from '../db.ts';
import { product } from '../product.ts';
import { addDays, paidPeriods, type PaidPeriod } from '../subscription/lifecycle.ts';

interface Billed {
  uid: string;
  subscription_number: string;
  start_date: string;
  /** The first day it no longer runs: its end, a cancellation's effective day, or the first day of the one that follows it. */
  stops: string | null;
  contract: ContractTerms;
  tier_name: string;
}

/** What an invoice line calls a period: a month, a longer period, or months paid at once; at the offer's price or not. */
function description(contract: ContractTerms, period: PaidPeriod): string {
  const { oneTime, periodMonths, months } = contract.price;
  const kind = oneTime && period.offer ? `${months} maanden vooraf` : periodMonths > 1 && period.offer ? `Abonnement per ${periodMonths} maanden` : 'Maandabonnement';
  return period.offer && contract.price.months !== null ? `${kind} (actieprijs)` : kind;
}

/**
 * Writes the invoice of one paid period, collected on its first day, unless the subscription has
 * one for that period already; true when it wrote one.
 */
export async function invoicePeriod(
  db: Queryable,
  billed: { uid: string; subscriptionNumber: string | null; tierName: string },
  period: PaidPeriod,
  what: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into invoices (uid, subscription_number, invoice_date, item, description, period_start, period_end, total_including_vat_cents, status, created_at, paid_at)
     select $1, $2, $3, $4, $5, $3, $6, $7, 'PAID', $8, $8
     where not exists (select 1 from invoices where subscription_number = $2 and period_start = $3) returning invoice_number`,
    [billed.uid, billed.subscriptionNumber, period.start, `${product.displayName} ${billed.tierName}`, what, period.end, period.amountCents, new Date(`${period.start}T00:00:00Z`)],
  );
  return rows.length > 0;
}

/** Invoices every paid period up to today of the user's subscriptions (uid null: everyone's); returns how many it wrote. */
export async function billPaidPeriods(context: { db: Queryable; clock: Clock }, uid: string | null): Promise<number> {
  const today = isoDate(context.clock.now());
  const { rows } = await context.db.query<Billed>(
    `select s.uid, s.subscription_number, to_char(s.start_date, 'YYYY-MM-DD') as start_date,
       to_char(least(s.end_date, case when s.next_status is not null then s.next_status_effective_date end,
         (select min(f.start_date) from subscriptions f where f.uid = s.uid and f.status = 'future')), 'YYYY-MM-DD') as stops,
       coalesce(s.contract, p.contract) as contract, t.name as tier_name
     from subscriptions s join plans p on p.code = s.plan_code join tiers t on t.id = coalesce(s.contract, p.contract)->>'tierId'
     where s.reseller is null and s.status <> 'future' and ($1::text is null or s.uid = $1)`,
    [uid],
  );
  let written = 0;
  for (const billed of rows) {
    const until = billed.stops && billed.stops <= today ? addDays(billed.stops, -1) : today;
    for (const period of paidPeriods(billed.contract, billed.start_date, until)) {
      if (period.amountCents === 0) continue;
      const inserted = await invoicePeriod(
        context.db,
        { uid: billed.uid, subscriptionNumber: billed.subscription_number, tierName: billed.tier_name },
        period,
        description(billed.contract, period),
      );
      if (inserted) written += 1;
    }
  }
  return written;
}

/**
 * The demo users' invoices, written once into an empty invoices table: every period billed so far
 * on the sandbox clock, by the billing run (periods.ts) over the contracts their subscriptions
 * keep. Users in debt owe all theirs; basis@example.nl owes the latest one, so that a demo user with
 * an open invoice exists besides the users in debt.
 */
import { planCode, plans } from '../catalog.ts';
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { addDays, addMonths, paidPeriods } from '../subscription/lifecycle.ts';
import { billPaidPeriods, invoicePeriod } from './periods.ts';

const OPEN_LATEST_INVOICE = 'basis@example.nl';
/** Bad-debt users without a subscription row ran up this many unpaid months of Plus. */
const DEBT_MONTHS = 3;

export async function seedInvoices(context: SandboxContext): Promise<void> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from invoices');
  if ((rows[0]?.count ?? 0) > 0) return;
  await writeInvoices(context, null);
}

/**
 * A tester's user in a given state gets the invoices a demo user in that state has (POST
 * /sandbox/invoices): a subscriber's periods so far, paid (the latest open if asked); a user in
 * debt's months, open. False when the user has invoices already, or is billed by a partner.
 */
export async function billUser(context: SandboxContext, uid: string, openLatest: boolean): Promise<boolean> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from invoices where uid = $1', [uid]);
  if ((rows[0]?.count ?? 0) > 0) return false;
  await writeInvoices(context, uid, openLatest);
  return ((await context.db.query<{ count: number }>('select count(*)::int as count from invoices where uid = $1', [uid])).rows[0]?.count ?? 0) > 0;
}

/** The invoices of every user (uid null) or of one, and what the demo states leave unpaid. */
async function writeInvoices(context: SandboxContext, uid: string | null, openLatest = false): Promise<void> {
  await billPaidPeriods(context, uid);
  await billDebtors(context, uid);
  // Users in debt owe every invoice; the demo user with an open invoice (or a tester's, if asked) its latest.
  await context.db.query(
    `update invoices i set status = 'CREATED', paid_at = null from users u
     where u.uid = i.uid and ($1::text is null or u.uid = $1) and (u.is_in_debt <> 'NO_DEBT' or (
       (u.email = $2 or $3) and i.invoice_number = (select latest.invoice_number from invoices latest where latest.uid = u.uid order by latest.period_start desc, latest.invoice_number desc limit 1)))`,
    [uid, OPEN_LATEST_INVOICE, openLatest],
  );
}

/** The demo users in debt have no subscription row: the subscription their debt comes from, monthly Plus, ended a month ago. */
async function billDebtors(context: SandboxContext, uid: string | null): Promise<void> {
  const plus = plans.find((plan) => plan.code === planCode('plus'));
  if (!plus) throw new Error('the catalog has no Plus plan');
  const tierName = (await context.db.query<{ name: string }>('select name from tiers where id = $1', [plus.tierId])).rows[0]?.name ?? '';
  const ended = addMonths(isoDate(context.clock.now()), -1);
  const debtors = await context.db.query<{ uid: string }>(
    "select uid from users u where is_in_debt <> 'NO_DEBT' and not exists (select 1 from subscriptions s where s.uid = u.uid) and ($1::text is null or u.uid = $1) order by email",
    [uid],
  );
  for (const debtor of debtors.rows) {
    // Written as the billing run writes them; writeInvoices leaves them open, as every invoice of a user in debt.
    for (const period of paidPeriods(plus.contract, addMonths(ended, -DEBT_MONTHS), addDays(ended, -1))) {
      await invoicePeriod(context.db, { uid: debtor.uid, subscriptionNumber: null, tierName }, period, 'Maandabonnement');
    }
  }
}

/**
 * The billing service's invoices and invoice payments (spec 000 sections 3 and 4). Amounts are in
 * cents of CURRENCY; the site formats them. Only an invoice in status CREATED is open (owed): a
 * PAID one is settled, and a CANCELLED or SUSPENDED one is not to be collected.
 */
import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../payment/transactions.ts';

export type InvoiceStatus = 'CREATED' | 'PAID' | 'CANCELLED' | 'SUSPENDED';

export const CURRENCY = 'EUR';

/** A started payment keeps its invoices from being paid again this long (spec 000 section 9: a pending payment waits 5 minutes). */
export const PAYMENT_PENDING_MS = 5 * 60_000;

export interface Invoice {
  invoiceNumber: string;
  /** ISO 8601 dates, here and in the delivery period (both ends included). */
  date: string;
  orderNumber: string;
  subscriptionNumber: string | null;
  item: string;
  description: string;
  deliveryPeriod: { start: string; end: string };
  quantity: number;
  vatRate: number;
  totalExcludingVat: number;
  vat: number;
  totalIncludingVat: number;
  currency: string;
  status: InvoiceStatus;
  paidAt: string | null;
}

interface InvoiceRow {
  invoice_number: string;
  subscription_number: string | null;
  invoice_date: string;
  order_number: string;
  item: string;
  description: string;
  period_start: string;
  period_end: string;
  quantity: number;
  vat_rate_percent: number;
  total_excluding_vat_cents: number;
  vat_cents: number;
  total_including_vat_cents: number;
  status: InvoiceStatus;
  paid_at: Date | null;
}

// Dates as text: the API speaks ISO dates, whatever the driver makes of a date column.
const SELECT_INVOICES = `select invoice_number, subscription_number, invoice_date::text as invoice_date, order_number, item, description,
  period_start::text as period_start, period_end::text as period_end, quantity, vat_rate_percent, total_excluding_vat_cents, vat_cents,
  total_including_vat_cents, status, paid_at from invoices`;

function toInvoice(row: InvoiceRow): Invoice {
  return {
    invoiceNumber: row.invoice_number,
    date: row.invoice_date,
    orderNumber: row.order_number,
    subscriptionNumber: row.subscription_number,
    item: row.item,
    description: row.description,
    deliveryPeriod: { start: row.period_start, end: row.period_end },
    quantity: row.quantity,
    vatRate: row.vat_rate_percent,
    totalExcludingVat: row.total_excluding_vat_cents,
    vat: row.vat_cents,
    totalIncludingVat: row.total_including_vat_cents,
    currency: CURRENCY,
    status: row.status,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

export const isOpen = (invoice: Invoice): boolean => invoice.status === 'CREATED';

export const openAmount = (invoices: Invoice[]): number => invoices.filter(isOpen).reduce((sum, invoice) => sum + invoice.totalIncludingVat, 0);

/** The user's invoices, newest first. */
export async function listInvoices(context: SandboxContext, uid: string): Promise<Invoice[]> {
  const { rows } = await context.db.query<InvoiceRow>(`${SELECT_INVOICES} where uid = $1 order by invoice_date desc, invoice_number desc`, [uid]);
  return rows.map(toInvoice);
}

/** The invoice if it is the user's: another user's invoice is as unknown as one that does not exist. */
export async function findInvoice(context: SandboxContext, uid: string, invoiceNumber: string): Promise<Invoice | undefined> {
  const { rows } = await context.db.query<InvoiceRow>(`${SELECT_INVOICES} where uid = $1 and invoice_number = $2`, [uid, invoiceNumber]);
  const row = rows[0];
  return row ? toInvoice(row) : undefined;
}

/** Who an invoice is addressed to. */
export async function invoiceRecipient(context: SandboxContext, uid: string): Promise<{ name: string; email: string } | undefined> {
  const { rows } = await context.db.query<{ name: string; email: string }>("select trim(concat_ws(' ', first_name, last_name)) as name, email from users where uid = $1", [uid]);
  return rows[0];
}

/**
 * The payment service's methods (spec 000 section 3: iDEAL, PayPal, credit card), however the client
 * spells them: iDEAL, ideal, CreditCard and CREDIT_CARD all name one.
 */
export function paymentMethodOf(value: string): PaymentMethod | undefined {
  const letters = (text: string) => text.toUpperCase().replace(/[^A-Z]/g, '');
  return PAYMENT_METHODS.find((method) => letters(method) === letters(value));
}

/** The three answers of a pay-invoice call (spec 000 section 4), named as the contract names them. */
export type PayInvoiceResponse =
  | { __typename: 'SuccessfulPayPpeResponse'; ppeId: string; paymentUrl: string; amount: number; currency: string }
  | { __typename: 'PpePaymentIsInProgress'; ppeId: string; startedAt: string; retryAfter: string }
  | { __typename: 'PpeIsPaidOrDoesntExist'; invoiceNumber: string | null };

/**
 * Starts a payment on the payment provider's page for one open invoice of the user, or for all of
 * them (invoiceNumber undefined, the /alle-facturen-betalen page). Nothing is paid here: the invoices
 * stay open until the provider settles the payment (settleInvoicePayment).
 */
export async function startInvoicePayment(context: SandboxContext, uid: string, method: PaymentMethod, invoiceNumber?: string): Promise<PayInvoiceResponse> {
  const now = context.clock.now();
  return context.db.transaction(async (tx): Promise<PayInvoiceResponse> => {
    const open = (
      await tx.query<{ invoice_number: string; total_including_vat_cents: number }>(
        "select invoice_number, total_including_vat_cents from invoices where uid = $1 and status = 'CREATED' and ($2::text is null or invoice_number = $2) order by invoice_number",
        [uid, invoiceNumber ?? null],
      )
    ).rows;
    if (open.length === 0) return { __typename: 'PpeIsPaidOrDoesntExist', invoiceNumber: invoiceNumber ?? null };

    const numbers = open.map((row) => row.invoice_number);
    const pending = (
      await tx.query<{ ppe_id: string; started_at: Date }>(
        `select p.ppe_id, p.started_at from invoice_payments p join invoice_payment_items i on i.ppe_id = p.ppe_id
         where i.invoice_number = any($1) and p.status = 'PENDING' and p.started_at > $2 order by p.started_at desc limit 1`,
        [numbers, new Date(now.getTime() - PAYMENT_PENDING_MS)],
      )
    ).rows[0];
    if (pending) {
      const startedAt = new Date(pending.started_at);
      return {
        __typename: 'PpePaymentIsInProgress',
        ppeId: pending.ppe_id,
        startedAt: startedAt.toISOString(),
        retryAfter: new Date(startedAt.getTime() + PAYMENT_PENDING_MS).toISOString(),
      };
    }

    const ppeId = `PPE-${randomUUID()}`;
    const amount = open.reduce((sum, row) => sum + row.total_including_vat_cents, 0);
    await tx.query('insert into invoice_payments (ppe_id, uid, payment_method, amount_cents, started_at) values ($1, $2, $3, $4, $5)', [ppeId, uid, method, amount, now]);
    await tx.query('insert into invoice_payment_items (ppe_id, invoice_number) select $1, unnest($2::text[])', [ppeId, numbers]);
    // The sandbox's payment provider page; it finds the payment by its ppeid.
    const paymentUrl = `/sandbox/psp/invoices/${ppeId}`;
    return { __typename: 'SuccessfulPayPpeResponse', ppeId, paymentUrl, amount, currency: CURRENCY };
  });
}

export interface InvoicePayment {
  ppeId: string;
  uid: string;
  paymentMethod: PaymentMethod;
  amount: number;
  currency: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  startedAt: string;
  invoiceNumbers: string[];
}

/** A started payment, for the payment provider's page. */
export async function findInvoicePayment(context: SandboxContext, ppeId: string): Promise<InvoicePayment | undefined> {
  const { rows } = await context.db.query<{
    ppe_id: string;
    uid: string;
    payment_method: PaymentMethod;
    amount_cents: number;
    status: InvoicePayment['status'];
    started_at: Date;
    invoice_numbers: string[];
  }>(
    `select p.ppe_id, p.uid, p.payment_method, p.amount_cents, p.status, p.started_at, array_agg(i.invoice_number order by i.invoice_number) as invoice_numbers
     from invoice_payments p join invoice_payment_items i on i.ppe_id = p.ppe_id where p.ppe_id = $1 group by p.ppe_id`,
    [ppeId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ppeId: row.ppe_id,
    uid: row.uid,
    paymentMethod: row.payment_method,
    amount: row.amount_cents,
    currency: CURRENCY,
    status: row.status,
    startedAt: new Date(row.started_at).toISOString(),
    invoiceNumbers: row.invoice_numbers,
  };
}

/**
 * The payment provider's verdict on a pending payment. A successful one pays its invoices that are
 * still open; once nothing is open, bad debt on this account is cleared. Bad debt on another account
 * stays: that account's invoices are not these. False if the payment is unknown or already settled.
 */
export async function settleInvoicePayment(context: SandboxContext, ppeId: string, outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED'): Promise<boolean> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const settled = (
      await tx.query<{ uid: string }>("update invoice_payments set status = $2, finished_at = $3 where ppe_id = $1 and status = 'PENDING' returning uid", [ppeId, outcome, now])
    ).rows[0];
    if (!settled) return false;
    if (outcome !== 'SUCCESS') return true;
    await tx.query(
      "update invoices set status = 'PAID', paid_at = $2 where status = 'CREATED' and invoice_number in (select invoice_number from invoice_payment_items where ppe_id = $1)",
      [ppeId, now],
    );
    await tx.query(
      `update users set is_in_debt = 'NO_DEBT' where uid = $1 and is_in_debt = 'BAD_DEBT_ON_THIS_ACCOUNT'
         and not exists (select 1 from invoices where uid = $1 and status = 'CREATED')`,
      [settled.uid],
    );
    return true;
  });
}

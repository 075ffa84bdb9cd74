/**
 * The payment provider's page, in the sandbox only: the tester sees the amount and method, picks a
 * bank for iDEAL, and chooses the outcome; the visitor is then sent back to the site. One page
 * serves plan purchases and payment-detail changes (/sandbox/psp/ID), another invoice payments
 * (/sandbox/psp/invoices/PPEID).
 */
import { Hono } from 'hono';
import { findInvoicePayment, settleInvoicePayment } from '../billing/invoices.ts';
import type { SandboxContext } from '../context.ts';
import { escapeHtml, page } from '../tester/page.ts';
import { complete, OUTCOMES, transaction, type Outcome } from './transactions.ts';

const BANKS = ['ABN AMRO', 'ASN Bank', 'bunq', 'ING', 'Knab', 'Rabobank', 'RegioBank', 'SNS', 'Triodos Bank'];
const LABELS: Record<Outcome, string> = { success: 'Geslaagd', pending: 'In behandeling', failed: 'Mislukt', cancelled: 'Geannuleerd', rejected: 'Afgewezen' };
const METHOD_NAMES: Record<string, string> = { IDEAL: 'iDEAL', PAYPAL: 'PayPal', CREDIT_CARD: 'Creditcard (Mastercard, Visa)' };
/** An invoice payment is settled paid, failed or cancelled (the billing service's states). */
const INVOICE_OUTCOMES = { success: 'SUCCESS', failed: 'FAILED', cancelled: 'CANCELLED' } as const;

const NOT_FOUND = page('Betaling niet gevonden', '<p>Deze betaling bestaat niet.</p>');

function paymentPage(view: { method: string; amountCents: number; what: string; status: string; outcomes: Outcome[] }): string {
  const amount = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(view.amountCents / 100);
  const bank =
    view.method === 'IDEAL'
      ? `<p><label for="bank">Kies je bank</label> <select id="bank" name="bank">${BANKS.map((name) => `<option>${escapeHtml(name)}</option>`).join('')}</select></p>`
      : '';
  const buttons = view.outcomes.map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${LABELS[outcome]}</button>`).join(' ');
  return page(
    'Sandbox-betaalpagina',
    `<p>Betaling met ${METHOD_NAMES[view.method] ?? escapeHtml(view.method)}: <strong>${amount}</strong> ${escapeHtml(view.what)}.</p>
<p>Status: ${escapeHtml(view.status)}</p>
<form method="post">${bank}<p>${buttons}</p></form>`,
  );
}

export function providerRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.get('/invoices/:ppeId', async (c) => {
    const payment = await findInvoicePayment(context, c.req.param('ppeId'));
    if (!payment) return c.html(NOT_FOUND, 404);
    const what = `voor ${payment.invoiceNumbers.length === 1 ? 'factuur' : 'facturen'} ${payment.invoiceNumbers.join(', ')}`;
    return c.html(paymentPage({ method: payment.paymentMethod, amountCents: payment.amount, what, status: payment.status, outcomes: Object.keys(INVOICE_OUTCOMES) as Outcome[] }));
  });

  app.post('/invoices/:ppeId', async (c) => {
    const ppeId = c.req.param('ppeId');
    const outcome = String((await c.req.parseBody()).outcome ?? '');
    if (!(outcome in INVOICE_OUTCOMES)) return c.html(page('Ongeldige keuze', '<p>Kies een uitkomst.</p>'), 400);
    if (!(await findInvoicePayment(context, ppeId))) return c.html(NOT_FOUND, 404);
    // Settles once; a repeated press finds it settled and is sent back all the same.
    await settleInvoicePayment(context, ppeId, INVOICE_OUTCOMES[outcome as keyof typeof INVOICE_OUTCOMES]);
    const status = (await findInvoicePayment(context, ppeId))?.status;
    return c.redirect(status === 'SUCCESS' ? `/factuur-betaald?ppeid=${ppeId}` : `/factuur-betalen?ppeid=${ppeId}&status=${status}`, 303);
  });

  app.get('/:transactionId', async (c) => {
    const found = await transaction(context, c.req.param('transactionId'));
    if (!found) return c.html(NOT_FOUND, 404);
    const what = found.plan_code ? `voor ${found.plan_code}` : 'om je betaalgegevens te controleren';
    return c.html(paymentPage({ method: found.method, amountCents: found.amount_cents, what, status: found.status, outcomes: Object.keys(OUTCOMES) as Outcome[] }));
  });

  app.post('/:transactionId', async (c) => {
    const form = await c.req.parseBody();
    const outcome = String(form.outcome ?? '') as Outcome;
    if (!(outcome in OUTCOMES)) return c.html(page('Ongeldige keuze', '<p>Kies een uitkomst.</p>'), 400);
    const back = await complete(context, c.req.param('transactionId'), outcome, typeof form.bank === 'string' ? form.bank : null);
    return back ? c.redirect(back, 303) : c.html(NOT_FOUND, 404);
  });
  return app;
}

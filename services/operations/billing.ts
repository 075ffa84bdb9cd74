/**
 * The billing service's invoices (spec 000 sections 2 and 7): the subscriber's invoices for Mijn
 * abonnement, one invoice by its number, and paying one or all open invoices at the payment
 * provider's page, which sends the visitor back to /factuur-betaald or /factuur-betalen.
 */
import { defineOperation } from 'journey-engine';
import { InvoiceByNumber, Invoices, PayAllInvoices, PayInvoice, type Invoice } from '../documents/billing.ts';
import { TRANSACTION_METHODS } from '../documents/payment.ts';
import { graphql } from '../graphql.ts';

/** An invoice as the facts hold it: amounts in cents, open while its status is CREATED. */
function invoiceFacts(invoice: Invoice) {
  return {
    invoiceNumber: invoice.invoiceNumber,
    date: invoice.date,
    orderNumber: invoice.orderNumber,
    item: invoice.item,
    description: invoice.description,
    periodStart: invoice.deliveryPeriod.start,
    periodEnd: invoice.deliveryPeriod.end,
    quantity: invoice.quantity,
    excludingVatCents: invoice.totalExcludingVat,
    vatCents: invoice.vat,
    includingVatCents: invoice.totalIncludingVat,
    status: invoice.status,
    open: invoice.status === 'CREATED',
  };
}

export const loadInvoices = defineOperation({
  name: 'billing.invoices',
  safe: true,
  description: 'The logged-in subscriber\'s invoices, newest first, with the open ones\' count and sum (openCount, openAmountCents). Meant for a load into "invoices".',
  inputs: {},
  outcomes: ['success', 'error'],
  results: {
    success: {
      list: 'The invoices, newest first, each as billing.invoice answers one (invoiceNumber, date, amounts in cents, status, open, ...).',
      openCount: 'How many invoices are open (status CREATED).',
      openAmountCents: 'The sum of the open invoices, VAT included, in cents.',
    },
  },
  async call() {
    const { me } = await graphql('billing', Invoices);
    const list = me.invoices.map(invoiceFacts);
    const open = list.filter((invoice) => invoice.open);
    return { outcome: 'success', data: { list, openCount: open.length, openAmountCents: open.reduce((sum, invoice) => sum + invoice.includingVatCents, 0) } };
  },
});

export const loadInvoice = defineOperation({
  name: 'billing.invoice',
  carriesOn: ['found'],
  safe: true,
  description:
    'One invoice of the logged-in subscriber by its number (input invoiceNumber): found, or notFound for an unknown one or another subscriber\'s. Meant for a load into "invoice".',
  inputs: { invoiceNumber: "The invoice's number, as the route names it." },
  requiredInputs: ['invoiceNumber'],
  outcomes: ['found', 'notFound', 'error'],
  results: {
    found: {
      invoiceNumber: "The invoice's number.",
      date: 'The day of the invoice (YYYY-MM-DD).',
      orderNumber: 'The order the invoice is for.',
      item: 'What is billed: the product and its tier.',
      description: "The invoice line's text, such as Maandabonnement.",
      periodStart: 'The first day the invoice pays for (YYYY-MM-DD).',
      periodEnd: 'The last day the invoice pays for (YYYY-MM-DD).',
      quantity: 'How many of the item.',
      excludingVatCents: 'The total without VAT, in cents.',
      vatCents: 'The VAT, in cents.',
      includingVatCents: 'The total with VAT, in cents.',
      status: 'CREATED (open), PAID, CANCELLED or SUSPENDED.',
      open: 'true while the invoice is to be paid (status CREATED).',
    },
  },
  async call(input) {
    const { invoice } = await graphql('billing', InvoiceByNumber, { invoiceNumber: String(input.invoiceNumber ?? '') });
    return invoice ? { outcome: 'found', data: invoiceFacts(invoice) } : { outcome: 'notFound' };
  },
});

export const payInvoices = defineOperation({
  name: 'billing.pay',
  carriesOn: ['started'],
  description:
    "Pay one open invoice (input invoiceNumber) or, without it, every open invoice, with method (ideal, paypal or creditcard): started with paymentUrl (the provider's page) and ppeId; inProgress when a payment of it started less than 5 minutes ago (retryAfter); nothingOpen when it is paid or unknown; error.",
  inputs: { invoiceNumber: 'The invoice to pay; left out, all open invoices.', method: 'ideal, paypal or creditcard.' },
  requiredInputs: ['method'],
  outcomes: ['started', 'inProgress', 'nothingOpen', 'error'],
  results: {
    started: { ppeId: 'The payment started at the provider.', paymentUrl: "The payment provider's page to send the visitor to." },
    inProgress: { ppeId: 'The payment still pending at the provider.', retryAfter: 'When a new payment may be started (ISO 8601 date-time).' },
  },
  async call(input) {
    const paymentMethod = TRANSACTION_METHODS[String(input.method ?? '')];
    if (!paymentMethod) return { outcome: 'error', data: { code: 'UNKNOWN_TRANSACTION_METHOD' } };
    const number = typeof input.invoiceNumber === 'string' && input.invoiceNumber !== '' ? input.invoiceNumber : undefined;
    const answer = number
      ? (await graphql('billing', PayInvoice, { invoiceNumber: number, paymentMethod })).payInvoice
      : (await graphql('billing', PayAllInvoices, { paymentMethod })).payAllInvoices;
    if (answer.__typename === 'SuccessfulPayPpeResponse') return { outcome: 'started', data: { ppeId: answer.ppeId, paymentUrl: answer.paymentUrl } };
    if (answer.__typename === 'PpePaymentIsInProgress') return { outcome: 'inProgress', data: { ppeId: answer.ppeId, retryAfter: answer.retryAfter } };
    return { outcome: 'nothingOpen' };
  },
});

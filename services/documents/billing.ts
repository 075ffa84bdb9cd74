/** The billing service's GraphQL documents, typed. Amounts are whole cents; the site formats them (nl-NL, 2 decimals). */
import { document } from '../document.ts';
import type {
  InvoiceByNumberResult,
  InvoiceByNumberVariables,
  InvoicesResult,
  InvoicesVariables,
  OpenInvoicesResult,
  OpenInvoicesVariables,
  PayAllInvoicesResult,
  PayAllInvoicesVariables,
  PayInvoiceResult,
  PayInvoiceVariables,
} from './types.ts';

/** An invoice as the billing service's schema has it. */
export type Invoice = NonNullable<InvoiceByNumberResult['invoice']>;

const INVOICE = 'invoiceNumber date orderNumber item description deliveryPeriod { start end } quantity totalExcludingVat vat totalIncludingVat currency status';

export const Invoices = document<InvoicesResult, InvoicesVariables>(`query Invoices { me { invoices { ${INVOICE} } } }`);

export const OpenInvoices = document<OpenInvoicesResult, OpenInvoicesVariables>(`query OpenInvoices { me { openInvoices { ${INVOICE} } openAmount } }`);

export const InvoiceByNumber = document<InvoiceByNumberResult, InvoiceByNumberVariables>(
  `query Invoice($invoiceNumber: String!) { invoice(invoiceNumber: $invoiceNumber) { ${INVOICE} } }`,
);

const PAY_RESPONSE = `__typename ... on SuccessfulPayPpeResponse { ppeId paymentUrl amount } ... on PpePaymentIsInProgress { ppeId retryAfter }`;

export const PayInvoice = document<PayInvoiceResult, PayInvoiceVariables>(
  `mutation payInvoice($invoiceNumber: String!, $paymentMethod: String!) { payInvoice(invoiceNumber: $invoiceNumber, paymentMethod: $paymentMethod) { ${PAY_RESPONSE} } }`,
);

export const PayAllInvoices = document<PayAllInvoicesResult, PayAllInvoicesVariables>(
  `mutation payAllInvoices($paymentMethod: String!) { payAllInvoices(paymentMethod: $paymentMethod) { ${PAY_RESPONSE} } }`,
);

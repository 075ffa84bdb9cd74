/** The billing service's GraphQL documents, typed. Amounts are whole cents; the site formats them (nl-NL, 2 decimals). */
import { document } from '../document.ts';

export interface Invoice {
  invoiceNumber: string;
  date: string;
  orderNumber: string;
  item: string;
  description: string;
  deliveryPeriod: { start: string; end: string };
  quantity: number;
  totalExcludingVat: number;
  vat: number;
  totalIncludingVat: number;
  currency: string;
  status: 'CREATED' | 'PAID' | 'CANCELLED' | 'SUSPENDED';
}

const INVOICE = 'invoiceNumber date orderNumber item description deliveryPeriod { start end } quantity totalExcludingVat vat totalIncludingVat currency status';

export const Invoices = document<{ me: { invoices: Invoice[] } }>(`query Invoices { me { invoices { ${INVOICE} } } }`);

export const OpenInvoices = document<{ me: { openInvoices: Invoice[]; openAmount: number } }>(`query OpenInvoices { me { openInvoices { ${INVOICE} } openAmount } }`);

export const InvoiceByNumber = document<{ invoice: Invoice | null }, { invoiceNumber: string }>(
  `query Invoice($invoiceNumber: String!) { invoice(invoiceNumber: $invoiceNumber) { ${INVOICE} } }`,
);

export type PayInvoiceResponse =
  | { __typename: 'SuccessfulPayPpeResponse'; ppeId: string; paymentUrl: string; amount: number }
  | { __typename: 'PpePaymentIsInProgress'; ppeId: string; retryAfter: string }
  | { __typename: 'PpeIsPaidOrDoesntExist' };

const PAY_RESPONSE = `__typename ... on SuccessfulPayPpeResponse { ppeId paymentUrl amount } ... on PpePaymentIsInProgress { ppeId retryAfter }`;

export const PayInvoice = document<{ payInvoice: PayInvoiceResponse }, { invoiceNumber: string; paymentMethod: string }>(
  `mutation payInvoice($invoiceNumber: String!, $paymentMethod: String!) { payInvoice(invoiceNumber: $invoiceNumber, paymentMethod: $paymentMethod) { ${PAY_RESPONSE} } }`,
);

export const PayAllInvoices = document<{ payAllInvoices: PayInvoiceResponse }, { paymentMethod: string }>(
  `mutation payAllInvoices($paymentMethod: String!) { payAllInvoices(paymentMethod: $paymentMethod) { ${PAY_RESPONSE} } }`,
);

/** The billing service's GraphQL schema (spec 000 sections 3, 4 and 7), answered by graphql-js. */
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import type { SandboxContext } from '../context.ts';
import type { PaymentMethod } from '../payment/transactions.ts';
import { billPaidPeriods } from './periods.ts';
import { CURRENCY, findInvoice, isOpen, listInvoices, openAmount, paymentMethodOf, startInvoicePayment, type Invoice } from './invoices.ts';

const SDL = /* GraphQL */ `
  enum InvoiceStatus {
    CREATED
    PAID
    CANCELLED
    SUSPENDED
  }

  "The days an invoice pays for, as ISO 8601 dates, both included."
  type DeliveryPeriod {
    start: String!
    end: String!
  }

  "Amounts are whole cents of the currency; the site formats them."
  type Invoice {
    invoiceNumber: String!
    "ISO 8601 date."
    date: String!
    orderNumber: String!
    subscriptionNumber: String
    item: String!
    description: String!
    deliveryPeriod: DeliveryPeriod!
    quantity: Int!
    "VAT rate in percent."
    vatRate: Int!
    totalExcludingVat: Int!
    vat: Int!
    totalIncludingVat: Int!
    currency: String!
    status: InvoiceStatus!
    "ISO 8601 date-time; null unless PAID."
    paidAt: String
  }

  type Me {
    "Newest first."
    invoices: [Invoice!]!
    "The invoices still to pay (status CREATED), newest first."
    openInvoices: [Invoice!]!
    "The sum of the open invoices, in cents, VAT included."
    openAmount: Int!
    currency: String!
  }

  "A payment was started: the browser goes to paymentUrl, the payment provider's page."
  type SuccessfulPayPpeResponse {
    ppeId: String!
    paymentUrl: String!
    amount: Int!
    currency: String!
  }

  "A payment of this invoice started less than 5 minutes ago is still pending; try again after retryAfter."
  type PpePaymentIsInProgress {
    ppeId: String!
    startedAt: String!
    retryAfter: String!
  }

  "Nothing to pay: the invoice is paid, not open, not this user's or does not exist (for all invoices: none is open)."
  type PpeIsPaidOrDoesntExist {
    invoiceNumber: String
  }

  union PayInvoiceResponse = SuccessfulPayPpeResponse | PpePaymentIsInProgress | PpeIsPaidOrDoesntExist

  type Query {
    "The logged-in user; an error for a visitor without a session."
    me: Me!
    "One of the logged-in user's invoices; null if the user has no such invoice."
    invoice(invoiceNumber: String!): Invoice
  }

  type Mutation {
    "paymentMethod: IDEAL, PAYPAL or CREDIT_CARD, as the payment service names them."
    payInvoice(invoiceNumber: String!, paymentMethod: String!): PayInvoiceResponse!
    "Pays every open invoice in one payment (/alle-facturen-betalen)."
    payAllInvoices(paymentMethod: String!): PayInvoiceResponse!
  }
`;

export const billingSchema: GraphQLSchema = buildSchema(SDL);

function loggedIn(uid: string | undefined): string {
  if (!uid) throw new Error('UNAUTHENTICATED: log in first');
  return uid;
}

function method(value: string): PaymentMethod {
  const known = paymentMethodOf(value);
  if (!known) throw new Error(`BAD_USER_INPUT: unknown payment method ${JSON.stringify(value)}; use IDEAL, PAYPAL or CREDIT_CARD`);
  return known;
}

export function billingResolvers(context: SandboxContext, uid: string | undefined) {
  return {
    me: () => {
      const owner = loggedIn(uid);
      // Read once, and only if an invoice field is asked for; the billing run first invoices the periods paid until today.
      let invoices: Promise<Invoice[]> | undefined;
      const all = () => (invoices ??= billPaidPeriods(context, owner).then(() => listInvoices(context, owner)));
      return {
        invoices: all,
        openInvoices: async () => (await all()).filter(isOpen),
        openAmount: async () => openAmount(await all()),
        currency: CURRENCY,
      };
    },
    invoice: async ({ invoiceNumber }: { invoiceNumber: string }) => (await findInvoice(context, loggedIn(uid), invoiceNumber)) ?? null,
    payInvoice: ({ invoiceNumber, paymentMethod }: { invoiceNumber: string; paymentMethod: string }) =>
      startInvoicePayment(context, loggedIn(uid), method(paymentMethod), invoiceNumber),
    payAllInvoices: ({ paymentMethod }: { paymentMethod: string }) => startInvoicePayment(context, loggedIn(uid), method(paymentMethod)),
  };
}

export function runBillingQuery(context: SandboxContext, uid: string | undefined, query: string, variables?: Record<string, unknown>, operationName?: string) {
  return graphql({ schema: billingSchema, source: query, rootValue: billingResolvers(context, uid), variableValues: variables, operationName });
}

/** The payment service's GraphQL: start a purchase for a plan and method, its status, and changing payment details. */
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import type { SandboxContext } from '../context.ts';
import { isOverdue, startTransaction, transaction, type Started } from './transactions.ts';

const SDL = /* GraphQL */ `
  enum PaymentMethod {
    IDEAL
    PAYPAL
    CREDIT_CARD
  }
  type PaymentStarted {
    transactionId: ID!
    "The payment provider's page the visitor is sent to."
    paymentUrl: String!
    status: String!
  }
  type PaymentRejected {
    reason: String!
  }
  union PaymentStart = PaymentStarted | PaymentRejected
  type PaymentStatus {
    transactionId: ID!
    status: String!
    planCode: String
    paymentMethod: PaymentMethod!
    amount: Int!
    "The action code the purchase redeems, if any."
    voucherCode: String
    "Why a BLOCKED payment was not taken: THERE_IS_A_RECENT_PLAN_PURCHASE when another purchase of the account made its subscription first."
    rejectionReason: String
    "Still pending 5 minutes after it started (spec 000 section 9): the bank may settle it later, but the site stops waiting for it."
    overdue: Boolean!
  }
  type Query {
    paymentStatus(transactionId: ID!): PaymentStatus
  }
  type Mutation {
    "voucherCode: an action code the purchase redeems; the plan must be the code's, and the reason of a refused code is the voucher check's (VOUCHER_INVALID, ...). renewal: buys the subscription that follows the subscriber's fixed-term contract, from the day it ends (refused with NOTHING_TO_RENEW, ALREADY_RENEWED or PLAN_NOT_RENEWABLE); 1 cent verifies the method. personalCode: the code from a promotion's e-mail, for a plan whose contract needs one (refused with PERSONAL_CODE_MISSING, PERSONAL_CODE_INVALID, PERSONAL_CODE_EXPIRED or PERSONAL_CODE_USED)."
    startPurchase(
      planCode: String!
      paymentMethod: PaymentMethod!
      idempotencyKey: String!
      returnUrl: String!
      voucherCode: String
      renewal: Boolean
      personalCode: String
    ): PaymentStart!
    "Charges one transaction of 1 cent to verify the new payment method."
    changePaymentDetails(paymentMethod: PaymentMethod!, idempotencyKey: String!, returnUrl: String!): PaymentStart!
  }
`;

export const paymentSchema: GraphQLSchema = buildSchema(SDL);

const union = (result: Started) => ('reason' in result ? { __typename: 'PaymentRejected', ...result } : { __typename: 'PaymentStarted', ...result });

export function paymentResolvers(context: SandboxContext, uid: string | undefined) {
  const user = (): string => {
    if (!uid) throw new Error('UNAUTHENTICATED: log in first');
    return uid;
  };
  return {
    startPurchase: async (args: {
      planCode: string;
      paymentMethod: string;
      idempotencyKey: string;
      returnUrl: string;
      voucherCode?: string | null;
      renewal?: boolean | null;
      personalCode?: string | null;
    }) =>
      union(
        await startTransaction(context, {
          uid: user(),
          kind: args.renewal ? 'renewal' : 'purchase',
          planCode: args.planCode,
          method: args.paymentMethod,
          idempotencyKey: args.idempotencyKey,
          returnUrl: args.returnUrl,
          voucherCode: args.voucherCode ?? undefined,
          personalCode: args.personalCode ?? undefined,
        }),
      ),
    changePaymentDetails: async (args: { paymentMethod: string; idempotencyKey: string; returnUrl: string }) =>
      union(await startTransaction(context, { uid: user(), kind: 'payment-details', method: args.paymentMethod, idempotencyKey: args.idempotencyKey, returnUrl: args.returnUrl })),
    paymentStatus: async ({ transactionId }: { transactionId: string }) => {
      const found = await transaction(context, transactionId);
      if (!found || found.uid !== user()) return null;
      return {
        transactionId: found.transaction_id,
        status: found.status,
        planCode: found.plan_code,
        paymentMethod: found.method,
        amount: found.amount_cents,
        voucherCode: found.voucher_code,
        rejectionReason: found.rejection_reason,
        overdue: isOverdue(found, context.clock.now()),
      };
    },
  };
}

export function runPaymentQuery(context: SandboxContext, uid: string | undefined, query: string, variables?: Record<string, unknown>, operationName?: string) {
  return graphql({ schema: paymentSchema, source: query, rootValue: paymentResolvers(context, uid), variableValues: variables, operationName });
}

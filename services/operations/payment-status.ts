/**
 * How a payment went (the payment service's paymentStatus), for the page the provider sends the
 * visitor back to. The transaction is the one in the query, else the one kept in local storage.
 */
import { defineOperation } from 'journey-engine';
import { PaymentStatus, TRANSACTION_METHODS } from '../documents/payment.ts';
import { forgetPurchaseIntents } from '../purchase-intent.ts';
import { forgetTransactionId, keptTransactionId } from '../transaction-id.ts';
import { graphql } from '../graphql.ts';

/** The transaction states (spec 000 section 4) as outcomes. */
const OUTCOMES: Record<string, string> = {
  INITIALIZED: 'pending',
  IN_PROGRESS: 'pending',
  FINISHED: 'finished',
  PAYMENT_FAILED: 'failed',
  PAYMENT_CANCELLED: 'cancelled',
  PAYMENT_REJECTED: 'rejected',
  FRAUD: 'rejected',
  BLOCKED: 'rejected',
};

/** What the outcomes answer of the payment. */
const PAYMENT: Readonly<Record<string, string>> = {
  transactionId: 'The transaction asked about.',
  status: "The transaction's state: INITIALIZED, IN_PROGRESS, FINISHED, PAYMENT_FAILED, PAYMENT_CANCELLED, PAYMENT_REJECTED, FRAUD or BLOCKED.",
  planCode: 'The plan bought; null for a change of payment details.',
  paymentMethod: "The payment service's method: IDEAL, PAYPAL or CREDIT_CARD.",
  transactionMethod: 'The method as the routes name it (ideal, paypal or creditcard), or null.',
  amountCents: "The payment's amount, in cents.",
  voucherCode: 'The action code the purchase redeems, or null.',
  overdue: 'true when still pending 5 minutes after it started.',
};

export const paymentStatus = defineOperation({
  name: 'payment.status',
  carriesOn: ['finished', 'pending'],
  inputs: { transactionId: 'The transaction; without it, the one kept in local storage.' },
  description:
    'The state of a payment (input transactionId; else the one kept in local storage): finished, pending, failed, cancelled, rejected, recentPurchase (not taken: another purchase of the account made its subscription first) or notFound, or unknown when the payment service cannot be asked now (any failure of the call), with transactionId, status, planCode, paymentMethod, transactionMethod (as the routes name it), amountCents, voucherCode (the action code it redeems) and overdue (still pending 5 minutes after it started).',
  outcomes: ['finished', 'pending', 'failed', 'cancelled', 'rejected', 'recentPurchase', 'notFound', 'unknown', 'error'],
  // Each outcome of the call but notFound answers the payment, error too for a status no outcome names (failsAs routes that one as unknown).
  results: Object.fromEntries(['finished', 'pending', 'failed', 'cancelled', 'rejected', 'recentPurchase', 'error'].map((outcome) => [outcome, PAYMENT])),
  // The payment went on at the provider whatever this call answers: a status that cannot be loaded
  // now (a failing or slow payment service) is not known yet, and the status page checks again.
  failsAs: 'unknown',
  // A finished payment made a subscription, and the purchase's state moved on: the session's facts are loaded again.
  changesSession: true,
  async call(input) {
    const transactionId = typeof input.transactionId === 'string' && input.transactionId !== '' ? input.transactionId : keptTransactionId();
    if (!transactionId) return { outcome: 'notFound' };
    const { paymentStatus: payment } = await graphql('payment', PaymentStatus, { transactionId });
    if (!payment) return { outcome: 'notFound' };
    // A payment another purchase of the account beat to its subscription was not taken (spec 000 section 4's recent purchase).
    const outcome = payment.rejectionReason === 'THERE_IS_A_RECENT_PLAN_PURCHASE' ? 'recentPurchase' : (OUTCOMES[payment.status] ?? 'error');
    if (outcome === 'finished' || outcome === 'recentPurchase') forgetTransactionId();
    if (outcome !== 'pending') forgetPurchaseIntents();
    const transactionMethod = Object.keys(TRANSACTION_METHODS).find((name) => TRANSACTION_METHODS[name] === payment.paymentMethod) ?? null;
    return {
      outcome,
      data: {
        transactionId: payment.transactionId,
        status: payment.status,
        planCode: payment.planCode,
        paymentMethod: payment.paymentMethod,
        transactionMethod,
        amountCents: payment.amount,
        voucherCode: payment.voucherCode,
        overdue: payment.overdue,
      },
    };
  },
});

/** The payment service's GraphQL documents, typed. */
import { document } from '../document.ts';
import type {
  ChangePaymentDetailsResult,
  ChangePaymentDetailsVariables,
  PaymentStatusResult,
  PaymentStatusVariables,
  StartPurchaseResult,
  StartPurchaseVariables,
} from './types.ts';

type PaymentMethod = StartPurchaseVariables['paymentMethod'];

/** The transaction methods as the activation routes name them (:transactionMethod). */
export const TRANSACTION_METHODS: Readonly<Record<string, PaymentMethod>> = { ideal: 'IDEAL', paypal: 'PAYPAL', creditcard: 'CREDIT_CARD' };

const START = '__typename ... on PaymentStarted { transactionId paymentUrl status } ... on PaymentRejected { reason }';

export const StartPurchase = document<StartPurchaseResult, StartPurchaseVariables>(
  `mutation startPurchase($planCode: String!, $paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!, $voucherCode: String, $renewal: Boolean, $personalCode: String) {
    startPurchase(planCode: $planCode, paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl, voucherCode: $voucherCode, renewal: $renewal, personalCode: $personalCode) { ${START} } }`,
);

export const ChangePaymentDetails = document<ChangePaymentDetailsResult, ChangePaymentDetailsVariables>(
  `mutation changePaymentDetails($paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!) {
    changePaymentDetails(paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl) { ${START} } }`,
);

export const PaymentStatus = document<PaymentStatusResult, PaymentStatusVariables>(
  `query paymentStatus($transactionId: ID!) { paymentStatus(transactionId: $transactionId) { transactionId status planCode paymentMethod amount voucherCode rejectionReason overdue } }`,
);

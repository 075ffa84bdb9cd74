/** The payment service's GraphQL documents, typed. */
import { document } from '../document.ts';

export type PaymentMethod = 'IDEAL' | 'PAYPAL' | 'CREDIT_CARD';

/** The transaction methods as the activation routes name them (:transactionMethod). */
export const TRANSACTION_METHODS: Readonly<Record<string, PaymentMethod>> = { ideal: 'IDEAL', paypal: 'PAYPAL', creditcard: 'CREDIT_CARD' };

export type PaymentStart = { __typename: 'PaymentStarted'; transactionId: string; paymentUrl: string; status: string } | { __typename: 'PaymentRejected'; reason: string };

const START = '__typename ... on PaymentStarted { transactionId paymentUrl status } ... on PaymentRejected { reason }';

export const StartPurchase = document<
  { startPurchase: PaymentStart },
  { planCode: string; paymentMethod: PaymentMethod; idempotencyKey: string; returnUrl: string; voucherCode?: string; renewal?: boolean }
>(
  `mutation startPurchase($planCode: String!, $paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!, $voucherCode: String, $renewal: Boolean) {
    startPurchase(planCode: $planCode, paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl, voucherCode: $voucherCode, renewal: $renewal) { ${START} } }`,
);

export const ChangePaymentDetails = document<{ changePaymentDetails: PaymentStart }, { paymentMethod: PaymentMethod; idempotencyKey: string; returnUrl: string }>(
  `mutation changePaymentDetails($paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!) {
    changePaymentDetails(paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl) { ${START} } }`,
);

export const PaymentStatus = document<
  {
    paymentStatus: {
      transactionId: string;
      status: string;
      planCode: string | null;
      paymentMethod: PaymentMethod;
      amount: number;
      voucherCode: string | null;
      rejectionReason: string | null;
      overdue: boolean;
    } | null;
  },
  { transactionId: string }
>(
  `query paymentStatus($transactionId: ID!) { paymentStatus(transactionId: $transactionId) { transactionId status planCode paymentMethod amount voucherCode rejectionReason overdue } }`,
);

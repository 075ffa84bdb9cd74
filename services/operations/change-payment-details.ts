/**
 * Changing the payment method (the payment service's changePaymentDetails): a verification payment
 * of 1 cent at the provider (spec 000 section 9), after which the provider sends the visitor back to
 * returnUrl. One key per intent, as for a purchase: fast presses, a reload or a second tab make one
 * transaction.
 */
import { defineOperation } from 'journey-engine';
import { ChangePaymentDetails, TRANSACTION_METHODS } from '../documents/payment.ts';
import { purchaseIntentKey } from '../purchase-intent.ts';
import { graphql } from '../graphql.ts';

export const changePaymentDetails = defineOperation({
  name: 'payment.changeDetails',
  carriesOn: ['started'],
  description:
    "Start changing the payment method to method (ideal, paypal or creditcard) with a payment of 1 cent: started with transactionId and paymentUrl (the provider's page); notAllowed when this subscriber may not change it (a partner's subscription, no active one); error.",
  inputs: { method: 'ideal, paypal or creditcard.', returnUrl: 'The path of this site the provider sends the visitor back to.' },
  requiredInputs: ['method', 'returnUrl'],
  outcomes: ['started', 'notAllowed', 'error'],
  results: {
    started: { transactionId: 'The verification payment, for its status page.', paymentUrl: "The payment provider's page to send the visitor to." },
    notAllowed: { reason: "The service's reason: NOT_AN_ACTIVE_USER." },
  },
  async call(input) {
    const paymentMethod = TRANSACTION_METHODS[String(input.method ?? '')];
    if (!paymentMethod) return { outcome: 'error', data: { code: 'UNKNOWN_TRANSACTION_METHOD' } };
    const { changePaymentDetails: answer } = await graphql('payment', ChangePaymentDetails, {
      paymentMethod,
      idempotencyKey: purchaseIntentKey({ planCode: 'payment-details', method: paymentMethod }),
      returnUrl: String(input.returnUrl ?? ''),
    });
    if (answer.__typename === 'PaymentRejected')
      return answer.reason === 'NOT_AN_ACTIVE_USER' ? { outcome: 'notAllowed', data: { reason: answer.reason } } : { outcome: 'error', data: { code: answer.reason } };
    return { outcome: 'started', data: { transactionId: answer.transactionId, paymentUrl: answer.paymentUrl } };
  },
});

/**
 * Starting the purchase of a plan (the payment service's startPurchase): the visitor is then sent
 * to the payment provider's page the service answers, and comes back to returnUrl.
 */
import { defineOperation } from 'journey-engine';
import { StartPurchase, TRANSACTION_METHODS } from '../documents/payment.ts';
import { purchaseIntentKey } from '../purchase-intent.ts';
import { keepTransactionId } from '../transaction-id.ts';
import { graphql } from '../graphql.ts';

/** Spec 000 section 4's purchase rejection reasons, as the flows name them. */
const REJECTIONS: Record<string, string> = {
  THERE_IS_A_RECENT_PLAN_PURCHASE: 'recentPurchase',
  // The sandbox's own: another purchase of the account waits for its bank (its 5 minutes); the site's guard takes the visitor to it.
  PURCHASE_IN_PROGRESS: 'purchaseInProgress',
  PLAN_NOT_FOUND: 'planNotFound',
  THERE_IS_ANOTHER_ACTIVE_SUBSCRIPTION: 'activeSubscription',
  BLACK_FRIDAY_NOT_AVAILABLE: 'blackFridayOver',
  LENTE_DEAL_NOT_AVAILABLE: 'lenteDealOver',
  // The sandbox's own: a partner offer's plan bought outside the offer's dates.
  OFFER_NOT_AVAILABLE: 'offerOver',
  NOT_AN_ACTIVE_USER: 'notActive',
  BLOCKED_USER: 'blocked',
  // The sandbox's own: a plan that is only a trial, for someone who had a subscription (the trial is one time only).
  TRIAL_ALREADY_USED: 'trialUsed',
  // The sandbox's own: a promotion that is not for this visitor (new customers only, or former subscribers only).
  PROMOTION_NOT_ELIGIBLE: 'notEligible',
  // The sandbox's own: a promotion whose first month is paid in advance by iDEAL or credit card, chosen with another method.
  PAYMENT_METHOD_NOT_ALLOWED: 'methodNotAllowed',
  // The sandbox's own: an action code offered for a plan whose contract is not combined with one.
  NOT_COMBINABLE: 'notCombinable',
  // A purchase that redeems an action code: the code's own refusals (spec 000 section 8).
  VOUCHER_INVALID: 'voucherInvalid',
  VOUCHER_ALREADY_USED: 'voucherAlreadyUsed',
  VOUCHER_EXPIRED: 'voucherExpired',
  INVALID_SUBSCRIPTION_TYPE: 'voucherInvalidSubscriptionType',
  // The sandbox's own, for a renewal: no fixed-term contract runs, it is renewed already, or the plan is not sold as a renewal.
  NOTHING_TO_RENEW: 'nothingToRenew',
  ALREADY_RENEWED: 'alreadyRenewed',
  PLAN_NOT_RENEWABLE: 'notRenewable',
  // The sandbox's own: a promotion sold only with a personal code from its e-mail (sandbox/personal-codes.ts).
  PERSONAL_CODE_MISSING: 'personalCodeMissing',
  PERSONAL_CODE_INVALID: 'personalCodeInvalid',
  PERSONAL_CODE_EXPIRED: 'personalCodeExpired',
  PERSONAL_CODE_USED: 'personalCodeUsed',
};

export const startPurchase = defineOperation({
  name: 'payment.startPurchase',
  carriesOn: ['started'],
  inputs: {
    planCode: 'The plan to buy (its whole code).',
    method: 'ideal, paypal or creditcard.',
    returnUrl: 'The path of this site the provider sends the visitor back to.',
    voucherCode: 'An action code the purchase redeems, if any.',
    renewal: 'true: the subscription that follows a fixed-term contract, from the day it ends.',
    personalCode: "The personal code from a promotion's e-mail, for a plan whose contract needs one (plan.contract.personalCode).",
  },
  requiredInputs: ['planCode', 'method', 'returnUrl'],
  description:
    "Start buying a plan (input planCode, method: ideal, paypal or creditcard, returnUrl: a path of this site, voucherCode to redeem an action code, personalCode for a promotion sold with a personal code, and renewal true for the subscription that follows a fixed-term contract): started with transactionId and paymentUrl (the provider's page), or one outcome per rejection reason.",
  outcomes: ['started', ...Object.values(REJECTIONS), 'error'],
  results: {
    started: { transactionId: "The purchase's transaction, for its status page (also kept in local storage).", paymentUrl: "The payment provider's page to send the visitor to." },
    ...Object.fromEntries(Object.entries(REJECTIONS).map(([reason, outcome]) => [outcome, { reason: `The service's rejection reason: ${reason}.` }])),
  },
  async call(input) {
    const paymentMethod = TRANSACTION_METHODS[String(input.method ?? '')];
    const voucherCode = typeof input.voucherCode === 'string' && input.voucherCode !== '' ? input.voucherCode : undefined;
    const personalCode = typeof input.personalCode === 'string' && input.personalCode !== '' ? input.personalCode : undefined;
    if (!paymentMethod) return { outcome: 'error', data: { code: 'UNKNOWN_TRANSACTION_METHOD' } };
    const planCode = String(input.planCode ?? '');
    const renewal = input.renewal === true;
    // One key per intent, not per press: fast clicks, a reload or a second tab get one transaction.
    const { startPurchase: answer } = await graphql('payment', StartPurchase, {
      planCode,
      paymentMethod,
      idempotencyKey: purchaseIntentKey({ planCode, method: paymentMethod, voucherCode, renewal }),
      returnUrl: String(input.returnUrl ?? ''),
      voucherCode,
      renewal,
      personalCode,
    });
    if (answer.__typename === 'PaymentRejected') {
      const outcome = REJECTIONS[answer.reason];
      return outcome ? { outcome, data: { reason: answer.reason } } : { outcome: 'error', data: { code: answer.reason } };
    }
    keepTransactionId(answer.transactionId);
    return { outcome: 'started', data: { transactionId: answer.transactionId, paymentUrl: answer.paymentUrl } };
  },
});

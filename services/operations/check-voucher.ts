/** Checking an action code or voucher (GET /v2/voucher/check/{actionCode}); each answer is an outcome. */
import { defineOperation } from 'journey-engine';
import { outcomesOf, restOutcome } from '../rest-outcome.ts';

/** The service's messages, as the flows name them. */
const OUTCOMES: Record<string, string> = {
  VOUCHER_INVALID: 'invalid',
  VOUCHER_ALREADY_USED: 'alreadyUsed',
  VOUCHER_EXPIRED: 'expired',
  INVALID_SUBSCRIPTION_TYPE: 'invalidSubscriptionType',
  TOO_MANY_REQUESTS: 'tooManyRequests',
};

export const checkVoucher = defineOperation({
  name: 'voucher.check',
  carriesOn: ['accepted'],
  safe: true,
  inputs: { actionCode: 'The action code, letters and digits.' },
  requiredInputs: ['actionCode'],
  description: 'Check an action code (letters and digits only): accepted with its plan, or why not.',
  outcomes: outcomesOf('accepted', OUTCOMES),
  results: {
    accepted: {
      status: 'VOUCHER_ACCEPTED.',
      code: 'The action code, as the service keeps it.',
      planCode: 'The plan the code is for (its whole code).',
      tierId: "The tier of the code's plan.",
      months: 'How many months the discount lasts, or null.',
    },
    ...Object.fromEntries(Object.values(OUTCOMES).map((outcome) => [outcome, { code: "The service's message that named the outcome, such as VOUCHER_EXPIRED." }])),
  },
  call: (input) => restOutcome('subscription', `/v2/voucher/check/${encodeURIComponent(String(input.actionCode ?? ''))}`, {}, 'accepted', OUTCOMES),
});

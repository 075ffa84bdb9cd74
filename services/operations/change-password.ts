/** Setting a new password with the e-mail's link (OIDC POST /change-password). */
import { defineOperation } from 'journey-engine';
import { outcomesOf, restOutcome } from '../rest-outcome.ts';

const OUTCOMES: Record<string, string> = {
  TOKEN_EXPIRED: 'linkExpired',
  TOKEN_ALREADY_USED: 'linkExpired',
  TOKEN_NOT_FOUND: 'linkExpired',
  INVALID_PASSWORD: 'invalidPassword',
};

export const changePassword = defineOperation({
  name: 'password.change',
  carriesOn: ['changed'],
  inputs: { userId: "The reset link's user.", token: "The reset link's token.", password: 'The new password.' },
  requiredInputs: ['userId', 'token', 'password'],
  description: 'Set the new password for the account of a reset link (userId and token from its query); a used or expired link is linkExpired.',
  outcomes: outcomesOf('changed', OUTCOMES),
  results: Object.fromEntries(Object.values(OUTCOMES).map((outcome) => [outcome, { code: "The service's message that named the outcome, such as TOKEN_EXPIRED." }])),
  call: (input) => restOutcome('oidc', '/change-password', { method: 'POST', body: { userId: input.userId, token: input.token, password: input.password } }, 'changed', OUTCOMES),
});

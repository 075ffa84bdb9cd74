/** Checks a password-reset link when it is opened (OIDC POST /verify-token), so that a used or expired one says so before a new password is typed. */
import { defineOperation } from 'journey-engine';
import { outcomesOf, restOutcome } from '../rest-outcome.ts';

const OUTCOMES: Record<string, string> = { TOKEN_EXPIRED: 'linkExpired', TOKEN_ALREADY_USED: 'linkExpired', TOKEN_NOT_FOUND: 'linkExpired' };

export const verifyResetLink = defineOperation({
  name: 'password.verifyLink',
  carriesOn: ['valid'],
  inputs: { userId: "The reset link's user.", token: "The reset link's token." },
  description: 'Check a reset link (userId and token from its query) when it is opened: valid, or linkExpired for a used, expired or unknown one.',
  outcomes: outcomesOf('valid', OUTCOMES),
  results: Object.fromEntries(Object.values(OUTCOMES).map((outcome) => [outcome, { code: "The service's message that named the outcome, such as TOKEN_EXPIRED." }])),
  call: (input) => restOutcome('oidc', '/verify-token', { method: 'POST', body: { userId: input.userId ?? '', token: input.token ?? '' } }, 'valid', OUTCOMES),
});

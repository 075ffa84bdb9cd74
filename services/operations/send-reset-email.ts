/** Asking for the password-reset e-mail (OIDC POST /send-email); its link leads to returnUrl. */
import { defineOperation } from 'journey-engine';
import { outcomesOf, restOutcome } from '../rest-outcome.ts';

/** EmailNotFound is the service's word for an address without an account (spec 000 section 7). */
const OUTCOMES: Record<string, string> = { EmailNotFound: 'emailNotFound', INVALID_EMAIL: 'emailNotFound', TOO_MANY_REQUESTS: 'tooManyRequests' };

export const sendResetEmail = defineOperation({
  name: 'password.sendResetEmail',
  carriesOn: ['sent'],
  inputs: { email: "The account's e-mail address.", returnUrl: "The path of this site the e-mail's link leads to." },
  requiredInputs: ['email', 'returnUrl'],
  description: "Send the password-reset e-mail to an account's address; its link leads to returnUrl (a path of the site) with userId and token.",
  outcomes: outcomesOf('sent', OUTCOMES),
  results: Object.fromEntries(Object.values(OUTCOMES).map((outcome) => [outcome, { code: "The service's message that named the outcome, such as EmailNotFound." }])),
  call: (input) => restOutcome('oidc', '/send-email', { method: 'POST', body: { email: input.email, returnUrl: input.returnUrl } }, 'sent', OUTCOMES),
});

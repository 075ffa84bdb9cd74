/**
 * A login with e-mail and password (spec 000 section 4, "Login success"): the identity provider's
 * login, then its account info and the session cookie (services/identity-session.ts); the flow
 * makes the redirect. In link mode (given regToken) the login also links a social identity.
 * The provider's refusals are named outcomes, each routed by the flow to its page or message.
 */
import { defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider, type IdentityResponse } from '../identity-provider.ts';
import { forgetRegToken, rememberRegToken } from '../session-facts.ts';
import { establishSession } from '../identity-session.ts';

/** The provider's codes (spec 000 section 8) by the outcome the flow routes. */
const OUTCOME_BY_CODE: Record<number, string> = {
  206001: 'incomplete',
  206002: 'unverified',
  400006: 'cookiesBlocked',
  403002: 'unauthorized',
  // The spec leaves 400003 and 403005 unexplained; they are the provider's "unique identifier
  // exists" (the address belongs to an account that logs in another way) and "unauthorized user".
  403005: 'unauthorized',
  400003: 'identifierExists',
  403043: 'existingAccount',
  403100: 'passwordResetRequired',
  403120: 'tooManyWrongLogins',
  403041: 'accountDisabled',
  403048: 'tooManyAttempts',
};
const LOGGED_IN = 0;
const LINKED = 200009;
const INVALID_LOGIN = 403042;
const EXISTING_ACCOUNT = 403043;

const INCOMPLETE = 206001;

function refusal(response: IdentityResponse): string {
  // An incomplete account is finished with the registration the provider hands over; without one
  // there is nothing to finish here: the registration starts anew, with the address (as unauthorized).
  if (response.errorCode === INCOMPLETE && typeof response.regToken !== 'string') return 'unauthorized';
  // The provider answers one code for both; its details say which of the two was wrong.
  if (response.errorCode === INVALID_LOGIN) return /loginID does not exist/i.test(String(response.errorDetails ?? '')) ? 'wrongEmail' : 'wrongPassword';
  return OUTCOME_BY_CODE[response.errorCode] ?? 'error';
}

export const identityLogin = defineOperation({
  name: 'identity.login',
  carriesOn: ['loggedIn', 'linked'],
  inputs: { email: 'The e-mail address.', password: 'The password.', regToken: "A social identity's token to link to this account.", loginMode: '"link" with regToken.' },
  requiredInputs: ['email', 'password'],
  description: 'Log in with email and password, and set the session cookie; with regToken (and loginMode "link") the login links the social identity of that token.',
  outcomes: ['loggedIn', 'linked', 'wrongEmail', 'wrongPassword', ...new Set(Object.values(OUTCOME_BY_CODE)), 'error'],
  // Every refusal answers the provider's code and message; loggedIn and linked answer nothing.
  results: Object.fromEntries(
    ['wrongEmail', 'wrongPassword', ...new Set(Object.values(OUTCOME_BY_CODE))].map((outcome) => [
      outcome,
      { code: "The identity provider's errorCode (spec 000 section 8).", message: "The identity provider's errorMessage." },
    ]),
  ),
  changesSession: true,
  ...needsIdentityProvider,
  async call(input) {
    const sdk = await loadIdentityProvider();
    const response = await sdk.call('accounts', 'login', {
      loginID: input.email,
      password: input.password,
      ...(input.regToken ? { regToken: input.regToken, loginMode: input.loginMode } : {}),
    });
    if (response.errorCode === LOGGED_IN || response.errorCode === LINKED) {
      const session = await establishSession(sdk);
      if (!session.ok) return { outcome: 'error', data: { code: session.code, message: session.message } };
      // The social identity is linked: its pending token is spent.
      if (response.errorCode === LINKED) forgetRegToken();
      return { outcome: response.errorCode === LINKED ? 'linked' : 'loggedIn' };
    }
    // An account to finish or to verify is the registration's to handle, with the provider's token.
    if (typeof response.regToken === 'string') rememberRegToken(response.regToken);
    // "Existing account" asks to link a social identity; with none to link (an e-mail login that
    // brings no token) it says what 400003 says: the address logs in another way.
    const linkable = typeof response.regToken === 'string' || typeof input.regToken === 'string';
    const outcome = response.errorCode === EXISTING_ACCOUNT && !linkable ? 'identifierExists' : refusal(response);
    return { outcome, data: { code: response.errorCode, message: response.errorMessage } };
  },
});

/**
 * Registers the visitor with the identity provider at the end of the registration journey, or,
 * for an incomplete account (a regToken), finishes its registration.
 */
import { defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider } from '../identity-provider.ts';
import { forgetRegToken } from '../session-facts.ts';
import { establishSession } from '../identity-session.ts';

/** Registered, pending the verification of the e-mail address. */
const PENDING_VERIFICATION = 206002;
/** Registered and logged in (a finished account whose address the social provider vouched for). */
const LOGGED_IN = 0;
/** The provider's codes this operation routes by name; every other code is "error". */
const OUTCOME_BY_CODE: Record<number, string> = { [PENDING_VERIFICATION]: 'success', [LOGGED_IN]: 'loggedIn', 400003: 'emailAlreadyExists', 403048: 'tooManyAttempts' };

function present(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

export const identityRegister = defineOperation({
  name: 'identity.register',
  carriesOn: ['success', 'loggedIn'],
  inputs: {
    email: 'The e-mail address (not with regToken).',
    password: 'The password; may be left out in the registration experiment.',
    firstName: 'Profile: first name.',
    lastName: 'Profile: last name.',
    gender: 'Profile: gender.',
    birthdate: 'Profile: birth date, YYYY-MM-DD.',
    acceptTerms: 'Whether the terms are accepted.',
    regToken: "The identity provider's token of an incomplete account: finishes it instead of registering.",
    redirectUrl: 'What the signup carried: the page to go to after verification.',
    referral: 'What the signup carried: an invitation code.',
    blackFriday: 'What the signup carried: true for a Black Friday signup.',
    planId: 'What the signup carried: the chosen plan.',
    newsletter: 'true: the visitor asked for the newsletter on the privacy step; subscribed once the address is proven.',
  },
  description:
    'Register the account (or finish an incomplete one, given regToken) with e-mail, password, profile and the acceptance of the terms; redirectUrl, referral, blackFriday and planId, what the signup carried, are kept with the account.',
  outcomes: ['success', 'loggedIn', 'emailAlreadyExists', 'tooManyAttempts', 'error'],
  // The identity provider's answer as it is (register, or finalizeRegistration given regToken).
  results: {
    success: {
      errorCode: '206002: registered, pending the verification of the e-mail address.',
      errorMessage: "The identity provider's message.",
      UID: "The account's id.",
      regToken: 'The token of the account pending verification (a finished incomplete account only).',
    },
    loggedIn: {
      errorCode: '0: registered and logged in.',
      UID: "The account's id.",
      UIDSignature: "The identity provider's signature of UID.",
      signatureTimestamp: 'When UID was signed (seconds since 1970).',
      profile: "The account's profile (email, firstName, lastName, gender, birthdate).",
      data: 'What the signup carried, kept with the account (redirectUrl, referral, blackFriday, planId, ...).',
      isVerified: 'Whether the e-mail address is verified.',
    },
    emailAlreadyExists: { errorCode: '400003: an account has the address.', errorMessage: "The identity provider's message." },
    tooManyAttempts: { errorCode: '403048: asked too often.', errorMessage: "The identity provider's message." },
  },
  changesSession: true,
  ...needsIdentityProvider,
  async call(input) {
    const sdk = await loadIdentityProvider();
    const { email, password, acceptTerms, regToken, redirectUrl, referral, blackFriday, planId, newsletter, ...profile } = input;
    // What the signup carried stays with the account, for the page after the verification link.
    const data = {
      terms: acceptTerms,
      ...present({ redirectUrl, referral, planId }),
      ...(blackFriday === true ? { blackFriday } : {}),
      ...(newsletter === true ? { newsletter } : {}),
    };
    const response = regToken
      ? await sdk.call('accounts', 'finalizeRegistration', { regToken, profile, data })
      : await sdk.call('accounts', 'register', { email, password, profile, data, finalizeRegistration: true });
    const outcome = OUTCOME_BY_CODE[response.errorCode] ?? 'error';
    if (outcome === 'success' || outcome === 'loggedIn') forgetRegToken();
    if (outcome === 'loggedIn') {
      // Finished and logged in at the provider: the site's session follows (login steps 2 and 3).
      const session = await establishSession(sdk);
      if (!session.ok) return { outcome: 'error', data: { code: session.code, message: session.message } };
    }
    return outcome === 'error' ? { outcome, data: { code: response.errorCode, message: response.errorMessage } } : { outcome, data: response };
  },
});

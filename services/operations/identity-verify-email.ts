/**
 * The verification link's page asks the identity provider to verify the address (spec 001 section
 * 4.5). The answer names what the signup carried (the provider's account data), for the
 * e-mail-verified page: its redirect URL, referral, Black Friday mark and chosen plan.
 */
import { defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider, type IdentityResponse } from '../identity-provider.ts';
import { establishSession } from '../identity-session.ts';

const VERIFIED = 0;
/** The address was verified before (a social login vouched for it): not an error. */
const EMAIL_ALREADY_VERIFIED = 200009;
const LINK_USED = 410001;
const LINK_EXPIRED = 410002;

interface Signup {
  redirectUrl?: unknown;
  referral?: unknown;
  blackFriday?: unknown;
  planId?: unknown;
}

function signup(answer: IdentityResponse): Signup {
  const data = (answer.data ?? {}) as Record<string, unknown>;
  return { redirectUrl: data.redirectUrl, referral: data.referral, blackFriday: data.blackFriday === true, planId: data.planId };
}

export const identityVerifyEmail = defineOperation({
  name: 'identity.verifyEmail',
  carriesOn: ['verified'],
  inputs: { token: "The verification link's token." },
  requiredInputs: ['token'],
  description:
    "Verify the e-mail address with the token of the verification link, which logs the visitor in (the provider's autoLogin on verification): the site's session is set, and the session is loaded again. An address verified before (200009) counts as verified, without a login; for an expired link the account of the provider's session is asked again, and one verified meanwhile counts as verified too.",
  outcomes: ['verified', 'alreadyVerified', 'expired', 'error'],
  results: {
    verified: {
      redirectUrl: 'What the signup carried: the page to go to after verification, if any.',
      referral: 'What the signup carried: an invitation code, if any.',
      blackFriday: 'What the signup carried: true for a Black Friday signup, else false.',
      planId: 'What the signup carried: the chosen plan, if any.',
    },
    alreadyVerified: { code: "The identity provider's errorCode: 410001, the link was used." },
    expired: { code: "The identity provider's errorCode: 410002, the link expired or is unknown." },
  },
  changesSession: true,
  ...needsIdentityProvider,
  async call(input) {
    const sdk = await loadIdentityProvider();
    const answer = await sdk.call('accounts', 'verifyEmail', { token: input.token });
    if (answer.errorCode === VERIFIED) {
      // The provider logged the visitor in: the site's session follows, as after a login. Without it
      // the address is verified all the same, and a tier asks for the login.
      await establishSession(sdk);
      return { outcome: 'verified', data: signup(answer) };
    }
    if (answer.errorCode === EMAIL_ALREADY_VERIFIED) return { outcome: 'verified', data: signup(answer) };
    if (answer.errorCode === LINK_USED) return { outcome: 'alreadyVerified', data: { code: answer.errorCode } };
    if (answer.errorCode === LINK_EXPIRED) {
      // The visitor may have verified meanwhile, on this device or another: the provider knows.
      const account = await sdk.call('accounts', 'getAccountInfo', {});
      if (account.errorCode === 0 && account.isVerified === true) return { outcome: 'verified', data: signup(account) };
      return { outcome: 'expired', data: { code: answer.errorCode } };
    }
    return { outcome: 'error', data: { code: answer.errorCode, message: answer.errorMessage } };
  },
});

/** Registers the visitor with the identity provider at the end of the registration journey. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { loadIdentityProvider } from '../identity-provider.ts';

/** Registered: at once (0), or pending the verification of the e-mail address (206002). */
const REGISTERED = new Set([0, 206002]);
/** The provider's codes this operation routes by name; every other code is "error". */
const OUTCOME_BY_CODE: Record<number, string> = { 400003: 'emailAlreadyExists' };

export const identityRegister = defineOperation({
  name: 'identity.register',
  description: 'Register the account with e-mail, password, profile and the acceptance of the terms; the provider sends the verification e-mail.',
  outcomes: ['success', 'emailAlreadyExists', 'error'],
  async call(input) {
    const sdk = await loadIdentityProvider();
    const { email, password, acceptTerms, ...profile } = input;
    const response = await sdk.call('accounts', 'register', { email, password, profile, data: { terms: acceptTerms }, finalizeRegistration: true });
    if (REGISTERED.has(response.errorCode)) return { outcome: 'success', data: response };
    return { outcome: OUTCOME_BY_CODE[response.errorCode] ?? 'error', data: { code: response.errorCode, message: response.errorMessage } };
  },
});

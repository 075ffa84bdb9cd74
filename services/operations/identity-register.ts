/** Registers the visitor with the identity provider at the end of the registration journey. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { loadIdentityProvider } from '../identity-provider.ts';

/** The provider's codes this operation routes by name; every other non-zero code is "error". */
const OUTCOME_BY_CODE: Record<number, string> = { 400009: 'emailAlreadyExists' };

export const identityRegister = defineOperation({
  name: 'identity.register',
  description: 'Register (or, for an incomplete account, finalise) the account with e-mail, password and profile.',
  outcomes: ['success', 'emailAlreadyExists', 'error'],
  async call(input) {
    const sdk = await loadIdentityProvider();
    const { email, password, ...profile } = input;
    const response = await sdk.call('accounts', 'register', { email, password, profile, finalizeRegistration: true });
    if (response.errorCode === 0) return { outcome: 'success', data: response };
    return { outcome: OUTCOME_BY_CODE[response.errorCode] ?? 'error', data: { code: response.errorCode, message: response.errorMessage } };
  },
});

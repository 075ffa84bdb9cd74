/**
 * Whether an address is free for a new account (the identity provider's accounts.isAvailableLoginID),
 * asked at the registration's e-mail step so that a taken address is said at once, not after every
 * step (spec 000 section 8: EMAIL_ALREADY_EXISTS, EMAIL_CHECK_UNKNOWN_ERROR).
 */
import { defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider } from '../identity-provider.ts';

const OK = 0;
const RATE_LIMITED = 403048;

export const identityCheckEmail = defineOperation({
  name: 'identity.checkEmail',
  carriesOn: ['available'],
  safe: true,
  inputs: { email: 'The address to register.' },
  requiredInputs: ['email'],
  description: 'Whether the address (input email) is free for a new account: available, taken, tooManyAttempts (a client that asked too often for taken addresses); error.',
  outcomes: ['available', 'taken', 'tooManyAttempts', 'error'],
  results: {},
  ...needsIdentityProvider,
  async call(input) {
    const sdk = await loadIdentityProvider();
    const answer = await sdk.call('accounts', 'isAvailableLoginID', { loginID: input.email });
    if (answer.errorCode === OK) return { outcome: answer.isAvailable === true ? 'available' : 'taken' };
    if (answer.errorCode === RATE_LIMITED) return { outcome: 'tooManyAttempts' };
    return { outcome: 'error', data: { code: answer.errorCode, message: answer.errorMessage } };
  },
});

/** Sends the verification link again (the identity provider's accounts.resendVerificationCode), from the page that says to open it. */
import { defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider } from '../identity-provider.ts';

const OK = 0;
const RATE_LIMITED = 403048;

export const identityResendVerification = defineOperation({
  name: 'identity.resendVerification',
  carriesOn: ['sent'],
  inputs: { email: 'The address the account was registered with.' },
  requiredInputs: ['email'],
  description:
    'Send the verification link again to the address (input email): sent, the same answer whether or not the address awaits a link, so nobody learns which do; tooManyAttempts when it was asked too often; error.',
  outcomes: ['sent', 'tooManyAttempts', 'error'],
  results: {},
  ...needsIdentityProvider,
  async call(input) {
    const sdk = await loadIdentityProvider();
    const answer = await sdk.call('accounts', 'resendVerificationCode', { email: input.email });
    if (answer.errorCode === OK) return { outcome: 'sent' };
    if (answer.errorCode === RATE_LIMITED) return { outcome: 'tooManyAttempts' };
    return { outcome: 'error', data: { code: answer.errorCode, message: answer.errorMessage } };
  },
});

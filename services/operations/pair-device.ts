/** Linking a TV to the logged-in account with the code the TV shows (/koppelen). */
import { defineOperation } from 'journey-engine';
import { outcomesOf, restOutcome } from '../rest-outcome.ts';

const OUTCOMES: Record<string, string> = { CODE_NOT_FOUND: 'notFound', CODE_EXPIRED: 'expired', CODE_ALREADY_USED: 'alreadyUsed', TOO_MANY_REQUESTS: 'tooManyAttempts' };

export const pairDevice = defineOperation({
  name: 'account.pairDevice',
  carriesOn: ['paired'],
  inputs: { code: 'The code the TV shows, as typed (any case, with or without its dash).' },
  requiredInputs: ['code'],
  description:
    'Link the TV that shows the code (input code) to the logged-in account: paired with deviceName; notFound, expired (after 15 minutes), alreadyUsed (by another account), tooManyAttempts; error.',
  outcomes: outcomesOf('paired', OUTCOMES),
  results: {
    paired: { deviceName: 'The name of the TV now linked.' },
    ...Object.fromEntries(Object.values(OUTCOMES).map((outcome) => [outcome, { code: "The service's message that named the outcome, such as CODE_EXPIRED." }])),
  },
  call: (input) => restOutcome('account', '/api/v3/devices/pair', { method: 'POST', body: { code: input.code } }, 'paired', OUTCOMES),
});

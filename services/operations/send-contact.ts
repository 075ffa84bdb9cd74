/** The contact form (POST /account/api/v3/contact, spec 000 sections 5 and 7): the message to customer service. */
import { defineOperation } from 'journey-engine';
import { outcomesOf, restOutcome } from '../rest-outcome.ts';

/** The service's refusals, as the flows name them. */
const OUTCOMES: Record<string, string> = { TOO_MANY_REQUESTS: 'tooManyRequests', VALIDATION_ERROR: 'invalid' };

const FIELDS = ['name', 'email', 'phone', 'subject', 'reason', 'device', 'description'] as const;

export const sendContact = defineOperation({
  name: 'account.contact',
  carriesOn: ['sent'],
  inputs: {
    name: "The sender's name.",
    email: 'The address the answer goes to.',
    phone: 'A Dutch phone number, optional.',
    subject: 'What the message is about.',
    reason: 'What kind of message it is.',
    device: 'The device the sender watches on.',
    description: 'The message, at least 10 characters.',
  },
  requiredInputs: ['name', 'email', 'subject', 'reason', 'device', 'description'],
  description:
    'Send a message to customer service (name, email, phone: optional, subject, reason, device, description): sent; invalid when the service refuses a field (the form checks the same rules first); tooManyRequests; error. The sender gets a confirmation e-mail.',
  outcomes: outcomesOf('sent', OUTCOMES),
  results: {
    sent: { id: 'The number customer service keeps the message under.' },
    ...Object.fromEntries(Object.values(OUTCOMES).map((outcome) => [outcome, { code: "The service's message that named the outcome, such as VALIDATION_ERROR." }])),
  },
  call: (input) =>
    restOutcome(
      'account',
      '/api/v3/contact',
      { method: 'POST', body: Object.fromEntries(FIELDS.filter((name) => input[name] !== undefined && input[name] !== '').map((name) => [name, input[name]])) },
      'sent',
      OUTCOMES,
    ),
});

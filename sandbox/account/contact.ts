/**
 * The account service's contact form, POST /api/v3/contact (spec 000 sections 5, 7 and 9): the
 * message is checked with the journeys' own field validator, stored, and confirmed to the sender.
 */
import type { Hono } from 'hono';
import { compileAnswersValidator, ruleViolations, givenAnswers } from 'journey-engine';
import type { Field } from 'journey-engine';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject } from '../http.ts';
import { sendEmail } from '../mail.ts';
import { product } from '../product.ts';
import { sessionUid } from './session.ts';

/** "The contact form is answered within 5 working days" (spec 000 section 9). */
export const CONTACT_ANSWER_WORKING_DAYS = 5;

/*
 * The spec says a subject, a reason and a device must be chosen, not from what. These lists cover
 * the site's own areas, what a customer service sorts on, and the apps the service runs on; each
 * value's Dutch label is what the confirmation e-mail repeats.
 */
export const CONTACT_SUBJECTS = {
  subscription: 'je abonnement',
  payment: 'betalen en facturen',
  account: 'je account en inloggen',
  watching: 'kijken en afspelen',
  content: 'films en series',
  other: 'iets anders',
} as const;

export const CONTACT_REASONS = {
  question: 'een vraag',
  problem: 'een probleem',
  complaint: 'een klacht',
  suggestion: 'een suggestie',
  compliment: 'een compliment',
} as const;

export const CONTACT_DEVICES = {
  browser: 'webbrowser',
  ios: 'iPhone of iPad',
  android: 'Android-telefoon of -tablet',
  'smart-tv': 'smart-tv',
  chromecast: 'Chromecast',
  'apple-tv': 'Apple TV',
  'game-console': 'spelcomputer',
  other: 'een ander apparaat',
} as const;

/**
 * A Dutch number, optional (the form asks for it to call back; e-mail is the answer's channel):
 * 0, +31 or 0031, then nine digits not starting with 0 (06 12345678, 020 123 4567, +31 6 12345678),
 * with single spaces or hyphens between digits allowed.
 */
const DUTCH_PHONE = '^(?:0|\\+31|0031)[ -]?[1-9](?:[ -]?[0-9]){8}$';

/**
 * The form's fields written as a flow's form fields, so that they compile with the journeys'
 * validator: the same e-mail format and rule names as registration, and ready for a contact flow.
 */
const choice = (name: string, values: object): Field => ({
  name,
  input: 'radio',
  label: `contact.${name}.label`,
  required: true,
  schema: { type: 'string', enum: Object.keys(values) },
});
const FIELDS: Field[] = [
  { name: 'name', input: 'text', label: 'contact.name.label', required: true, schema: { type: 'string', maxLength: 100 } },
  { name: 'email', input: 'email', label: 'contact.email.label', required: true, schema: { type: 'string', format: 'email', maxLength: 254 } },
  { name: 'phone', input: 'text', label: 'contact.phone.label', schema: { type: 'string', pattern: DUTCH_PHONE } },
  { name: 'description', input: 'text', label: 'contact.description.label', required: true, schema: { type: 'string', minLength: 10, maxLength: 5000 } },
  choice('subject', CONTACT_SUBJECTS),
  choice('reason', CONTACT_REASONS),
  choice('device', CONTACT_DEVICES),
];
const validate = compileAnswersValidator(FIELDS);

interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  description: string;
  subject: keyof typeof CONTACT_SUBJECTS;
  reason: keyof typeof CONTACT_REASONS;
  device: keyof typeof CONTACT_DEVICES;
}

/** Registers POST /api/v3/contact on the account service's app. */
export function addContactRoute(app: Hono, context: SandboxContext): void {
  app.post('/api/v3/contact', faultable(context.faults, 'POST /account/api/v3/contact'), async (c) => {
    const answers = formAnswers(await readJsonObject(c));
    const violations = ruleViolations(validate, answers);
    if (violations.length > 0) return c.json({ message: 'VALIDATION_ERROR', validationErrors: violations }, 400);
    const message = answers as unknown as ContactMessage;
    // The confirmation goes to whatever address is typed: limited per address, so the form cannot flood one inbox.
    if (!context.limiter.allow(`contact:${message.email}`, context.clock.now())) return c.json({ message: 'TOO_MANY_REQUESTS' }, 429);
    const uid = (await sessionUid(context, c)) ?? null;
    const { rows } = await context.db.query<{ id: number }>(
      `insert into contact_messages (uid, name, email, phone, subject, reason, device, description, received_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [uid, message.name, message.email, message.phone ?? null, message.subject, message.reason, message.device, message.description, context.clock.now()],
    );
    await sendEmail(context.db, context.clock, {
      recipient: message.email,
      kind: 'contact-confirmation',
      subject: 'We hebben je bericht ontvangen',
      body:
        `Hoi ${message.name}, bedankt voor je bericht aan ${product.displayName}. We beantwoorden het binnen ${CONTACT_ANSWER_WORKING_DAYS} werkdagen. ` +
        `Je schreef ons over ${CONTACT_SUBJECTS[message.subject]}, met ${CONTACT_REASONS[message.reason]}, op ${CONTACT_DEVICES[message.device]}: "${message.description}"`,
      links: [],
    });
    return c.json({ id: rows[0]?.id }, 201);
  });
}

/**
 * The form's fields only, as the browser's form gives them (trimmed; an empty field is not given,
 * so an empty phone is no phone and a name of spaces a missing one). The e-mail address is kept in
 * lower case, as accounts and the mailbox keep addresses.
 */
function formAnswers(body: Record<string, unknown>): Record<string, unknown> {
  const answers = givenAnswers(Object.fromEntries(FIELDS.map(({ name }) => [name, body[name]])), FIELDS);
  if (typeof answers.email === 'string') answers.email = answers.email.toLowerCase();
  return answers;
}

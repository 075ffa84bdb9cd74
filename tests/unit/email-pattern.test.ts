/** Which addresses the engine's e-mail format takes (EMAIL_PATTERN), as a table: those people have, and those no mailbox has. */
import { expect, it } from 'vitest';
import { EMAIL_PATTERN } from 'journey-engine';

const taken = ['anna@example.nl', 'anna.de-vries+tv@voorbeeld.co.uk', "o'brien@example.ie", 'Piet_Jan@Mail.Example.COM', '1234@sub-domein.example.nl'];
const refused = [
  '<b>x</b>@a.nl',
  '😀@example.nl',
  'anna@exampl😀e.nl',
  'anna.example.nl',
  'anna@example',
  'anna @example.nl',
  'anna@-example.nl',
  'anna@example.n',
  'anna@example.123',
  'anna@@example.nl',
];

it.each(taken)('takes %s', (address) => expect(EMAIL_PATTERN.test(address)).toBe(true));
it.each(refused)('refuses %s', (address) => expect(EMAIL_PATTERN.test(address)).toBe(false));

/** The contact form over HTTP (POST /account/api/v3/contact): its rules, the stored message, the confirmation, CSRF and faults. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';
import { mailbox } from './mailbox.ts';

const sandbox = sandboxForThisFile();

const CONTACT = '/account/api/v3/contact';

const validMessage = (email: string) => ({
  name: 'Lotte Visser',
  email,
  phone: '06 12345678',
  subject: 'payment',
  reason: 'question',
  device: 'smart-tv',
  description: 'Ik zie mijn laatste factuur niet in mijn overzicht.',
});

interface StoredMessage {
  uid: string | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  reason: string;
  device: string;
  description: string;
}

async function stored(id: number): Promise<StoredMessage | undefined> {
  return (await sandbox.sandbox.context.db.query<StoredMessage>('select uid, name, email, phone, subject, reason, device, description from contact_messages where id = $1', [id]))
    .rows[0];
}

describe('POST /account/api/v3/contact', () => {
  it('stores the message (201) and confirms it in Dutch: answered within 5 working days', async () => {
    const response = await sandbox.post(CONTACT, validMessage('Lotte@Example.nl'));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await stored(id)).toEqual({ uid: null, ...validMessage('lotte@example.nl') });
    const [message] = await mailbox(sandbox, 'lotte@example.nl');
    expect(message).toMatchObject({ kind: 'contact-confirmation', recipient: 'lotte@example.nl', subject: 'We hebben je bericht ontvangen', links: [] });
    expect(message?.body).toContain('Hoi Lotte Visser');
    expect(message?.body).toContain('binnen 5 werkdagen');
    expect(message?.body).toContain('betalen en facturen');
    expect(message?.body).toContain('Ik zie mijn laatste factuur niet');
  });

  it('keeps the account of a logged-in sender', async () => {
    const { cookie, login } = await sandbox.logIn('geverifieerd@example.nl');
    const response = await sandbox.post(CONTACT, validMessage('geverifieerd@example.nl'), { Cookie: cookie });
    expect((await stored((await response.json()).id))?.uid).toBe(login.UID);
  });

  it.each([
    ['no phone', undefined],
    ['an empty phone', ''],
    ['a mobile number', '0612345678'],
    ['a mobile number with a hyphen', '06-12345678'],
    ['a landline number with spaces', '020 123 4567'],
    ['+31', '+31 6 12345678'],
    ['0031', '0031612345678'],
  ])('accepts %s', async (_name, phone) => {
    const response = await sandbox.post(CONTACT, { ...validMessage('telefoon@example.nl'), phone });
    expect(response.status).toBe(201);
    expect((await stored((await response.json()).id))?.phone).toBe(phone ? phone : null);
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'required'],
    ['a blank name', { name: '   ' }, 'name', 'required'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name', 'maxLength'],
    ['no e-mail address', { email: undefined }, 'email', 'required'],
    ['an e-mail address without a domain', { email: 'anna@' }, 'email', 'format'],
    ['a phone number of five digits', { phone: '12345' }, 'phone', 'pattern'],
    ['a phone number with +31 and a 0', { phone: '+310612345678' }, 'phone', 'pattern'],
    ['a foreign phone number', { phone: '+32 470 12 34 56' }, 'phone', 'pattern'],
    ['a description of 9 characters', { description: 'Te kort!!' }, 'description', 'minLength'],
    ['a description padded to 10 with spaces', { description: '   kort   ' }, 'description', 'minLength'],
    ['no subject', { subject: undefined }, 'subject', 'required'],
    ['a subject not in the list', { subject: 'weer' }, 'subject', 'enum'],
    ['no reason', { reason: undefined }, 'reason', 'required'],
    ['a reason not in the list', { reason: 'boos' }, 'reason', 'enum'],
    ['no device', { device: undefined }, 'device', 'required'],
    ['a device not in the list', { device: 'fax' }, 'device', 'enum'],
    ['a name that is not text', { name: 42 }, 'name', 'type'],
  ])('refuses %s (400) with the rule, storing and sending nothing', async (_name, change, fieldName, rule) => {
    const email = `regel-${fieldName}-${rule}@example.nl`;
    const response = await sandbox.post(CONTACT, { ...validMessage(email), ...change });
    expect([response.status, await response.json()]).toEqual([400, { message: 'VALIDATION_ERROR', validationErrors: [{ fieldName, rule }] }]);
    expect(await mailbox(sandbox, email)).toEqual([]);
  });

  it('reports every broken rule at once, and refuses a body that is not an object', async () => {
    const response = await sandbox.post(CONTACT, { name: '', email: 'x', description: 'kort', subject: 'weer' });
    const { validationErrors } = await response.json();
    expect(validationErrors).toEqual(
      expect.arrayContaining([
        { fieldName: 'name', rule: 'required' },
        { fieldName: 'email', rule: 'format' },
        { fieldName: 'description', rule: 'minLength' },
        { fieldName: 'subject', rule: 'enum' },
        { fieldName: 'reason', rule: 'required' },
        { fieldName: 'device', rule: 'required' },
      ]),
    );
    expect((await sandbox.post(CONTACT, ['niet', 'een', 'object'])).status).toBe(400);
  });

  it('rate-limits more than ten messages a minute to one address (TOO_MANY_REQUESTS)', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await sandbox.post(CONTACT, validMessage('druk@example.nl'))).status).toBe(201);
    const response = await sandbox.post(CONTACT, validMessage('druk@example.nl'));
    expect([response.status, await response.json()]).toEqual([429, { message: 'TOO_MANY_REQUESTS' }]);
    expect((await mailbox(sandbox, 'druk@example.nl')).length).toBe(10);
  });

  it('refuses a cross-site call and a form post (CSRF)', async () => {
    expect((await sandbox.post(CONTACT, validMessage('csrf@example.nl'), { Origin: 'https://evil.example' })).status).toBe(403);
    const form = await fetch(sandbox.url + CONTACT, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=x' });
    expect(form.status).toBe(415);
    expect(await mailbox(sandbox, 'csrf@example.nl')).toEqual([]);
  });

  it('switches POST /account/api/v3/contact to 429 for two calls, then it works again', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'POST /account/api/v3/contact', fault: 'http-429', times: 2 });
    expect((await sandbox.post(CONTACT, validMessage('storing@example.nl'))).status).toBe(429);
    expect((await sandbox.post(CONTACT, validMessage('storing@example.nl'))).status).toBe(429);
    expect((await sandbox.post(CONTACT, validMessage('storing@example.nl'))).status).toBe(201);
    expect((await mailbox(sandbox, 'storing@example.nl')).length).toBe(1);
  });
});

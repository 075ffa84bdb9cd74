/** The identity provider over HTTP: registration, verification links on the clock, logins and their codes. */
import { describe, expect, it } from 'vitest';
import { cookieOf, sandboxForThisFile, validRegistration } from './support.ts';

const sandbox = sandboxForThisFile();

async function mailboxLink(email: string): Promise<string> {
  const [message] = await (await fetch(`${sandbox.url}/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json();
  return message.links[0].url;
}

/** What the site's verification page asks the provider, given the link's token. */
async function verify(link: string, cookie?: string): Promise<Record<string, unknown>> {
  return sandbox.idp('accounts.verifyEmail', { token: new URL(link).searchParams.get('token') }, cookie);
}

describe('accounts.register', () => {
  it('registers, pending verification, and sends the verification e-mail', async () => {
    expect(await sandbox.idp('accounts.register', validRegistration('Nieuw@Example.nl'))).toMatchObject({ errorCode: 206002, UID: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const [message] = await (await fetch(`${sandbox.url}/sandbox/mailbox?to=nieuw@example.nl`)).json();
    expect(message).toMatchObject({ kind: 'verify-email', recipient: 'nieuw@example.nl', links: [{ url: expect.stringContaining('/aanmelden/email-bevestigen?token=') }] });
  });

  it('refuses an address that is registered already, whatever its case', async () => {
    expect(await sandbox.idp('accounts.register', validRegistration('NIEUW@example.nl'))).toEqual({ errorCode: 400003, errorMessage: 'Unique identifier exists' });
  });

  it.each([
    ['an e-mail address without a domain', { email: 'anna@' }, 'email', 'format'],
    ['a password of seven characters', { password: 'Geheim1' }, 'password', 'minLength'],
    ['a password without a capital', { password: 'geheim123' }, 'password', 'pattern'],
    ['a last name of 51 characters', { profile: { ...validRegistration('').profile, lastName: 'x'.repeat(51) } }, 'lastName', 'maxLength'],
    ['no first name', { profile: { ...validRegistration('').profile, firstName: undefined } }, 'firstName', 'required'],
    ['a first name of spaces only', { profile: { ...validRegistration('').profile, firstName: '   ' } }, 'firstName', 'required'],
    ['a birthdate of a 15-year-old', { profile: { ...validRegistration('').profile, birthdate: `${new Date().getFullYear() - 15}-01-01` } }, 'birthdate', 'minimumAge'],
    ['30 February', { profile: { ...validRegistration('').profile, birthdate: '1990-02-30' } }, 'birthdate', 'format'],
    ['terms not accepted', { data: { terms: false } }, 'acceptTerms', 'const'],
  ])("refuses %s, by the registration flow's own rule", async (_name, change, fieldName, rule) => {
    const answer = await sandbox.idp('accounts.register', { ...validRegistration(`regel-${fieldName}-${rule}@example.nl`), ...change });
    expect(answer).toMatchObject({ errorCode: 400009, validationErrors: [{ fieldName, rule }] });
  });

  it('keeps names trimmed, and greets by the trimmed name', async () => {
    const registration = validRegistration('spaties@example.nl');
    await sandbox.idp('accounts.register', { ...registration, profile: { ...registration.profile, firstName: '  Anna ' } });
    const [message] = await (await fetch(`${sandbox.url}/sandbox/mailbox?to=spaties@example.nl`)).json();
    expect(message.body).toMatch(/^Hoi Anna, /);
  });

  it('refuses a call without the SDK marker (CSRF)', async () => {
    const response = await sandbox.post('/idp/api/accounts.register', validRegistration('csrf@example.nl'));
    expect(response.status).toBe(403);
  });
});

describe('the verification link', () => {
  it('works once within 48 hours on the sandbox clock, and answers what the signup carried', async () => {
    const carried = { redirectUrl: '/mijn-abonnement', referral: 'VRIEND12', blackFriday: true, planId: 'videoland-plus-2-weken' };
    await sandbox.idp('accounts.register', { ...validRegistration('link@example.nl'), data: { terms: true, ...carried, unknown: 'dropped' } });
    const link = await mailboxLink('link@example.nl');
    await sandbox.post('/sandbox/clock', { advanceHours: 47.9 });
    expect(await verify(link)).toEqual({ errorCode: 0, UID: expect.any(String), data: carried });
    // Already verified through this link (spec 001 section 4.5).
    expect(await verify(link)).toEqual({ errorCode: 410001, errorMessage: 'Account already verified' });
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
  });

  it('has expired after 48 hours, and an unknown token counts as expired', async () => {
    await sandbox.idp('accounts.register', validRegistration('oud@example.nl'));
    const link = await mailboxLink('oud@example.nl');
    await sandbox.post('/sandbox/clock', { advanceHours: 48 });
    expect(await verify(link)).toEqual({ errorCode: 410002, errorMessage: 'Verification link expired' });
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    expect(await sandbox.idp('accounts.verifyEmail', { token: 'verzonnen' })).toMatchObject({ errorCode: 410002 });
  });

  it('answers 200009, no error, for an account verified another way meanwhile', async () => {
    await sandbox.idp('accounts.register', validRegistration('tweemaal@example.nl'));
    const link = await mailboxLink('tweemaal@example.nl');
    await sandbox.sandbox.context.db.query("update users set status = 'verified' where email = 'tweemaal@example.nl'");
    expect(await verify(link)).toMatchObject({ errorCode: 200009, UID: expect.any(String), data: {} });
  });

  it('logs the visitor in when it verifies (autoLogin on verification), and not when it finds the address verified already', async () => {
    await sandbox.idp('accounts.register', { ...validRegistration('autologin@example.nl'), data: { terms: true } });
    const link = await mailboxLink('autologin@example.nl');
    const token = new URL(link).searchParams.get('token');
    const response = await sandbox.post('/idp/api/accounts.verifyEmail', { token }, { 'X-Requested-With': 'identity-sdk' });
    const session = cookieOf(response, 'idp_session');
    expect(await sandbox.idp('accounts.getAccountInfo', {}, session)).toMatchObject({ errorCode: 0, profile: { email: 'autologin@example.nl' } });
    const again = await sandbox.post('/idp/api/accounts.verifyEmail', { token }, { 'X-Requested-With': 'identity-sdk' });
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});

describe('accounts.setAccountInfo', () => {
  it("changes the logged-in account's address to a free, valid one; the account service takes it with the next session", async () => {
    await sandbox.post('/sandbox/users', { email: 'verhuis@example.nl', password: 'Welkom123', firstName: 'Vera', lastName: 'Verhuis', status: 'verified' });
    const response = await sandbox.post('/idp/api/accounts.login', { loginID: 'verhuis@example.nl', password: 'Welkom123' }, { 'X-Requested-With': 'identity-sdk' });
    const session = cookieOf(response, 'idp_session');
    expect(await sandbox.idp('accounts.setAccountInfo', { profile: { email: 'geverifieerd@example.nl' } }, session)).toMatchObject({ errorCode: 400003 });
    expect(await sandbox.idp('accounts.setAccountInfo', { profile: { email: 'geen-adres' } }, session)).toMatchObject({ errorCode: 400009 });
    expect(await sandbox.idp('accounts.setAccountInfo', { profile: { email: 'Verhuisd@Example.nl' } })).toMatchObject({ errorCode: 403002 });
    expect(await sandbox.idp('accounts.setAccountInfo', { profile: { email: 'Verhuisd@Example.nl' } }, session)).toEqual({ errorCode: 0 });
    expect(await sandbox.idp('accounts.getAccountInfo', {}, session)).toMatchObject({ profile: { email: 'verhuisd@example.nl' } });
  });
});

describe('accounts.login', () => {
  it('logs a verified user in with the signed UID and a provider session', async () => {
    const response = await sandbox.post('/idp/api/accounts.login', { loginID: 'Geverifieerd@example.nl', password: 'Welkom123' }, { 'X-Requested-With': 'identity-sdk' });
    expect(await response.json()).toMatchObject({
      errorCode: 0,
      UID: expect.any(String),
      UIDSignature: expect.any(String),
      signatureTimestamp: expect.stringMatching(/^\d+$/),
      profile: { email: 'geverifieerd@example.nl', firstName: 'Vera', lastName: 'de Vries' },
    });
    const session = cookieOf(response, 'idp_session');
    expect(await sandbox.idp('accounts.getAccountInfo', {}, session)).toMatchObject({ errorCode: 0, profile: { email: 'geverifieerd@example.nl' } });
    expect(await sandbox.idp('accounts.getAccountInfo', {})).toMatchObject({ errorCode: 403002 });
  });

  it.each([
    ['an unknown e-mail address', 'niemand@example.nl', 'Welkom123', { errorCode: 403042, errorDetails: 'loginID does not exist' }],
    ['a wrong password', 'promo@example.nl', 'Fout1234', { errorCode: 403042, errorDetails: 'invalid password' }],
    ['an unverified account', 'onbevestigd@example.nl', 'Welkom123', { errorCode: 206002, regToken: expect.any(String) }],
    ['an incomplete account', 'onvolledig@example.nl', 'Welkom123', { errorCode: 206001, regToken: expect.any(String) }],
    ['suspicious activity: a forced password reset', 'wachtwoord-reset@example.nl', 'Welkom123', { errorCode: 403100 }],
    ['a disabled account', 'geblokkeerd@example.nl', 'Welkom123', { errorCode: 403041 }],
  ])('answers %s with its code', async (_name, loginID, password, expected) => {
    expect(await sandbox.idp('accounts.login', { loginID, password })).toMatchObject(expected);
  });

  it('locks the account after five wrong passwords, for 15 minutes on the clock', async () => {
    await sandbox.post('/sandbox/users', { email: 'slot@example.nl', password: 'Welkom123' });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await sandbox.idp('accounts.login', { loginID: 'slot@example.nl', password: 'Fout1234' })).toMatchObject({ errorCode: 403042, failedLogins: attempt });
    expect(await sandbox.idp('accounts.login', { loginID: 'slot@example.nl', password: 'Fout1234' })).toMatchObject({ errorCode: 403120 });
    expect(await sandbox.idp('accounts.login', { loginID: 'slot@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 403120 });
    await sandbox.post('/sandbox/clock', { advanceHours: 0.26 });
    expect(await sandbox.idp('accounts.login', { loginID: 'slot@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 0 });
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
  });

  it('answers any provider code a tester switches on (identity-code), such as 400006 for blocked third-party cookies', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'accounts.login', fault: 'identity-code', code: 400006, times: 1 });
    expect(await sandbox.idp('accounts.login', { loginID: 'plus@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 400006 });
    expect(await sandbox.idp('accounts.login', { loginID: 'plus@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 0 });
  });

  it('rate-limits more than ten attempts a minute for one login name (TOO_MANY_REQUESTS)', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push(await sandbox.idp('accounts.login', { loginID: 'druk@example.nl', password: 'x' }));
    expect(answers.slice(0, 10).every((answer) => answer.errorCode === 403042)).toBe(true);
    expect(answers[10]).toMatchObject({ errorCode: 403048, errorMessage: 'Too many requests' });
  });
});

/** Social login through the sandbox's consent page, account linking, finishing an incomplete account, verifyLogin. */
import { describe, expect, it } from 'vitest';
import { cookieOf, sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

async function consent(provider: string, fields: Record<string, string>): Promise<URL> {
  const response = await fetch(`${sandbox.url}/idp/social/${provider}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect: '/inloggen', ...fields }).toString(),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '', sandbox.url);
}

const profile = { firstName: 'Noor', lastName: 'Claes', gender: 'f', birthdate: '1993-08-08' };

describe('the consent page', () => {
  it('asks who the visitor is, for a known provider and a path of the site only', async () => {
    const page = await (await fetch(`${sandbox.url}/idp/social/google?redirect=/inloggen`)).text();
    expect(page).toContain('Inloggen met Google');
    expect(page).toContain('name="email"');
    expect((await fetch(`${sandbox.url}/idp/social/myspace?redirect=/inloggen`)).status).toBe(400);
    expect((await fetch(`${sandbox.url}/idp/social/google?redirect=${encodeURIComponent('https://evil.example/')}`)).status).toBe(400);
  });

  it('declining sends the visitor back with 200001', async () => {
    const back = await consent('google', { decision: 'deny' });
    expect(back.pathname).toBe('/inloggen');
    expect(Object.fromEntries(back.searchParams)).toEqual({ provider: 'google', errorCode: '200001' });
  });

  it('answers beside the query the way back has of its own, such as the page the login was asked for', async () => {
    const back = await consent('google', { decision: 'deny', redirect: '/inloggen/sociaal?redirect=%2Fmijn-abonnement' });
    expect(back.pathname).toBe('/inloggen/sociaal');
    expect(Object.fromEntries(back.searchParams)).toEqual({ redirect: '/mijn-abonnement', provider: 'google', errorCode: '200001' });
  });
});

describe('a new social identity', () => {
  it('makes an incomplete account (206001) that the visitor finishes and is then logged in', async () => {
    const back = await consent('facebook', { decision: 'allow', email: 'noor@example.nl', firstName: 'Noor', lastName: 'Claes' });
    expect(back.searchParams.get('errorCode')).toBe('206001');
    const regToken = back.searchParams.get('regToken');

    const tooYoung = await sandbox.idp('accounts.finalizeRegistration', {
      regToken,
      profile: { ...profile, birthdate: `${new Date().getFullYear() - 10}-01-01` },
      data: { terms: true },
    });
    expect(tooYoung).toMatchObject({ errorCode: 400009, validationErrors: [{ fieldName: 'birthdate', rule: 'minimumAge' }] });

    const response = await sandbox.post('/idp/api/accounts.finalizeRegistration', { regToken, profile, data: { terms: true } }, { 'X-Requested-With': 'identity-sdk' });
    expect(await response.json()).toMatchObject({
      errorCode: 0,
      UID: expect.any(String),
      UIDSignature: expect.any(String),
      profile: { email: 'noor@example.nl', firstName: 'Noor', gender: 'f' },
    });
    const session = cookieOf(response, 'idp_session');
    expect(await sandbox.idp('accounts.verifyLogin', {}, session)).toMatchObject({ errorCode: 0 });
    expect(await sandbox.idp('accounts.verifyLogin', { UID: 'iemand-anders' }, session)).toMatchObject({ errorCode: 403005 });

    // Linked now: the next social login logs in at once.
    const again = await consent('facebook', { decision: 'allow', email: 'noor@example.nl' });
    expect(again.searchParams.get('errorCode')).toBe('0');
  });

  it('refuses a forged or expired registration token', async () => {
    expect(await sandbox.idp('accounts.finalizeRegistration', { regToken: 'nep.token', profile, data: { terms: true } })).toMatchObject({ errorCode: 400006 });
  });
});

describe('a social identity whose address has a password account', () => {
  it('asks to link (403043); a login in link mode with the password links them', async () => {
    const back = await consent('google', { decision: 'allow', email: 'geverifieerd@example.nl' });
    expect(back.searchParams.get('errorCode')).toBe('403043');
    const regToken = back.searchParams.get('regToken');
    expect(await sandbox.idp('accounts.login', { loginID: 'geverifieerd@example.nl', password: 'Fout1234', regToken, loginMode: 'link' })).toMatchObject({ errorCode: 403042 });
    // 200009, "account linked", is a success (spec 001 section 4.5).
    expect(await sandbox.idp('accounts.login', { loginID: 'geverifieerd@example.nl', password: 'Welkom123', regToken, loginMode: 'link' })).toMatchObject({
      errorCode: 200009,
      UIDSignature: expect.any(String),
    });
    expect((await consent('google', { decision: 'allow', email: 'geverifieerd@example.nl' })).searchParams.get('errorCode')).toBe('0');
  });

  it('a link token for one account cannot link another', async () => {
    const back = await consent('apple', { decision: 'allow', email: 'plus@example.nl' });
    expect(
      await sandbox.idp('accounts.login', { loginID: 'premium@example.nl', password: 'Welkom123', regToken: back.searchParams.get('regToken'), loginMode: 'link' }),
    ).toMatchObject({ errorCode: 400006 });
  });
});

describe('finishing an incomplete password account', () => {
  it('sends the verification e-mail, as its address is not vouched for', async () => {
    const login = await sandbox.idp('accounts.login', { loginID: 'onvolledig@example.nl', password: 'Welkom123' });
    expect(login).toMatchObject({ errorCode: 206001 });
    expect(await sandbox.idp('accounts.finalizeRegistration', { regToken: login.regToken, profile, data: { terms: true } })).toMatchObject({ errorCode: 206002 });
    const mail = (await (await fetch(`${sandbox.url}/sandbox/mailbox?to=onvolledig@example.nl`)).json()) as { kind: string }[];
    expect(mail.map((message) => message.kind)).toEqual(['verify-email']);
  });
});

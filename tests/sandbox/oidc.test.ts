/** The OIDC service over HTTP: the reset e-mail, its link on the clock, the new password and its rule, CSRF and faults. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';
import { mailbox } from './mailbox.ts';

const sandbox = sandboxForThisFile({ resetClockAfterEach: true });

const RETURN_URL = '/wachtwoord-vergeten/nieuw-wachtwoord';

/** Asks for a reset e-mail and answers the link's userId and token, as the site reads them from the link. */
async function resetLink(email: string): Promise<{ userId: string; token: string; url: URL }> {
  expect((await sandbox.post('/oidc/send-email', { returnUrl: RETURN_URL, email })).status).toBe(204);
  const [message] = await mailbox(sandbox, email);
  const url = new URL(message?.links[0]?.url ?? '');
  return { userId: url.searchParams.get('userId') ?? '', token: url.searchParams.get('token') ?? '', url };
}

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe('POST /oidc/send-email', () => {
  it('sends a Dutch e-mail whose link is the return path on this site with userId and token', async () => {
    const { userId, token, url } = await resetLink('geverifieerd@example.nl');
    const [message] = await mailbox(sandbox, 'geverifieerd@example.nl');
    expect(message).toMatchObject({ kind: 'reset-password', recipient: 'geverifieerd@example.nl', subject: 'Stel een nieuw wachtwoord in' });
    expect(message?.body).toContain('Hoi Vera');
    expect(message?.body).toContain('48 uur geldig en werkt één keer');
    expect(url.origin).toBe(sandbox.url);
    expect(url.pathname).toBe(RETURN_URL);
    const { rows } = await sandbox.sandbox.context.db.query<{ uid: string }>("select uid from users where email = 'geverifieerd@example.nl'");
    expect(userId).toBe(rows[0]?.uid);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("keeps the return path's own query and finds the account whatever the case of the address", async () => {
    expect((await sandbox.post('/oidc/send-email', { returnUrl: '/nieuw-wachtwoord?bron=melding', email: ' Promo@Example.nl ' })).status).toBe(204);
    const [message] = await mailbox(sandbox, 'promo@example.nl');
    const url = new URL(message?.links[0]?.url ?? '');
    expect([url.pathname, url.searchParams.get('bron'), url.searchParams.has('token'), url.searchParams.has('userId')]).toEqual(['/nieuw-wachtwoord', 'melding', true, true]);
  });

  it('answers EmailNotFound (404) for an address no account has, and sends nothing', async () => {
    expect(await answer(await sandbox.post('/oidc/send-email', { returnUrl: RETURN_URL, email: 'niemand@example.nl' }))).toEqual({
      status: 404,
      body: { message: 'EmailNotFound' },
    });
    expect(await mailbox(sandbox, 'niemand@example.nl')).toEqual([]);
  });

  it.each([
    ['an absolute URL to another host', 'https://evil.example/wachtwoord'],
    ['an absolute URL to this host', 'http://127.0.0.1/wachtwoord'],
    ['a protocol-relative URL', '//evil.example/wachtwoord'],
    ['a backslash after the slash', '/\\evil.example/wachtwoord'],
    ['a backslash at the start', '\\\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'wachtwoord-vergeten'],
    ['no return URL', undefined],
  ])('refuses %s as the return URL (400) and sends nothing', async (_name, returnUrl) => {
    const email = 'onbevestigd@example.nl';
    expect(await answer(await sandbox.post('/oidc/send-email', { returnUrl, email }))).toEqual({ status: 400, body: { message: 'INVALID_RETURN_URL' } });
    expect(await mailbox(sandbox, email)).toEqual([]);
  });

  it('refuses a call without an e-mail address (400)', async () => {
    expect(await answer(await sandbox.post('/oidc/send-email', { returnUrl: RETURN_URL }))).toEqual({ status: 400, body: { message: 'INVALID_EMAIL' } });
    expect((await sandbox.post('/oidc/send-email', null)).status).toBe(400);
  });

  it('rate-limits more than ten requests a minute for one address (TOO_MANY_REQUESTS), known or not', async () => {
    await sandbox.post('/sandbox/users', { email: 'vaak@example.nl' });
    const send = (email: string) => sandbox.post('/oidc/send-email', { returnUrl: RETURN_URL, email });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await send('vaak@example.nl')).status).toBe(204);
    expect(await answer(await send('vaak@example.nl'))).toEqual({ status: 429, body: { message: 'TOO_MANY_REQUESTS' } });
    expect((await mailbox(sandbox, 'vaak@example.nl')).length).toBe(10);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await send('onbekend-vaak@example.nl')).status).toBe(404);
    expect((await send('onbekend-vaak@example.nl')).status).toBe(429);
    await sandbox.post('/sandbox/clock', { advanceHours: 1 / 60 });
    expect((await send('vaak@example.nl')).status).toBe(204);
  });
});

describe('POST /oidc/verify-token', () => {
  it('accepts the link until just before 48 hours on the sandbox clock, without using it', async () => {
    const { userId, token } = await resetLink('basis@example.nl');
    await sandbox.post('/sandbox/clock', { advanceHours: 47.9 });
    expect((await sandbox.post('/oidc/verify-token', { token, userId })).status).toBe(204);
    expect((await sandbox.post('/oidc/verify-token', { token, userId })).status).toBe(204);
  });

  it('answers TOKEN_EXPIRED (410) from 48 hours on', async () => {
    const { userId, token } = await resetLink('plus@example.nl');
    await sandbox.post('/sandbox/clock', { advanceHours: 48 });
    expect(await answer(await sandbox.post('/oidc/verify-token', { token, userId }))).toEqual({ status: 410, body: { message: 'TOKEN_EXPIRED' } });
  });

  it.each([
    ['an unknown token', (link: { userId: string; token: string }) => ({ ...link, token: 'x'.repeat(32) })],
    ["another account's user id", (link: { userId: string; token: string }) => ({ ...link, userId: '0'.repeat(32) })],
    ['no token', (link: { userId: string; token: string }) => ({ userId: link.userId })],
  ])('answers TOKEN_NOT_FOUND (404) for %s', async (_name, change) => {
    const { userId, token } = await resetLink('premium@example.nl');
    expect(await answer(await sandbox.post('/oidc/verify-token', change({ userId, token })))).toEqual({ status: 404, body: { message: 'TOKEN_NOT_FOUND' } });
  });
});

describe('POST /oidc/change-password', () => {
  it('sets the new password (scrypt-hashed) once; the old one and the link stop working', async () => {
    await sandbox.post('/sandbox/users', { email: 'nieuw-wachtwoord@example.nl' });
    const { userId, token } = await resetLink('nieuw-wachtwoord@example.nl');
    expect((await sandbox.post('/oidc/change-password', { userId, token, password: 'NieuwGeheim9' })).status).toBe(204);
    const { rows } = await sandbox.sandbox.context.db.query<{ password_hash: string }>('select password_hash from users where uid = $1', [userId]);
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$16384\$/);
    expect(rows[0]?.password_hash).not.toContain('NieuwGeheim9');
    expect(await sandbox.idp('accounts.login', { loginID: 'nieuw-wachtwoord@example.nl', password: 'NieuwGeheim9' })).toMatchObject({ errorCode: 0 });
    expect(await sandbox.idp('accounts.login', { loginID: 'nieuw-wachtwoord@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 403042 });
    expect(await answer(await sandbox.post('/oidc/change-password', { userId, token, password: 'NogEenKeer9' }))).toEqual({ status: 409, body: { message: 'TOKEN_ALREADY_USED' } });
    expect(await answer(await sandbox.post('/oidc/verify-token', { userId, token }))).toEqual({ status: 409, body: { message: 'TOKEN_ALREADY_USED' } });
  });

  it("voids the account's other open reset links with the change", async () => {
    const first = await resetLink('kpn@example.nl');
    const second = await resetLink('kpn@example.nl');
    expect(first.token).not.toBe(second.token);
    expect((await sandbox.post('/oidc/change-password', { ...second, password: 'NieuwGeheim9' })).status).toBe(204);
    expect((await sandbox.post('/oidc/verify-token', { userId: first.userId, token: first.token })).status).toBe(409);
  });

  it.each([
    ['seven characters', 'Geheim1', 'minLength'],
    ['no capital', 'geheim123', 'pattern'],
    ['no lower-case letter', 'GEHEIM123', 'pattern'],
    ['a number instead of text', 12345678, 'type'],
    ['no password', undefined, 'required'],
  ])("refuses a password with %s by the registration flow's rule (400), keeping the link", async (_name, password, rule) => {
    const { userId, token } = await resetLink('ziggo@example.nl');
    expect(await answer(await sandbox.post('/oidc/change-password', { userId, token, password }))).toEqual({
      status: 400,
      body: { message: 'INVALID_PASSWORD', validationErrors: [{ fieldName: 'password', rule }] },
    });
    expect((await sandbox.post('/oidc/verify-token', { userId, token })).status).toBe(204);
  });

  it('reports both rules a password breaks', async () => {
    const { userId, token } = await resetLink('ziggo@example.nl');
    const { body } = await answer(await sandbox.post('/oidc/change-password', { userId, token, password: 'kort' }));
    expect(body).toMatchObject({
      validationErrors: expect.arrayContaining([
        { fieldName: 'password', rule: 'minLength' },
        { fieldName: 'password', rule: 'pattern' },
      ]),
    });
  });

  it("answers the link's state before the password's: TOKEN_EXPIRED (410) after 48 hours, TOKEN_NOT_FOUND (404) for a foreign link", async () => {
    const { userId, token } = await resetLink('apple@example.nl');
    expect(await answer(await sandbox.post('/oidc/change-password', { userId, token: 'onbekend', password: 'NieuwGeheim9' }))).toEqual({
      status: 404,
      body: { message: 'TOKEN_NOT_FOUND' },
    });
    await sandbox.post('/sandbox/clock', { advanceHours: 48 });
    expect(await answer(await sandbox.post('/oidc/change-password', { userId, token, password: 'kort' }))).toEqual({ status: 410, body: { message: 'TOKEN_EXPIRED' } });
  });

  it('ends a forced password reset (suspicious activity): the user logs in again', async () => {
    expect(await sandbox.idp('accounts.login', { loginID: 'wachtwoord-reset@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 403100 });
    const { userId, token } = await resetLink('wachtwoord-reset@example.nl');
    expect((await sandbox.post('/oidc/change-password', { userId, token, password: 'NieuwGeheim9' })).status).toBe(204);
    expect(await sandbox.idp('accounts.login', { loginID: 'wachtwoord-reset@example.nl', password: 'NieuwGeheim9' })).toMatchObject({ errorCode: 0 });
  });

  it('ends a lockout after five wrong passwords', async () => {
    await sandbox.post('/sandbox/users', { email: 'op-slot@example.nl' });
    for (let attempt = 0; attempt < 5; attempt += 1) await sandbox.idp('accounts.login', { loginID: 'op-slot@example.nl', password: 'Fout1234' });
    expect(await sandbox.idp('accounts.login', { loginID: 'op-slot@example.nl', password: 'Welkom123' })).toMatchObject({ errorCode: 403120 });
    const { userId, token } = await resetLink('op-slot@example.nl');
    expect((await sandbox.post('/oidc/change-password', { userId, token, password: 'NieuwGeheim9' })).status).toBe(204);
    expect(await sandbox.idp('accounts.login', { loginID: 'op-slot@example.nl', password: 'NieuwGeheim9' })).toMatchObject({ errorCode: 0 });
  });
});

describe("the OIDC service's protection and faults", () => {
  it.each(['/oidc/send-email', '/oidc/verify-token', '/oidc/change-password'])('refuses a cross-site call and a form post to %s (CSRF)', async (path) => {
    expect((await sandbox.post(path, { returnUrl: RETURN_URL, email: 'geverifieerd@example.nl' }, { Origin: 'https://evil.example' })).status).toBe(403);
    const form = await fetch(sandbox.url + path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=geverifieerd%40example.nl' });
    expect(form.status).toBe(415);
  });

  it('switches POST /oidc/send-email to 503 for one call, and change-password to a dropped connection', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'POST /oidc/send-email', fault: 'http-503', times: 1 });
    expect((await sandbox.post('/oidc/send-email', { returnUrl: RETURN_URL, email: 'samsung@example.nl' })).status).toBe(503);
    const { userId, token } = await resetLink('samsung@example.nl');
    await sandbox.post('/sandbox/faults', { operation: 'POST /oidc/change-password', fault: 'drop', times: 1 });
    await expect(sandbox.post('/oidc/change-password', { userId, token, password: 'NieuwGeheim9' })).rejects.toThrow();
    expect((await sandbox.post('/oidc/verify-token', { userId, token })).status).toBe(204);
  });
});

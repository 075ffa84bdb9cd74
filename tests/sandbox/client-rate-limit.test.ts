/**
 * Credential stuffing (issue 17, point 6): one client trying many names is stopped after 20 failed
 * logins in 10 minutes, however few tries each name gets; its logins wait out the window. The same
 * for a client probing which addresses have an account: 20 refused registrations, or 20 password
 * resets for unknown addresses.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

describe('failed logins per client', () => {
  it('stop every login from the client after 20 failures on 20 names, until 10 minutes have passed', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const answer = await sandbox.idp('accounts.login', { loginID: `poging-${attempt}@example.nl`, password: 'Raden123' });
      expect(answer.errorCode, `attempt ${attempt}`).toBe(403042);
    }
    // The 21st name, and even a right password, from the same client: too many attempts.
    expect((await sandbox.idp('accounts.login', { loginID: 'poging-21@example.nl', password: 'Raden123' })).errorCode).toBe(403048);
    expect((await sandbox.idp('accounts.login', { loginID: 'plus@example.nl', password: 'Welkom123' })).errorCode).toBe(403048);

    await sandbox.post('/sandbox/clock', { advanceHours: 11 / 60 });
    expect((await sandbox.idp('accounts.login', { loginID: 'plus@example.nl', password: 'Welkom123' })).errorCode).toBe(0);
  });

  it('reads no X-Forwarded-For when no proxy is trusted (the default): a client cannot pass itself off as many', async () => {
    await sandbox.post('/sandbox/reset', {});
    const fail = (attempt: number) =>
      sandbox.post(
        '/idp/api/accounts.login',
        { loginID: `doen-alsof-${attempt}@example.nl`, password: 'Raden123' },
        { 'X-Requested-With': 'identity-sdk', 'X-Forwarded-For': `203.0.113.${attempt}` },
      );
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await (await fail(attempt)).json()).errorCode, `attempt ${attempt}`).toBe(403042);
    expect((await (await fail(21)).json()).errorCode).toBe(403048);
  });

  it('counts only failures: many right logins from one client are never slowed', async () => {
    await sandbox.post('/sandbox/reset', {});
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const email = ['plus', 'basis', 'premium'][attempt % 3];
      expect((await sandbox.idp('accounts.login', { loginID: `${email}@example.nl`, password: 'Welkom123' })).errorCode, `attempt ${attempt}`).toBe(0);
    }
  });
});

describe('probing for addresses per client', () => {
  it('stops registrations from the client after 20 refused ones (addresses that have an account), until the window passes', async () => {
    await sandbox.post('/sandbox/reset', {});
    const register = (email: string) =>
      sandbox.idp('accounts.register', {
        email,
        password: 'Geheim123',
        profile: { firstName: 'Pro', lastName: 'Ber', gender: 'u', birthdate: '1990-01-01' },
        data: { terms: true },
      });
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await register('plus@example.nl')).errorCode, `attempt ${attempt}`).toBe(400003);
    // A new address from the same client: too many attempts.
    expect((await register(`nieuw-${Date.now()}@example.nl`)).errorCode).toBe(403048);
    await sandbox.post('/sandbox/clock', { advanceHours: 11 / 60 });
    expect((await register(`nieuw-${Date.now()}@example.nl`)).errorCode).toBe(206002);
  });

  it('stops password resets from the client after 20 for unknown addresses; known ones are not counted', async () => {
    await sandbox.post('/sandbox/reset', {});
    const reset = (email: string) => sandbox.post('/oidc/send-email', { email, returnUrl: '/wachtwoord-vergeten/nieuw-wachtwoord' });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await reset('plus@example.nl')).status).toBe(204);
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await reset(`onbekend-${attempt}@example.nl`)).status, `attempt ${attempt}`).toBe(404);
    const stopped = await reset('basis@example.nl');
    expect(stopped.status).toBe(429);
    expect(await stopped.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
  });
});

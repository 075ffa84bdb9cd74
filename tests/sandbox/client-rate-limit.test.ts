/**
 * Credential stuffing (issue 17, point 6): one client trying many names is stopped after 20 failed
 * logins in 10 minutes, however few tries each name gets; its logins wait out the window.
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

  it('counts only failures: many right logins from one client are never slowed', async () => {
    await sandbox.post('/sandbox/reset', {});
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const email = ['plus', 'basis', 'premium'][attempt % 3];
      expect((await sandbox.idp('accounts.login', { loginID: `${email}@example.nl`, password: 'Welkom123' })).errorCode, `attempt ${attempt}`).toBe(0);
    }
  });
});

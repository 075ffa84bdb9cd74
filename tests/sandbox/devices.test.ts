/** Linking a TV over HTTP: a code the TV asked for links it to one account once, for 15 minutes; typed in any case. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile({ resetClockAfterEach: true });

async function newCode(deviceName?: string): Promise<{ code: string; expiresAt: string }> {
  const answer = await sandbox.post('/sandbox/devices', deviceName ? { deviceName } : {});
  expect(answer.status).toBe(201);
  return answer.json();
}

const pair = (cookie: string | undefined, code: unknown) => sandbox.post('/account/api/v3/devices/pair', { code }, cookie ? { Cookie: cookie } : {});

describe('linking a TV', () => {
  it('links the TV of a code, typed in any case and without its dash; again for the same account is no error, for another it is', async () => {
    const { code } = await newCode('Tv in de slaapkamer');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const { cookie } = await sandbox.logIn('plus@example.nl');
    const first = await pair(cookie, ` ${code.replace('-', '').toLowerCase()} `);
    expect([first.status, await first.json()]).toEqual([200, { deviceName: 'Tv in de slaapkamer' }]);
    expect((await pair(cookie, code)).status).toBe(200);
    const other = (await sandbox.logIn('basis@example.nl')).cookie;
    const refused = await pair(other, code);
    expect([refused.status, await refused.json()]).toEqual([409, { message: 'CODE_ALREADY_USED' }]);
  });

  it('refuses an unknown code, an expired one (after 15 minutes) and a visitor who is not logged in', async () => {
    const { cookie } = await sandbox.logIn('premium@example.nl');
    const unknown = await pair(cookie, 'AAAA-BBBB');
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'CODE_NOT_FOUND' }]);
    const { code } = await newCode();
    expect((await pair(undefined, code)).status).toBe(401);
    await sandbox.post('/sandbox/clock', { advanceHours: 16 / 60 });
    const expired = await pair(cookie, code);
    expect([expired.status, await expired.json()]).toEqual([410, { message: 'CODE_EXPIRED' }]);
  });
});

/**
 * Behind a proxy or CDN (sandbox --trusted-proxies 1) every visitor reaches the sandbox from the
 * proxy's address: the limit per client then counts by the address the proxy appended to
 * X-Forwarded-For, so one visitor's failures do not lock out the others, and what a client writes
 * into the header itself (left of the proxy's entry) is never read.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile({ trustedProxies: 1 });

const login = (forwardedFor: string, loginID: string, password = 'Raden123') =>
  sandbox.post('/idp/api/accounts.login', { loginID, password }, { 'X-Requested-With': 'identity-sdk', 'X-Forwarded-For': forwardedFor }).then((response) => response.json());

describe('failed logins per client behind one trusted proxy', () => {
  it('stop the client the proxy names, not the other visitors behind the same proxy', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await login('198.51.100.7', `raden-${attempt}@example.nl`)).errorCode, `attempt ${attempt}`).toBe(403042);
    expect((await login('198.51.100.7', 'plus@example.nl', 'Welkom123')).errorCode).toBe(403048);
    // Another visitor behind the same proxy logs in.
    expect((await login('198.51.100.8', 'plus@example.nl', 'Welkom123')).errorCode).toBe(0);
  });

  it('reads only the hop the proxy added: an address the client wrote itself changes nothing', async () => {
    await sandbox.post('/sandbox/reset', {});
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await login(`10.0.0.${attempt}, 198.51.100.9`, `vervalst-${attempt}@example.nl`)).errorCode).toBe(403042);
    expect((await login('10.9.9.9, 198.51.100.9', 'plus@example.nl', 'Welkom123')).errorCode).toBe(403048);
  });
});

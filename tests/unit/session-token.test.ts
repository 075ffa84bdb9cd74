/** Logged in is a vlId cookie from the configured issuer, not expired (issue 4, rule 5). */
import { describe, expect, it } from 'vitest';
import site from '../../config/site.json';
import { readSessionToken } from '../../services/session-token.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const LATER = NOW / 1000 + 3600;

function token(claims: object): string {
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
}

describe('readSessionToken', () => {
  it('reads the user of a token from the configured issuer, among other cookies', () => {
    const value = token({ iss: site.sessionIssuer, sub: 'u-1', exp: LATER });
    expect(readSessionToken(`OptanonConsent=groups; ${site.sessionCookie}=${value}; other=1`, NOW)).toEqual({ token: value, uid: 'u-1' });
  });

  it.each([
    ['another issuer', `${site.sessionCookie}=${token({ iss: 'https://evil.example', sub: 'u-1', exp: LATER })}`],
    ['an expired token', `${site.sessionCookie}=${token({ iss: site.sessionIssuer, sub: 'u-1', exp: NOW / 1000 - 1 })}`],
    ['no user', `${site.sessionCookie}=${token({ iss: site.sessionIssuer, exp: LATER })}`],
    ['no expiry', `${site.sessionCookie}=${token({ iss: site.sessionIssuer, sub: 'u-1' })}`],
    ['a payload that is no JSON', `${site.sessionCookie}=bm90IGpzb24.signature`],
    ['a payload that is no base64', `${site.sessionCookie}=%%%.signature`],
    ['an empty cookie', `${site.sessionCookie}=`],
    ['a cookie whose name only ends the same', `x${site.sessionCookie}=${token({ iss: site.sessionIssuer, sub: 'u-1', exp: LATER })}`],
    ['no cookies', ''],
  ])('is logged out with %s', (_case, cookies) => {
    expect(readSessionToken(cookies, NOW)).toBeUndefined();
  });
});

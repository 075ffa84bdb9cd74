/**
 * The site's session: the vlId cookie, a token signed by the sandbox that names its issuer, its
 * user and its expiry. A logged-in visitor is one whose vlId verifies, comes from the configured
 * issuer, has not expired and was not logged off.
 *
 * A session lives in real time, not on the sandbox's clock: the browser that keeps the cookie and
 * the site that reads the token's expiry run on real time, so a tester who moves the clock back to
 * 2023 to see a promotion stays logged in (and can log in). The clock moves business dates.
 */
import { randomUUID } from 'node:crypto';
import type { Context as HonoContext } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SandboxContext } from '../context.ts';
import { product } from '../product.ts';

export const SESSION_DAYS = 30;

interface SessionClaims {
  iss: string;
  sub: string;
  jti: string;
  exp: number;
}

export function issueSession(context: SandboxContext, c: HonoContext, uid: string): { vlHash: string; expires: string } {
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const claims: SessionClaims = { iss: product.sessionIssuer, sub: uid, jti: randomUUID(), exp: Math.floor(expires.getTime() / 1000) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const token = `${payload}.${context.signer.sign(payload)}`;
  setCookie(c, product.sessionCookie, token, {
    path: '/',
    // Not HttpOnly: the site reads it to know the visitor is logged in, and sends it to log off.
    httpOnly: false,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    expires,
  });
  return { vlHash: token, expires: expires.toISOString() };
}

/** The claims of a valid session token, or undefined. */
export async function verifySession(context: SandboxContext, token: string | undefined): Promise<SessionClaims | undefined> {
  const [payload, signature] = (token ?? '').split('.');
  if (!payload || !signature || !context.signer.verify(payload, signature)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as SessionClaims;
  if (claims.iss !== product.sessionIssuer || claims.exp * 1000 <= Date.now()) return undefined;
  const revoked = await context.db.query('select 1 from revoked_tokens where token_id = $1', [claims.jti]);
  return revoked.rows.length === 0 ? claims : undefined;
}

export function sessionCookie(c: HonoContext): string | undefined {
  return getCookie(c, product.sessionCookie);
}

/** The logged-in user of this request (its valid vlId), if any. */
export async function sessionUid(context: SandboxContext, c: HonoContext): Promise<string | undefined> {
  return (await verifySession(context, sessionCookie(c)))?.sub;
}

export async function revokeSession(context: SandboxContext, token: string): Promise<boolean> {
  const claims = await verifySession(context, token);
  if (!claims) return false;
  await context.db.query('insert into revoked_tokens (token_id, revoked_at) values ($1, $2) on conflict do nothing', [claims.jti, context.clock.now()]);
  return true;
}

/**
 * The site's session: the vlId cookie (spec 000 section 9). A visitor is logged in when it holds a
 * token whose issuer is the configured one and which has not expired (issue 4, rule 5). The token
 * is readable by the site, which sends it again to log off.
 */
import { sessionCookie, sessionIssuer } from '../config/site.json';

export interface SessionToken {
  token: string;
  uid: string;
}

interface Claims {
  iss?: unknown;
  sub?: unknown;
  exp?: unknown;
}

export function readSessionToken(cookies = document.cookie, now = Date.now()): SessionToken | undefined {
  const token = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${sessionCookie}=`))
    ?.slice(sessionCookie.length + 1);
  const claims = token ? decodeClaims(token.split('.')[0] ?? '') : undefined;
  if (!token || !claims || claims.iss !== sessionIssuer || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
  return claims.exp * 1000 > now ? { token, uid: claims.sub } : undefined;
}

function decodeClaims(payload: string): Claims | undefined {
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Claims) : undefined;
  } catch {
    return undefined;
  }
}

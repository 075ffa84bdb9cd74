/**
 * Ending a session in the spec's order (spec 000 section 4): the site's cookies are cleared except
 * the consent cookies, then the identity provider's logout, then the back-end logoff of the session
 * token (with the token in the product's header and no cookies). Used by the logout, and by the
 * session's load when a login left a session whose user cannot be loaded: none is kept half made.
 */
import { consent } from '../config/site.json';
import { productName } from './endpoints.ts';
import { loadIdentityProvider } from './identity-provider.ts';
import { readSessionToken } from './session-token.ts';
import { rest, ServiceError } from './rest.ts';

function clearCookiesExceptConsent(): void {
  const keep = new Set([consent.cookie, consent.closedCookie]);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && !keep.has(name)) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  }
}

/** The provider's refusal of its logout, if it refused; a failed back-end logoff throws. */
export async function endSession(): Promise<{ code: number; message?: string } | undefined> {
  const session = readSessionToken();
  clearCookiesExceptConsent();
  const sdk = await loadIdentityProvider();
  const answer = await sdk.call('accounts', 'logout', {});
  if (answer.errorCode !== 0) return { code: answer.errorCode, message: answer.errorMessage };
  if (session) {
    try {
      await rest('v1', `/logoff/${encodeURIComponent(session.token)}`, {
        method: 'POST',
        credentials: false,
        headers: { [`${productName}-customer-auth-token`]: session.token },
      });
    } catch (error) {
      // 401: the back end knows the token no more (expired, or logged off elsewhere): off already.
      if (!(error instanceof ServiceError && error.status === 401)) throw error;
    }
  }
  return undefined;
}

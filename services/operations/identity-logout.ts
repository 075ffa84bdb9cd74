/**
 * Logout in the spec's order (spec 000 section 4): the site's cookies are cleared except the consent
 * cookies, then the identity provider's logout, then the back-end logoff of the session token (with
 * the token in the product's header and no cookies). The flow makes the redirect.
 */
import site from '../../config/site.json';
import { defineOperation } from '../../engine/core/service-operation.ts';
import { productName } from '../endpoints.ts';
import { loadIdentityProvider } from '../identity-provider.ts';
import { readSessionToken } from '../session-token.ts';

function clearCookiesExceptConsent(): void {
  const keep = new Set([site.consent.cookie, site.consent.closedCookie]);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && !keep.has(name)) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  }
}

export const identityLogout = defineOperation({
  name: 'identity.logout',
  inputs: {},
  description: 'Log out: clear the cookies except the consent cookies, log out at the identity provider and log the session token off at the back end.',
  outcomes: ['loggedOut', 'error'],
  changesSession: true,
  async call() {
    const session = readSessionToken();
    clearCookiesExceptConsent();
    // What this tab kept of the visitor (answers, a pending registration) goes with the session.
    sessionStorage.clear();
    const sdk = await loadIdentityProvider();
    const answer = await sdk.call('accounts', 'logout', {});
    if (answer.errorCode !== 0) return { outcome: 'error', data: { code: answer.errorCode, message: answer.errorMessage } };
    if (session) {
      const { rest, ServiceError } = await import('../rest.ts');
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
    return { outcome: 'loggedOut' };
  },
});

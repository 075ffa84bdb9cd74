/**
 * A link with ?autologin=true (spec 000 section 9) logs in a visitor whom the identity provider
 * knows already, such as one coming from the streaming app: the provider's accounts.verifyLogin
 * (spec 000 section 7) says whether its session holds, and the site's session follows. The visitor
 * then stays on the page, without the parameter.
 */
import { defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider } from '../identity-provider.ts';
import { establishSession } from '../identity-session.ts';

const OK = 0;

/** The page the visitor asked for, without the autologin parameter. */
function withoutAutologin(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('autologin');
  return url.pathname + url.search;
}

export const identityAutoLogin = defineOperation({
  name: 'identity.autoLogin',
  carriesOn: ['loggedIn', 'notLoggedIn'],
  inputs: {},
  description:
    "Log in with the identity provider's own session (accounts.verifyLogin): loggedIn with path (the page without ?autologin); notLoggedIn when the provider knows no session; error. Loads the session again.",
  outcomes: ['loggedIn', 'notLoggedIn', 'error'],
  results: {
    loggedIn: { path: 'The page the visitor asked for, without ?autologin: where to go now.' },
    notLoggedIn: { code: "The identity provider's errorCode of accounts.verifyLogin." },
  },
  changesSession: true,
  ...needsIdentityProvider,
  async call() {
    const sdk = await loadIdentityProvider();
    const verified = await sdk.call('accounts', 'verifyLogin', {});
    if (verified.errorCode !== OK) return { outcome: 'notLoggedIn', data: { code: verified.errorCode } };
    const session = await establishSession(sdk);
    return session.ok ? { outcome: 'loggedIn', data: { path: withoutAutologin() } } : { outcome: 'error', data: { code: session.code, message: session.message } };
  },
});

/**
 * Social login (spec 000 section 7, socialLogin): the visitor leaves for the provider, which sends
 * them back to a page of the site with its errorCode and, where needed, a regToken. Back with 0,
 * the provider's session is turned into the site's (login steps 2 and 3).
 */
import { withQuery, defineOperation } from 'journey-engine';
import { loadIdentityProvider, needsIdentityProvider } from '../identity-provider.ts';
import { establishSession } from '../identity-session.ts';

export const socialLogin = defineOperation({
  name: 'identity.socialLogin',
  inputs: {
    provider: 'google, facebook or apple.',
    returnPath: 'The path of this site the provider sends the visitor back to.',
    redirect: 'Where to go after the login, carried along.',
  },
  requiredInputs: ['provider', 'returnPath'],
  description:
    'Leave for the social provider (google, facebook or apple); it sends the visitor back to returnPath, a path of this site, with redirect, errorCode and regToken in the query.',
  outcomes: ['error'],
  results: {},
  ...needsIdentityProvider,
  async call(input) {
    const sdk = await loadIdentityProvider();
    // The requested redirect rides along, so the visitor still ends up where they were going.
    return sdk.socialLogin({ provider: String(input.provider), redirectURL: withQuery(String(input.returnPath), { redirect: input.redirect }) });
  },
});

export const resumeSession = defineOperation({
  name: 'identity.resumeSession',
  carriesOn: ['loggedIn'],
  inputs: {},
  description: "Turn the identity provider's session (after a social login) into the site's session cookie.",
  outcomes: ['loggedIn', 'error'],
  results: {},
  changesSession: true,
  ...needsIdentityProvider,
  async call() {
    const session = await establishSession(await loadIdentityProvider());
    return session.ok ? { outcome: 'loggedIn' } : { outcome: 'error', data: { code: session.code, message: session.message } };
  },
});

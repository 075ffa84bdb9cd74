/** Logout (spec 000 section 4): the session ends (services/end-session.ts); the flow makes the redirect. */
import { defineOperation } from 'journey-engine';
import { endSession } from '../end-session.ts';

export const identityLogout = defineOperation({
  name: 'identity.logout',
  carriesOn: ['loggedOut'],
  inputs: {},
  description: 'Log out: clear the cookies except the consent cookies, log out at the identity provider and log the session token off at the back end.',
  outcomes: ['loggedOut', 'error'],
  results: {},
  changesSession: true,
  async call() {
    // What this tab kept of the visitor (answers, a pending registration) goes with the session.
    sessionStorage.clear();
    const refused = await endSession();
    return refused ? { outcome: 'error', data: refused } : { outcome: 'loggedOut' };
  },
});

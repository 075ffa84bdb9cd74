/**
 * A page the browser kept whole in its back-forward cache comes back as it was when the visitor
 * left it (Safari's WebKit keeps the home page a visitor left for the login, and shows it logged
 * out after Back): the session it was rendered for may have changed since. It loads the session
 * again, and the page follows it. A page left before it went live (its first render not yet
 * committed) is the head script's: it loads that page anew when it comes back
 * (tools/head-script.ts). The session is then not loaded here beside it: that reload cuts the
 * session's calls off, and a logged-in user who cannot be loaded has the session ended
 * (reloadSessionFacts), so the visitor who had just logged in came back logged out (WebKit, one
 * run in eight on a busy machine).
 */
import { LIVE_ATTRIBUTE } from 'journey-engine-react';
import type { SessionStore } from 'journey-engine/runtime';

export function reloadSessionWhenRestored(session: SessionStore, report: (problem: { message: string; detail?: unknown }) => void): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && document.documentElement.hasAttribute(LIVE_ATTRIBUTE))
      session.reload().catch((error: unknown) => report({ message: 'the session of a restored page did not load', detail: error }));
  });
}

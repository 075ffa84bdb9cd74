/**
 * A page the browser kept whole in its back-forward cache comes back as it was when the visitor
 * left it (Safari's WebKit keeps the home page a visitor left for the login, and shows it logged
 * out after Back): the session it was rendered for may have changed since. It loads the session
 * again, and the page follows it.
 */
import type { SessionStore } from 'journey-engine/runtime';

export function reloadSessionWhenRestored(session: SessionStore, report: (problem: { message: string; detail?: unknown }) => void): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) session.reload().catch((error: unknown) => report({ message: 'the session of a restored page did not load', detail: error }));
  });
}

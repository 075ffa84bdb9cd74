/**
 * The browser's history as the journey runtime's one history port, and as react-router's navigator
 * (its links and useLocation read it). Each entry carries a key in its state, as react-router's own
 * history does, so a page can tell its entry from the next one (the scroll restorer does).
 */
import { createPath, NavigationType, type Navigator, type To } from 'react-router';
import type { HistoryLocation, HistoryPort } from 'journey-engine/runtime';
import { entryState, type EntryState } from './history-entry.ts';

export interface BrowserHistory extends HistoryPort {
  /** How the visitor came to the current entry: Back or Forward (POP), a link (PUSH) or a redirect (REPLACE). */
  navigationType(): NavigationType;
  readonly navigator: Navigator;
}

/** A router's destination (a path, or its parts) as a path. */
export const pathOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

export function browserHistory(window: Window): BrowserHistory {
  const listeners = new Set<() => void>();
  let action = NavigationType.Pop;
  // The page opened by Back or Forward (from the site the visitor had left for, say) was returned to, as one a popstate brings.
  const [opening] = window.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  let returned = opening?.type === 'back_forward';
  let current: HistoryLocation | undefined;
  const state = () => window.history.state as Partial<EntryState> | null;
  // The entry the page opened on gets a key too, so a reload or a Back to it knows it again.
  if (state()?.key === undefined) window.history.replaceState({ ...state(), ...entryState(0) }, '');

  const moved = (type: NavigationType) => {
    action = type;
    // A redirect replaces the entry it is on: an entry Back or Forward brought the visitor to stays
    // one they returned to (Back to a login page while logged in passes through it, on back).
    returned = type === NavigationType.Pop || (type === NavigationType.Replace && returned);
    current = undefined;
    for (const listener of listeners) listener();
  };
  const enter = (path: string, type: NavigationType.Push | NavigationType.Replace) => {
    const idx = (state()?.idx ?? 0) + (type === NavigationType.Push ? 1 : 0);
    const entry = entryState(idx);
    if (type === NavigationType.Push) window.history.pushState(entry, '', path);
    else window.history.replaceState(entry, '', path);
    moved(type);
  };
  window.addEventListener('popstate', () => moved(NavigationType.Pop));

  const history: BrowserHistory = {
    location() {
      const { pathname, search, hash } = window.location;
      current ??= { pathname, search, hash, key: state()?.key ?? 'default' };
      return current;
    },
    push: (path) => enter(path, NavigationType.Push),
    replace: (path) => enter(path, NavigationType.Replace),
    leave: (href) => window.location.assign(href),
    returnedTo: () => returned,
    back: () => window.history.back(),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigationType: () => action,
    navigator: {
      createHref: pathOf,
      push: (to) => history.push(pathOf(to)),
      replace: (to) => history.replace(pathOf(to)),
      go: (delta) => window.history.go(delta),
    },
  };
  return history;
}

/**
 * The one port through which the journey runtime moves the visitor: where they are, going to a
 * route of the site, leaving it for an address elsewhere, and hearing of every move (a link, Back).
 * The browser's history is one implementation (the site's), a list in memory another (journey
 * cases, a prerender, the studio).
 */

/** Where the visitor is. key: this visit of the address; a new one for every move, as the browser's history entries. */
export interface HistoryLocation {
  readonly pathname: string;
  readonly search: string;
  /** The part of the page the address names (#...), or ''. */
  readonly hash: string;
  readonly key: string;
}

export interface HistoryPort {
  location(): HistoryLocation;
  /** Goes to a route of the site (path with its query) as a new entry. */
  push(path: string): void;
  /** Goes to a route of the site in place of the current entry (a redirect). */
  replace(path: string): void;
  /** Leaves the site for an address elsewhere. */
  leave(href: string): void;
  /** Called after every move, whoever made it. */
  listen(listener: () => void): () => void;
  /**
   * Whether the visitor came to the current entry by going back or forward in the history (Back
   * from the site they left for included), rather than by a link or typing it; a redirect that
   * replaces that entry keeps it so. And the move back one entry. A history without them never has a page passed through backwards.
   */
  returnedTo?(): boolean;
  back?(): void;
}

export interface MemoryHistory extends HistoryPort {
  /** Every entry, oldest first. */
  readonly entries: readonly HistoryLocation[];
  back(): void;
  returnedTo(): boolean;
  /** Where the visitor left the site for, if they did. */
  readonly left: string | undefined;
}

export function locationOf(path: string, key: string): HistoryLocation {
  const [rest = '', hash] = path.split('#', 2);
  const [pathname = '/', search] = rest.split('?', 2);
  return { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', key };
}

export function memoryHistory(initial: string): MemoryHistory {
  const entries: HistoryLocation[] = [locationOf(initial, 'k0')];
  let index = 0;
  let keys = 1;
  let left: string | undefined;
  let returned = false;
  const listeners = new Set<() => void>();
  const moved = (back = false) => {
    returned = back;
    for (const listener of listeners) listener();
  };
  return {
    get entries() {
      return entries.slice(0, index + 1);
    },
    get left() {
      return left;
    },
    location: () => entries[index] as HistoryLocation,
    push(path) {
      entries.splice(index + 1, entries.length, locationOf(path, `k${keys++}`));
      index += 1;
      moved();
    },
    replace(path) {
      entries[index] = locationOf(path, `k${keys++}`);
      // The entry Back brought the visitor to, redirected: still the entry they went back to.
      moved(returned);
    },
    leave(href) {
      left = href;
    },
    back() {
      if (index === 0) return;
      index -= 1;
      moved(true);
    },
    returnedTo: () => returned,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

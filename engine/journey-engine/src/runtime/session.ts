/**
 * What is known of the visitor before any answer (user, profile, subscription, flags), as a store
 * the pages subscribe to: loaded at startup, and loaded again after a service call that changes the
 * session (a login, a logout), so the outcome of that call is routed on what is now true.
 */
import type { FactsInput } from '../core/types.ts';

export interface SessionStore {
  facts(): FactsInput;
  subscribe(listener: () => void): () => void;
  /** Loads the session's facts again; the pages re-render with them. Rejects when they cannot be loaded. */
  reload(): Promise<FactsInput>;
}

export function sessionStore(initial: FactsInput, load: () => Promise<FactsInput>): SessionStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    facts: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async reload() {
      current = await load();
      for (const listener of listeners) listener();
      return current;
    },
  };
}

/**
 * Facts are layered: the site's facts for a visitor who has told nothing (its defaults and what its
 * build knows), the session's, then the page's own.
 */
import type { Facts, FactsInput } from './types.ts';

/**
 * The facts of this page (query, route, answers, location) over a session's facts. The browser's
 * clock is none of them: a decision that depends on the date is the server's, answered as a fact.
 */
export function pageFacts(site: Facts, session: FactsInput, page: Pick<Facts, 'query' | 'params' | 'answers' | 'location'>): Facts {
  return mergeFacts(site, session, { query: page.query, params: page.params, answers: page.answers, location: page.location } as FactsInput);
}

/** Layers partial facts over the defaults, one group deep: a group given replaces only the keys it names. */
export function mergeFacts(base: Facts, ...layers: readonly FactsInput[]): Facts {
  const merged: Record<string, unknown> = { ...base };
  for (const layer of layers) {
    for (const [group, value] of Object.entries(layer)) {
      const current = merged[group];
      merged[group] = value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' ? { ...current, ...value } : value;
    }
  }
  return merged as unknown as Facts;
}

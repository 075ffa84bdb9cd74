/** What a page knows: the facts its conditions and expressions read. */
import { pageFacts } from '../core/facts.ts';
import type { Answers, Facts, FactsInput } from '../core/types.ts';

/** The facts of a page: the site's, the session's, the address's parameters and query, the flow's answers. */
export function factsOfPage(
  site: Facts,
  known: FactsInput,
  answers: Answers,
  params: Readonly<Record<string, string | undefined>>,
  location: { pathname: string; search: string },
  /** The page before this one in this runtime (its path and query), where there was one. */
  from?: string,
): Facts {
  return pageFacts(site, known, {
    params: Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    query: Object.fromEntries(new URLSearchParams(location.search)),
    answers,
    location: from === undefined ? { path: location.pathname + location.search } : { path: location.pathname + location.search, from },
  });
}

/** What a page knows: the facts its conditions and expressions read. */
import { pageFacts } from '../core/facts.ts';
import type { Answers, Facts, FactsInput } from '../core/types.ts';

/** The facts of a page: the session's and the build's, the address's parameters and query, the flow's answers. */
export function factsOfPage(known: FactsInput, answers: Answers, params: Readonly<Record<string, string | undefined>>, location: { pathname: string; search: string }): Facts {
  return pageFacts(known, {
    params: Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    query: Object.fromEntries(new URLSearchParams(location.search)),
    answers,
    location: { path: location.pathname + location.search },
  });
}

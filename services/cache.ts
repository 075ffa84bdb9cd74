/**
 * The visit's cache of service reads: the tiers (FetchTiers), plans by slug, the geo check, the
 * feature flags and the visitor's experiments are asked once until the page is left; every other
 * call goes to the service each time. Calls for one key while the first is on its way share its
 * answer. A failure is never kept: the next call asks again.
 *
 * A map of promises, not a query library: it is all the site asks of a cache, and it loads with
 * the engine's chunk on every page whose press may call a cached read (react-query's core was 7 KB
 * of that chunk's 51, compressed).
 */
const answers = new Map<string, Promise<unknown>>();

/** Cached until the page is left. */
export function cached<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(key);
  const known = answers.get(id) as Promise<T> | undefined;
  if (known) return known;
  const answer = load();
  answers.set(id, answer);
  answer.catch(() => {
    if (answers.get(id) === answer) answers.delete(id);
  });
  return answer;
}

/** Forgets every kept answer, as leaving the page does: a new visit (the studio's runs, the tests). */
export function forgetCachedReads(): void {
  answers.clear();
}

/**
 * A path of this site, from whatever a visitor or a service asked for: never another host, in any
 * form a browser would read as one (//host, backslashes, encoded forms of these), and a path the
 * router can decode. Anything else is refused, so the caller falls back to its default destination.
 * Which query parameters go along is the site's to say (keepsQuery); all of them by default.
 */
import { isSameOriginPath } from './paths.ts';

/** A base no real request has, to let URL split a path without resolving it against this site. */
const PROBE = 'http://redirect.invalid';

/** The same-origin path to go to, with the query parameters it keeps, or undefined when the request is refused. */
export function sitePath(requested: unknown, keepsQuery: (name: string, value: string) => boolean = () => true): string | undefined {
  if (typeof requested !== 'string' || requested.length === 0 || requested.length > 2048 || !isSameOriginPath(requested)) return undefined;
  let url: URL;
  try {
    url = new URL(requested, PROBE);
  } catch {
    return undefined;
  }
  // Whatever URL makes of it must still be a path of the probe's origin, not another host, and a
  // path the router can decode.
  const decodedPath = decoded(url.pathname);
  if (url.origin !== PROBE || !isSameOriginPath(url.pathname) || decodedPath === undefined || !isSameOriginPath(decodedPath)) return undefined;
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (keepsQuery(name, value)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The path as the router will decode it, or undefined when it cannot be decoded. The decoded value
 * is checked again by the caller; a call whose result went unused was dropped by the minifier as
 * free of side effects, and with it the check.
 */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * The redirect a visitor asks for (?redirect=...) is followed only to a path on this site (spec 000
 * section 5), and carries along only query parameters whose name is letters only and whose value
 * holds none of < > ( ) (spec 001 section 5). Anything else is refused, so the caller falls back to
 * its default destination.
 */
import { isSameOriginPath } from './paths.ts';

/** A base no real request has, to let URL split a path without resolving it against this site. */
const PROBE = 'http://redirect.invalid';

export function isKeptQueryParameter(name: string, value: string): boolean {
  return /^[A-Za-z]+$/.test(name) && !/[<>()]/.test(value);
}

/** The same-origin path to go to, with its kept query, or undefined when the request is refused. */
export function safeRedirect(requested: unknown): string | undefined {
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
  for (const [name, value] of url.searchParams) if (isKeptQueryParameter(name, value)) kept.append(name, value);
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

/**
 * Where each back-end service answers, from config/site.json: same-origin paths for the sandbox,
 * absolute URLs for a production build. Outside a browser (tests) an origin is set once.
 */
import { platform, productName, services } from '../config/site.json';

export type ServiceName = keyof typeof services;

// In the browser the page's own origin; outside one (tests, tools), the one setServiceOrigin sets.
let origin = typeof window === 'undefined' ? '' : window.location.origin;

/** Headers a caller without a page sends with every GraphQL call: the session cookie a browser would send itself. */
let headers: Record<string, string> = {};

/** For callers without a page (tests, tools): the origin the relative service paths hang under, and the cookie of the visitor they act for (the studio's demo user). */
export function setServiceOrigin(value: string, cookie?: string): void {
  origin = value;
  headers = cookie ? { Cookie: cookie } : {};
}

export function serviceHeaders(): Record<string, string> {
  return headers;
}

export function serviceUrl(service: ServiceName, path: string): string {
  const base = services[service];
  return `${/^https?:/.test(base) ? '' : origin}${base}${path}`;
}

export { platform, productName };

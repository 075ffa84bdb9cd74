/**
 * Where each back-end service answers, from config/site.json: same-origin paths for the sandbox,
 * absolute URLs for a production build. Outside a browser (tests) an origin is set once.
 */
import site from '../config/site.json';

export type ServiceName = keyof typeof site.services;

// In the browser the page's own origin: graphql-request needs an absolute URL.
let origin = typeof window === 'undefined' ? '' : window.location.origin;

/** For callers without a page (tests, tools): the origin the relative service paths hang under. */
export function setServiceOrigin(value: string): void {
  origin = value;
}

export function serviceUrl(service: ServiceName, path: string): string {
  const base = site.services[service];
  return `${/^https?:/.test(base) ? '' : origin}${base}${path}`;
}

export const platform = site.platform;
export const productName = site.productName;

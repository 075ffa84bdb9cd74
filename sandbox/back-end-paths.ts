/**
 * The paths the sandbox answers as the site's back end, apart from the site's own pages: the
 * services (their JSON answers only to this site's pages), the identity provider, the consent
 * service and its vendors' scripts, and the tester's routes. `npm run dev` passes exactly these on
 * from Vite's dev server, so every service a flow calls answers there as it does on `npm start`.
 */
import { escapeRegExp } from 'journey-engine';
import { product } from './product.ts';

export const JSON_SERVICES = ['/account', '/api/v1', '/subscription', '/payment', '/oidc', '/newsletter', '/billing'] as const;

export const BACK_END_PATHS: readonly string[] = [
  ...JSON_SERVICES,
  '/idp',
  '/consent',
  '/sandbox',
  ...product.consent.scripts.map((script) => new URL(script.url, 'http://sandbox').pathname),
];

/** A back-end path as a whole segment (/payment goes on, a page such as /payments does not): the pattern a proxy in front of the site passes on. */
export function backEndPattern(path: string): string {
  return `^${escapeRegExp(path)}(/|$)`;
}

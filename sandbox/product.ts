/** Every product name the back-end contracts use, from one configuration value (config/site.json). */
import site from '../config/site.json' with { type: 'json' };

const name = site.productName;

export const product = {
  name,
  displayName: site.displayName,
  sessionCookie: site.sessionCookie,
  /** The issuer a session token must carry to count as logged in. */
  sessionIssuer: site.sessionIssuer,
  customerAuthTokenHeader: `${name}-customer-auth-token`,
  planPrefix: name,
  newsletterId: `${name}_newsletter`,
  /** The consent cookie and the scripts consent lets load, served as stand-ins (sandbox/consent.ts). */
  consent: site.consent,
} as const;

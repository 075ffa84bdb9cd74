/** The sandbox back end: the service contracts over the embedded database, the tester's tools, and the site. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './account/routes.ts';
import { NO_FLAGS } from './account/schema.ts';
import { billingRoutes } from './billing/routes.ts';
import { seedInvoices } from './billing/seed.ts';
import { writeCatalog } from './catalog.ts';
import { Clock } from './clock.ts';
import type { SandboxContext, VisitorExperiments } from './context.ts';
import { openDatabase, type Database } from './db.ts';
import { FaultSwitches } from './faults.ts';
import { sameOriginJson } from './http.ts';
import { identityRoutes } from './identity/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { oidcRoutes } from './oidc/routes.ts';
import { RateLimiter } from './rate-limit.ts';
import { Signer } from './secrets.ts';
import { seedIfEmpty } from './seed.ts';
import { paymentRoutes } from './payment/routes.ts';
import { providerRoutes } from './payment/provider-page.ts';
import { JSON_SERVICES } from './back-end-paths.ts';
import { consentRoutes, vendorRoutes } from './consent.ts';
import { siteRoutes } from './site.ts';
import { subscriptionRoutes } from './subscription/routes.ts';
import { testerRoutes } from './tester/routes.ts';
import { v1Routes } from './v1/routes.ts';
import { VisitorSettings } from './visitor-settings.ts';
import { visitorScope } from './visitor.ts';

/** The largest request body the sandbox reads: 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface SandboxOptions {
  /** Where the database keeps its data. */
  dataDir: string;
  /** The built site to serve on the same origin; without it only the services answer. */
  distDir?: string;
  /**
   * How many proxies stand in front of the sandbox, each adding the address it was sent from to
   * X-Forwarded-For: the limits per client then count by the address the nearest of them saw. 0, the
   * default, for a sandbox that visitors reach directly: the header is then ignored, as anyone can write it.
   */
  trustedProxies?: number;
  /** How long the "timeout" fault waits (tests shorten it). */
  faultTimeoutMs?: number;
  /**
   * A database to start from when dataDir is new: a dump (PGlite's dumpDataDir) of one migrated and
   * seeded already. The tests start a sandbox per file; creating and seeding each costs seconds.
   */
  template?: Blob;
}

export interface Sandbox {
  app: Hono;
  context: SandboxContext;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const db: Database = await openDatabase(options.dataDir, options.template);
  const context: SandboxContext = {
    db,
    clock: await Clock.load(db),
    signer: await Signer.load(db),
    faults: new FaultSwitches(options.faultTimeoutMs),
    limiter: new RateLimiter(10, 60_000),
    clientLimiter: new RateLimiter(20, 10 * 60_000),
    trustedProxies: options.trustedProxies ?? 0,
    geo: new VisitorSettings({ abroad: false }),
    flags: new VisitorSettings(NO_FLAGS),
    visitorExperiments: new VisitorSettings<VisitorExperiments>({}),
  };
  await writeCatalog(db);
  await seedIfEmpty(context);
  await seedInvoices(context); // only into an empty invoices table

  const app = new Hono();
  // Every answer, the services' and the site's: no type sniffing, and no full address of a page of
  // this site (with its query: a token, an entitlement) in the Referer sent to another site. An
  // answer of an API (JSON) is no document: nothing in it may load or be framed (OWASP's advice for APIs).
  app.use('*', async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.res.headers.get('Content-Type')?.includes('json')) c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });
  // A tester's browser meets its own faults and clock only.
  app.use('*', visitorScope);
  // No request of the site comes near this; a larger body is refused before it is read.
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: `request body larger than ${MAX_BODY_BYTES} bytes` }, 413) }));
  for (const base of JSON_SERVICES) app.use(`${base}/*`, sameOriginJson);
  // The identity provider's API holds the same line: a page elsewhere cannot log a visitor into an account (login CSRF).
  app.use('/idp/api/*', sameOriginJson);
  app.route('/idp', identityRoutes(context));
  app.route('/account', accountRoutes(context));
  app.route('/billing', billingRoutes(context));
  app.route('/api/v1', v1Routes(context));
  app.route('/subscription', subscriptionRoutes(context));
  app.route('/payment', paymentRoutes(context));
  app.route('/oidc', oidcRoutes(context));
  app.route('/newsletter', newsletterRoutes(context));
  app.route('/consent', consentRoutes(context));
  app.route('/', vendorRoutes());
  app.route('/sandbox/psp', providerRoutes(context));
  app.route('/sandbox', testerRoutes(context));
  if (options.distDir) app.route('/', siteRoutes(options.distDir));
  return { app, context, close: () => db.close() };
}

/** The sandbox back end: the service contracts over the embedded database, the tester's tools, and the site. */
import { Hono } from 'hono';
import { Clock } from './clock.ts';
import { openDatabase, type Database } from './db.ts';
import type { Context } from './identity/accounts.ts';
import { identityRoutes } from './identity/routes.ts';
import { seedIfEmpty } from './seed.ts';
import { siteRoutes } from './site.ts';
import { testerRoutes } from './tester/routes.ts';

export interface SandboxOptions {
  /** Where the database keeps its data. */
  dataDir: string;
  /** The built site to serve on the same origin; without it only the services answer. */
  distDir?: string;
}

export interface Sandbox {
  app: Hono;
  db: Database;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const db = await openDatabase(options.dataDir);
  const context: Context = { db, clock: await Clock.load(db) };
  await seedIfEmpty(context);

  const app = new Hono();
  app.route('/idp', identityRoutes(context));
  app.route('/sandbox', testerRoutes(context));
  if (options.distDir) app.route('/', siteRoutes(options.distDir));
  return { app, db, close: () => db.close() };
}

/**
 * npm run build: dist/ made the whole site for any static host (and the sandbox).
 *
 * First Vite builds the browser's code and index.html. Vite's configuration is loaded by this
 * process, run by tsx (configLoader "native"): it imports the engine's packages from their source,
 * which Vite's own loader of a configuration cannot (.npmrc).
 *
 * Then app/prerender.tsx is built for Node with the site's own Vite configuration (the same flows,
 * components and copy) and run: the journey runtime decides each route without parameters for a
 * new visitor, and React's server renderer writes the page it renders. No browser, sandbox or
 * database runs. The engine's writeStaticSite (journey-engine/vite) then writes each route's page
 * (prerendered where the runtime rendered it without asking a service, else the loading state),
 * each flow's page for the routes with parameters (/partner/:plan), 404.html and the host rules.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PrerenderResult } from 'journey-engine/runtime';
import { writeStaticSite } from 'journey-engine/vite';
import { ROOT } from './project.ts';

const DIST = join(ROOT, 'dist');
const CONFIG = { configFile: join(ROOT, 'vite.config.ts'), configLoader: 'native' } as const;
const SERVER_BUILD = join(ROOT, 'node_modules', '.cache', 'prerender');

async function prerenderSite(): Promise<void> {
  rmSync(SERVER_BUILD, { recursive: true, force: true });
  await build({
    ...CONFIG,
    logLevel: 'warn',
    build: { ssr: join(ROOT, 'app', 'prerender.tsx'), outDir: SERVER_BUILD, emptyOutDir: true, sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } },
  });
  const { prerender } = (await import(pathToFileURL(join(SERVER_BUILD, 'prerender.js')).href)) as { prerender(): Promise<PrerenderResult> };
  const { pages, skipped, notFound } = await prerender();

  writeStaticSite(DIST, { pages, ...(notFound ? { notFound } : {}) });
  console.log(`build: ${pages.length} of ${pages.length + skipped.length} pages without parameters prerendered; the rest start from their loading state`);
}

await build(CONFIG);
await prerenderSite();

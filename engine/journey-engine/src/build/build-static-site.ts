/**
 * A site's whole static build: Vite builds the browser's code, index.html and routes.json (with the
 * journeyEngine plugin in the site's configuration); then the site's prerender module is built for
 * Node with the same configuration (the same flows, components and copy) and run, and
 * writeStaticSite writes its pages and the hosts' rules into the output folder.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, resolveConfig, type InlineConfig } from 'vite';
import type { PrerenderResult } from '../runtime/prerender.ts';
import { writeStaticSite } from './static-site.ts';

export interface StaticSiteBuild {
  /** The site's Vite configuration file. */
  configFile: string;
  /** A module whose export prerender() gives the pages (journey-engine/runtime's prerenderRoutes), built for Node. */
  prerender: string;
  /** How Vite loads the configuration: "native" where Node itself should import it (a TypeScript loader such as tsx running). */
  configLoader?: InlineConfig['configLoader'];
}

/** Builds the site into its configuration's output folder, and says what was prerendered and what was not. */
export async function buildStaticSite({ configFile, prerender, configLoader }: StaticSiteBuild): Promise<PrerenderResult> {
  const config: InlineConfig = { configFile: resolve(configFile), ...(configLoader ? { configLoader } : {}) };
  // A build's mode and NODE_ENV, as vite build's own: resolveConfig's defaults are the dev server's,
  // and it sets NODE_ENV when none is set, so the libraries' development code would be built in.
  const { root, build: output } = await resolveConfig(config, 'build', 'production', 'production');
  await build(config);
  const serverBuild = join(root, 'node_modules', '.cache', 'journey-engine-prerender');
  rmSync(serverBuild, { recursive: true, force: true });
  await build({
    ...config,
    logLevel: 'warn',
    build: {
      ssr: resolve(prerender),
      outDir: serverBuild,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.js' } },
    },
  });
  const module = (await import(pathToFileURL(join(serverBuild, 'prerender.js')).href)) as { prerender?: () => Promise<PrerenderResult> };
  if (typeof module.prerender !== 'function') throw new Error(`${prerender} exports no prerender()`);
  const result = await module.prerender();
  writeStaticSite(resolve(root, output.outDir), result);
  return result;
}

/**
 * npm run build: dist/ made the whole site for any static host (and the sandbox), by the engine's
 * buildStaticSite (journey-engine/vite): Vite builds the browser's code and index.html, then
 * app/prerender.tsx is built for Node with the same configuration and run, and each route's page
 * is written (prerendered where the runtime rendered it for a new visitor without asking a service,
 * else the loading state), each flow's page for the routes with parameters (/partner/:plan),
 * 404.html and the hosts' rules.
 *
 * Vite's configuration is loaded by this process, run by tsx (configLoader "native"): it imports
 * the engine's packages from their source, which Vite's own loader of a configuration cannot (.npmrc).
 */
import { join } from 'node:path';
import { buildStaticSite } from 'journey-engine/vite';
import { ROOT } from './project.ts';

const { pages, skipped } = await buildStaticSite({ configFile: join(ROOT, 'vite.config.ts'), configLoader: 'native', prerender: join(ROOT, 'app', 'prerender.tsx') });
console.log(`build: ${pages.length} of ${pages.length + skipped.length} pages without parameters prerendered; the rest start from their loading state`);

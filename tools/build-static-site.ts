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
 * database runs. Then dist/ gets:
 * - `ROUTE/index.html` for every route without parameters: the page prerendered where the runtime
 *   rendered it without asking a service, else the loading state; each names its flow's scripts
 *   (modulepreload), so the browser fetches them beside the entry;
 * - `flows/FLOW.html`, each flow's page with its loading state, for the routes with parameters
 *   (/partner/:plan) that a host rewrites to it;
 * - `404.html`, the not-found page, for a host to send with status 404;
 * - the host rules (tools/host-rules.ts): `_redirects`, `_headers` and `nginx/site.conf`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Prerender, PrerenderedPage } from '../app/prerender.tsx';
import { flowPage, hasParameters, headersFile, nginxConf, redirectsFile, type SiteRouting } from './host-rules.ts';
import { ROOT } from './project.ts';
import { escapeHtml } from '../sandbox/tester/page.ts';

const DIST = join(ROOT, 'dist');
const CONFIG = { configFile: join(ROOT, 'vite.config.ts'), configLoader: 'native' } as const;
const SERVER_BUILD = join(ROOT, 'node_modules', '.cache', 'prerender');

/** The site's index.html as Vite built it, made the page of one flow and, where prerendered, of one route. */
function pageHtml(template: string, routing: SiteRouting, flowId: string | undefined, page?: PrerenderedPage): string {
  // The first script is the flow's own chunk: the site starts from it (app/flows.ts).
  const links = (flowId ? (routing.flowScripts[flowId] ?? []) : [])
    .map((file, index) => `<link rel="modulepreload" crossorigin href="${file}"${index === 0 ? ` data-journey-flow="${flowId}"` : ''}>`)
    .join('');
  const html = template.replace('</head>', `${links}</head>`);
  if (!page) return html;
  const loading = /<div id="root">([\s\S]*?)<\/div>/.exec(template)?.[1] ?? '';
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`).replace(
    /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>|\s*<script)/,
    // The loading state stays beside the page, shown instead of it to a visitor the page may not be for (app/prerender-marks.ts).
    () => `<div class="prerender-wait">${loading}</div><div id="root" data-prerendered="${page.step}">${page.html}</div>`,
  );
}

function write(file: string, html: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

async function prerenderSite(): Promise<void> {
  rmSync(SERVER_BUILD, { recursive: true, force: true });
  await build({
    ...CONFIG,
    logLevel: 'warn',
    build: { ssr: join(ROOT, 'app', 'prerender.tsx'), outDir: SERVER_BUILD, emptyOutDir: true, sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } },
  });
  const { prerender } = (await import(pathToFileURL(join(SERVER_BUILD, 'prerender.js')).href)) as { prerender(): Promise<Prerender> };
  const { pages, skipped, notFound } = await prerender();

  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  // This step writes the home page over index.html: it starts from Vite's, once per build.
  if (template.includes('data-prerendered')) throw new Error('dist/index.html is a page this step wrote: the browser build before it did not run');
  const routing = JSON.parse(readFileSync(join(DIST, 'routes.json'), 'utf8')) as SiteRouting;
  const prerendered = new Map(pages.map((page) => [page.route, page]));
  const flowIds = [...new Set(routing.pages.map((page) => page.flow))];
  for (const flowId of flowIds) write(join(DIST, flowPage(flowId)), pageHtml(template, routing, flowId));
  // A route that moved permanently has no page: a host serves a file before its redirect rules.
  const written = new Set(routing.redirects.map((redirect) => redirect.route));
  // The not-found page's own route is not found either: it answers with 404.html.
  const known = new Set(['/', ...routing.routes]);
  // Static routes come first, each answered by the first flow that declares it, as the router ranks them.
  for (const { route, flow } of routing.pages) {
    if (hasParameters(route) || written.has(route) || !known.has(route)) continue;
    written.add(route);
    write(join(DIST, route, 'index.html'), pageHtml(template, routing, flow, prerendered.get(route)));
  }
  write(join(DIST, '404.html'), pageHtml(template, routing, routing.notFoundFlow, notFound));
  write(join(DIST, '_redirects'), redirectsFile(routing));
  write(join(DIST, '_headers'), headersFile(routing));
  write(join(DIST, 'nginx', 'site.conf'), nginxConf(routing));
  console.log(`build: ${pages.length} of ${pages.length + skipped.length} pages without parameters prerendered; the rest start from their loading state`);
}

await build(CONFIG);
await prerenderSite();

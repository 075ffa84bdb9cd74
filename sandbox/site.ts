/**
 * Serves the built site on the sandbox's origin as production serves it: its files (hashed assets
 * cached for a year, everything else checked again, text compressed with brotli or gzip), the site
 * itself for every route a flow declares, the not-found page with status 404 for every other path,
 * the flows' permanent redirects as 301, and the strict Content-Security-Policy on every answer.
 * Each page names its flow's scripts, so the browser loads them at once. A visitor without a
 * session who asks for a page without a query gets it prerendered (tools/prerender.ts): its content
 * is in the HTML, and the site's script renders over it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { routeMatcher } from '../engine/core/paths.ts';
import { sessionCookie } from './account/session.ts';
import { product } from './product.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** What is worth compressing: text. Images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg']);

type Encoding = 'br' | 'gzip';

/** Each file's compressed bodies, made once: the build's files do not change while the sandbox runs. */
const compressed = new Map<string, Buffer>();

function compress(key: string, body: Buffer | string, encoding: Encoding): Buffer {
  const cacheKey = `${encoding} ${key}`;
  let result = compressed.get(cacheKey);
  if (!result) {
    result = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
    compressed.set(cacheKey, result);
  }
  return result;
}

/** The best encoding the browser accepts: brotli, then gzip, else none. */
function encodingFor(c: Context): Encoding | undefined {
  const accepted = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** A text answer, compressed when the browser accepts it; Vary tells caches that it depends on that. */
function textBody(c: Context, key: string, body: Buffer | string, status: 200 | 404, headers: Record<string, string>): Response {
  const encoding = encodingFor(c);
  const vary = { Vary: 'Accept-Encoding' };
  if (!encoding) return c.body(typeof body === 'string' ? body : new Uint8Array(body), status, { ...headers, ...vary });
  return c.body(new Uint8Array(compress(key, body, encoding)), status, { ...headers, ...vary, 'Content-Encoding': encoding });
}

interface Routing {
  routes: string[];
  redirects: { route: string; location: string }[];
  /** Which flow's page answers a route, the flow of the not-found page, and each flow's scripts beyond the site's entry. */
  pages: { route: string; flow: string }[];
  notFoundFlow?: string;
  flowScripts: Record<string, string[]>;
}

/** dist/prerendered.json: a page's content (of #root) and title, by route, as a new visitor sees it. */
type Prerendered = Record<string, { html: string; title: string }>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function siteRoutes(distDir: string): Hono {
  const routing = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as Routing;
  const routes = routing.routes.map(routeMatcher);
  const redirects = routing.redirects.map((redirect) => ({ matches: routeMatcher(redirect.route), location: redirect.location }));
  const pages = routing.pages.map((page) => ({ matches: routeMatcher(page.route), flow: page.flow }));
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  // The page announces its flow's scripts (modulepreload), so the browser fetches them beside the
  // site's entry instead of once the entry has run and found the route. Made once per flow.
  const pageOfFlow = new Map<string, string>();
  const pageFor = (flow: string | undefined): string => {
    if (!flow) return index;
    let html = pageOfFlow.get(flow);
    if (!html) {
      // The first script is the flow's own chunk: the site starts from it (app/flows.ts).
      const links = (routing.flowScripts[flow] ?? [])
        .map((file, index) => `<link rel="modulepreload" crossorigin href="${file}"${index === 0 ? ` data-journey-flow="${flow}"` : ''}>`)
        .join('');
      html = index.replace('</head>', `${links}</head>`);
      pageOfFlow.set(flow, html);
    }
    return html;
  };
  const prerenderedFile = join(distDir, 'prerendered.json');
  const prerendered = existsSync(prerenderedFile) ? (JSON.parse(readFileSync(prerenderedFile, 'utf8')) as Prerendered) : {};
  // A page made once per route that has one, as the flows' pages are once per flow.
  const prerenderedPage = new Map<string, string>();
  const pageAt = (path: string, flow: string | undefined, page: Prerendered[string]): string => {
    let html = prerenderedPage.get(path);
    if (!html) {
      html = pageFor(flow)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(/<div id="root">[\s\S]*?<\/div>(?=\s*<script|\s*<\/body>)/, () => `<div id="root" data-prerendered>${page.html}</div>`);
      prerenderedPage.set(path, html);
    }
    return html;
  };
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', product.contentSecurityPolicy);
  });

  app.get('*', (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed escape (/abc%) is the visitor's bad input, not the server's failure.
      return c.text('Ongeldig adres: de URL bevat een onjuiste %-codering.', 400);
    }
    const file = normalize(join(distDir, path));
    if (file.startsWith(distDir) && extname(path) && existsSync(file) && statSync(file).isFile()) {
      // Hashed assets never change; everything else is checked again.
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (COMPRESSIBLE.has(extname(file))) return textBody(c, file, readFileSync(file), 200, headers);
      return c.body(readFileSync(file), 200, headers);
    }
    const redirect = redirects.find((candidate) => candidate.matches.test(path));
    if (redirect) return c.redirect(redirect.location, 301);
    const known = path === '/' || routes.some((route) => route.test(path));
    const flow = known ? pages.find((page) => page.matches.test(path))?.flow : routing.notFoundFlow;
    // A visitor with a session, or a query, may see another page than a new visitor does.
    const fresh = known && !new URL(c.req.url).search && sessionCookie(c) === undefined;
    const page = fresh && Object.hasOwn(prerendered, path) ? prerendered[path] : undefined;
    const headers = { 'Content-Type': TYPES['.html'] as string, 'Cache-Control': 'no-cache' };
    if (page) return textBody(c, `index.html ${path}`, pageAt(path, flow, page), 200, headers);
    return textBody(c, `index.html ${flow ?? ''}`, pageFor(flow), known ? 200 : 404, headers);
  });
  return app;
}

/**
 * Serves the built site on the sandbox's origin as a static host serves dist/: its files (hashed
 * assets cached for a year, everything else checked again, text compressed with brotli or gzip),
 * each route's page as the build wrote it, by the engine's rules of the static hosts (journey-engine/host's
 * distHost: a route with parameters rewritten to its flow's page, the not-found page with status 404
 * for every other path, the flows' permanent redirects as 301), and the build's Content-Security-Policy on every answer.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { distHost } from 'journey-engine/host';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
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

export function siteRoutes(distDir: string): Hono {
  const host = distHost(distDir);
  if (!host) throw new Error(`${distDir} holds no routes.json: build the site first (npm run build)`);
  const { answer, fileOf, policy } = host;
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
  });

  app.get('*', (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed escape (/abc%) is the visitor's bad input, not the server's failure.
      return c.text('Ongeldig adres: de URL bevat een onjuiste %-codering.', 400);
    }
    const asset = extname(path) ? fileOf(path) : undefined;
    if (asset) {
      // Hashed assets never change; everything else is checked again.
      const headers = {
        'Content-Type': TYPES[extname(asset)] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (COMPRESSIBLE.has(extname(asset))) return textBody(c, asset, readFileSync(asset), 200, headers);
      return c.body(readFileSync(asset), 200, headers);
    }
    // A route's own page, else the page of the flow whose route with parameters it matches, else the not-found page.
    const answered = answer(path);
    if (answered.kind === 'redirect') return c.redirect(answered.location, 301);
    const page = join(distDir, answered.file);
    return textBody(c, page, readFileSync(page), answered.status, { 'Content-Type': TYPES['.html'] as string, 'Cache-Control': 'no-cache' });
  });
  return app;
}

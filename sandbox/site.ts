/**
 * Serves the built site on the sandbox's origin: its files, the site itself for every route a flow
 * declares, the not-found page with status 404 for every other path, the flows' permanent
 * redirects as 301, and the strict Content-Security-Policy on every answer.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';
import { routeMatcher } from '../engine/core/paths.ts';
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

interface Routing {
  routes: string[];
  redirects: { route: string; location: string }[];
}

export function siteRoutes(distDir: string): Hono {
  const routing = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as Routing;
  const routes = routing.routes.map(routeMatcher);
  const redirects = routing.redirects.map((redirect) => ({ matches: routeMatcher(redirect.route), location: redirect.location }));
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
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
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(readFileSync(file), 200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
    }
    const redirect = redirects.find((candidate) => candidate.matches.test(path));
    if (redirect) return c.redirect(redirect.location, 301);
    const known = path === '/' || routes.some((route) => route.test(path));
    return c.html(index, known ? 200 : 404, { 'Cache-Control': 'no-cache' });
  });
  return app;
}

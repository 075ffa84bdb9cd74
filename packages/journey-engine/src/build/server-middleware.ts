/**
 * Vite's servers answer as the build's hosts do (host-rules.ts). The dev server, from the flows:
 * their permanent redirects with 301, and a page no flow knows with the site and status 404. The
 * preview server (vite preview), from the built dist/routes.json: each route's page as the build
 * wrote it, the flows' pages for routes with parameters, 404.html with 404, and the site's policy.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Connect } from 'vite';
import { joinPath, routeMatcher } from '../core/paths.ts';
import { hostAnswers, type HostAnswer, type SiteRouting } from './host-rules.ts';
import { allRoutes, type BuiltFlows } from './site-routes.ts';

const pathOf = (request: Connect.IncomingMessage): string => (request.url ?? '/').split('?')[0] ?? '/';

/**
 * The permanent redirects of the flows (legacy paths) that lead to a fixed place, answered with 301
 * as search engines and bookmarks expect; the rest redirect in the browser.
 */
export function permanentRedirectsMiddleware(built: () => BuiltFlows, externalDestinations: () => Readonly<Record<string, string | undefined>>): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = pathOf(request);
    const moved = (location: string) => {
      response.writeHead(301, { Location: location });
      response.end();
    };
    const legacy = allRoutes(built()).legacy.find(({ route }) => routeMatcher(route).test(path));
    if (legacy) return moved(legacy.location);
    for (const flow of built().flows) {
      for (const redirect of flow.redirects ?? []) {
        const fixed = redirect.permanent && !redirect.to.params && !redirect.to.query;
        if (fixed && routeMatcher(joinPath(flow.basePath, redirect.path)).test(path)) return moved(redirect.to.route ?? externalDestinations()[redirect.to.external ?? ''] ?? '/');
      }
    }
    next();
  };
}

/** HTML navigations to a path no flow declares are answered with the site and status 404. */
export function notFoundMiddleware(routes: () => readonly RegExp[]): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = pathOf(request);
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && path !== '/' && !routes().some((route) => route.test(path))) {
      // The server's SPA fallback answers 200 with the site; keep the site but make the status 404.
      answerWith404(response);
    }
    next();
  };
}

/** Whatever the server sends next goes with status 404. */
function answerWith404(response: Parameters<Connect.NextHandleFunction>[1]): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
  response.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as typeof response.writeHead;
  response.statusCode = 404;
}

/** vite preview serving dist/ by its routes.json, as a static host with the build's rules does. */
export function previewMiddleware(dist: string): Connect.NextHandleFunction {
  let rules: { answer(path: string): HostAnswer; policy: string } | undefined;
  const isFile = (file: string): boolean => {
    const path = normalize(join(dist, file));
    return path.startsWith(dist) && existsSync(path) && statSync(path).isFile();
  };
  return (request, response, next) => {
    // Read once the build is there: the server may start before it; without it, Vite answers as it would.
    if (!rules) {
      const file = join(dist, 'routes.json');
      if (!existsSync(file)) return next();
      const routing = JSON.parse(readFileSync(file, 'utf8')) as SiteRouting;
      rules = { answer: hostAnswers(routing, isFile), policy: routing.contentSecurityPolicy };
    }
    if (rules.policy) response.setHeader('Content-Security-Policy', rules.policy);
    const url = request.url ?? '/';
    const at = url.indexOf('?');
    const [path, query] = at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || extname(decoded)) return next();
    const answer = rules.answer(decoded);
    if (answer.kind === 'redirect') {
      response.writeHead(301, { Location: answer.location });
      response.end();
      return;
    }
    request.url = query === undefined ? answer.file : `${answer.file}?${query}`;
    if (answer.status === 404) answerWith404(response);
    next();
  };
}

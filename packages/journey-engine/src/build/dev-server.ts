/**
 * The dev server answers as the build's hosts do (host-rules.ts): the flows' permanent redirects
 * with 301, and a page no flow knows with the site and status 404.
 */
import type { Connect } from 'vite';
import { joinPath, routeMatcher } from '../core/paths.ts';
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
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
      response.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as typeof response.writeHead;
      response.statusCode = 404;
    }
    next();
  };
}

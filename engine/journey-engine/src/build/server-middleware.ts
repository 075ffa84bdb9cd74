/**
 * Vite's servers answer as the build's hosts do (host-rules.ts). The dev server, from the flows:
 * their permanent redirects with 301, and a page no flow knows with the site and status 404. The
 * preview server (vite preview), from the built dist/routes.json: each route's page as the build
 * wrote it, the flows' pages for routes with parameters, 404.html with 404, and the site's policy.
 */
import { extname } from 'node:path';
import type { Connect } from 'vite';
import { distHost, type DistHost } from './dist-host.ts';

const pathOf = (request: Connect.IncomingMessage): string => (request.url ?? '/').split('?')[0] ?? '/';

/** A route that moved for good, as its pattern, and where it moved. */
export interface MovedRoute {
  matches: RegExp;
  location: string;
}

/**
 * The flows' permanent redirects to a fixed route and their legacy paths, answered with 301 as
 * search engines and bookmarks expect: the same ones the build writes for the hosts (site-routes.ts's
 * permanentRedirects, matched once per version of the flows); the rest redirect in the browser.
 */
export function permanentRedirectsMiddleware(moved: () => readonly MovedRoute[]): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = pathOf(request);
    const redirect = moved().find(({ matches }) => matches.test(path));
    if (!redirect) return next();
    response.writeHead(301, { Location: redirect.location });
    response.end();
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
  let rules: DistHost | undefined;
  return (request, response, next) => {
    // Read once the build is there: the server may start before it; without it, Vite answers as it would.
    rules ??= distHost(dist);
    if (!rules) return next();
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

/**
 * A site's serving rules for static hosts (journey-engine/host), written by its build from
 * dist/routes.json (the flows' routes, which journey-engine/vite writes): each route's page, a route with parameters rewritten to its flow's page, the flows'
 * permanent redirects as 301, every other path the not-found page with status 404, the
 * Content-Security-Policy on every answer, and hashed assets cached for a year.
 *
 * - `_redirects` and `_headers`: the files Netlify and Cloudflare Pages read from the site's root;
 * - `nginx/site.conf`: a snippet to include in an nginx server block whose root is dist/.
 * A server of its own can serve dist/ by the same routes.json (rewrites).
 */

import { createHash } from 'node:crypto';
import { routeMatcher } from '../core/paths.ts';

/** dist/routes.json, as journey-engine/vite writes it. */
export interface SiteRouting {
  /** Every route a flow declares (the not-found page answers the rest). */
  routes: string[];
  /** The flows' permanent redirects to a fixed place. */
  redirects: { route: string; location: string }[];
  /** Which flow's page answers a route: dist/ROUTE/index.html for one without parameters, dist/flows/FLOW.html for the others. */
  pages: { route: string; flow: string }[];
  /** The flow of the not-found page. */
  notFoundFlow?: string;
  /** Each flow's scripts beyond the site's entry, announced with its pages. */
  flowScripts: Record<string, string[]>;
  /** Each service operation's scripts beyond the site's entry (its chunk, what it imports, and what it imports when called), announced with the prerendered pages whose step may call it. */
  operationScripts: Record<string, string[]>;
  /** The scripts of another party each service operation's call loads, fetched with those prerendered pages too. */
  operationPreloads: Record<string, string[]>;
  /** The site's policy; none is sent where it is empty. */
  contentSecurityPolicy: string;
}

export const hasParameters = (route: string): boolean => /[:*]/.test(route);

/** The page a route with parameters is rewritten to. */
export const flowPage = (flow: string): string => `/flows/${flow}.html`;

const WRITTEN_FROM_FLOWS = '# Written by the build (journey-engine/host) from the flows: do not edit.';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The routes with parameters, each with its flow's page, first match first (static routes are files). */
export function rewrites(routing: SiteRouting): { route: string; page: string }[] {
  return routing.pages.filter((page) => hasParameters(page.route)).map((page) => ({ route: page.route, page: flowPage(page.flow) }));
}

/** The not-found page in dist/. */
export const NOT_FOUND_PAGE = '/404.html';

/** What a host answers a path that is no file of dist/: a permanent redirect, or a page (its file in dist/) with its status. */
export type HostAnswer = { kind: 'redirect'; location: string } | { kind: 'page'; file: string; status: 200 | 404 };

/**
 * The rules of the hosts' files as a function, for a server of dist/ (a preview, a sandbox): a
 * flow's permanent redirect, a route's own page, else the page of the flow whose route with
 * parameters it matches, else the not-found page with 404. isFile says whether dist/ has a file.
 */
export function hostAnswers(routing: SiteRouting, isFile: (file: string) => boolean): (path: string) => HostAnswer {
  const routes = routing.routes.map(routeMatcher);
  const redirects = routing.redirects.map((redirect) => ({ matches: routeMatcher(redirect.route), location: redirect.location }));
  const rewritten = rewrites(routing).map(({ route, page }) => ({ matches: routeMatcher(route), page }));
  return (path) => {
    const redirect = redirects.find((candidate) => candidate.matches.test(path));
    if (redirect) return { kind: 'redirect', location: redirect.location };
    const known = path === '/' || routes.some((route) => route.test(path));
    const own = `${path.replace(/\/$/, '')}/index.html`;
    const page = known ? (isFile(own) ? own : rewritten.find((rewrite) => rewrite.matches.test(path))?.page) : undefined;
    return page && isFile(page) ? { kind: 'page', file: page, status: 200 } : { kind: 'page', file: NOT_FOUND_PAGE, status: 404 };
  };
}

/**
 * A route in the hosts' placeholder syntax, which knows no optional segment: one route for each
 * number of optional segments given (/a/:b?/:c? is /a, /a/:b and /a/:b/:c).
 */
export function withoutOptionals(route: string): string[] {
  const segments = route.split('/').filter(Boolean);
  const firstOptional = segments.findIndex((segment) => segment.endsWith('?'));
  if (firstOptional < 0) return [route];
  const required = segments.slice(0, firstOptional);
  const optional = segments.slice(firstOptional).map((segment) => segment.replace(/\?$/, ''));
  return optional.map((_, index) => `/${[...required, ...optional.slice(0, index)].join('/')}`).concat(`/${[...required, ...optional].join('/')}`);
}

/** _redirects: 301s, then the rewrites (a host serves an existing file before a rule), then 404 for the rest. */
export function redirectsFile(routing: SiteRouting): string {
  const lines = [
    WRITTEN_FROM_FLOWS,
    ...routing.redirects.flatMap((redirect) => withoutOptionals(redirect.route).map((route) => `${route} ${redirect.location} 301`)),
    ...rewrites(routing).flatMap(({ route, page }) => withoutOptionals(route).map((path) => `${path} ${page} 200`)),
    `/* ${NOT_FOUND_PAGE} 404`,
  ];
  return `${lines.join('\n')}\n`;
}

/** _headers: the policy on every answer; hashed assets never change. */
export function headersFile(routing: SiteRouting): string {
  return [
    "# Written by the build (journey-engine/host) from the site's policy: do not edit.",
    '/*',
    ...(routing.contentSecurityPolicy ? [`  Content-Security-Policy: ${routing.contentSecurityPolicy}`] : []),
    '  X-Content-Type-Options: nosniff',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}

/** A route as an nginx location regex (case aside, \`~*\`), as the site's router matches it. */
const locationPattern = (route: string): string => `"${routeMatcher(route).source}"`;

/** nginx/site.conf: the same rules for an nginx server block whose root is dist/. */
export function nginxConf(routing: SiteRouting): string {
  // add_header in a location replaces the server's: every location that answers names its headers.
  const policy = [
    ...(routing.contentSecurityPolicy ? [`add_header Content-Security-Policy "${routing.contentSecurityPolicy}" always;`] : []),
    'add_header X-Content-Type-Options nosniff always;',
  ].join('\n    ');
  // A page is checked again at every visit: a new build is seen at once.
  const page = `${policy}\n    add_header Cache-Control "no-cache" always;`;
  const blocks = [
    WRITTEN_FROM_FLOWS,
    '# Include in a server block whose root is dist/, beside the locations that pass the services on.',
    'index index.html;',
    `error_page 404 ${NOT_FOUND_PAGE};`,
    'gzip on;',
    'gzip_types text/css application/javascript text/javascript application/json image/svg+xml;',
    '',
    `location ^~ /assets/ {\n    ${policy}\n    add_header Cache-Control "${IMMUTABLE}" always;\n    try_files $uri =404;\n}`,
    ...routing.redirects.map((redirect) => `location ~* ${locationPattern(redirect.route)} {\n    return 301 ${redirect.location};\n}`),
    ...rewrites(routing).map((rewrite) => `location ~* ${locationPattern(rewrite.route)} {\n    ${page}\n    try_files ${rewrite.page} =404;\n}`),
    `location / {\n    ${page}\n    try_files $uri $uri/index.html =404;\n}`,
    `location = ${NOT_FOUND_PAGE} {\n    ${page}\n    internal;\n}`,
  ];
  return `${blocks.join('\n')}\n`;
}

/** The policy with an inline script's hash added to script-src: the page's one inline script, allowed by its hash. */
export function allowingScript(policy: string, script: string): string {
  return allowingInline(policy, 'script-src', script);
}

/** The policy with an inline stylesheet's hash added to style-src (inline-stylesheets.ts). */
export function allowingStyle(policy: string, css: string): string {
  return allowingInline(policy, 'style-src', css);
}

/**
 * The policy with content's hash added to directive. A policy without the directive gives it
 * default-src's sources and the hash (a browser falls back to default-src); one with neither
 * restricts nothing of the kind and stays as it is.
 */
function allowingInline(policy: string, directive: 'script-src' | 'style-src', content: string): string {
  const hash = `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
  const directives = policy.split(';').map((part) => part.trim());
  if (directives.some((part) => part.startsWith(`${directive} `))) return directives.map((part) => (part.startsWith(`${directive} `) ? `${part} ${hash}` : part)).join('; ');
  const fallback = directives.find((part) => part.startsWith('default-src '));
  return fallback === undefined ? policy : [...directives, `${directive} ${fallback.slice('default-src '.length)} ${hash}`].join('; ');
}

/**
 * A site's dist/ made whole for any static host, after Vite has built the browser's code, its
 * index.html and routes.json (journey-engine/vite), from the pages the site prerendered:
 * - `ROUTE/index.html` for every route without parameters: the page prerendered where the site
 *   rendered it (or its step's still, where its loads are pending: STILL_ATTRIBUTE), else
 *   index.html's loading state; each names its flow's scripts (modulepreload),
 *   so the browser fetches them beside the entry, and a prerendered one the scripts of the service
 *   operations its step may call. A prerendered page keeps its scripts in a
 *   template, which its head script loads once the page's step can be used (SITE_SCRIPTS_TEMPLATE);
 * - `flows/FLOW.html`, each flow's page with its loading state, for the routes with parameters
 *   that a host rewrites to it;
 * - `404.html`, the not-found page, for a host to send with status 404;
 * - the host rules (host-rules.ts): `_redirects`, `_headers` and `nginx/site.conf`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  LOADING_STATE_CLASS,
  NEXT_PAGE_TEMPLATE,
  PRERENDERED_OPERATIONS_ATTRIBUTE,
  SITE_SCRIPTS_TEMPLATE,
  STILL_ATTRIBUTE,
  type NextPage,
  type PrerenderedRoute,
  type PrerenderResult,
} from '../runtime/prerender.ts';
import { flowPage, hasParameters, headersFile, nginxConf, NOT_FOUND_PAGE, redirectsFile, type SiteRouting } from './host-rules.ts';

/** The pages a site rendered at build time (journey-engine/runtime's prerenderRoutes). */
export type Prerendered = Pick<PrerenderResult, 'pages' | 'notFound'>;

/** Where index.html's root is: `<div id="root">` holding the loading state (no other div), replaced by a page's HTML. */
const ROOT_ELEMENT = /<div id="root">((?:(?!<\/?div\b)[\s\S])*)<\/div>/;

/** The head's tags that load the site's code (its module script, what it and the flow's chunk preload, the scripts of another party its calls load), each with the space before it. */
const SITE_SCRIPT = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="script"[^>]*>)/g;

const OTHER_PARTY_SCRIPT = /^<link rel="preload" as="script"/;

/**
 * The page with its site's scripts moved from its head into a template: the browser fetches nothing
 * of them while it parses the page, so the step is the first thing a visitor can use, and what
 * loads before it is the page's inline head script alone (issue 43).
 */
function scriptsBehindStep(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  // Another party's scripts first (a provider's SDK): a call through one waits for it and then makes
  // a round trip of its own, while the site's files wait for nothing but themselves. Behind an
  // HTTP/1.1 host's six connections what comes first is fetched first.
  const scripts = [...head.matchAll(SITE_SCRIPT)].map((match) => match[1] as string).sort((a, b) => Number(OTHER_PARTY_SCRIPT.test(b)) - Number(OTHER_PARTY_SCRIPT.test(a)));
  // Only where the page's head script loads them (journey-engine-react's earlyPressScript names the template).
  if (scripts.length === 0 || !head.includes(SITE_SCRIPTS_TEMPLATE)) return html;
  return `${head.replace(SITE_SCRIPT, '')}<template id="${SITE_SCRIPTS_TEMPLATE}">${scripts.join('')}</template>${html.slice(headEnd)}`;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a press on this one leads a new visitor to, behind it in a template: parsed after the
 * step, so the step is usable no later for it (PrerenderedRoute's next).
 */
function nextPageTemplate(next: NextPage | undefined): string {
  if (!next) return '';
  const data = { step: next.step, path: next.path, position: next.position, title: next.title };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<template id="${NEXT_PAGE_TEMPLATE}"${attributes}>${next.html}</template>`;
}

const operationsAttribute = (operations: readonly string[]): string => (operations.length > 0 ? ` ${PRERENDERED_OPERATIONS_ATTRIBUTE}="${escapeHtml(operations.join(' '))}"` : '');

/** index.html made the page of one flow and, where prerendered, of one route. */
function pageHtml(template: string, routing: SiteRouting, flowId: string | undefined, page?: PrerenderedRoute): string {
  const flowFiles = flowId ? (routing.flowScripts[flowId] ?? []) : [];
  // The first script is the flow's own chunk: a site may start from it.
  const flowLinks = flowFiles.map((file, index) => `<link rel="modulepreload" crossorigin href="${file}"${index === 0 ? ` data-journey-flow="${flowId}"` : ''}>`);
  // A prerendered step's calls: their code loads with the page's, not once the press or the site asks for it.
  const operationFiles = new Set((page?.operations ?? []).flatMap((operation) => routing.operationScripts[operation] ?? []));
  const operationLinks = [...operationFiles].filter((file) => !flowFiles.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  // ...and the scripts of another party they load (a provider's SDK), beside them rather than after them.
  const preloads = new Set((page?.operations ?? []).flatMap((operation) => routing.operationPreloads[operation] ?? []));
  const preloadLinks = [...preloads].map((url) => `<link rel="preload" as="script" href="${escapeHtml(url)}">`);
  const links = [...flowLinks, ...operationLinks, ...preloadLinks].join('');
  const html = template.replace('</head>', `${links}</head>`);
  if (!page) return html;
  const loading = ROOT_ELEMENT.exec(template)?.[1] ?? '';
  return scriptsBehindStep(html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      ROOT_ELEMENT,
      // The loading state stays beside the page, for a site to show instead of it to a visitor the page may not be for.
      () =>
        `<div class="${LOADING_STATE_CLASS}">${loading}</div><div id="root" data-prerendered="${escapeHtml(page.step)}"${page.still ? ` ${STILL_ATTRIBUTE}` : ''}${operationsAttribute(page.operations)}>${page.html}</div>${nextPageTemplate(page.next)}`,
    );
}

function write(file: string, html: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** Writes the pages and host rules into dist (Vite's output: index.html and routes.json); once per build. */
export function writeStaticSite(dist: string, { pages, notFound }: Prerendered): void {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  // This writes the home page over index.html: it starts from Vite's.
  if (template.includes(' data-prerendered="')) throw new Error(`${join(dist, 'index.html')} is a page the static site's writer wrote: the browser build before it did not run`);
  if (!ROOT_ELEMENT.test(template)) throw new Error('index.html lacks <div id="root">, where the pages go');
  const routing = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as SiteRouting;
  const prerendered = new Map(pages.map((page) => [page.route, page]));
  for (const flowId of new Set(routing.pages.map((page) => page.flow))) write(join(dist, flowPage(flowId)), pageHtml(template, routing, flowId));
  // A route that moved permanently has no page: a host serves a file before its redirect rules.
  const written = new Set(routing.redirects.map((redirect) => redirect.route));
  // The not-found page's own route is not found either: it answers with 404.html.
  const known = new Set(['/', ...routing.routes]);
  // Static routes come first, each answered by the first flow that declares it, as the router ranks them.
  for (const { route, flow } of routing.pages) {
    if (hasParameters(route) || written.has(route) || !known.has(route)) continue;
    written.add(route);
    write(join(dist, route, 'index.html'), pageHtml(template, routing, flow, prerendered.get(route)));
  }
  write(join(dist, NOT_FOUND_PAGE), pageHtml(template, routing, routing.notFoundFlow, notFound));
  write(join(dist, '_redirects'), redirectsFile(routing));
  write(join(dist, '_headers'), headersFile(routing));
  write(join(dist, 'nginx', 'site.conf'), nginxConf(routing));
}

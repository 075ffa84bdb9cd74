/**
 * The flows inside Vite. Every flow is validated when the site is served or built: in dev an error
 * shows in the overlay, and a production build fails.
 *
 * - "virtual:journey" gives the runtime the site's facts, the fields of the site configuration it
 *   reads and a loader of the route table; nothing in it grows with the number of flows;
 * - "virtual:journey/routes" is the route table: the outline (routes and layout) of every flow and
 *   a loader per flow. A page whose server names its flow (sandbox/site.ts) renders from that
 *   flow's own outline and loads the table after its first render;
 * - "virtual:journey/flow/ID" is one flow: its content, its outline, the copy namespaces it uses,
 *   the site guards, its forms' validators as precompiled ajv code and its logic as functions
 *   (the flow and guards refer to them in place of JsonLogic, and only the operators they call are
 *   imported), so the browser never compiles code. Each is a chunk of its own.
 *
 * The dev server also answers a path no flow knows with HTTP 404 (the not-found page) and the
 * flows' permanent redirects with 301, as the sandbox does for the build (dist/routes.json).
 */
import { resolve } from 'node:path';
import type { Connect, Plugin, Rolldown } from 'vite';
import type { LegacyRoute, Flow } from 'journey-engine';
import { outlineOf, pageRoutes, type FlowOutline, joinPath, routeMatcher } from 'journey-engine';
import { formatDiagnostic, flowRoutes, createValidator } from 'journey-engine/validate';
import { flowLogicModule, shippedFlow } from './compiled-logic.ts';
import type { SiteRouting } from './host-rules.ts';
import { allowingScript, headScript } from './head-script.ts';
import { standaloneValidators } from './standalone-validators.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import { copyKeys, copyResources, projectSources, FLOWS_DIR, loadValidationProject, offerCollections, offersOf, siteFactsOf, siteConfig } from './project.ts';

const PREFIX = 'virtual:journey';
const FLOW_PREFIX = `${PREFIX}/flow/`;
const VALIDATORS_PREFIX = `${PREFIX}/validators/`;
const ROUTES_MODULE = `${PREFIX}/routes`;
const LOGIC_PREFIX = `${PREFIX}/logic/`;
/** Loaded with the site itself: the layouts use it on every page. */
const ALWAYS_LOADED_COPY = 'common';

interface Project {
  flows: Flow[];
  /** Each flow's outline (its routes and layout, the offer files' routes included), in the order of flows. */
  outlines: FlowOutline[];
  /** The partner offers, whose names the facts group "partners" holds, the same for every visitor. */
  offers: PartnerOffer[];
}

function loadProject(flowsDir: string): Project {
  const sources = projectSources(flowsDir);
  const result = createValidator(loadValidationProject(flowsDir))(sources);
  if (result.diagnostics.length > 0) throw new Error(`Invalid flows or site configuration:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  // In the order of the files, as the validator keeps them.
  const projectFlows = [...result.flows.values()];
  const offers = offersOf(result);
  const collections = offerCollections(offers);
  return {
    flows: projectFlows,
    outlines: projectFlows.map((flow) => outlineOf(flow, collections)),
    offers: [...offers.values()],
  };
}

/**
 * Every route a page answers with status 200, aliases included, and the legacy routes that lead
 * elsewhere. The not-found page is left out: it answers 404 also when it is asked for by name.
 */
function allRoutes({ flows, outlines }: Project): { routes: string[]; legacy: LegacyRoute[] } {
  const notFound = new Set(outlines.flatMap((outline) => outline.steps.filter((step) => step.status === 404).map((step) => step.route)));
  return {
    routes: [
      ...new Set(
        flows.flatMap((flow, index) => [
          ...flowRoutes(flow).flatMap(({ route, template }) => (template ? [] : [route])),
          ...(outlines[index]?.steps.flatMap((step) => step.aliases.map((alias) => alias.route)) ?? []),
        ]),
      ),
    ].filter((route) => !notFound.has(route)),
    legacy: outlines.flatMap((outline) => outline.legacy),
  };
}

/** The copy namespaces (copy/nl file names) whose keys a flow names anywhere. */
function copyNamespaces(flow: Flow, keys: ReadonlySet<string>): string[] {
  const namespaces = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && keys.has(value)) namespaces.add(value.split('.')[0] ?? '');
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(flow);
  namespaces.delete(ALWAYS_LOADED_COPY);
  return [...namespaces].sort();
}

function manifestModule({ outlines, offers }: Project): string {
  const site = siteConfig();
  const notFound = outlines.flatMap((outline) => outline.steps).find((step) => step.status === 404);
  return [
    `export const loadRoutes = () => import(${JSON.stringify(ROUTES_MODULE)});`,
    // The facts every visitor starts from: the defaults of schemas/facts.schema.json and what the build knows.
    `export const siteFacts = ${JSON.stringify(siteFactsOf(offers))};`,
    `export const site = ${JSON.stringify({ displayName: site.displayName, externalDestinations: site.externalDestinations, startupRoutes: site.startupRoutes, chunkTimeoutMs: site.chunkTimeoutMs, errorParameter: site.errorParameter, notFoundPath: notFound?.route ?? '/' })};`,
  ].join('\n');
}

/** The outline and the loader of every flow: the site's whole route table, a chunk of its own. */
function routesModule({ flows, outlines }: Project): string {
  const loaders = flows.map((flow) => `  ${JSON.stringify(flow.id)}: () => import(${JSON.stringify(FLOW_PREFIX + flow.id)}),`);
  return [`export const outlines = ${JSON.stringify(outlines)};`, `export const loaders = {\n${loaders.join('\n')}\n};`].join('\n');
}

/**
 * A flow's chunk: the flow without its journey cases (for the tests; the browser never runs them),
 * each piece of its logic a reference to its compiled function, and the site guards as the flow
 * compiles them.
 */
function flowModule(flow: Flow, outline: FlowOutline, flowsDir: string): string {
  const resources = copyResources();
  const copy = Object.fromEntries(copyNamespaces(flow, copyKeys(resources)).map((namespace) => [namespace, resources[namespace]]));
  const shipped = shippedFlow(flow, flowsDir);
  return [
    `export const flow = ${JSON.stringify(shipped.flow)};`,
    `export const siteGuards = ${JSON.stringify(shipped.siteGuards)};`,
    `export const namedGuards = ${JSON.stringify(shipped.namedGuards)};`,
    `export const outline = ${JSON.stringify(outline)};`,
    `export const copy = ${JSON.stringify(copy)};`,
    `export * as validators from ${JSON.stringify(VALIDATORS_PREFIX + flow.id)};`,
    `export { logic } from ${JSON.stringify(LOGIC_PREFIX + flow.id)};`,
  ].join('\n');
}

/**
 * The scripts each flow's page needs beyond the site's own entry (the flow's chunk and what it
 * imports), so a server can announce them with the page (modulepreload) and the browser fetches
 * them beside the entry instead of after it has run.
 */
function flowScripts(bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const withEntry = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
  const scripts: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    const flowId = chunk.facadeModuleId?.startsWith(`\0${FLOW_PREFIX}`) ? chunk.facadeModuleId.slice(FLOW_PREFIX.length + 1) : undefined;
    if (flowId) scripts[flowId] = [...closure(chunk.fileName)].filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
  }
  return scripts;
}

/** Which flow's page answers each route: static routes first, as the router ranks them. */
function flowPages({ outlines }: Project): { route: string; flow: string }[] {
  const pages = outlines.flatMap((outline) => pageRoutes(outline).map((route) => ({ route, flow: outline.id })));
  const isStatic = (route: string): boolean => !/[:*]/.test(route);
  return [...pages.filter((page) => isStatic(page.route)), ...pages.filter((page) => !isStatic(page.route))];
}

function knownRoutes(project: Project): RegExp[] {
  return allRoutes(project).routes.map(routeMatcher);
}

/**
 * The permanent redirects of the flows (legacy paths) that lead to a fixed place, answered by the
 * server with 301 as search engines and bookmarks expect; the rest redirect in the browser.
 */
function permanentRedirects(project: () => Project): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const legacy = allRoutes(project()).legacy.find(({ route }) => routeMatcher(route).test(path));
    if (legacy) {
      response.writeHead(301, { Location: legacy.location });
      response.end();
      return;
    }
    for (const flow of project().flows) {
      for (const redirect of flow.redirects ?? []) {
        const fixed = redirect.permanent && !redirect.to.params && !redirect.to.query;
        if (!fixed || !routeMatcher(joinPath(flow.basePath, redirect.path)).test(path)) continue;
        const location = redirect.to.route ?? siteConfig().externalDestinations[redirect.to.external ?? ''] ?? '/';
        response.writeHead(301, { Location: location });
        response.end();
        return;
      }
    }
    next();
  };
}

/** HTML navigations to a path no flow declares are answered with the site and status 404. */
function notFoundStatus(routes: () => RegExp[]): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
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

export function journeyFlows({ flowsDir = FLOWS_DIR }: { flowsDir?: string } = {}): Plugin {
  let project: Project | undefined;
  let routes: RegExp[] | undefined;
  const current = (): Project => (project ??= loadProject(flowsDir));
  // The dev server asks on every request; the matchers are made once per version of the flows.
  const currentRoutes = (): RegExp[] => (routes ??= knownRoutes(current()));
  const flowById = (id: string): Flow => {
    const flow = current().flows.find((candidate) => candidate.id === id);
    if (!flow) throw new Error(`no flow ${id}`);
    return flow;
  };
  return {
    name: 'journey-flows',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(1);
      if (name === PREFIX) {
        for (const source of projectSources(flowsDir)) this.addWatchFile(resolve(source.file));
        return manifestModule(current());
      }
      if (name === ROUTES_MODULE) return routesModule(current());
      if (name.startsWith(FLOW_PREFIX)) {
        const flow = flowById(name.slice(FLOW_PREFIX.length));
        // Outlines mirror the flows one to one.
        return flowModule(flow, current().outlines.find((outline) => outline.id === flow.id) as FlowOutline, flowsDir);
      }
      if (name.startsWith(LOGIC_PREFIX)) return flowLogicModule(flowById(name.slice(LOGIC_PREFIX.length)), flowsDir);
      if (name.startsWith(VALIDATORS_PREFIX)) return standaloneValidators([flowById(name.slice(VALIDATORS_PREFIX.length))]);
      return undefined;
    },
    /** The page's few words before the site runs come from copy/nl too: %COPY:key% and %SITE_NAME%. */
    transformIndexHtml(html) {
      const resources = copyResources();
      const lookup = (key: string): string => {
        const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
        if (typeof value !== 'string') throw new Error(`index.html names the copy key ${key}, which copy/nl lacks`);
        return value;
      };
      const page = html.replace(/%COPY:([\w.]+)%/g, (_match, key: string) => lookup(key)).replaceAll('%SITE_NAME%', siteConfig().displayName);
      // Right after the charset, before any stylesheet: an inline script after a stylesheet waits
      // for it, and holds the parser (and the prerendered page below) with it.
      const charset = /<meta charset="[^"]*" \/>/;
      if (!charset.test(page)) throw new Error('index.html lacks <meta charset="UTF-8" />, which the head script follows');
      return page.replace(charset, (meta) => `${meta}<script>${headScript(siteConfig().sessionCookie)}</script>`);
    },
    /**
     * dist/routes.json: the route table a server needs to answer 404 and 301 like the dev server,
     * and to announce each page's flow scripts.
     */
    generateBundle(_options, bundle) {
      const { flows } = current();
      const notFound = flows.find((flow) => flow.steps.some((step) => step.status === 404));
      const { routes: known, legacy } = allRoutes(current());
      const routing: SiteRouting = {
        routes: known,
        redirects: [
          ...flows.flatMap((flow) =>
            (flow.redirects ?? []).flatMap((redirect) =>
              redirect.permanent && redirect.to.route && !redirect.to.params && !redirect.to.query
                ? [{ route: joinPath(flow.basePath, redirect.path), location: redirect.to.route }]
                : [],
            ),
          ),
          ...legacy,
        ],
        pages: flowPages(current()),
        notFoundFlow: notFound?.id,
        flowScripts: flowScripts(bundle),
        // The site's policy, allowing the one inline script of its pages.
        contentSecurityPolicy: allowingScript(siteConfig().contentSecurityPolicy, headScript(siteConfig().sessionCookie)),
      };
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routing, null, 2)}\n` });
    },
    handleHotUpdate({ file, server }) {
      if (!/[\\/](flows|copy|schemas|config)[\\/]/.test(file)) return undefined;
      project = undefined;
      routes = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(`\0${PREFIX}`)) server.moduleGraph.invalidateModule(module);
      }
      try {
        current();
        server.ws.send({ type: 'full-reload' });
      } catch (error) {
        server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
      }
      return [];
    },
    configureServer(server) {
      server.middlewares.use(permanentRedirects(current));
      server.middlewares.use(notFoundStatus(currentRoutes));
    },
  };
}

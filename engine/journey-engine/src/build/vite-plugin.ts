/**
 * A site's flows inside Vite (journey-engine/vite). Every flow is validated when the site is served
 * or built, as `journey-engine validate` validates it: in dev an error shows in the overlay, and a
 * production build fails.
 *
 * - "virtual:journey" gives the runtime a loader of the route table and what the site adds
 *   (options.manifest); nothing in it grows with the number of flows;
 * - "virtual:journey/routes" is the route table: the outline (routes and layout) of every flow and
 *   a loader per flow;
 * - "virtual:journey/flow/ID" is one flow: its content, its outline, the copy namespaces it uses,
 *   the site guards, its forms' validators as precompiled ajv code and its logic as functions
 *   (the flow and guards refer to them in place of JsonLogic, and only the operators they call are
 *   imported), so the browser never compiles code. Each is a chunk of its own.
 *
 * The build writes dist/routes.json (SiteRouting), from which journey-engine/host writes the static
 * hosts' rules. The dev server answers a path no flow knows with HTTP 404 and the flows' permanent
 * redirects with 301, as those rules do; vite preview serves dist/ by them (server-middleware.ts).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteCollections } from '../core/collections.ts';
import { outlineOf, type FlowOutline } from '../core/outline.ts';
import { routeMatcher } from '../core/paths.ts';
import type { Flow } from '../core/types.ts';
import { formatDiagnostic } from '../core/validate/diagnostic.ts';
import type { ValidationProject } from '../core/validate/project.ts';
import { createValidator, type ValidationResult } from '../core/validate/validate.ts';
import { readSources } from '../cli/validate-command.ts';
import { notFoundMiddleware, permanentRedirectsMiddleware, previewMiddleware, type MovedRoute } from './server-middleware.ts';
import { allowingScript, allowingStyle, type SiteRouting } from './host-rules.ts';
import { inlinedStylesheets, withInlinedStylesheets } from './inline-stylesheets.ts';
import { flowLogicModule, shippedFlow, type CompileContext } from './shipped-flow.ts';
import { allRoutes, chunkGraph, flowPages, flowScripts, operationScripts, permanentRedirects, pressModuleFiles, type BuiltFlows } from './site-routes.ts';
import { PRESS_MODULE_ATTRIBUTE, SITE_ENTRY_ATTRIBUTE } from '../runtime/prerender.ts';
import { standaloneValidators } from './standalone-validators.ts';

export const MANIFEST_MODULE = 'virtual:journey';
export const ROUTES_MODULE = `${MANIFEST_MODULE}/routes`;
/** The name of the press module's entry (JourneyEngineOptions.press). */
const PRESS_ENTRY = 'press';
const FLOW_PREFIX = `${MANIFEST_MODULE}/flow/`;
const VALIDATORS_PREFIX = `${MANIFEST_MODULE}/validators/`;
const LOGIC_PREFIX = `${MANIFEST_MODULE}/logic/`;

export interface JourneyEngineOptions {
  /** The site's files and what they are validated against, as its journey-engine.config.ts says (SiteDefinition's validation). */
  validation: { project(): ValidationProject; files(): readonly string[] };
  /** What the flows compile with beside their own: shared conditions, site guards, operators. */
  compile(): CompileContext;
  /** The collections whose entries are routes of a step (aliasesFrom), from the validated files. */
  collections?(result: ValidationResult): RouteCollections;
  /**
   * The copy by namespace. A flow's chunk carries the namespaces whose keys it names, but for
   * those the site loads with every page (withSite). %COPY:key% in index.html is replaced by its text.
   */
  copy?: { resources(): Record<string, unknown>; withSite?: readonly string[] };
  /** What "virtual:journey" exports beside loadRoutes, each a JSON value: the site's facts, its settings. */
  manifest?(input: { result: ValidationResult; notFoundPath: string }): Record<string, unknown>;
  /** The pages' index.html: a head script put first in the head, %NAME% values, the Content-Security-Policy (which the build makes allow the head script and the stylesheets it inlines, by their hashes). */
  page?: { headScript?(): string; values?(): Readonly<Record<string, string>>; contentSecurityPolicy?(): string };
  /**
   * A module of the site (a path from the site's root) that the head script imports at a press on a
   * prerendered page kept before the site's own script has run (journey-engine-react/press's
   * actOnPressBeforeSite): built as an entry of its own and named in each page by a modulepreload
   * link with data-journey-press, which a prerendered page keeps with its other scripts. It should
   * import nothing the site's entry chunk holds (React, the views), or it waits for that chunk.
   */
  press?: string;
  /**
   * The module of each service operation (a path from the site's root), by name. A prerendered
   * page then names the scripts of the operations its step may call, and what they load for a
   * call, with its other scripts: a press acted on before the site has run (press) calls them
   * without first waiting for their code.
   */
  operationModules?(): Readonly<Record<string, string>>;
  /** The scripts of another party each service operation's call loads (ServiceOperation's scripts), by name: fetched with a prerendered page's scripts where its step may call it. */
  operationPreloads?(): Readonly<Record<string, readonly string[]>>;
  /** The dev server reloads the flows when a file whose path matches changes; by default, when one of the files the validator reads (validation.files()) changes. */
  watch?: RegExp;
}

/** One version of the site's files, read once: every chunk of a build (and the dev server, until a file changes) is made from it. */
interface Built extends BuiltFlows {
  result: ValidationResult;
  /** The copy keys the flows may name, whose namespaces a flow's chunk carries. */
  copyKeys: ReadonlySet<string>;
  copy: Record<string, unknown>;
  compile: CompileContext;
}

function build(options: JourneyEngineOptions): Built {
  const project = options.validation.project();
  const result = createValidator(project)(readSources(options.validation.files()));
  if (result.diagnostics.length > 0) throw new Error(`Invalid flows:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  // In the order of the files, as the validator keeps them.
  const flows = [...result.flows.values()];
  const collections = options.collections?.(result) ?? {};
  return {
    result,
    flows,
    outlines: flows.map((flow) => outlineOf(flow, collections)),
    copyKeys: project.copyKeys,
    copy: options.copy?.resources() ?? {},
    compile: options.compile(),
  };
}

/** The copy namespaces whose keys a flow names anywhere. */
function copyNamespaces(flow: Flow, keys: ReadonlySet<string>, withSite: ReadonlySet<string>): string[] {
  const namespaces = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && keys.has(value)) namespaces.add(value.split('.')[0] ?? '');
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(flow);
  return [...namespaces].filter((namespace) => !withSite.has(namespace)).sort();
}

/** The route of the site's not-found page (its one step with status 404): without one, an address no flow knows would have nowhere to go, so the build stops and says so. */
function notFoundPath({ outlines }: BuiltFlows): string {
  const route = outlines.flatMap((outline) => outline.steps).find((step) => step.status === 404)?.route;
  if (route === undefined) throw new Error('no flow has a not-found page: give one step "status": 404, the page every address no flow knows shows');
  return route;
}

const exported = (values: Record<string, unknown>): string[] => Object.entries(values).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);

function manifestModule(built: Built, options: JourneyEngineOptions): string {
  return [
    `export const loadRoutes = () => import(${JSON.stringify(ROUTES_MODULE)});`,
    ...exported(options.manifest?.({ result: built.result, notFoundPath: notFoundPath(built) }) ?? {}),
  ].join('\n');
}

/** The outline and the loader of every flow: the site's whole route table, a chunk of its own. */
function routesModule({ flows, outlines }: BuiltFlows): string {
  const loaders = flows.map((flow) => `  ${JSON.stringify(flow.id)}: () => import(${JSON.stringify(FLOW_PREFIX + flow.id)}),`);
  return [`export const outlines = ${JSON.stringify(outlines)};`, `export const loaders = {\n${loaders.join('\n')}\n};`].join('\n');
}

/** A flow's chunk: the flow as shipped (shippedFlow: no journey cases, references to its compiled logic), its outline and copy, its validators and logic. */
function flowModule(flow: Flow, outline: FlowOutline, built: Built, withSite: ReadonlySet<string>): string {
  const namespaces = copyNamespaces(flow, built.copyKeys, withSite);
  const shipped = shippedFlow(flow, built.compile);
  return [
    ...exported({
      flow: shipped.flow,
      siteGuards: shipped.siteGuards,
      namedGuards: shipped.namedGuards,
      outline,
      copy: Object.fromEntries(namespaces.map((namespace) => [namespace, built.copy[namespace]])),
    }),
    `export * as validators from ${JSON.stringify(VALIDATORS_PREFIX + flow.id)};`,
    `export { logic } from ${JSON.stringify(LOGIC_PREFIX + flow.id)};`,
  ].join('\n');
}

/** The text of a copy key (a dotted path into the resources). */
function copyText(resources: Record<string, unknown>, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
  if (typeof value !== 'string') throw new Error(`index.html names the copy key ${key}, which the copy lacks`);
  return value;
}

export function journeyEngine(options: JourneyEngineOptions): Plugin {
  let built: Built | undefined;
  let routes: RegExp[] | undefined;
  let redirects: MovedRoute[] | undefined;
  const current = (): Built => (built ??= build(options));
  // The dev server asks on every request; the matchers are made once per version of the flows.
  const currentRoutes = (): RegExp[] => (routes ??= allRoutes(current()).routes.map(routeMatcher));
  const currentRedirects = (): MovedRoute[] => (redirects ??= permanentRedirects(current()).map(({ route, location }) => ({ matches: routeMatcher(route), location })));
  const flowById = (id: string): Flow => {
    const flow = current().flows.find((candidate) => candidate.id === id);
    if (!flow) throw new Error(`no flow ${id}`);
    return flow;
  };
  const headScript = () => options.page?.headScript?.();
  // The site's root, which operationModules's paths are from (Vite's resolved configuration says it).
  let siteRoot = process.cwd();
  /** The flow whose module a bundled module is. */
  const flowOfModule = (moduleId: string): string | undefined => (moduleId.startsWith(`\0${FLOW_PREFIX}`) ? moduleId.slice(FLOW_PREFIX.length + 1) : undefined);
  /** Each operation's module as the bundle names it. */
  const operationModules = (): Record<string, string> =>
    Object.fromEntries(Object.entries(options.operationModules?.() ?? {}).map(([name, module]) => [name, resolve(siteRoot, module)]));
  return {
    name: 'journey-engine',
    config(config, { command, isSsrBuild }) {
      if (!options.press || command !== 'build' || isSsrBuild) return undefined;
      const root = resolve(config.root ?? process.cwd());
      return { build: { rolldownOptions: { input: { index: resolve(root, 'index.html'), [PRESS_ENTRY]: resolve(root, options.press) } } } };
    },
    configResolved(config) {
      siteRoot = config.root;
    },
    resolveId(id) {
      return id.startsWith(MANIFEST_MODULE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${MANIFEST_MODULE}`)) return undefined;
      const name = id.slice(1);
      if (name === MANIFEST_MODULE) {
        for (const file of options.validation.files()) this.addWatchFile(resolve(file));
        return manifestModule(current(), options);
      }
      if (name === ROUTES_MODULE) return routesModule(current());
      if (name.startsWith(FLOW_PREFIX)) {
        const flow = flowById(name.slice(FLOW_PREFIX.length));
        // Outlines mirror the flows one to one.
        const outline = current().outlines[current().flows.indexOf(flow)] as FlowOutline;
        return flowModule(flow, outline, current(), new Set(options.copy?.withSite ?? []));
      }
      if (name.startsWith(LOGIC_PREFIX)) return flowLogicModule(flowById(name.slice(LOGIC_PREFIX.length)), current().compile);
      if (name.startsWith(VALIDATORS_PREFIX)) return standaloneValidators([flowById(name.slice(VALIDATORS_PREFIX.length))]);
      return undefined;
    },
    /**
     * The page's few words before the site runs: %COPY:key% and the site's %NAME% values; its head
     * script first; in a build, the press module's link and its small stylesheets inline. After Vite's own changes, which name the built files.
     */
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Read apart from the flows: a page is served even while a flow is invalid, whose error the overlay shows.
        const resources = options.copy?.resources() ?? {};
        let page = html.replace(/%COPY:([\w.]+)%/g, (_match, key: string) => copyText(resources, key));
        for (const [name, value] of Object.entries(options.page?.values?.() ?? {})) page = page.replaceAll(`%${name}%`, value);
        const press = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === PRESS_ENTRY);
        if (press && bundle) {
          page = page.replace('</head>', `<link rel="modulepreload" crossorigin href="/${press.fileName}" ${PRESS_MODULE_ATTRIBUTE}>\n</head>`);
          // The page's scripts a press module does not load (the site's own code): the head script holds them back while it works.
          const pressFiles = pressModuleFiles(chunkGraph(bundle), press.fileName, flowOfModule, operationModules());
          page = page.replace(/<script type="module" crossorigin src="\/([^"]+)"/g, (tag, file: string) => (pressFiles.has(file) ? tag : `${tag} ${SITE_ENTRY_ATTRIBUTE}`));
        }
        // A small stylesheet inside the page: its first paint waits for no second request.
        if (bundle) page = withInlinedStylesheets(page, inlinedStylesheets(bundle));
        const script = headScript();
        if (script === undefined) return page;
        // Right after the charset, before any stylesheet: an inline script after a stylesheet waits
        // for it, and holds the parser (and a prerendered page below) with it.
        const charset = /<meta charset="[^"]*" \/>/;
        if (!charset.test(page)) throw new Error('index.html lacks <meta charset="UTF-8" />, which the head script follows');
        return page.replace(charset, (meta) => `${meta}<script>${script}</script>`);
      },
    },
    /**
     * dist/routes.json: what a server needs to answer 404 and 301 like the dev server, and to announce
     * each page's flow scripts. After the other plugins' (order post): Vite writes a stylesheet's
     * asset URLs into it in its own, and the policy allows the stylesheet as the pages hold it.
     */
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const flows = current();
        const policy = options.page?.contentSecurityPolicy?.() ?? '';
        const script = headScript();
        const chunks = chunkGraph(bundle);
        const routing: SiteRouting = {
          routes: allRoutes(flows).routes,
          redirects: permanentRedirects(flows),
          pages: flowPages(flows),
          notFoundFlow: flows.flows.find((flow) => flow.steps.some((step) => step.status === 404))?.id,
          flowScripts: flowScripts(chunks, flowOfModule),
          operationScripts: operationScripts(chunks, operationModules()),
          operationPreloads: Object.fromEntries(Object.entries(options.operationPreloads?.() ?? {}).map(([name, urls]) => [name, [...urls]])),
          // The site's policy, allowing the one inline script of its pages and their inlined stylesheets
          // (a policy that restricts neither stays as it is).
          contentSecurityPolicy: [...inlinedStylesheets(bundle).values()].reduce(allowingStyle, script === undefined ? policy : allowingScript(policy, script)),
        };
        this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routing, null, 2)}\n` });
      },
    },
    handleHotUpdate({ file, server }) {
      const watched = options.watch ? options.watch.test(file) : options.validation.files().some((listed) => resolve(listed) === resolve(file));
      if (!watched) return undefined;
      built = undefined;
      routes = undefined;
      redirects = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(`\0${MANIFEST_MODULE}`)) server.moduleGraph.invalidateModule(module);
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
      server.middlewares.use(permanentRedirectsMiddleware(currentRedirects));
      server.middlewares.use(notFoundMiddleware(currentRoutes));
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewMiddleware(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}

/**
 * Where the site's flows and routes come from.
 *
 * A page whose server names its flow (a modulepreload link with data-journey-flow, as
 * sandbox/site.ts sends it) starts from that flow alone: the flow's chunk carries its outline, so
 * the first page holds no route of any other flow and does not grow as flows are added; the whole
 * route table (every flow's outline and loader) loads after the first render. A page without one
 * (the dev server, a static host) loads the whole table first.
 */
import i18next from 'i18next';
import { loadRoutes, namedGuards, sharedConditions, site, siteGuards, type FlowModule, type RoutesModule } from 'virtual:journey';
import { layouts } from '../components/layout/layouts.tsx';
import { compileFlow } from '../engine/core/compile.ts';
import { operators } from '../operators/registry.ts';
import { routeSource, routeTable, type RouteSource, type RouteTable } from '../engine/react/route-table.ts';
import { firstStepRedirect } from '../engine/react/first-step.ts';
import { flowAtPath, journeyRoutes, type FlowHandle } from '../engine/react/routes.tsx';
import type { JourneyRuntime, LoadedFlow } from '../engine/react/runtime.tsx';

/** A chunk that has not arrived in time counts as not loaded (ChunkLoadError): the page says so and offers to try again. */
function withinChunkTime<T>(load: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the code of ${what} did not load in ${site.chunkTimeoutMs} ms`), { name: 'ChunkLoadError' })), site.chunkTimeoutMs);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

/**
 * A load that carries its result, once settled, as React's use() reads it (status and value, as
 * TanStack Query's promises do): what has loaded before a render is shown at once instead of
 * after a suspense fallback, which React holds back for 300 ms before revealing what replaces it.
 */
function settled<T>(load: Promise<T>): Promise<T> {
  load.then(
    (value) => Object.assign(load, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(load, { status: 'rejected', reason }),
  );
  return load;
}

const announced = document.querySelector<HTMLLinkElement>('link[rel=modulepreload][data-journey-flow]');

let routesModule: Promise<RoutesModule> | undefined;
function wholeRoutes(): Promise<RoutesModule> {
  return (routesModule ??= withinChunkTime(loadRoutes(), 'the route table'));
}

const imports = new Map<string, Promise<FlowModule>>();
function importFlow(id: string): Promise<FlowModule> {
  let module = imports.get(id);
  if (!module) {
    const load =
      announced?.dataset.journeyFlow === id
        ? (import(/* @vite-ignore */ announced.href) as Promise<FlowModule>)
        : wholeRoutes().then(({ loaders }) => {
            const loader = loaders[id];
            if (!loader) throw new Error(`no flow ${id}`);
            return loader();
          });
    module = withinChunkTime(load, `flow ${id}`);
    imports.set(id, module);
  }
  return module;
}

/** Each flow arrives as a chunk of its own with its copy; compiled once, then kept. */
const loaded = new Map<string, Promise<LoadedFlow>>();
export function loadFlow(id: string): Promise<LoadedFlow> {
  let flow = loaded.get(id);
  if (!flow) {
    flow = settled(
      importFlow(id).then((module) => {
        i18next.addResourceBundle('nl', 'translation', module.copy, true, false);
        return { flow: compileFlow(module.flow, { sharedConditions, siteGuards, namedGuards, operators, errorParameter: site.errorParameter }), validators: module.validators };
      }),
    );
    loaded.set(id, flow);
  }
  return flow;
}

const wholeTable = (): Promise<RouteTable> => wholeRoutes().then(({ outlines }) => routeTable(journeyRoutes(outlines, layouts)));

/** The routes to start from: the announced flow's own, else (or when its chunk failed) the whole table. */
async function firstRoutes(): Promise<RouteSource> {
  const id = announced?.dataset.journeyFlow;
  const own = id ? await importFlow(id).catch(() => undefined) : undefined;
  if (own) return routeSource(routeTable(journeyRoutes([own.outline], layouts)), false, wholeTable);
  const whole = await wholeTable();
  return routeSource(whole, true, () => Promise.resolve(whole));
}

/**
 * The route source and the flow of the page at the current address, loaded; a flow that fails
 * shows its error on the page. Called again after startup moved the visitor elsewhere.
 */
let source: Promise<RouteSource> | undefined;
export async function routesForCurrentPage(): Promise<RouteSource> {
  const routes = await (source ??= firstRoutes());
  const { pathname } = window.location;
  if (!routes.decides(pathname)) await routes.whole();
  const id = flowAtPath(routes.current(), pathname);
  if (id) await loadFlow(id).catch(() => undefined);
  return routes;
}

/**
 * A journey's own address (/aanmelden) goes on to the step to show before the first render
 * (engine/react/first-step.ts), logged as the page would log it.
 */
export async function takeFirstStep(routes: RouteSource, runtime: JourneyRuntime): Promise<void> {
  const match = routes.current().match(window.location.pathname)?.at(-1);
  const id = (match?.route.handle as FlowHandle | undefined)?.flowId;
  const loaded = id ? await loadFlow(id).catch(() => undefined) : undefined;
  const redirect = loaded && firstStepRedirect(match, loaded, { ...runtime.buildFacts, ...runtime.session.facts() }, runtime.answers, window.location);
  if (!redirect) return;
  runtime.track({ event: 'redirect', reason: redirect.reason, to: redirect.to });
  window.history.replaceState(null, '', redirect.to.path);
  await routesForCurrentPage();
}

/**
 * Where the site's flows and routes come from.
 *
 * A page whose server names its flow (a modulepreload link with data-journey-flow, as
 * sandbox/site.ts sends it) starts from that flow alone: the flow's chunk carries its outline, so
 * the first page holds no route of any other flow and does not grow as flows are added; the whole
 * route table (every flow's outline and loader) loads after the first render, or at once where the
 * page's own routes do not decide the address. A page without one (the dev server, a static host)
 * loads the whole table first.
 */
import { loadRoutes, site, type FlowModule, type RoutesModule } from 'virtual:journey';
import type { LoadedFlow } from 'journey-engine-react';
import { growingRoutes } from 'journey-engine/runtime';
import { loadedFlow } from './flow-module.ts';

/** A chunk that has not arrived in time counts as not loaded (ChunkLoadError): the page says so and offers to try again. */
function withinChunkTime<T>(load: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the code of ${what} did not load in ${site.chunkTimeoutMs} ms`), { name: 'ChunkLoadError' })), site.chunkTimeoutMs);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
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

/** Each flow arrives as a chunk of its own with its copy, compiled (the runtime asks once per flow). */
export async function loadFlow(id: string): Promise<LoadedFlow> {
  return loadedFlow(await importFlow(id));
}

/**
 * The routes to start from: the announced flow's own (its chunk carries its outline), else (or when
 * its chunk failed) none until the whole table has loaded.
 */
export async function siteRoutes(): Promise<ReturnType<typeof growingRoutes>> {
  const id = announced?.dataset.journeyFlow;
  const own = id ? await importFlow(id).catch(() => undefined) : undefined;
  return growingRoutes(own && [own.outline], () => wholeRoutes().then(({ outlines }) => outlines));
}

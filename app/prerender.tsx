/**
 * The build's prerender (tools/build-static-site.ts builds this for Node and runs it): the engine's
 * prerenderRoutes decides every page route without parameters for a new visitor, and React's
 * server renderer writes the site's page where it shows a step without asking a service.
 */
import { loadRoutes, site } from 'virtual:journey';
import { flowModuleLoader, prerenderRoutes, routeTable, type PrerenderResult } from 'journey-engine/runtime';
import type { LoadedFlow } from 'journey-engine-react';
import { copyReady } from './copy.ts';
import { loadedFlow } from './flow-module.ts';
import { newVisitorRuntime, renderPage } from './server-render.tsx';

export async function prerender(): Promise<PrerenderResult> {
  await copyReady;
  const routesModule = await loadRoutes();
  const match = routeTable(routesModule.outlines);
  const loadFlow = flowModuleLoader(routesModule.loaders, loadedFlow);
  return prerenderRoutes<LoadedFlow>({
    outlines: routesModule.outlines,
    notFoundPath: site.notFoundPath,
    newVisitor: (address, ports) => {
      const { journey, session } = newVisitorRuntime({ address, match, loadFlow, ...ports });
      return { journey, render: (other) => renderPage(other ?? journey, session) };
    },
  });
}

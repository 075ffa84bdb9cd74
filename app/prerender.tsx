/**
 * The build's prerender (tools/build-static-site.ts builds this for Node and runs it): every page route
 * without parameters, decided by the journey runtime for a new visitor (no session, no answers, no
 * query) and rendered by React's server renderer. A route is prerendered where that first decision
 * renders a step at its own address, or a journey's own address moves on to its first step, without
 * asking a service: what a service answers is the visitor's and of the moment, so such a page is
 * rendered by the browser. No browser, sandbox or database takes part.
 */
import { loadRoutes, site } from 'virtual:journey';
import type { LoadedFlow } from 'journey-engine-react';
import { pageRoutes } from 'journey-engine';
import { routeTable } from 'journey-engine/runtime';
import { copyReady } from './copy.ts';
import { prerenderedStep } from './prerender-marks.ts';
import { flowLoaderOf, newVisitorRuntime, renderPage } from './server-render.tsx';

export interface PrerenderedPage {
  route: string;
  /** What the root names: the flow and step rendered (app/prerender-marks.ts). */
  step: string;
  flowId: string;
  title: string;
  html: string;
}

export interface Prerender {
  pages: PrerenderedPage[];
  /** Each route not prerendered, and why. */
  skipped: { route: string; why: string }[];
  /** The not-found page, which answers every path no flow knows. */
  notFound?: PrerenderedPage;
}

export async function prerender(): Promise<Prerender> {
  await copyReady;
  const routesModule = await loadRoutes();
  const { outlines } = routesModule;
  const match = routeTable(outlines);
  const loadFlow = flowLoaderOf(routesModule);
  const routes = [...new Set(outlines.flatMap(pageRoutes))].filter((route) => !/[:*]/.test(route));
  const result: Prerender = { pages: [], skipped: [] };
  for (const route of routes) {
    const page = await prerenderRoute(route, match, loadFlow);
    if ('why' in page) result.skipped.push(page);
    else result.pages.push(page);
  }
  const notFound = await prerenderRoute(site.notFoundPath, match, loadFlow);
  if (!('why' in notFound)) result.notFound = notFound;
  return result;
}

async function prerenderRoute(
  route: string,
  match: ReturnType<typeof routeTable>,
  loadFlow: (id: string) => Promise<LoadedFlow>,
): Promise<PrerenderedPage | { route: string; why: string }> {
  const asked: string[] = [];
  const reported: string[] = [];
  const { journey, session } = newVisitorRuntime({
    address: route,
    match,
    loadFlow,
    // Asking a service makes the page the visitor's: noted, and answered with nothing.
    services: { get: (name) => void asked.push(name) },
    report: (error) => void reported.push(error.message),
  });
  try {
    await journey.idle();
    const snapshot = journey.getSnapshot();
    const { pathname, search } = snapshot.location;
    const shown = snapshot.render;
    if (asked.length > 0) return { route, why: `asks ${asked.join(', ')}` };
    if (reported.length > 0) return { route, why: `reported ${reported.join(', ')}` };
    if (!shown) return { route, why: 'renders no step' };
    // A journey's own address shows its first step (/aanmelden is /aanmelden/email); anything else is a redirect away.
    const atItself = pathname === route || (route !== '/' && pathname.startsWith(`${route}/`));
    if (!atItself || search) return { route, why: `moves on to ${pathname}${search}` };
    return { route, step: prerenderedStep(shown.loaded.flow.id, shown.step.id), flowId: shown.loaded.flow.id, ...renderPage(journey, session) };
  } finally {
    journey.dispose();
  }
}

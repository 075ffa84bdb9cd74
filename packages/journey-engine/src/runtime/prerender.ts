/**
 * A site's pages rendered at build time: every page route without parameters, decided by the
 * journey runtime for a new visitor (no session, no answers, no query). A route is prerendered
 * where that first decision renders a step at its own address, or a journey's own address moves on
 * to its first step, without asking a service: what a service answers is the visitor's and of the
 * moment, so such a page is left to the browser. The rendering is the site's (React's server
 * renderer, say); no browser, server or database takes part.
 */
import { pageRoutes, type FlowOutline } from '../core/outline.ts';
import type { CompiledFlow } from '../core/types.ts';
import type { ServicePorts } from './perform.ts';
import type { JourneyRuntime, RuntimePorts } from './runtime.ts';

/** What a prerendered page's root names (data-prerendered): the browser hydrates it only where its own first decision shows the same step. */
export function prerenderedStep(flowId: string, stepId: string): string {
  return `${flowId}/${stepId}`;
}

/**
 * Where a prerendered page keeps its site's scripts (a template, which the browser neither runs nor
 * fetches from): the page's head script fetches them once the page's step can be used, and runs
 * them once the page is parsed (journey-engine-react's siteScriptsScript). So nothing but the step
 * is loaded before a visitor can send it.
 */
export const SITE_SCRIPTS_TEMPLATE = 'journey-site-scripts';

/** The class of the loading state a prerendered page keeps beside it, shown instead of it to a visitor it may not be for. */
export const LOADING_STATE_CLASS = 'prerender-wait';

export interface PrerenderedRoute {
  route: string;
  /** prerenderedStep of the step shown. */
  step: string;
  title: string;
  html: string;
}

export interface PrerenderResult {
  pages: PrerenderedRoute[];
  /** Each route not prerendered, and why. */
  skipped: { route: string; why: string }[];
  /** The not-found page, which answers every path no flow knows. */
  notFound?: PrerenderedRoute;
}

export interface PrerenderSite<Loaded extends { flow: CompiledFlow }> {
  outlines: readonly FlowOutline[];
  notFoundPath: string;
  /**
   * A new visitor's runtime at an address, with these services and this report (which note what
   * the page would need), and how its page renders: its HTML and the title it gives itself.
   */
  newVisitor(address: string, ports: Pick<RuntimePorts<Loaded>, 'services' | 'report'>): { journey: JourneyRuntime<Loaded>; render(): { title: string; html: string } };
}

export async function prerenderRoutes<Loaded extends { flow: CompiledFlow }>(site: PrerenderSite<Loaded>): Promise<PrerenderResult> {
  const routes = [...new Set(site.outlines.flatMap(pageRoutes))].filter((route) => !/[:*]/.test(route));
  const result: PrerenderResult = { pages: [], skipped: [] };
  for (const route of routes) {
    const page = await prerenderRoute(route, site);
    if ('why' in page) result.skipped.push(page);
    else result.pages.push(page);
  }
  const notFound = await prerenderRoute(site.notFoundPath, site);
  if (!('why' in notFound)) result.notFound = notFound;
  return result;
}

async function prerenderRoute<Loaded extends { flow: CompiledFlow }>(route: string, site: PrerenderSite<Loaded>): Promise<PrerenderedRoute | { route: string; why: string }> {
  const asked: string[] = [];
  const reported: string[] = [];
  const services: ServicePorts['services'] = {
    // Asking a service makes the page the visitor's: noted, and answered with nothing.
    get: (name) => void asked.push(name),
  };
  const { journey, render } = site.newVisitor(route, { services, report: (error) => void reported.push(error.message) });
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
    return { route, step: prerenderedStep(shown.loaded.flow.id, shown.step.id), ...render() };
  } finally {
    journey.dispose();
  }
}

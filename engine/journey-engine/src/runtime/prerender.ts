/**
 * A site's pages rendered at build time: every page route without parameters, decided by the
 * journey runtime for a new visitor (no session, no answers, no query). A route is prerendered
 * where that first decision renders a step at its own address, or a journey's own address moves on
 * to its first step, without asking a service: what a service answers is the visitor's and of the
 * moment, so such a page is left to the browser; where its step has a still (the props it shows
 * while its loads are pending, the same for everyone), that is prerendered in its place. The rendering is the site's (React's server
 * renderer, say); no browser, server or database takes part.
 */
import { activeSteps } from '../core/decide.ts';
import { operationsAfter } from '../core/flow-operations.ts';
import { pageRoutes, type FlowOutline } from '../core/outline.ts';
import { buildPath } from '../core/paths.ts';
import type { CompiledFlow } from '../core/types.ts';
import type { ServicePorts } from './perform.ts';
import type { JourneyRuntime, RuntimePorts, RuntimeSnapshot, ShownStep } from './runtime.ts';

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

/**
 * Where a prerendered page of a journey's step keeps the page of the step that follows it for a new
 * visitor (a template, which the browser only parses): a site's press module shows it at once where
 * a press before the site's script leads there (PrerenderedRoute's next).
 */
export const NEXT_PAGE_TEMPLATE = 'journey-next-page';

/**
 * The attribute of the link that names a site's press module in its pages (journey-engine/vite's
 * press option): the head script imports it at a press kept before the site's script has run.
 */
export const PRESS_MODULE_ATTRIBUTE = 'data-journey-press';

/**
 * The attribute of the page's scripts a press module does not load (the site's own code): where a
 * press module is at work on a press kept before they were fetched, the head script fetches them only
 * once it has settled, so the press module's files have the connections and the processor to
 * themselves (the site's entry would wait for it to run anyway: journey-engine-react/after-press).
 */
export const SITE_ENTRY_ATTRIBUTE = 'data-journey-entry';

/** The attribute of a prerendered page's root that names the operations a press on its step may lead to (PrerenderedRoute's operations), space-separated. */
export const PRERENDERED_OPERATIONS_ATTRIBUTE = 'data-operations';

/**
 * The attribute of a prerendered page's root that holds a step's still (its props shown while its
 * loads are pending: StillStep), not the page: the browser renders the page anew over it, in place
 * of the loading state, rather than hydrating it.
 */
export const STILL_ATTRIBUTE = 'data-still';

/** The class of the loading state a prerendered page keeps beside it, shown instead of it to a visitor it may not be for. */
export const LOADING_STATE_CLASS = 'prerender-wait';

export interface PrerenderedRoute {
  route: string;
  /** prerenderedStep of the step shown. */
  step: string;
  title: string;
  html: string;
  /** The operations a press on the page's step may lead to (its next rules' calls, its flow's loads): a press module prepares them at the press. */
  operations: string[];
  /** The page of the journey's step that follows this one for a new visitor, where the page has a form to send. */
  next?: NextPage;
  /** The page is its step's still, what it shows while its loads are pending (STILL_ATTRIBUTE). */
  still?: true;
}

/**
 * A step's page rendered as a new visitor sees it after the step before it: where a press leads
 * there, and the runtime shows it at that position (the same steps apply), it is the page the
 * site renders, but for what the answers given would change in it, which the hydration tells.
 */
export interface NextPage {
  /** prerenderedStep of the step. */
  step: string;
  path: string;
  /** Its position among the steps that apply, "index/count" (ShownStep's position). */
  position: string;
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
   * the page would need), and how its page renders: its HTML and the title it gives itself; given
   * another runtime (a still of the page that follows, stillRuntime), that one's page.
   */
  newVisitor(
    address: string,
    ports: Pick<RuntimePorts<Loaded>, 'services' | 'report'>,
  ): { journey: JourneyRuntime<Loaded>; render(other?: JourneyRuntime<Loaded>): { title: string; html: string } };
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
  // A step's still, shown while the page's loads are pending, is every visitor's: the page as it stands then.
  let still: RuntimeSnapshot<Loaded> | undefined;
  const noteStill = () => {
    const snapshot = journey.getSnapshot();
    if (!still && snapshot.still && snapshot.location.pathname === route && !snapshot.location.search) still = snapshot;
  };
  const unsubscribe = journey.subscribe(noteStill);
  noteStill();
  try {
    await journey.idle();
    const snapshot = journey.getSnapshot();
    const { pathname, search } = snapshot.location;
    const shown = snapshot.render;
    if (asked.length > 0 && still?.still) {
      const { flow } = still.still.loaded;
      return { route, step: prerenderedStep(flow.id, still.still.step.id), operations: [], still: true, ...render(stillRuntime(still)) };
    }
    if (asked.length > 0) return { route, why: `asks ${asked.join(', ')}` };
    if (reported.length > 0) return { route, why: `reported ${reported.join(', ')}` };
    if (!shown) return { route, why: 'renders no step' };
    // A journey's own address shows its first step (/signup is /signup/email); anything else is a redirect away.
    const atItself = pathname === route || (route !== '/' && pathname.startsWith(`${route}/`));
    if (!atItself || search) return { route, why: `moves on to ${pathname}${search}` };
    const following = followingStep(shown);
    const next = following && nextPage(following, snapshot.layout, render);
    const operations = [...operationsAfter(shown.loaded.flow, shown.step)];
    return { route, step: prerenderedStep(shown.loaded.flow.id, shown.step.id), operations, ...render(), ...(next ? { next } : {}) };
  } finally {
    unsubscribe();
    journey.dispose();
  }
}

/** The step a journey's form step leads to for a new visitor whose answers skip nothing more: the next of the steps that apply. */
function followingStep<Loaded extends { flow: CompiledFlow }>(shown: ShownStep<Loaded>): ShownStep<Loaded> | undefined {
  const { flow } = shown.loaded;
  if (flow.mode !== 'journey' || shown.step.fields.length === 0) return undefined;
  const active = activeSteps(flow, shown.facts);
  const index = active.indexOf(shown.step) + 1;
  const step = active[index];
  return step && { loaded: shown.loaded, step, position: { index, count: active.length }, facts: shown.facts };
}

function nextPage<Loaded extends { flow: CompiledFlow }>(
  shown: ShownStep<Loaded>,
  layout: string | undefined,
  render: (other: JourneyRuntime<Loaded>) => { title: string; html: string },
): NextPage {
  const path = buildPath(shown.step.route, shown.facts.params);
  const snapshot: RuntimeSnapshot<Loaded> = {
    location: { pathname: path, search: '', hash: '', key: 'next' },
    ...(layout ? { layout } : {}),
    render: shown,
    loading: false,
    navigating: false,
    unmatched: false,
  };
  const { flow } = shown.loaded;
  return { step: prerenderedStep(flow.id, shown.step.id), path, position: `${shown.position.index}/${shown.position.count}`, ...render(stillRuntime(snapshot)) };
}

/** A runtime that shows one snapshot and does nothing: a page rendered as it stands at one moment. */
function stillRuntime<Loaded extends { flow: CompiledFlow }>(snapshot: RuntimeSnapshot<Loaded>): JourneyRuntime<Loaded> {
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    dispatch: () => undefined,
    idle: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

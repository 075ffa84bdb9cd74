/**
 * The studio's gallery, rendered the way the build prerenders a page (app/server-render.tsx): the
 * flows' own modules from the site's Vite plugin, the journey runtime and React's server renderer
 * over the site's element tree. The studio loads this module through the site's Vite dev server
 * (ssrLoadModule), so an edited flow, copy or component is rendered anew.
 * - A journey case's pages: the case's stubbed services, each page before it is answered.
 * - A campaign's page (an offer's landing page, the plan choice of a promotion): a new visitor or a
 *   demo user at its address, served by the studio's sandbox, whose clock the studio has set to the day.
 */
import { loadRoutes, siteFacts } from 'virtual:journey';
import { copyReady } from '../../app/copy.ts';
import { loadedFlow } from '../../app/flow-module.ts';
import { newVisitorRuntime, renderPage } from '../../app/server-render.tsx';
import { goesOn } from '../../components/steps/registry.ts';
import type { FactsInput } from 'journey-engine';
import type { LoadedFlow } from 'journey-engine-react';
import { flowModuleLoader, runJourneyCase, type JourneyCase, routeTable } from 'journey-engine/runtime';
import { forgetCachedReads } from '../../services/cache.ts';
import { setServiceOrigin } from '../../services/endpoints.ts';
import { operationLoaders } from '../../services/operations/loaders.ts';

export interface GalleryPage {
  step: string;
  location: string;
  title: string;
  html: string;
}

/** The pages the case shows, in order, each as the visitor sees it before answering it. */
export async function renderCasePages(flowId: string, journeyCase: JourneyCase): Promise<GalleryPage[]> {
  await copyReady;
  const { loaders } = await loadRoutes();
  const loader = loaders[flowId];
  if (!loader) throw new Error(`no flow ${flowId}`);
  const module = await loader();
  const loaded = loadedFlow(module);
  const pages: GalleryPage[] = [];
  await runJourneyCase<LoadedFlow>({ flow: loaded.flow, outline: module.outline, loaded }, journeyCase, { siteFacts, goesOn }, ({ journey, session }) => {
    const { render, location } = journey.getSnapshot();
    pages.push({ step: render?.step.id ?? '', location: location.pathname + location.search, ...renderPage(journey, session) });
  });
  return pages;
}

/** A demo user as the site knows them once logged in (studio/demo-user.ts): their session's cookie and facts. */
export interface LoggedInVisitor {
  cookie: string;
  facts: FactsInput;
}

/** The page a visitor gets at an address, new or logged in, from the sandbox's services as they answer now. */
export async function renderLivePage(address: string, sandboxUrl: string, visitor?: LoggedInVisitor): Promise<GalleryPage> {
  await copyReady;
  setServiceOrigin(sandboxUrl, visitor?.cookie);
  // Each page is a visit of its own: what another visitor's page loaded, or another day's, is not this one's.
  forgetCachedReads();
  const routes = await loadRoutes();
  const { journey, session } = newVisitorRuntime({
    address,
    sessionFacts: visitor?.facts,
    match: routeTable(routes.outlines),
    loadFlow: flowModuleLoader(routes.loaders, loadedFlow),
    services: new Map(Object.entries(operationLoaders)),
    report: () => undefined,
  });
  try {
    await journey.idle();
    const { render, location } = journey.getSnapshot();
    return { step: render?.step.id ?? '', location: location.pathname + location.search, ...renderPage(journey, session) };
  } finally {
    journey.dispose();
  }
}

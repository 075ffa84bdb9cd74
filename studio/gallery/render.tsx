/**
 * The studio's gallery: each page a journey case passes, rendered the way the build prerenders a
 * page (app/prerender.tsx): the flow's own module from the site's Vite plugin, the journey runtime
 * with the case's stubbed services, and React's server renderer over the site's element tree.
 * The studio loads this module through the site's Vite dev server (ssrLoadModule), so an edited
 * flow, copy or component is rendered anew.
 */
import { renderToString } from 'react-dom/server';
import { loadRoutes, site, siteFacts } from 'virtual:journey';
import { copyReady } from '../../app/copy.ts';
import { loadedFlow } from '../../app/flow-module.ts';
import { Site, siteConfig } from '../../app/site.tsx';
import { goesOn } from '../../components/steps/registry.ts';
import type { LoadedFlow, SiteRuntime } from '../../engine/react/runtime.tsx';
import { staticNavigation } from '../../engine/react/static-navigation.ts';
import { runJourneyCase, type JourneyCase } from '../../engine/runtime/journey-case.ts';

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
    const shown = journey.getSnapshot();
    let title = site.displayName;
    const runtime: SiteRuntime = { ...siteConfig({ session, report: () => undefined, track: () => undefined }), journey, titled: (named) => (title = named) };
    const html = renderToString(<Site runtime={runtime} history={staticNavigation} />);
    pages.push({ step: shown.render?.step.id ?? '', location: shown.location.pathname + shown.location.search, title, html });
  });
  return pages;
}

/** The reading list's pages at build time (journey-engine/vite's buildStaticSite builds this for Node and runs it). */
import { renderToString } from 'react-dom/server';
import { loadRoutes } from 'virtual:journey';
import { staticNavigation } from 'journey-engine-react';
import { answersStore, compiledFlowModule, flowModuleLoader, memoryHistory, memoryStorage, prerenderRoutes, type PrerenderResult } from 'journey-engine/runtime';
import { NOT_FOUND_PATH, ReadingList, readingListRuntime } from './site.tsx';

export async function prerender(): Promise<PrerenderResult> {
  const routes = await loadRoutes();
  const loadFlow = flowModuleLoader(routes.loaders, compiledFlowModule);
  return prerenderRoutes({
    outlines: routes.outlines,
    notFoundPath: NOT_FOUND_PATH,
    newVisitor: (address, ports) => {
      let title = '';
      const runtime = {
        ...readingListRuntime({ outlines: routes.outlines, history: memoryHistory(address), loadFlow, answers: answersStore(memoryStorage()), ...ports }),
        titled: (named: string) => (title = named),
      };
      return { journey: runtime.journey, render: () => ({ html: renderToString(<ReadingList runtime={runtime} history={staticNavigation} />), title: title || runtime.siteName }) };
    },
  });
}

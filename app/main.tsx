/** The site: the product's flows, components, services and copy, put together on the engine. */
import i18next from 'i18next';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, renderMatches, useLocation } from 'react-router';
import { buildFacts, loaders, outlines, sharedConditions, site, siteGuards } from 'virtual:journey';
import { ConsentHost } from '../components/layout/ConsentHost.tsx';
import { layouts } from '../components/layout/layouts.tsx';
import { ScrollRestorer } from '../components/layout/ScrollRestorer.tsx';
import { stepTypes } from '../components/steps/registry.ts';
import common from '../copy/nl/common.json';
import { compileFlow } from '../engine/core/compile.ts';
import { routeTable } from '../engine/react/route-table.ts';
import { flowAtPath, journeyRoutes } from '../engine/react/routes.tsx';
import { RuntimeContext, type JourneyRuntime, type LoadedFlow } from '../engine/react/runtime.tsx';
import { operationLoaders } from '../services/operations/loaders.ts';
import { sessionStore } from '../engine/react/session.ts';
import { loadSession, loadSessionFacts } from '../services/session-facts.ts';
import { reportError, track } from './reporting.ts';
import './styles.css';

const copyReady = i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { translation: { common } } },
  interpolation: { escapeValue: false },
  // Copy is data: a missing key is a validator error, never a raw key on the page.
  returnNull: false,
});

/** A chunk that has not arrived in time counts as not loaded (ChunkLoadError): the page says so and offers to try again. */
function withinChunkTime<T>(load: Promise<T>, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the code of flow ${id} did not load in ${site.chunkTimeoutMs} ms`), { name: 'ChunkLoadError' })), site.chunkTimeoutMs);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

/**
 * Each flow arrives as a chunk of its own with its copy; compiled once, then kept. A settled load
 * carries its result as React's use() reads it (status and value, as TanStack Query's promises
 * do), so a flow loaded before the first render is shown at once instead of after a suspense
 * fallback, which React holds back for 300 ms before revealing what replaces it.
 */
const loaded = new Map<string, Promise<LoadedFlow>>();
function loadFlow(id: string): Promise<LoadedFlow> {
  let flow = loaded.get(id);
  if (!flow) {
    const load = loaders[id];
    if (!load) throw new Error(`no flow ${id}`);
    const loading = Promise.all([withinChunkTime(load(), id), copyReady]).then(([module]) => {
      i18next.addResourceBundle('nl', 'translation', module.copy, true, false);
      return { flow: compileFlow(module.flow, sharedConditions, 'interpreted', siteGuards), validators: module.validators };
    });
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    flow = loading;
    loaded.set(id, flow);
  }
  return flow;
}

const routes = routeTable(journeyRoutes(outlines, layouts));

/** Loads the flow of the page at the current address; one that fails shows its error on the page. */
function loadCurrentFlow(): Promise<unknown> {
  const id = flowAtPath(routes, window.location.pathname);
  return id ? loadFlow(id).catch(() => undefined) : Promise.resolve();
}

/**
 * The site shows its loading state (index.html) until the visitor's facts are known (spec 001
 * section 4.6). A visitor whose identity provider did not load goes to login; a logged-in visitor
 * who cannot be loaded goes to logout, unless already on login; one whose purchase status did not
 * load, to the generic error page.
 */
async function startupSession() {
  const { facts, problem } = await loadSession(reportError);
  const { login, logout, error } = site.startupRoutes;
  const onLogin = window.location.pathname === login || window.location.pathname.startsWith(`${login}/`);
  if (problem === 'identity-provider-not-loaded' && !onLogin) window.history.replaceState(null, '', login);
  if (problem === 'user-not-loaded' && !onLogin) window.history.replaceState(null, '', logout);
  if (problem === 'purchase-status-not-loaded') window.history.replaceState(null, '', error);
  return facts;
}

// The page's flow loads beside the copy and the session; startup may move the visitor elsewhere,
// whose flow is then loaded before the first render too.
const [session] = await Promise.all([startupSession(), loadCurrentFlow(), copyReady]);
await loadCurrentFlow();

const runtime: JourneyRuntime = {
  stepTypes: new Map(stepTypes.map((stepType) => [stepType.type, stepType])),
  loadFlow,
  services: new Map(Object.entries(operationLoaders)),
  externalDestinations: site.externalDestinations,
  session: sessionStore(session, () => loadSessionFacts(reportError)),
  buildFacts,
  siteName: site.displayName,
  notFoundPath: outlines.flatMap((flow) => flow.steps).find((step) => step.status === 404)?.route ?? '/',
  report: reportError,
  track,
};

function Routes() {
  const { pathname } = useLocation();
  return renderMatches(useMemo(() => routes.match(pathname), [pathname]));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <RuntimeContext.Provider value={runtime}>
      <BrowserRouter>
        <Routes />
        <ScrollRestorer />
        <ConsentHost />
      </BrowserRouter>
    </RuntimeContext.Provider>
  </StrictMode>,
);

/** The site: the product's flows, components, services and copy, put together on the engine. */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { buildFacts, site } from 'virtual:journey';
import { ConsentHost } from '../components/layout/ConsentHost.tsx';
import { PageErrorBoundary } from '../components/layout/PageErrorBoundary.tsx';
import { ScrollRestorer } from '../components/layout/ScrollRestorer.tsx';
import { stepTypes } from '../components/steps/registry.ts';
import common from '../copy/nl/common.json';
import { JourneyRoutes } from '../engine/react/routes.tsx';
import { createJourneyRuntime } from '../engine/react/journey-runtime.ts';
import { RuntimeContext } from '../engine/react/runtime.tsx';
import { operationLoaders } from '../services/operations/loaders.ts';
import { sessionStore } from '../engine/runtime/session.ts';
import { loadSession, reloadSessionFacts } from '../services/session-facts.ts';
import { loadFlow, routesForCurrentPage, takeFirstStep } from './flows.ts';
import { renderSite } from './prerendered.ts';
import { reportError, track } from './reporting.ts';
import './styles.css';

const copyReady = i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { translation: { common } } },
  interpolation: { escapeValue: false },
  // Copy is data: a missing key is a validator error, never a raw key on the page.
  returnNull: false,
  // The copy is in the bundle: ready at once, not a task later behind the page's other work.
  initAsync: false,
});

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

/**
 * The page's flow loads beside the copy and the session; startup may move the visitor elsewhere,
 * whose flow is then loaded before the first render too. This is not awaited at the module's top
 * level: the flow's chunk imports from the chunk this module is built into (vite.config.ts), and
 * with a top-level await each would wait for the other.
 */
async function start(): Promise<void> {
  const [session] = await Promise.all([startupSession(), routesForCurrentPage(), copyReady]);
  const routes = await routesForCurrentPage();

  const runtime = createJourneyRuntime(
    {
      stepTypes: new Map(stepTypes.map((stepType) => [stepType.type, stepType])),
      loadFlow,
      services: new Map(Object.entries(operationLoaders)),
      externalDestinations: site.externalDestinations,
      session: sessionStore(session, () => reloadSessionFacts(reportError)),
      buildFacts,
      siteName: site.displayName,
      notFoundPath: site.notFoundPath,
      report: reportError,
      track,
    },
    sessionStorage,
  );
  await takeFirstStep(routes, runtime);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');

  renderSite(
    root,
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <BrowserRouter>
          <PageErrorBoundary>
            <JourneyRoutes source={routes} />
          </PageErrorBoundary>
          <ScrollRestorer />
          <ConsentHost />
        </BrowserRouter>
      </RuntimeContext.Provider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => reportError({ message: 'the site did not start', detail: error }));

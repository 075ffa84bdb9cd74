/** The site: the product's flows, components, services and copy, put together on the engine. */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { initReactI18next } from 'react-i18next';
import { buildFacts, site } from 'virtual:journey';
import { ConsentHost } from '../components/layout/ConsentHost.tsx';
import { PageErrorBoundary } from '../components/layout/PageErrorBoundary.tsx';
import { ScrollRestorer } from '../components/layout/ScrollRestorer.tsx';
import { stepTypes } from '../components/steps/registry.ts';
import common from '../copy/nl/common.json';
import { layouts } from '../components/layout/layouts.tsx';
import { browserHistory } from '../engine/react/browser-history.ts';
import { JourneySite } from '../engine/react/JourneyView.tsx';
import { RuntimeContext, type LoadedFlow, type SiteRuntime } from '../engine/react/runtime.tsx';
import { answersStore } from '../engine/runtime/answers-store.ts';
import { createJourneyRuntime } from '../engine/runtime/runtime.ts';
import { hrefOf } from '../engine/runtime/targets.ts';
import { operationLoaders } from '../services/operations/loaders.ts';
import { sessionStore } from '../engine/runtime/session.ts';
import { loadSession, reloadSessionFacts } from '../services/session-facts.ts';
import { loadFlow, siteRoutes } from './flows.ts';
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
 * The copy, the session and the routes of the page's flow load side by side; startup may have
 * moved the visitor elsewhere. The journey runtime then decides the address, and the first render
 * waits until it has (the page's flow loaded, a journey's own address moved on to its step), so it
 * is the page itself. This is not awaited at the module's top level: the flow's chunk imports from
 * the chunk this module is built into (vite.config.ts), and with a top-level await each would wait
 * for the other.
 */
async function start(): Promise<void> {
  const [session, routes] = await Promise.all([startupSession(), siteRoutes(), copyReady]);
  const history = browserHistory(window);
  const visitor = sessionStore(session, () => reloadSessionFacts(reportError));
  const journey = createJourneyRuntime<LoadedFlow>({
    history,
    match: routes.match,
    loadFlow,
    services: new Map(Object.entries(operationLoaders)),
    session: visitor,
    answers: answersStore(sessionStorage),
    buildFacts,
    hrefOf: (to) => hrefOf(to, site.externalDestinations),
    notFoundPath: site.notFoundPath,
    report: reportError,
    track,
  });
  const runtime: SiteRuntime = {
    journey,
    stepTypes: new Map(stepTypes.map((stepType) => [stepType.type, stepType])),
    externalDestinations: site.externalDestinations,
    session: visitor,
    siteName: site.displayName,
    report: reportError,
    track,
  };
  await runtime.journey.idle();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  renderSite(
    root,
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <PageErrorBoundary>
          <JourneySite history={history} layouts={layouts}>
            <ScrollRestorer />
            <ConsentHost />
          </JourneySite>
        </PageErrorBoundary>
      </RuntimeContext.Provider>
    </StrictMode>,
  );
  // The rest of the site's routes load once this page has shown, ready for the first link.
  routes.whole().catch(() => undefined);
}

start().catch((error: unknown) => reportError({ message: 'the site did not start', detail: error }));

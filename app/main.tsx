/** The site: the product's flows, components, services and copy, put together on the engine. */
// First: a press module at work on a kept press finishes before the libraries below are evaluated.
import 'journey-engine-react/after-press';
import { site, siteFacts } from 'virtual:journey';
import { ConsentHost } from '../components/layout/ConsentHost.tsx';
import { goesOn } from '../components/steps/registry.ts';
import { ScrollRestorer } from '../components/layout/ScrollRestorer.tsx';
import { browserHistory, mountPage, whenLive } from 'journey-engine-react';
import { actOnKeptPress, idleWithinPressWait, pressModuleAheadDone, pressModuleSettled, servicesTakingAnswers } from 'journey-engine-react/early-press';
import type { LoadedFlow, SiteRuntime } from 'journey-engine-react';
import { answersStore, createJourneyRuntime, sessionStore, hrefOf } from 'journey-engine/runtime';
import { operationLoaders } from '../services/operations/loaders.ts';
import { reloadSessionFacts, startingSession, startingSessionAsked } from '../services/session-facts.ts';
import { reloadSessionWhenRestored } from './restored-page.ts';
import { copyReady } from './copy.ts';
import { loadFlow, siteRoutes } from './flows.ts';
import { WAITING_ATTRIBUTE } from './prerender-marks.ts';
import { reportError, track } from './reporting.ts';
import { Site, siteConfig } from './site.tsx';
import './styles.css';
import './step-styles.ts';
import { trackingKeywords } from '../keywords/tracking.ts';

/** How long the site lets a held page's press module, imported beside it, be the one that asks the session. */
const PRESS_MODULE_ASK_WAIT_MS = 200;

/**
 * The site shows its loading state (index.html) until the visitor's facts are known (spec 001
 * section 4.6). A visitor whose identity provider did not load goes to login; a logged-in visitor
 * who cannot be loaded goes to logout, unless already on login; one whose purchase status did not
 * load, to the generic error page.
 */
async function startupSession() {
  // Loaded once: where the press module asks it ahead (app/press.ts), its load is taken. On a held
  // page the site lets the press module ask it: the press module and the chunk it imports are a
  // fraction of this script and come first on a phone's network, so the session's calls hang on
  // them, not on whichever script a fast machine ran first. A press module held up on its way is
  // not waited for past a moment: the site then asks the session itself.
  const ahead = pressModuleAheadDone();
  if (ahead) await Promise.race([startingSessionAsked(), ahead, new Promise((resolve) => window.setTimeout(resolve, PRESS_MODULE_ASK_WAIT_MS))]);
  const { facts, problem } = await startingSession(reportError);
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
  // A press the press module acts on (app/press.ts) may have moved the page on: the site starts from where it is then.
  await pressModuleSettled();
  const [session, routes] = await Promise.all([startupSession(), siteRoutes(), copyReady]);
  const history = browserHistory(window);
  const visitor = sessionStore(session, () => reloadSessionFacts(reportError));
  const journey = createJourneyRuntime<LoadedFlow>({
    history,
    match: routes.match,
    loadFlow,
    // The calls the press module made before this script ran (app/press.ts) are taken, not made again.
    services: servicesTakingAnswers(new Map(Object.entries(operationLoaders))),
    warmOperations: whenLive,
    session: visitor,
    answers: answersStore(sessionStorage),
    siteFacts,
    trackingKeywords,
    goesOn,
    hrefOf: (to) => hrefOf(to, site.externalDestinations),
    notFoundPath: site.notFoundPath,
    report: reportError,
    track,
  });
  const runtime: SiteRuntime = { ...siteConfig({ session: visitor, report: reportError, track }), journey };
  await journey.idle();
  // A press made before this script ran, with answers its step takes, goes on now: the page it
  // leads to is rendered once its calls have answered (within the time a visitor waits on a busy
  // button; past that, the page is rendered as it stands and goes on when they answer).
  const pressed = actOnKeptPress(journey);
  if (pressed) await idleWithinPressWait(journey);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const page = (
    <Site runtime={runtime} history={history}>
      <ScrollRestorer />
      <ConsentHost />
    </Site>
  );
  mountPage(root, page, {
    shown: journey.getSnapshot().render,
    pressed,
    heldAttribute: WAITING_ATTRIBUTE,
    onMismatch: (error) => reportError({ message: 'the prerendered page did not match', detail: error instanceof Error ? error.message : error }),
  });
  reloadSessionWhenRestored(visitor, reportError);
  // The rest of the site's routes load once this page is live, ready for the first link: not while
  // it hydrates, nor before the page a press led to has shown.
  whenLive(() => void routes.whole().catch(() => undefined));
}

start().catch((error: unknown) => reportError({ message: 'the site did not start', detail: error }));

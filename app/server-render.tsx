/**
 * Rendering the site without a browser, for the build's prerender (app/prerender.tsx) and the
 * studio's gallery: a page as React's server renderer writes the site's element tree for a
 * runtime's snapshot, with the title it gives itself; and the runtime of a new visitor, which both
 * render.
 */
import { renderToString } from 'react-dom/server';
import { site, siteFacts } from 'virtual:journey';
import { goesOn } from '../components/steps/registry.ts';
import type { LoadedFlow, SiteRuntime } from 'journey-engine-react';
import { staticNavigation } from 'journey-engine-react';
import {
  answersStore,
  memoryStorage,
  memoryHistory,
  createJourneyRuntime,
  type JourneyRuntime,
  type RuntimePorts,
  sessionStore,
  type SessionStore,
  hrefOf,
} from 'journey-engine/runtime';
import type { FactsInput } from 'journey-engine';
import { Site, siteConfig } from './site.tsx';
import { stillFacts } from './still-facts.ts';

/**
 * A new visitor at an address, rendered without a browser: no session (or the studio's demo user's),
 * no answers, the site's facts; no tracking and no timers (a page that checks again by itself is rendered as it first shows).
 */
export function newVisitorRuntime({
  address,
  match,
  loadFlow,
  services,
  report,
  sessionFacts = {},
}: Pick<RuntimePorts<LoadedFlow>, 'match' | 'loadFlow' | 'services' | 'report'> & { address: string; sessionFacts?: FactsInput }): {
  journey: JourneyRuntime<LoadedFlow>;
  session: SessionStore;
} {
  // A visitor without a session (the build's prerendering), or the studio's demo user as the site loaded them.
  const session = sessionStore(sessionFacts, () => Promise.reject(new Error('a page rendered without a browser has no session to load')));
  const journey = createJourneyRuntime<LoadedFlow>({
    history: memoryHistory(address),
    match,
    loadFlow,
    services,
    session,
    answers: answersStore(memoryStorage()),
    siteFacts,
    stillFacts,
    goesOn,
    hrefOf: (to) => hrefOf(to, site.externalDestinations),
    notFoundPath: site.notFoundPath,
    report,
    timers: { set: () => undefined, clear: () => undefined },
  });
  return { journey, session };
}

/** The page the runtime's snapshot shows, as HTML, and the title it gives itself. */
export function renderPage(journey: JourneyRuntime<LoadedFlow>, session: SessionStore): { title: string; html: string } {
  let title = site.displayName;
  const runtime: SiteRuntime = { ...siteConfig({ session, report: () => undefined, track: () => undefined }), journey, titled: (named) => (title = named) };
  const html = renderToString(<Site runtime={runtime} history={staticNavigation} />);
  return { title, html };
}

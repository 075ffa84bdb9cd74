/**
 * The site's press module (journey-engine/vite's press option): the head script imports it at a
 * press on a prerendered step kept before the site's own script has run, and the site's script
 * starts once it has settled (main.tsx). It acts on the press with the journey runtime alone
 * (journey-engine-react/press): where the press leads to the page the build prerendered behind the
 * step, that page shows before React has loaded. It imports only what the flows' and the
 * operations' chunks share with the site's entry (vite.config.ts's "journey" chunk), not React.
 */
import { site, siteFacts, type FlowModule } from 'virtual:journey';
import { actOnPressBeforeSite } from 'journey-engine-react/press';
import { compiledFlowModule, hrefOf } from 'journey-engine/runtime';
import { operationLoaders } from '../services/operations/loaders.ts';
import { startingSession } from '../services/session-facts.ts';
import { reportError, track } from './reporting.ts';
import { trackingKeywords } from '../keywords/tracking.ts';

/** The page's flow, from the chunk its page names (app/flows.ts starts from it too); its copy is the site's to add. */
async function pageFlow() {
  const announced = document.querySelector<HTMLLinkElement>('link[rel=modulepreload][data-journey-flow]');
  if (!announced) return undefined;
  const module = (await import(/* @vite-ignore */ announced.href)) as FlowModule;
  return { outline: module.outline, loaded: compiledFlowModule(module, site.errorParameter) };
}

await actOnPressBeforeSite({
  flow: pageFlow,
  // A session the site would start elsewhere for (main.tsx's startupSession) is the site's to meet.
  session: async () => {
    const { facts, problem } = await startingSession(reportError);
    return problem ? undefined : facts;
  },
  services: new Map(Object.entries(operationLoaders)),
  siteFacts,
  trackingKeywords,
  hrefOf: (to) => hrefOf(to, site.externalDestinations),
  notFoundPath: site.notFoundPath,
  report: reportError,
  track,
}).catch((error: unknown) => reportError({ message: 'the press module did not act on the press', detail: error }));

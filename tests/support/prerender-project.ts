/**
 * The build's prerender (journey-engine/runtime's prerenderRoutes) over some of the project's
 * flows, each page "rendered" by the test's own function of the runtime that shows it, so a test
 * reads which page, step and facts each render was of.
 */
import type { CompiledFlow, FactsInput, FlowOutline } from 'journey-engine';
import {
  answersStore,
  createJourneyRuntime,
  memoryHistory,
  memoryStorage,
  prerenderRoutes,
  routeTable,
  sessionStore,
  type JourneyRuntime,
  type PrerenderResult,
} from 'journey-engine/runtime';
import { goesOn } from '../../components/steps/registry.ts';
import { defaultFacts } from '../../schemas/generated/facts-defaults.ts';

export function prerenderProject({
  outlines,
  flows,
  stillFacts,
  render,
}: {
  outlines: readonly FlowOutline[];
  flows: ReadonlyMap<string, CompiledFlow>;
  stillFacts?: FactsInput;
  render(journey: JourneyRuntime<{ flow: CompiledFlow }>): { title: string; html: string };
}): Promise<PrerenderResult> {
  return prerenderRoutes({
    outlines,
    notFoundPath: '/pagina-niet-gevonden',
    newVisitor: (address, { services, report }) => {
      const journey = createJourneyRuntime<{ flow: CompiledFlow }>({
        history: memoryHistory(address),
        match: routeTable(outlines),
        loadFlow: async (id) => ({ flow: flows.get(id) as CompiledFlow }),
        services,
        session: sessionStore({}, () => Promise.reject(new Error('no session'))),
        answers: answersStore(memoryStorage()),
        siteFacts: defaultFacts(),
        ...(stillFacts ? { stillFacts } : {}),
        goesOn,
        hrefOf: () => 'https://elders.example',
        notFoundPath: '/pagina-niet-gevonden',
        report,
        timers: { set: () => undefined, clear: () => undefined },
      });
      return { journey, render: (other) => render(other ?? journey) };
    },
  });
}

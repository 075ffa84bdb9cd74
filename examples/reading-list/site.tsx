/**
 * A second site on the engine: a library's reading list. Three flows (flows/), three step types
 * (steps/, one folder each), one service operation, one layout, its own facts and copy; nothing of
 * the video site. It builds on the engine as the video site does (the engine's README), so what the
 * engine needs of a site is all here: if the engine reached into the video site, this site could
 * not be built. This module runs in the browser, in the build's prerender and in the tests alike;
 * what reads the disk is validation.ts.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { defineOperation, interpretedLogic, type Facts, type FlowContext, type ServiceOperation, type SiteDsl } from 'journey-engine';
import { JourneySite, RuntimeContext, type BrowserHistory, type Layouts, type LoadedFlow, type SiteRuntime } from 'journey-engine-react';
import { createJourneyRuntime, hrefOf, routeTable, sessionStore, type CaseSite, type RuntimePorts } from 'journey-engine/runtime';
import type { FlowOutline } from 'journey-engine';
import { say } from './copy.ts';
import { stepTypes } from './steps/registry.ts';

/** The page of an address no flow knows (flows/pages.flow.json). */
export const NOT_FOUND_PATH = '/niet-gevonden';

function Page({ children }: { children: ReactNode }): ReactElement {
  return (
    <>
      <header>
        <nav aria-label={say('site.nav')}>
          <Link to="/lijst/boek">{say('site.list')}</Link> · <Link to="/oordeel/geven">{say('site.rate')}</Link>
        </nav>
      </header>
      <main>{children}</main>
    </>
  );
}

export const layouts: Layouts = { page: Page };

/** The library's list, kept by the site's one service: at most three books; saved is told the list after each book added. */
export function readingListService(books: string[] = [], saved: (books: readonly string[]) => void = () => undefined): { books: string[]; operation: ServiceOperation } {
  return {
    books,
    operation: defineOperation({
      name: 'list.add',
      description: 'Puts a book on the reader’s list.',
      inputs: { title: 'The book’s title.' },
      requiredInputs: ['title'],
      outcomes: ['added', 'full', 'error'],
      results: { added: { position: 'Where the book is on the list: 1 for the first.' } },
      async call({ title }) {
        if (books.length >= 3) return { outcome: 'full' };
        books.push(String(title));
        saved(books);
        return { outcome: 'added', data: { position: books.length } };
      },
    }),
  };
}

export const operations = [readingListService().operation];

export const dsl: SiteDsl = {
  stepTypes,
  operations,
  operators: [],
  layouts: Object.keys(layouts),
  loadGroups: ['reader'],
  collections: [],
  keywords: [],
};

/**
 * The facts of a reader who has told nothing. Inside the engine's repository the video site
 * registers its own facts with the engine (its schemas/generated/facts.ts), so this site's are its
 * own shape, cast.
 */
export const siteFacts = { reader: { card: null }, query: {}, params: {}, location: { path: '/' }, answers: {} } as unknown as Facts;

/** What the reading list's journey cases need of it: a new reader's facts, and which step types go on by themselves. */
export const caseSite: CaseSite = { siteFacts, goesOn: (type) => stepTypes.some((stepType) => stepType.type === type && stepType.goesOn === true) };

/** How its flows are compiled in Node: JsonLogic interpreted, no operators, conditions or guards of its own. */
export const flowContext = (): FlowContext => ({ logic: interpretedLogic() });

/**
 * A reader's visit: the journey runtime over the site's routes, and what its pages read beside it.
 * Where it runs says the rest: the browser's history and storage, or memory for the prerender.
 */
export function readingListRuntime({
  outlines,
  ...ports
}: Pick<RuntimePorts<LoadedFlow>, 'history' | 'loadFlow' | 'services' | 'answers' | 'report'> & { outlines: readonly FlowOutline[] }): SiteRuntime {
  const session = sessionStore({}, async () => ({}));
  const track = () => undefined;
  const journey = createJourneyRuntime<LoadedFlow>({
    ...ports,
    match: routeTable(outlines),
    session,
    siteFacts,
    hrefOf: (to) => hrefOf(to, {}),
    notFoundPath: NOT_FOUND_PATH,
    track,
  });
  return {
    journey,
    stepTypes: new Map(stepTypes.map((stepType) => [stepType.type, stepType])),
    externalDestinations: {},
    session,
    siteName: say('site.name'),
    report: ports.report,
    track,
  };
}

/** The site's element tree, the same in the browser and the prerender. */
export function ReadingList({ runtime, history }: { runtime: SiteRuntime; history: Pick<BrowserHistory, 'navigationType' | 'navigator'> }): ReactElement {
  return (
    <RuntimeContext.Provider value={runtime}>
      <JourneySite history={history} layouts={layouts} />
    </RuntimeContext.Provider>
  );
}

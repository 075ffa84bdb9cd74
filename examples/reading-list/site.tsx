/**
 * A second site on the engine: a library's reading list. Three step types (steps/, one folder
 * each), one service operation, one layout, its own facts and copy; nothing of the video site. It
 * builds on the engine as the video site does (the engine's README), so what the engine needs of a
 * site is all here: if the engine reached into the video site, this site could not be built.
 */
import type { ReactElement, ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleFlowSchema, type SiteDsl, defineOperation, interpretedLogic, type Facts, type FlowContext, type ServiceOperation } from 'journey-engine';
import type { Layouts } from 'journey-engine-react';
import { conditionsDsl, flowDsl, siteGuardsDsl } from 'journey-engine/dsl';
import type { CaseSite } from 'journey-engine/runtime';
import type { ValidationProject } from 'journey-engine/validate';
import { copy } from './copy.ts';
import { stepTypes } from './steps/registry.ts';

export const SITE_DIR = import.meta.dirname;
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

export const layouts: Layouts = { page: ({ children }: { children: ReactNode }): ReactElement => <main>{children}</main> };

/** The library's list, kept by the site's one service: at most three books. */
export function readingListService(): { books: string[]; operation: ServiceOperation } {
  const books: string[] = [];
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
        return { outcome: 'added', data: { position: books.length } };
      },
    }),
  };
}

export const factsSchema = readJson(join(SITE_DIR, 'facts.schema.json'));

const operations = [readingListService().operation];

export const dsl: SiteDsl = {
  stepTypes,
  operations,
  operators: [],
  layouts: Object.keys(layouts),
  loadGroups: ['reader'],
  collections: [],
  funnels: [],
};

/** What the engine's validator checks this site's flows against: its DSL assembled from the engine's. */
export function validationProject(): ValidationProject {
  return {
    names: {
      facts: 'facts.schema.json',
      flowSchema: 'flow.schema.json',
      copy: 'the copy of site.tsx',
      siteConfig: 'site.tsx',
      sharedConditions: 'conditions.json',
      siteGuards: 'site-guards.json',
    },
    flowSchema: assembleFlowSchema(flowDsl, dsl, { $id: 'flow.schema.json', description: 'The reading list’s flows.' }),
    conditionsSchema: conditionsDsl,
    siteGuardsSchema: siteGuardsDsl,
    kinds: [],
    factsSchema,
    copyKeys: new Set(Object.keys(copy)),
    errorParameter: 'error',
    externalDestinations: new Set(),
    publicFiles: new Set(),
    sharedConditions: {},
    namedGuards: {},
    operators: [],
    operations,
  };
}

/**
 * The facts of a reader who has told nothing. Inside the engine's repository the video site
 * registers its own facts with the engine (app/register-facts.ts), so this site's are its own
 * shape, cast.
 */
export const siteFacts = { reader: { card: null }, query: {}, params: {}, location: { path: '/' }, answers: {} } as unknown as Facts;

/** What the reading list's journey cases need of it: a new reader's facts, and which step types go on by themselves. */
export const caseSite: CaseSite = { siteFacts, goesOn: (type) => stepTypes.some((stepType) => stepType.type === type && stepType.goesOn === true) };

/** How its flows are compiled: JsonLogic interpreted, no operators, conditions or guards of its own. */
export const flowContext = (): FlowContext => ({ logic: interpretedLogic() });

/**
 * A second site on the engine, for its tests: a library's reading list. Two step types, one
 * service operation, one layout, its own facts and copy; nothing of the video site. It builds on
 * the engine as the video site does (engine/README.md), so what the engine needs of a site is all
 * here: if the engine reached into the video site, this site could not be built.
 */
import type { ReactElement, ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleFlowSchema, type SiteDsl, defineOperation, type ServiceOperation } from 'journey-engine';
import { defineStepType, useStep } from 'journey-engine-react';
import type { Layouts } from 'journey-engine-react';
import { conditionsDsl, flowDsl, siteGuardsDsl } from 'journey-engine/dsl';
import type { ValidationProject } from 'journey-engine/validate';

export const SITE_DIR = import.meta.dirname;
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

export const copy: Record<string, string> = {
  'list.book.title': 'Welk boek wil je lezen?',
  'list.book.label': 'Titel',
  'list.book.full': 'Je leeslijst is vol.',
  'list.added': 'Het boek staat op je leeslijst.',
  'list.book.send': 'Zet op de lijst',
};
const say = (key: string): string => copy[key] ?? key;

const question = defineStepType<{ title: string; submit: string }>({
  type: 'question',
  description: 'A question with a form and a button.',
  acceptsForm: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'submit'],
    properties: { title: { $ref: '#/$defs/copyKey' }, submit: { $ref: '#/$defs/copyKey' } },
  },
  Component: function Question({ props, step }) {
    const { submit, busy, error } = useStep();
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      >
        <h1>{say(props.title)}</h1>
        {error && <p role="alert">{say(error.message)}</p>}
        {step.fields.map((field) => (
          <label key={field.name}>
            {say(field.definition.label)} <input name={field.name} required={field.required} />
          </label>
        ))}
        <button disabled={busy}>{say(props.submit)}</button>
      </form>
    );
  },
});

const note = defineStepType<{ text: string }>({
  type: 'note',
  description: 'A sentence, and nothing to answer.',
  acceptsForm: false,
  propsSchema: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { $ref: '#/$defs/copyKey' } } },
  Component: ({ props }) => <p>{say(props.text)}</p>,
});

export const stepTypes = [question, note];

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

/**
 * journey-engine types (engine/journey-engine/src/cli/flow-types.ts): each step's answers typed as
 * its form holds them, the facts named Facts whatever the schema calls itself, and both registered
 * with the engine. (That a typo then fails a site's type check: tests/unit/engine-packages.test.ts.)
 */
import { expect, it } from 'vitest';
import { defineKeyword } from 'journey-engine';
import { flowTypes } from 'journey-engine/cli';

const field = (name: string, input: string, schema: object, extra: object = {}) => ({ name, input, label: 'x', schema, ...extra });

const flow = {
  id: 'signup',
  steps: [
    {
      id: 'about-you',
      form: {
        fields: [
          field('email', 'email', { type: 'string', format: 'email' }),
          field('acceptTerms', 'checkbox', { type: 'boolean', const: true }),
          field('plan', 'radio', { type: 'string' }, { options: [{ value: 'basic' }, { value: 'plus' }] }),
          field('size', 'text', { type: 'string', enum: ['s', 'm'] }),
          field('children', 'text', { type: 'integer' }),
          field('birth-date', 'date-parts', { type: 'string', format: 'date' }),
        ],
      },
    },
    { id: 'done' },
  ],
};

it("types each step's answers as its inputs, options and schemas give them, and a step without a form as answering nothing", async () => {
  const { text, steps } = await flowTypes({ factsSchema: { type: 'object', properties: {} }, flows: [flow], keywords: [], from: 'a test' });
  expect(steps).toBe(2);
  expect(text).toContain(
    `  'signup/about-you': { email: string; acceptTerms: boolean; plan: "basic" | "plus"; size: "s" | "m"; children: number; "birth-date": string; };\n  'signup/done': Record<string, never>;\n`,
  );
});

it('names the facts Facts whatever the schema calls itself, and registers facts and steps with the engine', async () => {
  const { text } = await flowTypes({
    factsSchema: {
      $id: 'facts.schema.json',
      title: 'The shop’s facts',
      type: 'object',
      required: ['cart'],
      properties: { cart: { type: 'object', properties: { items: { type: 'integer' } } } },
    },
    flows: [],
    keywords: [],
    from: 'a test',
  });
  expect(text).toMatch(/^export interface Facts \{\n {2}cart: \{\n {4}items\?: number;\n {2}\};\n\}$/m);
  expect(text).toContain("declare module 'journey-engine' {\n  interface Register {\n    facts: Facts;\n    steps: StepAnswers;\n  }\n}");
  expect(text.split('\n')[0]).toBe('/* Written by journey-engine types from a test. Do not edit: run it again (--check tells whether it is current). */');
});

it("types the site's keywords by their schemas, what they take of the engine's DSL as unknown, and registers them", async () => {
  const stage = { type: 'object', required: ['at'], properties: { at: { type: 'integer' }, when: { $ref: '#/$defs/condition' } } };
  const { text } = await flowTypes({
    factsSchema: { type: 'object', properties: {} },
    flows: [],
    keywords: [
      defineKeyword({ keyword: 'stage', on: 'flow', description: 'Where the flow stands.', schema: { $ref: '#/$defs/stage' }, defs: { stage } }),
      defineKeyword({ keyword: 'sampled', on: 'tracking', description: 'Sampled screens.', schema: { type: 'boolean' } }),
    ],
    from: 'a test',
  });
  expect(text).toMatch(/export interface Keywords \{\n(.*\n)* {2}stage\?: Stage;\n(.*\n)* {2}sampled\?: boolean;\n\}/);
  expect(text).toMatch(/export interface Stage \{\n {2}at: number;\n {2}when\?: Condition;\n\}/);
  expect(text).toContain('export type Condition = unknown;');
  expect(text).toContain('    steps: StepAnswers;\n    keywords: Keywords;\n');
});

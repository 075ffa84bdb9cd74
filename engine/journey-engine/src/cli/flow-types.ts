/**
 * The TypeScript a site's flows and facts schema say (journey-engine types): the facts type, and
 * per step of each flow ("flow/step") the answers its form gives, and the values of the site's own
 * keywords (core/keyword.ts), registered with the engine (core/register.ts). So a step key, step id, field name or fact that no flow or schema has is a
 * TypeScript error in the site's components, as the validator makes it one in its flows.
 */
import type { JSONSchema } from 'json-schema-to-typescript';
import type { DslKeyword } from '../core/keyword.ts';

/** What the types are written from, as parsed from the site's files. */
export interface TypesSource {
  factsSchema: object;
  /** The site's flows (files whose kind is "flow"), parsed. */
  flows: readonly unknown[];
  /** The site's own keywords, whose values are typed by their schemas. */
  keywords: readonly DslKeyword<never>[];
  /** Says where the types come from, in the written file's first comment. */
  from: string;
}

interface FieldSource {
  name: string;
  input?: string;
  options?: { value?: unknown }[];
  schema?: { type?: unknown; enum?: unknown[]; items?: { enum?: unknown[] } };
}

/** The TypeScript type of a field's answer, as its form holds it: what its options or schema allow. */
function answerType({ input, options, schema = {} }: FieldSource): string {
  const literals = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(' | ');
  if (input === 'checkbox') return 'boolean';
  const chosen = options?.map((option) => option.value).filter((value) => value !== undefined);
  if (chosen && chosen.length > 0) return literals(chosen);
  if (schema.enum && schema.enum.length > 0) return literals(schema.enum);
  if (schema.type === 'array') return schema.items?.enum ? `(${literals(schema.items.enum)})[]` : 'string[]';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  return 'string';
}

const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The steps' answers, one line per step of each flow, in the flows' order. */
function stepLines(flows: readonly unknown[]): string[] {
  const lines: string[] = [];
  for (const flow of flows) {
    const { id, steps } = (flow ?? {}) as { id?: unknown; steps?: unknown };
    if (typeof id !== 'string' || !Array.isArray(steps)) continue;
    for (const step of steps as { id?: unknown; form?: { fields?: FieldSource[] } }[]) {
      if (typeof step.id !== 'string') continue;
      const fields = (step.form?.fields ?? []).filter((field) => typeof field.name === 'string');
      const answers = fields.length === 0 ? 'Record<string, never>' : `{ ${fields.map((field) => `${propertyName(field.name)}: ${answerType(field)};`).join(' ')} }`;
      lines.push(`  '${id}/${step.id}': ${answers};`);
    }
  }
  return lines;
}

/** What journey-engine types writes: the module (the facts, the steps' answers, their registration with the engine), and how many steps it types. */
export async function flowTypes({ factsSchema, flows, keywords, from }: TypesSource): Promise<{ text: string; steps: number }> {
  // Loaded by this command alone: the others start without it.
  const { compile } = await import('json-schema-to-typescript');
  const options = { bannerComment: '', additionalProperties: false, strictIndexSignatures: true };
  // Named Facts, whatever the schema's title or $id: the registration below names it so.
  const { title: _title, $id: _id, ...schema } = factsSchema as { title?: unknown; $id?: unknown };
  const facts = await compile(schema as JSONSchema, 'Facts', options);
  const keywordTypes = keywords.length === 0 ? undefined : await compile(keywordsSchema(keywords), 'Keywords', { ...options, unreachableDefinitions: true });
  const steps = stepLines(flows);
  const text = [
    `/* Written by journey-engine types from ${from}. Do not edit: run it again (--check tells whether it is current). */`,
    facts.trim(),
    '',
    ...(keywordTypes ? [keywordTypes.trim(), ''] : []),
    '/** The answers each step\'s form gives, by "flow/step". */',
    'export interface StepAnswers {',
    ...steps,
    '}',
    '',
    "declare module 'journey-engine' {",
    '  interface Register {',
    '    facts: Facts;',
    '    steps: StepAnswers;',
    ...(keywordTypes ? ['    keywords: Keywords;'] : []),
    '  }',
    '}',
    '',
  ].join('\n');
  return { text, steps: steps.length };
}

/**
 * The values of the site's keywords by keyword (Keywords), with a type for each definition they add
 * (a progress indicator's step). What they take of the engine's DSL (a condition) is logic the
 * engine evaluates: unknown to the site's code.
 */
function keywordsSchema(keywords: readonly DslKeyword<never>[]): JSONSchema {
  const defs: Record<string, object> = Object.fromEntries(keywords.flatMap((keyword) => Object.entries(keyword.defs ?? {})));
  const referred = (schema: unknown): string[] =>
    schema && typeof schema === 'object'
      ? Object.entries(schema).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value.replace('#/$defs/', '')] : referred(value)))
      : [];
  const engines = [...referred(keywords.map((keyword) => keyword.schema)), ...referred(defs)].filter((name) => !Object.hasOwn(defs, name));
  return {
    description: "The values of the site's own keywords, by keyword, as its flow files write them.",
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(keywords.map((keyword) => [keyword.keyword, { description: keyword.description, ...keyword.schema }])),
    $defs: { ...Object.fromEntries(engines.map((name) => [name, { tsType: 'unknown' }])), ...defs },
  } as JSONSchema;
}

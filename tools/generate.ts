/**
 * npm run generate            rebuilds what is generated from the registries and schemas
 * npm run generate -- --check fails (exit 1) when a generated file is out of date (CI runs this)
 *
 * - schemas/flow.schema.json: the site's flow DSL, assembled from the engine's own
 *   (engine/journey-engine/src/dsl/flow.schema.json) and what the site registers: its step types with their props
 *   schemas (components/steps), its service operations with their inputs and outcomes
 *   (services/operations), its condition operators (operators/), its layouts, the facts groups a
 *   load may fill (x-load in schemas/facts.schema.json) and its own keywords (keywords/registry.ts);
 *   so the editor autocompletes a step's props and a call's outcomes;
 * - engine/journey-engine/src/dsl/flow.ts: the engine's types of a flow, from its own DSL schema (no site's in them);
 * - engine/journey-engine/docs/dsl-reference.md: the engine's DSL reference, every keyword with an
 *   example from the flows (tools/dsl-reference.ts);
 * - schemas/generated/facts.ts: the site's facts, each step's answers by "flow/step" and its keywords' values, registered
 *   with the engine, as journey-engine types writes them (so a step id, field or fact no flow or
 *   schema has is a TypeScript error in the components);
 * - schemas/generated/*.ts: the TypeScript types of the site's offers, promotions and
 *   configuration, by json-schema-to-typescript;
 * - schemas/generated/facts-defaults.ts: the facts of a visitor who has told nothing yet, from the
 *   defaults in schemas/facts.schema.json, which the site gives the engine;
 * - services/operations/loaders.ts: the browser's loader of each service operation, by the name
 *   the operation's own file gives it (written nowhere else): the safe ones with the engine's
 *   chunk, the others lazily;
 * - services/documents/types.ts: the result and variables of each GraphQL document, read off the
 *   SDL of the sandbox's service it is sent to (tools/graphql-types.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServiceOperation } from 'journey-engine';
import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import type { GraphQLSchema } from 'graphql';
import { documentTypes } from './graphql-types.ts';
import { stepTypes } from '../components/steps/registry.ts';
import { assembleFlowSchema } from 'journey-engine';
import { conditionsDsl, flowDsl, siteGuardsDsl } from 'journey-engine/dsl';
import { operators } from '../operators/registry.ts';
import { keywords } from '../keywords/registry.ts';
import { layouts } from '../components/layout/layouts.tsx';
import { commandLine } from './command-line.ts';
import { dslReference } from './dsl-reference.ts';
import { jsonFilesUnder, readJson, ROOT } from './project.ts';
import { OFFERS_COLLECTION } from '../campaigns/collections.ts';
import { siteTypes } from 'journey-engine/cli';
import siteDefinition from '../journey-engine.config.ts';

const USAGE = `npm run generate -- [--check]

  Rebuilds what is generated from the registries and schemas (see the head of tools/generate.ts).

  --check   fails (exit 1) when a generated file is out of date, writing nothing
  --help    this text`;
const check = commandLine(USAGE, { check: { type: 'boolean' } }).values.check === true;
const stale: string[] = [];

function output(path: string, content: string): void {
  const full = join(ROOT, path);
  let current = '';
  try {
    current = readFileSync(full, 'utf8');
  } catch {
    // a missing file is out of date
  }
  if (current === content) return;
  if (check) stale.push(path);
  else writeFileSync(full, content);
}

/**
 * Every service operation of services/operations/, one file each (a file may hold a family, such as
 * the newsletter's three), with the file and the export it comes from: the name is written once, in
 * the operation, and the browser's table of loaders (loaders.ts) is written from it.
 */
async function operationFiles(): Promise<{ operation: ServiceOperation; file: string; exported: string }[]> {
  const dir = join(ROOT, 'services', 'operations');
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'loaders.ts' && name !== 'registry.ts');
  const found: { operation: ServiceOperation; file: string; exported: string }[] = [];
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      const operation = value as Partial<ServiceOperation> | null;
      if (typeof operation?.name === 'string' && typeof operation.call === 'function') found.push({ operation: operation as ServiceOperation, file, exported });
    }
  }
  const twice = found.filter(({ operation }, index) => found.findIndex((other) => other.operation.name === operation.name) !== index);
  if (twice.length > 0) throw new Error(`two service operations are named ${twice.map(({ operation }) => operation.name).join(', ')}`);
  return found;
}
const operations = await operationFiles();
const serviceOperations = operations.map(({ operation }) => operation);

const WRITTEN_FROM_ENGINE = "Written by npm run generate from journey-engine's DSL (journey-engine/dsl) and what the site registers; edit those, not this file.";
const factsSchema = readJson<{ properties: Record<string, Record<string, unknown>> }>(join(ROOT, 'schemas', 'facts.schema.json'));
const flowSchema = assembleFlowSchema(
  flowDsl,
  {
    stepTypes,
    operations: serviceOperations,
    operators,
    layouts: Object.keys(layouts),
    loadGroups: Object.entries(factsSchema.properties).flatMap(([group, schema]) => (schema['x-load'] ? [group] : [])),
    keywords,
    collections: [{ name: OFFERS_COLLECTION, description: 'flows/partners/*.offer.json, the partner offers.' }],
  },
  { $id: 'flow.schema.json', description: 'One journey of the site: its routes, steps, conditions, guards, service calls and redirects. See docs/flow-dsl.md.' },
);
output('schemas/flow.schema.json', `${JSON.stringify({ $comment: WRITTEN_FROM_ENGINE, ...flowSchema }, null, 2)}\n`);
// The engine's schemas of the shared conditions and the site guards, beside the site's flow schema
// that they refer to ("flow.schema.json#/$defs/..."), so an editor resolves them to the site's.
for (const [name, schema] of [
  ['conditions.schema.json', conditionsDsl],
  ['site-guards.schema.json', siteGuardsDsl],
] as const)
  output(`schemas/${name}`, `${JSON.stringify({ $comment: WRITTEN_FROM_ENGINE, ...schema }, null, 2)}\n`);

const banner = '/* Generated by npm run generate from a JSON Schema (schemas/, journey-engine/dsl). Do not edit. */';
const options = {
  bannerComment: banner,
  additionalProperties: false,
  strictIndexSignatures: true,
  format: true,
  cwd: join(ROOT, 'schemas'),
  style: { singleQuote: true, printWidth: 140 },
};
/**
 * The schema with each $ref alone, its words beside it left out: json-schema-to-typescript makes a
 * numbered copy of the referred type (Target1, Target2 ...) for every $ref that has words beside it.
 */
function bareRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(bareRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  if ('$ref' in schema) return { $ref: schema.$ref };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, bareRefs(value)]));
}
// The engine's types of a flow come from its own schema: a step's type and a call's operation are
// any name there, which the site's schema narrows to its own.
output('engine/journey-engine/src/dsl/flow.ts', await compile(bareRefs(flowDsl) as never, 'Flow', { ...options, unreachableDefinitions: true }));
// The facts, and each step's answers, as the engine's journey-engine types writes them for this
// site, registered with the engine (its definition, journey-engine.config.ts, says where).
const types = await siteTypes(siteDefinition);
output(types.out, types.text);
// Its examples are the engine's own: the reading list's flows (the site journey-engine init writes),
// else the schema's; none of this site's words are in the engine's package.
const exampleFlows = jsonFilesUnder(join(ROOT, 'examples', 'reading-list', 'flows')).map((file) => readJson(file));
output('engine/journey-engine/docs/dsl-reference.md', dslReference(flowDsl as Record<string, unknown>, exampleFlows));
/**
 * A schema without its titles: they are the studio form's Dutch labels, not names of types
 * (json-schema-to-typescript would name one per title). A map of properties keeps its keys, "title" too.
 */
function untitled(schema: unknown, isMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => untitled(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).flatMap(([key, value]) => (key === 'title' && !isMap ? [] : [[key, untitled(value, !isMap && (key === 'properties' || key === '$defs'))]])),
  );
}
const campaignTypes = async (file: string, name: string): Promise<string> =>
  compile({ ...(untitled(readJson(join(ROOT, 'schemas', file))) as object), title: name } as never, name, options);
output('schemas/generated/offer.ts', await campaignTypes('offer.schema.json', 'PartnerOffer'));
output('schemas/generated/promotion.ts', await campaignTypes('promotion.schema.json', 'Promotion'));
output('schemas/generated/site.ts', await compile(readJson(join(ROOT, 'schemas', 'site.schema.json')) as never, 'Site', options));

/**
 * A schema's default value: its own "default", else the object of its properties' defaults (a
 * property without one is left out), else undefined. A $ref is not followed: a shared definition
 * (an invoice) is also the shape of list entries, so its default is given where it is used.
 */
function defaultOf(schema: Record<string, unknown>): unknown {
  if ('default' in schema) return schema.default;
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (!properties) return undefined;
  const defaults = Object.entries(properties).flatMap(([name, property]) => {
    const value = defaultOf(property);
    return value === undefined ? [] : [[name, value] as const];
  });
  return defaults.length > 0 ? Object.fromEntries(defaults) : undefined;
}
output(
  'schemas/generated/facts-defaults.ts',
  `${banner}
import type { Facts } from './facts.ts';

/** The facts of a visitor who has told nothing yet: the defaults of schemas/facts.schema.json. */
export function defaultFacts(): Facts {
  return ${JSON.stringify(defaultOf(factsSchema), null, 2).replace(/\n/g, '\n  ')};
}
`,
);

// A press acted on before the site's script has run calls safe operations alone (journey-engine-react's
// press module): their files load with the engine's chunk, so that the calls of a press wait for no
// file of their own (behind the six connections of an HTTP/1.1 host, a second wave of files).
const withEngine = new Set(operations.filter(({ operation }) => operation.safe === true).map(({ file }) => file));
const byFile = (file: string): string[] => operations.filter((entry) => entry.file === file).map(({ exported }) => exported);
output(
  'services/operations/loaders.ts',
  `/**
 * Generated by npm run generate from the operations in this folder. Do not edit.
 *
 * Every service operation flows may call, by name. A file with a safe operation (one that changes
 * nothing, which a press may call before the site's script has run) is imported here, and so loads
 * with the engine's chunk; every other operation is loaded with its first call, so that a page
 * carries the names only and not the operations of every other journey. The tools read them all
 * at once through registry.ts.
 */
import type { ServiceOperation } from 'journey-engine';
${[...withEngine].map((file) => `import { ${byFile(file).sort().join(', ')} } from './${file}';`).join('\n')}

type Loader = () => Promise<ServiceOperation>;

export const operationLoaders: Readonly<Record<string, Loader>> = {
${operations
  .map(({ operation, file, exported }) =>
    withEngine.has(file) ? `  '${operation.name}': () => Promise.resolve(${exported}),` : `  '${operation.name}': () => import('./${file}').then((module) => module.${exported}),`,
  )
  .join('\n')}
};

/** The file of each, in this folder: the build loads those a prerendered step may call with its page (tools/vite-plugin-flows.ts). */
export const operationFiles: Readonly<Record<string, string>> = {
${operations.map(({ operation, file }) => `  '${operation.name}': '${file}',`).join('\n')}
};

/** The files loaded with their first call, each a chunk of its own (vite.config.ts). */
export const loadedWhenCalled: readonly string[] = [
${[...new Set(operations.map(({ file }) => file))]
  .filter((file) => !withEngine.has(file))
  .map((file) => `  '${file}',`)
  .join('\n')}
];
`,
);

// The result and variables of every GraphQL document the site sends, from the SDL of the service it
// is sent to: the shapes of a plan, a price or an invoice are written in the sandbox's schema only.
const graphqlServices: [string, () => Promise<GraphQLSchema>][] = [
  ['account', async () => (await import('../sandbox/account/schema.ts')).accountSchema],
  ['billing', async () => (await import('../sandbox/billing/schema.ts')).billingSchema],
  ['payment', async () => (await import('../sandbox/payment/schema.ts')).paymentSchema],
  ['subscription', async () => (await import('../sandbox/subscription/schema.ts')).subscriptionSchema],
];
const documentTypeLines: string[] = [];
for (const [service, schemaOf] of graphqlServices) {
  const schema = await schemaOf();
  const documents = (await import(pathToFileURL(join(ROOT, 'services', 'documents', `${service}.ts`)).href)) as Record<string, unknown>;
  documentTypeLines.push(`// ${service}: services/documents/${service}.ts against sandbox/${service}/schema.ts`);
  for (const [name, source] of Object.entries(documents)) {
    if (typeof source === 'string' && /^\s*(query|mutation)\b/.test(source)) documentTypeLines.push(documentTypes(schema, name, source));
  }
}
const documentTypesFile = 'services/documents/types.ts';
output(
  documentTypesFile,
  await format(
    `/* Generated by npm run generate from the services' GraphQL SDL (sandbox/SERVICE/schema.ts) and the documents beside this file. Do not edit. */\n\n${documentTypeLines.join('\n')}\n`,
    { ...(await resolveConfig(join(ROOT, documentTypesFile))), filepath: join(ROOT, documentTypesFile) },
  ),
);

if (stale.length > 0) {
  console.error(`Out of date: ${stale.join(', ')}. Run npm run generate and commit the result.`);
  process.exit(1);
}
console.log(check ? 'Generated files are up to date.' : 'Generated files written.');

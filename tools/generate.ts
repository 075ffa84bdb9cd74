/**
 * npm run generate            rebuilds what is generated from the registries and schemas
 * npm run generate -- --check fails (exit 1) when a generated file is out of date (CI runs this)
 *
 * - schemas/flow.schema.json: the step types with their props schemas (components/steps) and the
 *   service operations with their outcomes (services/operations) are written into the schema, so the
 *   editor autocompletes a step's props and a call's outcomes;
 * - schemas/generated/*.ts: the TypeScript types of flows, facts and offers, by json-schema-to-typescript;
 * - schemas/generated/facts-defaults.ts: the facts of a visitor who has told nothing yet, from the
 *   defaults in schemas/facts.schema.json (the engine holds no product defaults of its own).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { stepTypes } from '../components/steps/registry.ts';
import { IMPLICIT_OUTCOMES } from '../engine/core/service-operation.ts';
import { serviceOperations } from '../services/operations/registry.ts';
import { builtinOperators } from '../engine/core/operators/builtin.ts';
import type { Operator } from '../engine/core/operator.ts';
import { operators } from '../operators/registry.ts';
import { readJson, ROOT } from './project.ts';

type Schema = Record<string, unknown> & { $defs: Record<string, Record<string, unknown>> };

const check = process.argv.includes('--check');
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

const flowSchemaPath = 'schemas/flow.schema.json';
const flowSchema = readJson<Schema>(join(ROOT, flowSchemaPath));
const defs = flowSchema.$defs;

defs.stepType = { enum: stepTypes.map((stepType) => stepType.type), 'x-rule': { enum: 'unknown-component' } };
for (const key of Object.keys(defs)) if (key.startsWith('props-')) delete defs[key];
for (const stepType of stepTypes) defs[`props-${stepType.type}`] = { description: stepType.description, ...stepType.propsSchema };
defs.step = {
  ...defs.step,
  allOf: stepTypes.map((stepType) => ({
    if: { properties: { type: { const: stepType.type } }, required: ['type'] },
    then: {
      // A step type whose props have required members needs its props; one that goes on by itself, its next.
      required: [...((stepType.propsSchema as { required?: string[] }).required?.length ? ['props'] : []), ...(stepType.goesOn ? ['next'] : [])],
      properties: {
        props: { $ref: `#/$defs/props-${stepType.type}` },
        ...(stepType.acceptsForm ? {} : { form: { not: {}, 'x-rule': { not: 'form-not-accepted' }, 'x-message': `a step of type "${stepType.type}" takes no form` } }),
        ...(stepType.acceptsForm || stepType.showsErrors
          ? {}
          : { errors: { not: {}, 'x-rule': { not: 'errors-not-shown' }, 'x-message': `a step of type "${stepType.type}" does not show errors` } }),
      },
    },
  })),
};
defs.serviceOperation = { enum: serviceOperations.map((operation) => operation.name), 'x-rule': { enum: 'unknown-service-operation' } };
// A call's and a load's outcomes and inputs are those of the operation they name: one definition
// per operation (operation-NAME), which both a call and a load refer to.
for (const key of Object.keys(defs)) if (key.startsWith('operation-')) delete defs[key];
for (const operation of serviceOperations) {
  const required = operation.requiredInputs ?? [];
  defs[`operation-${operation.name}`] = {
    if: { properties: { operation: { const: operation.name } }, required: ['operation'] },
    then: {
      ...(required.length > 0 ? { required: ['input'] } : {}),
      properties: {
        outcomes: { propertyNames: { enum: [...operation.outcomes, ...IMPLICIT_OUTCOMES], 'x-rule': { enum: 'unknown-outcome' } } },
        input: {
          propertyNames:
            Object.keys(operation.inputs).length > 0
              ? { enum: Object.keys(operation.inputs), 'x-rule': { enum: 'unknown-input' } }
              : { not: {}, 'x-rule': { not: 'unknown-input' }, 'x-message': `${operation.name} takes no input` },
          properties: Object.fromEntries(Object.entries(operation.inputs).map(([name, description]) => [name, { description }])),
          ...(required.length > 0 ? { required } : {}),
        },
      },
    },
  };
}
const operationRefs = serviceOperations.map((operation) => ({ $ref: `#/$defs/operation-${operation.name}` }));
defs.serviceCall = { ...defs.serviceCall, allOf: operationRefs };
defs.load = { ...defs.load, allOf: operationRefs };
// The engine's and the product's own condition operators, beside JsonLogic's standard ones (written by hand).
const operationSchemas = (defs.operation as { properties: Record<string, Record<string, unknown>> }).properties;
for (const [name, schema] of Object.entries(operationSchemas)) if ('x-operator' in schema) delete operationSchemas[name];
const operatorSchema = (operator: Operator, definedIn: string) => ({
  $ref: operator.takes === 'one' ? '#/$defs/expression' : '#/$defs/args',
  description: operator.description,
  'x-operator': definedIn,
});
for (const operator of builtinOperators) operationSchemas[operator.name] = operatorSchema(operator, 'engine/core/operators');
for (const operator of operators) operationSchemas[operator.name] = operatorSchema(operator, 'operators');
output(flowSchemaPath, `${JSON.stringify(flowSchema, null, 2)}\n`);

const banner = '/* Generated by npm run generate from the JSON Schema in schemas/. Do not edit. */';
const options = {
  bannerComment: banner,
  additionalProperties: false,
  strictIndexSignatures: true,
  format: true,
  cwd: join(ROOT, 'schemas'),
  style: { singleQuote: true, printWidth: 140 },
};
// The types describe the data; the authoring annotations (x-rule, formats) are not part of them.
// Every definition of the flow schema is a type: a guard is reached only through the else of guardOrName, which the compiler does not follow.
// The checks per operation are the validator's, not the data's shape: a call and a load are one type each.
const flowTypesSchema = structuredClone(flowSchema) as { $defs: Record<string, Record<string, unknown>> };
for (const key of Object.keys(flowTypesSchema.$defs)) if (key.startsWith('operation-')) delete flowTypesSchema.$defs[key];
for (const key of ['serviceCall', 'load']) delete flowTypesSchema.$defs[key]?.allOf;
output('schemas/generated/flow.ts', await compile(flowTypesSchema as never, 'Flow', { ...options, unreachableDefinitions: true }));
const factsSchema = readJson<Record<string, unknown>>(join(ROOT, 'schemas', 'facts.schema.json'));
output('schemas/generated/facts.ts', await compile(factsSchema as never, 'Facts', options));
output('schemas/generated/offer.ts', await compile(readJson(join(ROOT, 'schemas', 'offer.schema.json')) as never, 'Offer', options));
output('schemas/generated/promotion.ts', await compile(readJson(join(ROOT, 'schemas', 'promotion.schema.json')) as never, 'Promotion', options));
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

if (stale.length > 0) {
  console.error(`Out of date: ${stale.join(', ')}. Run npm run generate and commit the result.`);
  process.exit(1);
}
console.log(check ? 'Generated files are up to date.' : 'Generated files written.');

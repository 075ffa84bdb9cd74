/**
 * A site's flow DSL: the engine's own (src/dsl/flow.schema.json) with what the site registers
 * written in, so that the validator and the editor know the site's step types with their props and
 * form shapes, its service operations with their inputs and outcomes, its condition operators,
 * layouts, the facts groups a load may fill, its collections of data files, and its own keywords
 * (core/keyword.ts). The engine's schema leaves each of these open (any name); the site's lists its own.
 */
import type { Field } from '../dsl/flow.ts';
import type { DslKeyword, KeywordPlace } from './keyword.ts';
import { builtinOperators } from './operators/builtin.ts';
import type { Operator } from './operator.ts';
import { IMPLICIT_OUTCOMES, type ServiceOperation } from './service-operation.ts';

/** A JSON Schema as an object, as the assembly reads and writes it. */
export type Schema = Record<string, unknown>;
type Properties = Record<string, Schema>;

/** What of a step type its props and the flow schema need (engine/react's StepType has it all). */
export interface StepTypeSchema {
  readonly type: string;
  readonly description: string;
  readonly propsSchema: object;
  readonly acceptsForm: boolean;
  readonly showsErrors?: boolean;
  readonly goesOn?: boolean;
  /** The fields a step of this type needs in its form; such a type must accept a form. */
  readonly form?: FormShape;
  /** The props the type can show while its page's loads are pending (a step's still): those a flow may name there. */
  readonly stillProps?: readonly string[];
}

/** What a step type needs of its form: the validator checks it in every flow that uses the type. */
export interface FormShape {
  /** Each field the type reads, by the name the flow must give it. */
  readonly fields: Readonly<Record<string, FieldShape>>;
}

export interface FieldShape {
  /** What the type does with the answer; the message of a flow whose form lacks the field. */
  readonly description: string;
  /** The inputs the type can show it with; any when not named. */
  readonly inputs?: readonly Field['input'][];
  /** Whether the field must be required: the type cannot go on without its answer. */
  readonly required?: boolean;
  /** JSON Schema that the field's answer rules (its "schema") must meet, such as { "required": ["enum"] }. */
  readonly answer?: object;
}

export interface SiteDsl {
  stepTypes: readonly StepTypeSchema[];
  operations: readonly Pick<ServiceOperation, 'name' | 'inputs' | 'requiredInputs' | 'outcomes'>[];
  /** The site's own condition operators, beside the engine's and JsonLogic's. */
  operators: readonly Operator[];
  layouts: readonly string[];
  /** The facts groups a load may fill (its "into"). */
  loadGroups: readonly string[];
  /** The collections of data files whose routes a step may answer at (its aliasesFrom), each with where its files are. */
  collections: readonly { name: string; description: string }[];
  /** The site's own keywords of flows, steps and tracking. */
  keywords: readonly DslKeyword<never>[];
}

/** The engine's flow schema with the site's names and definitions written in; the engine's is not changed. */
export function assembleFlowSchema(engineSchema: object, site: SiteDsl, identity: { $id: string; description: string }): Schema {
  const schema: Schema = { ...structuredClone(engineSchema as Schema), ...identity };
  const defs = schema.$defs as Properties;
  const propertiesOf = (of: Schema | undefined): Properties => (of?.properties ?? {}) as Properties;
  // A site that registers none of a kind (no layouts) allows none: JSON Schema has no empty enum.
  const narrow = (properties: Properties, name: string, names: readonly string[]) =>
    void (properties[name] = { ...properties[name], ...(names.length > 0 ? { enum: names } : { not: {}, 'x-message': `the site registers no ${name}` }) });
  narrow(propertiesOf(schema), 'layout', site.layouts);
  narrow(propertiesOf(defs.load), 'into', site.loadGroups);
  const aliasesFrom = propertiesOf(propertiesOf(defs.step).aliasesFrom);
  narrow(
    aliasesFrom,
    'collection',
    site.collections.map((collection) => collection.name),
  );
  if (site.collections.length > 0)
    aliasesFrom.collection = { ...aliasesFrom.collection, description: site.collections.map(({ name, description }) => `${name}: ${description}`).join(' ') };
  addKeywords(schema, site.keywords);

  defs.stepType = { ...defs.stepType, enum: site.stepTypes.map((stepType) => stepType.type), 'x-rule': { enum: 'unknown-component' } };
  for (const stepType of site.stepTypes) {
    defs[`props-${stepType.type}`] = { description: stepType.description, ...stepType.propsSchema };
    if (!stepType.form) continue;
    if (!stepType.acceptsForm) throw new Error(`step type "${stepType.type}" names the fields of its form but accepts none (acceptsForm: false)`);
    defs[`form-${stepType.type}`] = formShapeRule(stepType.type, stepType.form);
  }
  defs.step = { ...defs.step, allOf: site.stepTypes.map(stepTypeRule) };

  defs.serviceOperation = { ...defs.serviceOperation, enum: site.operations.map((operation) => operation.name), 'x-rule': { enum: 'unknown-service-operation' } };
  // A call's and a load's outcomes and inputs are those of the operation they name: one definition
  // per operation (operation-NAME), all of them in one list (operationRules) a call and a load refer to.
  for (const operation of site.operations) defs[`operation-${operation.name}`] = operationRule(operation);
  defs.operationRules = {
    description: "The inputs and outcomes of the operation a call or a load names: each operation's rule applies where it is named.",
    allOf: site.operations.map((operation) => ({ $ref: `#/$defs/operation-${operation.name}` })),
  };
  defs.serviceCall = { ...defs.serviceCall, allOf: [{ $ref: '#/$defs/operationRules' }] };
  defs.load = { ...defs.load, allOf: [{ $ref: '#/$defs/operationRules' }] };
  // A journey case stubs the site's operations by name, each with an outcome it answers (the
  // fields of its data are checked against that outcome's results: validate/journey-cases.ts).
  const stubbed = propertiesOf(defs.journeyCase);
  const operationName = { $ref: '#/$defs/serviceOperation' };
  stubbed.outcomes = {
    ...stubbed.outcomes,
    propertyNames: operationName,
    properties: Object.fromEntries(
      site.operations.map((operation) => [operation.name, { enum: [...operation.outcomes, ...IMPLICIT_OUTCOMES], 'x-rule': { enum: 'unknown-outcome' } }]),
    ),
  };
  stubbed.results = { ...stubbed.results, propertyNames: operationName };

  // The engine's and the site's condition operators, beside JsonLogic's standard ones (written in the engine's schema).
  const operators = propertiesOf(defs.operation);
  const operatorSchema = (operator: Operator, definedIn: string) => ({
    $ref: operator.takes === 'one' ? '#/$defs/expression' : '#/$defs/args',
    description: operator.description,
    'x-operator': definedIn,
  });
  for (const operator of builtinOperators) operators[operator.name] = operatorSchema(operator, 'engine');
  for (const operator of site.operators) operators[operator.name] = operatorSchema(operator, 'site');
  return schema;
}

/**
 * A step of this type: its props, its next where it goes on by itself, no form or errors where it
 * shows none, and the fields its form shape names (form-<type>).
 */
function stepTypeRule(stepType: StepTypeSchema): Schema {
  const refuse = (rule: string, message: string) => ({ not: {}, 'x-rule': { not: rule }, 'x-message': message });
  const shaped = stepType.form !== undefined;
  return {
    if: { properties: { type: { const: stepType.type } }, required: ['type'] },
    then: {
      required: [...((stepType.propsSchema as { required?: string[] }).required?.length ? ['props'] : []), ...(stepType.goesOn ? ['next'] : [])],
      ...(shaped
        ? {
            allOf: [
              {
                required: ['form'],
                'x-rule': { required: 'missing-form-field' },
                'x-message': `a step of type "${stepType.type}" needs a form with the fields ${Object.keys(stepType.form?.fields ?? {}).join(', ')}`,
              },
            ],
          }
        : {}),
      properties: {
        props: { $ref: `#/$defs/props-${stepType.type}` },
        ...(stepType.acceptsForm ? {} : { form: refuse('form-not-accepted', `a step of type "${stepType.type}" takes no form`) }),
        ...(shaped ? { form: { $ref: `#/$defs/form-${stepType.type}` } } : {}),
        ...(stepType.acceptsForm || stepType.showsErrors ? {} : { errors: refuse('errors-not-shown', `a step of type "${stepType.type}" does not show errors`) }),
        still: stepType.stillProps?.length
          ? { items: { enum: stepType.stillProps, 'x-rule': { enum: 'still-prop-not-shown' } } }
          : refuse('still-not-shown', `a step of type "${stepType.type}" shows nothing still (its type names no stillProps)`),
      },
    },
  };
}

/**
 * The form of a step of this type: each field of its shape is in it (missing-form-field), with an
 * input the type shows, required where it must be, and answer rules that meet the shape's.
 */
function formShapeRule(type: string, shape: FormShape): Schema {
  const entries = Object.entries(shape.fields);
  const named = (name: string) => ({ properties: { name: { const: name } }, required: ['name'] });
  return {
    description: `The fields a step of type "${type}" needs in its form.`,
    properties: {
      fields: {
        allOf: entries.map(([name, field]) => ({
          contains: named(name),
          'x-rule': { contains: 'missing-form-field' },
          'x-message': `a step of type "${type}" needs a field "${name}" in its form: ${field.description}`,
        })),
        items: {
          allOf: entries.map(([name, field]) => {
            const mustBeRequired = `a step of type "${type}" cannot go on without "${name}": it must be "required": true`;
            return {
              if: named(name),
              then: {
                ...(field.required ? { required: ['required'], 'x-rule': { required: 'wrong-field-shape' }, 'x-message': mustBeRequired } : {}),
                properties: {
                  ...(field.inputs ? { input: { enum: field.inputs, 'x-rule': { enum: 'wrong-field-shape' } } } : {}),
                  ...(field.required ? { required: { const: true, 'x-rule': { const: 'wrong-field-shape' }, 'x-message': mustBeRequired } } : {}),
                  ...(field.answer ? { schema: field.answer } : {}),
                },
              },
            };
          }),
        },
      },
    },
  };
}

/** A call or load of this operation: the inputs it takes and requires, the outcomes it answers. */
function operationRule(operation: SiteDsl['operations'][number]): Schema {
  const required = operation.requiredInputs ?? [];
  const inputNames = Object.keys(operation.inputs);
  return {
    if: { properties: { operation: { const: operation.name } }, required: ['operation'] },
    then: {
      ...(required.length > 0 ? { required: ['input'] } : {}),
      properties: {
        outcomes: { propertyNames: { enum: [...operation.outcomes, ...IMPLICIT_OUTCOMES], 'x-rule': { enum: 'unknown-outcome' } } },
        input: {
          propertyNames:
            inputNames.length > 0
              ? { enum: inputNames, 'x-rule': { enum: 'unknown-input' } }
              : { not: {}, 'x-rule': { not: 'unknown-input' }, 'x-message': `${operation.name} takes no input` },
          properties: Object.fromEntries(Object.entries(operation.inputs).map(([name, description]) => [name, { description }])),
          ...(required.length > 0 ? { required } : {}),
        },
      },
    },
  };
}

/** Each keyword written in at its place (the flow, a step, a step's tracking), its definitions beside the engine's. */
function addKeywords(schema: Schema, keywords: readonly DslKeyword<never>[]): void {
  const defs = schema.$defs as Record<string, Schema>;
  const places: Record<KeywordPlace, Schema | undefined> = { flow: schema, step: defs.step, tracking: defs.tracking };
  for (const keyword of keywords) {
    const properties = places[keyword.on]?.properties as Record<string, Schema>;
    if (Object.hasOwn(properties, keyword.keyword)) throw new Error(`the keyword "${keyword.keyword}" is already one of a ${keyword.on}'s`);
    properties[keyword.keyword] = { description: keyword.description, ...keyword.schema };
    for (const [name, definition] of Object.entries(keyword.defs ?? {})) {
      if (Object.hasOwn(defs, name)) throw new Error(`the keyword "${keyword.keyword}" defines "${name}", which the flow schema has already`);
      defs[name] = definition as Schema;
    }
  }
}

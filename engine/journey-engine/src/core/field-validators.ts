/**
 * Turns the form fields of every step into ajv validators. At build time they become standalone
 * code (journey-engine/vite's standalone-validators.ts: no new Function in the browser); in Node (the sandbox,
 * tests) they are compiled directly.
 */
import { Ajv2020, _, type KeywordCxt, type ValidateFunction } from 'ajv/dist/2020.js';
import { fieldOf } from './field-messages.ts';
import { fieldFormats, isAtLeastYearsOld } from './field-rules.ts';
import type { Flow } from './types.ts';

type Step = Flow['steps'][number];

type Field = NonNullable<Step['form']>['fields'][number];

/** The JSON Schema of answers to these fields; required as the fields say, unless a list is given. */
export function answersSchema(fields: readonly Field[], required = fields.filter((field) => field.required).map((field) => field.name)): object {
  return { type: 'object', properties: Object.fromEntries(fields.map((field) => [field.name, { ...field.schema }])), required };
}

/** The ajv of form fields: their formats and the minimumAge keyword; for standalone code, naming the runtime's field rules. */
export function createFieldAjv(forStandalone: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    formats: fieldFormats,
    code: forStandalone ? { source: true, esm: true, formats: _`fieldFormats` } : undefined,
  });
  ajv.addKeyword({
    keyword: 'minimumAge',
    type: 'string',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      const check = cxt.gen.scopeValue('func', { ref: isAtLeastYearsOld, code: _`fieldRules.isAtLeastYearsOld` });
      cxt.fail(_`!${check}(${cxt.data}, ${cxt.schema})`);
    },
  });
  return ajv;
}

/** For Node (the sandbox enforcing a flow's rules, tests): the same checks, compiled in place. */
export function compileAnswersValidator(fields: readonly Field[], required?: readonly string[]): ValidateFunction {
  return createFieldAjv(false).compile(answersSchema(fields, required ? [...required] : undefined));
}

/** A rule some answer broke: the field and the rule's keyword (required, maxLength, minimumAge, ...). */
export interface RuleViolation {
  fieldName: string;
  rule: string;
}

/** Every rule the answers break, by field, under the names the forms' messages use. */
export function ruleViolations(validate: ValidateFunction, answers: object): RuleViolation[] {
  if (validate(answers)) return [];
  return (validate.errors ?? []).map((error) => ({
    fieldName: fieldOf(error),
    rule: error.keyword,
  }));
}

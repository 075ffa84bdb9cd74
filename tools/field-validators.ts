/**
 * Turns the form fields of every step into ajv validators. At build time they become standalone
 * code (no new Function in the browser); in Node (tests, tools) they are compiled directly.
 */
import { Ajv2020, _, type KeywordCxt, type ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fieldFormats, isAtLeastYearsOld, validatorKey } from '../engine/core/field-rules.ts';
import type { Flow } from '../engine/core/types.ts';

type Step = Flow['steps'][number];

/** The JSON Schema of a step's answers, built from its fields. */
export function stepAnswersSchema(step: Step): object {
  const fields = step.form?.fields ?? [];
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, { ...field.schema }])),
    required: fields.filter((field) => field.required).map((field) => field.name),
  };
}

function createFieldAjv(forStandalone: boolean): Ajv2020 {
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

/** ES module source exporting one validate function per form step, named by validatorKey. */
export function standaloneValidators(flows: readonly Flow[]): string {
  const ajv = createFieldAjv(true);
  const exports: Record<string, string> = {};
  for (const flow of flows) {
    for (const step of flow.steps) {
      if (!step.form) continue;
      const key = validatorKey(flow.id, step.id);
      ajv.addSchema(stepAnswersSchema(step), key);
      exports[key] = key;
    }
  }
  const header = "import { fieldFormats } from '/engine/core/field-rules.ts';\nimport * as fieldRules from '/engine/core/field-rules.ts';\n";
  return header + standaloneCode(ajv, exports);
}

/** For Node: the same validators, compiled in place. */
export function compileStepValidator(step: Step): ValidateFunction {
  return createFieldAjv(false).compile(stepAnswersSchema(step));
}

/**
 * The forms' validators as code for the browser, made at build time: ajv's standalone output, one
 * validate function per form step, named by validatorKey, calling the same field rules the
 * sandbox checks with (engine/core/field-rules.ts).
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { answersSchema, createFieldAjv } from '../engine/core/field-validators.ts';
import { validatorKey } from '../engine/core/field-rules.ts';
import type { Flow } from '../engine/core/types.ts';

/** ES module source exporting one validate function per form step, named by validatorKey. */
export function standaloneValidators(flows: readonly Flow[]): string {
  const ajv = createFieldAjv(true);
  const exports: Record<string, string> = {};
  for (const flow of flows) {
    for (const step of flow.steps) {
      if (!step.form) continue;
      const key = validatorKey(flow.id, step.id);
      ajv.addSchema(answersSchema(step.form.fields), key);
      exports[key] = key;
    }
  }
  const header = "import { fieldFormats } from '/engine/core/field-rules.ts';\nimport * as fieldRules from '/engine/core/field-rules.ts';\n";
  return header + standaloneCode(ajv, exports);
}

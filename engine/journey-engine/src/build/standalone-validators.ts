/**
 * The forms' validators as code for the browser, made at build time: ajv's standalone output, one
 * validate function per form step, named by validatorKey, calling the same field rules the
 * sandbox checks with (journey-engine/field-rules).
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { validatorKey } from '../core/field-rules.ts';
import { answersSchema, createFieldAjv } from '../core/field-validators.ts';
import type { Flow } from '../core/types.ts';

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
  const header = "import { fieldFormats } from 'journey-engine/field-rules';\nimport * as fieldRules from 'journey-engine/field-rules';\n";
  return header + asModuleImports(standaloneCode(ajv, exports));
}

/**
 * ajv's standalone code names its runtime helpers with require() even as an ES module
 * (require("ajv/dist/runtime/ucs2length").default); a bundler turns that into an import, the dev
 * server does not. Each becomes an import of the CommonJS module, whose default the bundler hands
 * over as the module's exports.default and the dev server as its exports: both are unwrapped.
 */
function asModuleImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_call, module: string, isDefault: string | undefined) => {
    if (!modules.has(module)) modules.set(module, `runtime${modules.size}`);
    const name = modules.get(module) as string;
    return isDefault ? `(${name}.default?.default ?? ${name}.default)` : name;
  });
  const imports = [...modules].map(([module, name]) => `import * as ${name} from ${JSON.stringify(module)};`);
  return `${imports.join('\n')}\n${body}`;
}

/**
 * The forms' validator code is an ES module the dev server can serve as it is: ajv's standalone
 * output names its runtime helpers with require(), which only a bundler would turn into imports.
 */
import { expect, it } from 'vitest';
import { standaloneValidators } from 'journey-engine/vite';
import { projectFlows } from '../support/project-flows.ts';

it('holds no require(), and imports the helpers it uses', () => {
  const code = standaloneValidators(projectFlows());
  // Booleans, so that a failure does not print the whole generated module.
  expect(/\brequire\(/.test(code)).toBe(false);
  expect(/^import \* as runtime0 from "ajv\/dist\/runtime\/ucs2length";$/m.test(code)).toBe(true);
  expect(code.includes('= (runtime0.default?.default ?? runtime0.default);')).toBe(true);
});

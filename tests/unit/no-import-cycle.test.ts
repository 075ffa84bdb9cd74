/** The lint rule that keeps the project free of import cycles finds type-only cycles too, and lets lazy imports be. */
import { describe, expect, it } from 'vitest';
import { noImportCycle } from '../../tools/eslint-no-import-cycle.js';
import { lintMessages } from '../support/lint-files.ts';

const cyclesIn = (files: Record<string, string>) => lintMessages(files, 'no-import-cycle', noImportCycle);

describe('no-import-cycle', () => {
  it('reports each file of a cycle of type imports, with the way round', async () => {
    const found = await cyclesIn({
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
      'c.ts': "import type { A } from './a.ts';\nexport type C = A;\n",
    });
    expect(found.sort()).toEqual(['Import cycle: a.ts → b.ts → a.ts', 'Import cycle: b.ts → a.ts → b.ts']);
  });

  it('lets a lazy import back be, and a chain without a way back', async () => {
    const found = await cyclesIn({
      'a.ts': "export { b } from './b.ts';\n",
      'b.ts': "export const b = () => import('./a.ts');\n",
    });
    expect(found).toEqual([]);
  });
});

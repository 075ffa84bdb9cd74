/** The lint rule that keeps the project free of import cycles finds type-only cycles too, and lets lazy imports be. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noImportCycle } from '../../tools/eslint-no-import-cycle.js';

async function cyclesIn(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { project: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'project/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(dir, name)));
  return results.flatMap((result) => result.messages.map((message) => message.message));
}

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

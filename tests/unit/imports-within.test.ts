/** The lint rule that keeps the engine on its own refuses an import that leaves its folder, however it is written. */
import { describe, expect, it } from 'vitest';
import { importsWithin } from '../../tools/eslint-imports-within.js';
import { lintMessages } from '../support/lint-files.ts';

const outsideImports = (files: Record<string, string>) => lintMessages(files, 'imports-within', importsWithin, ['engine']);

describe('imports-within', () => {
  it('refuses imports, re-exports and lazy imports that leave the folder', async () => {
    const found = await outsideImports({
      'engine/core/a.ts': "import type { Facts } from '../../schemas/facts.ts';\nexport type A = Facts;\n",
      'engine/core/deep/b.ts': "export * from '../../../site/b.ts';\nexport const lazy = () => import('../../../site/c.ts');\n",
      'engine/c.ts': "export { x } from '../engine-copy/x.ts';\n",
    });
    expect(found.sort()).toEqual([
      '../../../site/b.ts leaves engine/: engine imports nothing outside it',
      '../../../site/c.ts leaves engine/: engine imports nothing outside it',
      '../../schemas/facts.ts leaves engine/: engine imports nothing outside it',
      '../engine-copy/x.ts leaves engine/: engine imports nothing outside it',
    ]);
  });

  it('lets imports inside the folder and packages be', async () => {
    const found = await outsideImports({
      'engine/core/validate/a.ts': "import { b } from '../../runtime/b.ts';\nimport Ajv from 'ajv';\nexport const a = [b, Ajv];\n",
      'engine/runtime/b.ts': "import type { A } from '../core/validate/../a.ts';\nexport const b: A | undefined = undefined;\n",
    });
    expect(found).toEqual([]);
  });
});

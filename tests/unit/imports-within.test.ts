/** The lint rules that keep the engine on its own: an import that leaves its folder, or a site's that reaches into it, however written. */
import { describe, expect, it } from 'vitest';
import { importsByName, importsWithin } from '../../tools/eslint-imports-within.js';
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

describe('imports-by-name', () => {
  const intoPackages = (files: Record<string, string>) => lintMessages(files, 'imports-by-name', importsByName, ['engine']);

  it("refuses a site's imports, re-exports and lazy imports that reach into the folder", async () => {
    const found = await intoPackages({
      'app/a.ts': "import { decide } from '../engine/journey-engine/src/core/decide.ts';\nexport const a = decide;\n",
      'tools/deep/b.ts': "export * from '../../engine/x.ts';\nexport const lazy = () => import('../../engine/journey-engine-react/src/index.ts');\n",
    });
    expect(found.sort()).toEqual([
      '../../engine/journey-engine-react/src/index.ts reaches into engine/: import the engine by its package name, through its exports',
      '../../engine/x.ts reaches into engine/: import the engine by its package name, through its exports',
      '../engine/journey-engine/src/core/decide.ts reaches into engine/: import the engine by its package name, through its exports',
    ]);
  });

  it("lets a site's own relative imports and the packages' names be", async () => {
    const found = await intoPackages({
      'app/a.ts': "import { decide } from 'journey-engine';\nimport { b } from '../tools/b.ts';\nexport const a = [decide, b];\n",
      'tools/b.ts': "export { packagesOf as b } from './packages-of.ts';\n",
    });
    expect(found).toEqual([]);
  });
});

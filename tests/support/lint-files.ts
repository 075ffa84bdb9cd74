/** Lints files written into a folder of their own with one project rule, for the tests of the project's lint rules. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Rule } from 'eslint';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/** The messages of the rule over these files (by path in the folder), with the rule's options. */
export async function lintMessages(files: Record<string, string>, name: string, rule: Rule.RuleModule, options: unknown[] = []): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { project: { rules: { [name]: rule } } },
        rules: { [`project/${name}`]: ['error', ...options] },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((path) => join(dir, path)));
  return results.flatMap((result) => result.messages.map((message) => message.message));
}

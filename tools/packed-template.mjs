/**
 * The site journey-engine init writes, as npm packs it into the engine (issue 61): the reading list
 * of examples/reading-list, the files git holds of it, copied into the package's templates/ at
 * prepack (`copy`) and removed at postpack (`remove`). The example is the one copy in the
 * repository; the tarball carries it. Run in the package's folder; plain JavaScript, as it runs
 * before anything is built.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const EXAMPLE = 'examples/reading-list';
const TEMPLATES = 'templates';
const TEMPLATE = join(TEMPLATES, 'reading-list');

const [action] = process.argv.slice(2);
rmSync(TEMPLATES, { recursive: true, force: true });
if (action === 'copy') {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const files = execFileSync('git', ['ls-files', '-z', '--', EXAMPLE], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  if (files.length === 0) throw new Error(`git holds no files of ${EXAMPLE}: the template would be empty`);
  for (const file of files) {
    const to = join(TEMPLATE, relative(EXAMPLE, file));
    mkdirSync(dirname(to), { recursive: true });
    cpSync(join(root, file), to);
  }
} else if (action !== 'remove') {
  throw new Error(`packed-template.mjs copy|remove, not ${action}`);
}

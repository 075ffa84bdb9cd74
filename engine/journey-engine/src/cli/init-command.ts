/**
 * journey-engine init DIR: a whole small site on the engine, from the template the package carries
 * (templates/reading-list: a library's reading list, the engine's repository's example), ready to
 * install, type, validate, test and build: the site "Your first site" (docs/first-site.md) walks.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { engineVersion, UsageError, type Console } from './usage.ts';

export const INIT_USAGE = `journey-engine init DIR

  Writes a small site into DIR (a new or empty folder): a library's reading list, with its facts
  schema and types, three flows with their journey cases (a form, a call with its outcomes, a
  choice and a page it skips, a not-found page), three step types (one with its stylesheet and
  tests), its service, its copy, the browser's entry, the prerender, Vite's configuration and its
  browser tests. Its package.json names this version of the engine. Then, in DIR: npm install.`;

/** Where the package keeps the template: templates/ beside dist/ and src/ (npm pack puts it there). */
const TEMPLATE = fileURLToPath(new URL('../../templates/reading-list/', import.meta.url));

/** The engine's packages, which the site's package.json names at this engine's version. */
const ENGINE_PACKAGES = ['journey-engine', 'journey-engine-react'];

/** A package name from the folder's name: lower case, words joined by "-". */
function packageName(dir: string): string {
  const name = basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name || 'journey-site';
}

/** Runs the command; its exit status. */
export function initCommand(args: readonly string[], console: Console): number {
  const { positionals } = parseArgs({ args: [...args], options: {}, allowPositionals: true, strict: true });
  const [dir, ...extra] = positionals;
  if (!dir || extra.length > 0) throw new UsageError('Name one folder to write the site into.');
  const target = resolve(dir);
  const shown = relative(process.cwd(), target) || '.';
  if (existsSync(target) && readdirSync(target).length > 0) throw new UsageError(`${shown} is not empty: name a new or empty folder.`);
  if (!existsSync(TEMPLATE))
    throw new UsageError('This copy of the engine carries no template: it is a checkout of its repository, not the installed package (npm pack puts the template in it).');
  cpSync(TEMPLATE, target, { recursive: true });
  const manifestFile = join(target, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { name: string; dependencies: Record<string, string> };
  const version = engineVersion();
  manifest.name = packageName(target);
  for (const name of ENGINE_PACKAGES) manifest.dependencies[name] = version;
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote the reading list into ${shown}: a site on journey-engine ${version}. Next:`);
  console.log(`  cd ${shown}`);
  console.log('  npm install');
  console.log('  npm run typecheck && npx journey-engine validate && npm test && npm run build');
  console.log('docs/first-site.md of the engine walks it, file by file.');
  return 0;
}

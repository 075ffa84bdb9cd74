/**
 * The engine as another team installs it (issue 41): its two packages packed as npm publishes
 * them pass publint and Are the Types Wrong, and a site outside the repository (the reading list
 * of examples/reading-list, made by the tarball's journey-engine init) installs the tarballs, scaffolds a step type with the engine's command
 * line, type-checks against their declarations alone and passes its own tests and the engine's
 * validate, cases and explain commands, with no path into the repository; then builds it with the
 * engine's Vite plugin into a prerendered static site and passes its own browser test against it.
 * A component the developer types by the flows (journey-engine types) fails the type check until
 * the types are written again, and passes it after.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';
import { findTestChromium } from '../../tools/chromium.ts';
import { ENGINE_PACKAGES, packEngine, runOutside } from '../support/packed-engine.ts';

/** Where the example's preview serves its build for its browser test: none of the other tests' ports. */
const BROWSER_PORT = 4391;
/** What a developer writes of a step type and a flow that uses it (tests/engine-packages/). */
const DEVELOPER = join(ROOT, 'tests', 'engine-packages', 'star-rating');

const work = mkdtempSync(join(tmpdir(), 'engine-packages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let tarballs: ReturnType<typeof packEngine>;
beforeAll(() => {
  tarballs = packEngine(work);
}, 120_000);

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const versionOf = (name: string): string => {
  const version = rootPackage.dependencies[name] ?? rootPackage.devDependencies[name];
  if (!version) throw new Error(`the repository does not depend on ${name}`);
  return version;
};

describe.each(ENGINE_PACKAGES)('the packed %s', (name) => {
  it("holds its build and its open licence, no source and no name of it, none of the video site's words, and publint finds nothing to say", async () => {
    const listing = execFileSync('tar', ['-tzf', tarballs[name]], { encoding: 'utf8' }).split('\n');
    // Another company may use it: MIT, said in package.json and in the licence's own text.
    expect(listing).toContain('package/LICENSE');
    expect(execFileSync('tar', ['-xzOf', tarballs[name], 'package/package.json'], { encoding: 'utf8' })).toContain('"license": "MIT"');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    // Nothing it publishes names the source it does not hold: no "source" condition in its exports,
    // and each source map carries the source it maps (inlineSources).
    const published = execFileSync('tar', ['-xzOf', tarballs[name], 'package/package.json'], { encoding: 'utf8' });
    expect(published).not.toMatch(/"source"|\.\/src\//);
    const map = JSON.parse(execFileSync('tar', ['-xzOf', tarballs[name], 'package/dist/index.js.map'], { encoding: 'utf8' })) as { sources: string[]; sourcesContent?: string[] };
    expect(map.sourcesContent?.length).toBe(map.sources.length);
    // Nothing of the video site: its name and Dutch routes are in none of the files (the template is the reading list's).
    const publishedText = execFileSync('tar', ['-xzOf', tarballs[name], '--exclude=package/templates/*'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(publishedText.match(/Videoland|\/(aanmelden|inloggen|abonnementen|meldingen|mijn-abonnement|activeer)\b/g) ?? []).toEqual([]);
    // The repository's own, which names its source, is back after the pack.
    expect(readFileSync(join(ROOT, 'engine', name, 'package.json'), 'utf8')).toContain('"source": "./src/index.ts"');
    const pkgDir = join(ROOT, 'engine', name);
    const { messages, pkg } = await publint({ pkgDir, level: 'suggestion', pack: 'npm' });
    expect(messages.map((message) => formatMessage(message, pkg) ?? message.code)).toEqual([]);
  });

  it('resolves to its types at every entry, as Node and bundlers import ESM', async () => {
    const result = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarballs[name]))));
    // The packages are ESM only: node10 and CommonJS requires are not what they offer.
    const problems = 'problems' in result ? result.problems.filter((problem) => !('resolutionKind' in problem) || ['node16-esm', 'bundler'].includes(problem.resolutionKind)) : [];
    expect(problems).toEqual([]);
  });
});

it('a site outside the repository installs the tarballs, adds a step type and a flow that uses it, type-checks against their declarations, passes its tests and builds a site that passes its browser tests', () => {
  const site = join(work, 'reading-list');
  // The site is made by the tarball's command line, from the template it carries (the repository's examples/reading-list).
  const init = runOutside(
    'npm',
    ['exec', '--yes', '--prefer-offline', '--no-audit', '--no-fund', `--package=${tarballs['journey-engine']}`, '--', 'journey-engine', 'init', site],
    work,
  );
  expect(init).toContain('Wrote the reading list into');
  // Every file git holds of the example, as npm pack took them (tools/packed-template.mjs), and nothing else.
  const held = execFileSync('git', ['ls-files', '--', 'examples/reading-list'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
  const written = readdirSync(site, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(written.map((entry) => relative(site, join(entry.parentPath, entry.name))).sort()).toEqual(held.map((file) => relative('examples/reading-list', file)).sort());
  const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  // The example pins the versions the repository installs: npm finds them in its cache, offline.
  const thirdParty = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const name of ENGINE_PACKAGES) delete thirdParty[name];
  expect(thirdParty).toEqual(Object.fromEntries(Object.keys(thirdParty).map((name) => [name, versionOf(name)])));
  for (const name of ENGINE_PACKAGES) manifest.dependencies[name] = `file:${tarballs[name]}`;
  writeFileSync(join(site, 'package.json'), JSON.stringify(manifest));
  const run = (args: string[]) => runOutside('npm', args, site);
  // The registry's packages come from npm's cache where this machine has them (npm ci filled it).
  run(['install', '--prefer-offline', '--no-audit', '--no-fund']);
  expect(readdirSync(join(site, 'node_modules', 'journey-engine'))).not.toContain('src');
  // A developer's first step type, scaffolded by the tarball's command line: typed, listed and tested as written.
  expect(run(['exec', '--', 'journey-engine', 'new-step-type', 'star-rating'])).toContain('Added starRatingStep to the step types of steps/registry.ts.');
  run(['run', 'typecheck']);
  // The engine's command line, from the tarball, reads the site's TypeScript definition through tsx.
  expect(run(['run', 'validate'])).toContain('3 files checked');
  expect(run(['exec', '--', 'journey-engine', 'cases'])).toContain('5 cases of 2 flows: 0 failed');
  expect(run(['exec', '--', 'journey-engine', 'explain', 'rating', '--start', 'rate'])).toMatch(/^-> page:rate$/m);
  expect(run(['exec', '--', 'journey-engine', 'diagrams'])).toContain('4 files in diagrams: 4 written, 0 removed');
  expect(readFileSync(join(site, 'diagrams', 'rating.mmd'), 'utf8')).toMatch(/^ {2}n_step_rate -->\|"2\. always"\| n_step_why$/m);
  // Colours are escape codes in a log that is no terminal.
  const tested = stripVTControlCharacters(run(['test']));
  expect(tested).toContain('steps/star-rating/StarRatingStep.test.tsx (2 tests)');
  expect(tested).toMatch(/Tests\s+\d+ passed/);

  // The developer makes the scaffold a rating of one to five stars, in its folder, and a flow uses it:
  // no other file of the site changes. The validator holds the flow to the step type's form shape.
  for (const file of ['StarRatingStep.tsx', 'StarRatingStep.test.tsx']) cpSync(join(DEVELOPER, file), join(site, 'steps', 'star-rating', file));
  const flow = readFileSync(join(DEVELOPER, 'stars.flow.json'), 'utf8');
  writeFileSync(join(site, 'flows', 'stars.flow.json'), flow.replace('"name": "stars"', '"name": "sterren"'));
  expect(() => run(['run', 'validate'])).toThrow(/flows\/stars\.flow\.json:\d+:\d+ {2}missing-form-field .*stars/);
  writeFileSync(join(site, 'flows', 'stars.flow.json'), flow);
  // A component typed by the flows (journey-engine types): until the types are written again, the
  // new flow's steps are not the site's, and the step key, field and id it names fail the type check.
  cpSync(join(DEVELOPER, 'TypedStars.tsx'), join(site, 'steps', 'star-rating', 'TypedStars.tsx'));
  expect(() => run(['exec', '--', 'journey-engine', 'types', '--check'])).toThrow(/journey-types\.ts is not current: run journey-engine types/);
  expect(() => run(['run', 'typecheck'])).toThrow(/TypedStars\.tsx\(\d+,\d+\): error TS2345: Argument of type '"stars\/give"' is not assignable to parameter of type 'StepKey'/);
  expect(run(['run', 'types'])).toContain('Wrote journey-types.ts: the facts and 8 steps of 4 flows.');
  run(['run', 'typecheck']);
  expect(run(['run', 'validate'])).toContain('4 files checked');
  // Its journey case expects the field rule's message for no stars.
  expect(run(['exec', '--', 'journey-engine', 'cases'])).toMatch(/^ok {4}\S*stars\.flow\.json:\d+ {2}no stars are refused with the field's message$/m);
  expect(stripVTControlCharacters(run(['test']))).toContain('steps/star-rating/StarRatingStep.test.tsx (1 test)');

  // Its static build with the engine's Vite plugin, prerendered; in a browser, a reader on it, and
  // every prerendered page, the new step type's among them, read by axe.
  expect(run(['run', 'build'])).toContain('7 pages prerendered');
  // A step type's stylesheet is the built site's: its page holds the rules (a small stylesheet inline).
  const ratingPage = readFileSync(join(site, 'dist', 'oordeel', 'geven', 'index.html'), 'utf8');
  const linked = [...ratingPage.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((link) => readFileSync(join(site, 'dist', String(link[1])), 'utf8'));
  const inline = [...ratingPage.matchAll(/<style>([^<]*)<\/style>/g)].map((style) => String(style[1]));
  expect([...linked, ...inline].join('')).toContain('.step-rating');
  expect(readFileSync(join(site, 'dist', 'lijst', 'boek', 'index.html'), 'utf8')).toContain('data-prerendered="reading-list/book"');
  expect(readFileSync(join(site, 'dist', 'sterren', 'geven', 'index.html'), 'utf8')).toContain('name="stars" value="5"');
  expect(readFileSync(join(site, 'dist', '_redirects'), 'utf8')).toContain('/* /404.html 404');
  const browser = stripVTControlCharacters(runOutside('npm', ['run', 'test:browser'], site, { CHROMIUM_PATH: findTestChromium(), PORT: String(BROWSER_PORT) }));
  expect(browser).toMatch(/3 passed/);
}, 300_000);

/**
 * The engine as another team installs it (issue 41): its two packages packed as npm publishes
 * them pass publint and Are the Types Wrong, and a site outside the repository (the reading list
 * of tests/engine-site) installs the tarballs, type-checks against their declarations alone and
 * passes its own tests and the engine's validate command, with no path into the repository.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';
import { ENGINE_PACKAGES, packEngine, runOutside } from '../support/packed-engine.ts';

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
  it('holds its build and no source, and publint finds nothing to say', async () => {
    const listing = execFileSync('tar', ['-tzf', tarballs[name]], { encoding: 'utf8' }).split('\n');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    const pkgDir = join(ROOT, 'packages', name);
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

it('a site outside the repository installs the tarballs, type-checks against their declarations and passes its tests', () => {
  const site = join(work, 'reading-list');
  cpSync(join(ROOT, 'tests', 'engine-site'), site, { recursive: true });
  const thirdParty = [
    'tsx',
    'react',
    'react-dom',
    'react-router',
    'react-hook-form',
    '@hookform/resolvers',
    'react-i18next',
    'i18next',
    'typescript',
    'vitest',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ];
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({
      name: 'reading-list',
      private: true,
      type: 'module',
      scripts: { typecheck: 'tsc -p .', validate: 'journey-engine validate', test: 'vitest run' },
      dependencies: { 'journey-engine': `file:${tarballs['journey-engine']}`, 'journey-engine-react': `file:${tarballs['journey-engine-react']}` },
      devDependencies: Object.fromEntries(thirdParty.map((dependency) => [dependency, versionOf(dependency)])),
    }),
  );
  writeFileSync(
    join(site, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        resolveJsonModule: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  const run = (args: string[]) => runOutside('npm', args, site);
  // The registry's packages come from npm's cache where this machine has them (npm ci filled it).
  run(['install', '--prefer-offline', '--no-audit', '--no-fund']);
  expect(readdirSync(join(site, 'node_modules', 'journey-engine'))).not.toContain('src');
  run(['run', 'typecheck']);
  // The engine's command line, from the tarball, reads the site's TypeScript definition through tsx.
  expect(run(['run', 'validate'])).toContain('1 file checked');
  // Colours are escape codes in a log that is no terminal.
  expect(stripVTControlCharacters(run(['test']))).toMatch(/Tests\s+\d+ passed/);
}, 300_000);

/**
 * The engine's command line (journey-engine, engine/journey-engine/bin) with any site: it finds
 * the site's definition, says what it cannot run with its usage, and validates another site than
 * this one. (This site's findings through it: tests/validator/malformed.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, withStepType } from 'journey-engine/cli';
import { ROOT } from '../../tools/project.ts';
import { runInProcess } from '../support/run-in-process.ts';
import { runTool } from '../support/run-tool.ts';

const BIN = 'node_modules/.bin/journey-engine';
const READING_LIST = 'examples/reading-list/journey-engine.config.ts';
const empty = mkdtempSync(join(tmpdir(), 'no-site-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

it('validates the site its --config names: the reading list, a second site on the engine', async () => {
  const result = await runInProcess(main, 'validate', '--config', READING_LIST);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/^3 files checked in \d+ ms: 0 errors$/m);
});

it("types --check says the reading list's types are current (cd examples/reading-list && npm run types writes them)", async () => {
  const result = await runInProcess(main, 'types', '--check', '--config', READING_LIST);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('examples/reading-list/journey-types.ts is current.');
});

it.each([
  [['frobnicate'], "Unknown command 'frobnicate'."],
  [['init'], 'Name one folder to write the site into.'],
  [['init', 'examples'], 'examples is not empty: name a new or empty folder.'],
  [['init', join(tmpdir(), 'no-template-here')], 'This copy of the engine carries no template: it is a checkout of its repository, not the installed package'],
  [['types', 'flows/x.flow.json', '--config', READING_LIST], "types takes no files: it reads the site's (flows/x.flow.json)."],
  [['validate', '--no-such-option'], "Unknown option '--no-such-option'"],
  [['validate', '--config'], "Option '--config FILE' needs a file."],
  [['validate', '--config', 'nowhere.config.ts'], '--config nowhere.config.ts: no such file.'],
  [['validate', '--config', 'package.json'], "does not export a site's definition by default"],
  [['new-step-type', '--config', READING_LIST], 'Name one step type.'],
  [['new-step-type', 'StarRating', '--config', READING_LIST], '"StarRating" is no step type name: lower case, words joined by "-"'],
  [['new-step-type', 'rating', '--config', READING_LIST], 'examples/reading-list/steps/rating exists already: the step type "rating" has its folder.'],
  [['explain', '--config', READING_LIST], 'Name one flow, by its id.'],
  [['explain', 'reading', '--config', READING_LIST], 'The site has no flow "reading": pages, rating, reading-list.'],
  [['explain', 'reading-list', '--start', 'boek', '--config', READING_LIST], '--start boek: the flow reading-list has no such step: book, added.'],
  [['explain', 'reading-list', '--facts', 'nowhere.json', '--config', READING_LIST], '--facts nowhere.json: ENOENT'],
  [['diagrams', '--out', '--config', READING_LIST], "Option '--out <value>' argument missing"],
])('%j is refused, saying why, with the usage', async (args, why) => {
  const result = await runInProcess(main, ...args);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(why);
  expect(result.stderr).toContain('journey-engine ');
  expect(result.stderr).toContain('--help');
});

it('without a definition in the folder it says which files it looked for', () => {
  const result = spawnSync(process.execPath, [join(ROOT, BIN), 'validate'], { cwd: empty, encoding: 'utf8' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('No site definition here: write one of journey-engine.config.ts');
});

it('--help prints the commands, and a command its own usage, and ends well', async () => {
  const help = await runInProcess(main, '--help');
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('journey-engine validate [--strict] [--format text|json|sarif|github] [FILE...]');
  expect(help.stdout).toContain('journey-engine diagrams [--out DIR]');
  expect(help.stdout).toContain('journey-engine init DIR');
  const validate = await runInProcess(main, 'validate', '--help');
  expect(validate.status).toBe(0);
  expect(validate.stdout).toContain('sarif: SARIF 2.1.0, for code scanning');
});

it.each([
  [['new-step-type', 'star-rating'], "The site's definition does not say where its step types are: add stepTypes: { folder, registry } to defineSite."],
  [['cases'], "The site's definition does not say how its journey cases run: add cases: { site, context } to defineSite."],
  [['explain', 'a-flow'], "The site's definition does not say how its journeys run: add cases: { site, context } to defineSite."],
])('%j asks a site whose definition has only its validation to say more', (args, why) => {
  writeFileSync(join(empty, 'journey-engine.config.mjs'), 'export default { validation: { project() {}, files: () => [] } };\n');
  const result = spawnSync(process.execPath, [join(ROOT, BIN), ...args], { cwd: empty, encoding: 'utf8' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(why);
});

it("cases runs the reading list's journey cases and says where a failing one is written and how it differs", () => {
  const site = mkdtempSync(join(tmpdir(), 'reading-list-'));
  try {
    cpSync(join(ROOT, 'examples', 'reading-list'), site, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)$/.test(path) });
    symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));
    const passing = runTool(BIN, 'cases', '--config', join(site, 'journey-engine.config.ts'));
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toMatch(/^ok {4}\S*rating\.flow\.json:46 {2}a reader gives the last book four stars and is thanked, not asked what could be better$/m);
    const flow = join(site, 'flows', 'rating.flow.json');
    writeFileSync(flow, readFileSync(flow, 'utf8').replace('"expect": { "path": ["rate", "rated"], "end": "page:rated" }', '"expect": { "path": ["rate"], "end": "page:rated" }'));
    const failing = runTool(BIN, 'cases', '--config', join(site, 'journey-engine.config.ts'));
    expect(failing.status).toBe(1);
    expect(failing.stdout).toMatch(
      /^FAIL {2}\S*rating\.flow\.json:46 {2}a reader gives the last book four stars and is thanked, not asked what could be better\n {8}path \["rate","rated"\], expected \["rate"\]$/m,
    );
    expect(failing.stderr).toContain('5 cases of 2 flows: 1 failed');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

it('reads a site whose step types import their stylesheet and images, and names the real error of a definition that does not load', () => {
  const site = mkdtempSync(join(tmpdir(), 'reading-list-assets-'));
  try {
    cpSync(join(ROOT, 'examples', 'reading-list'), site, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)$/.test(path) });
    symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));
    const step = join(site, 'steps', 'rating', 'RatingStep.tsx');
    writeFileSync(join(site, 'steps', 'rating', 'rating.css'), '.rating { display: flex; }\n');
    writeFileSync(join(site, 'steps', 'rating', 'star.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    writeFileSync(step, `import './rating.css';\nimport star from './star.svg';\nvoid star;\n${readFileSync(step, 'utf8')}`);
    const config = join(site, 'journey-engine.config.ts');
    for (const command of ['validate', 'cases']) {
      const result = runTool(BIN, command, '--config', config);
      expect(result.status, `${command}: ${result.stderr}`).toBe(0);
    }
    writeFileSync(config, `import './no-such-module.ts';\n${readFileSync(config, 'utf8')}`);
    const broken = runTool(BIN, 'validate', '--config', config);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('could not be loaded');
    expect(broken.stderr).toContain('no-such-module');
    expect(broken.stderr).not.toContain('install tsx');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

it("explain tells the reading list's path for what the visitor answers and the service says, step by step, and where it ends", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'explain-'));
  try {
    const file = (name: string, value: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(value));
      return join(dir, name);
    };
    // The reader adds a book; the service answers as the outcomes say.
    const explain = (outcome: string, ...more: string[]) =>
      runInProcess(
        main,
        'explain',
        'reading-list',
        '--start',
        'book',
        '--answers',
        file('answers.json', { title: 'Max Havelaar' }),
        '--outcomes',
        file(`${outcome}.json`, { 'list.add': outcome }),
        ...more,
        '--config',
        READING_LIST,
      );
    const added = await explain('added');
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^ {2}shown {7}book {19}\/lijst\/boek$/m);
    expect(added.stdout).toMatch(/^ {2}shown {7}added {18}\/lijst\/toegevoegd$/m);
    expect(added.stdout).toMatch(/^-> page:added$/m);
    const full = await explain('full', '--json');
    expect(full.status, full.stderr).toBe(0);
    const explained = JSON.parse(full.stdout) as { steps: { step: string; outcome: string }[]; end: string };
    expect(explained.steps.map(({ step, outcome }) => `${step} ${outcome}`)).toEqual(['book shown', 'added not-reached']);
    // The list is full: the step fails with its error, and the reader stays at the book.
    expect(explained.end).toBe('page:book');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("new-step-type's addition to a site's list of step types", () => {
  const registry = (list: string) =>
    `import type { StepType } from 'x';\nimport { noteStep } from './note/NoteStep.tsx';\n\nexport const stepTypes: readonly StepType[] = ${list};\n`;

  it('imports the definition after the last import and puts it last in the list', () => {
    expect(withStepType(registry('[noteStep] as StepType[]'), 'starRatingStep', './star-rating/StarRatingStep.tsx')).toBe(
      `import type { StepType } from 'x';\nimport { noteStep } from './note/NoteStep.tsx';\nimport { starRatingStep } from './star-rating/StarRatingStep.tsx';\n\nexport const stepTypes: readonly StepType[] = [noteStep, starRatingStep] as StepType[];\n`,
    );
  });

  it('fills an empty list, and one written over lines with a trailing comma', () => {
    expect(withStepType(registry('[]'), 'aStep', './a/AStep.tsx')).toContain('= [aStep];');
    expect(withStepType(registry('[\n  noteStep,\n]'), 'aStep', './a/AStep.tsx')).toContain('= [noteStep, aStep];');
  });

  it('leaves a registry without a stepTypes list alone', () => {
    expect(withStepType('export const types = new Map();\n', 'aStep', './a/AStep.tsx')).toBeUndefined();
  });
});

it('diagrams draws every flow of the reading list as a Mermaid flowchart with an index, mends a changed one and removes a stray one', async () => {
  const out = mkdtempSync(join(tmpdir(), 'diagrams-'));
  try {
    const drawn = await runInProcess(main, 'diagrams', '--out', out, '--config', READING_LIST);
    expect(drawn.status, drawn.stderr).toBe(0);
    expect(drawn.stdout).toContain('4 files in');
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toContain('- [rating: /oordeel](rating.mmd): `examples/reading-list/flows/rating.flow.json`, 4 nodes, 3 edges');
    const readingList = readFileSync(join(out, 'reading-list.mmd'), 'utf8');
    // The call's outcomes: added leads on, full and error back to the step with its message.
    expect(readingList).toMatch(/^ {2}n_step_book -->\|"add: added"\| n_step_added$/m);
    expect(readingList).toMatch(/^ {2}n_step_book -->\|"add: full, error"\| n_step_book$/m);
    writeFileSync(join(out, 'rating.mmd'), 'flowchart LR\n');
    writeFileSync(join(out, 'gone.mmd'), 'flowchart LR\n');
    const again = await runInProcess(main, 'diagrams', '--out', out, '--config', READING_LIST);
    expect(again.stdout).toContain('1 written, 1 removed');
    expect(existsSync(join(out, 'gone.mmd'))).toBe(false);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

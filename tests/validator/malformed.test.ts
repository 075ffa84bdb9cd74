/**
 * Each file under malformed/ breaks one rule; expected.json names the rule id, JSON pointer, line
 * and column the validator must report for it, and nothing else.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import { main, readSources } from 'journey-engine/cli';
import { flowSources, jsonFilesUnder, loadValidationProject, ROOT } from '../../tools/project.ts';
import { runInProcess } from '../support/run-in-process.ts';
import { sarifSchemaErrors } from '../support/sarif-schema.ts';
import expected from './expected.json' with { type: 'json' };

const dir = join(ROOT, 'tests', 'validator', 'malformed');
const files = jsonFilesUnder(dir).map((path) => relative(dir, path));
const validate = createValidator(loadValidationProject());
const project = flowSources();

it('covers at least 30 malformed flow and offer files, each with an expectation', () => {
  expect(files.length).toBeGreaterThanOrEqual(30);
  expect(new Set(expected.map((entry) => entry.file))).toEqual(new Set(files));
});

describe.each(files)('%s', (name) => {
  it('reports exactly its rule, pointer and position', () => {
    const { diagnostics, flows, data } = validate(readSources([join(dir, name)]), project);
    const found = diagnostics.map(({ rule, pointer, line, column }) => ({ rule, pointer, line, column }));
    const wanted = expected.filter((entry) => entry.file === name).map(({ rule, pointer, line, column }) => ({ rule, pointer, line, column }));
    expect(found).toEqual(wanted);
    expect(flows.size + [...data.values()].reduce((sum, files) => sum + files.size, 0)).toBe(0);
  });
});

describe('npm run validate (journey-engine validate, with this site)', () => {
  const cli = (...args: string[]) => runInProcess(main, 'validate', ...args);

  it('passes every flow of the project with exit status 0', async () => {
    const result = await cli();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\d+ files checked in \d+ ms: 0 errors/);
  });

  it('prints FILE:LINE:COL  RULE-ID  message (at /pointer) and exits 1', async () => {
    const result = await cli('tests/validator/malformed/unknown-component.json', 'tests/validator/malformed/unknown-copy-key.json');
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('tests/'));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^tests\/validator\/malformed\/[\w-]+\.json:\d+:\d+ {2}[a-z-]+ {2}.+ \(at \/[^)]*\)$/);
    expect(lines[0]).toContain('unknown-component  "video" is not one of "form", "message"');
  });

  it('prints a warning and passes, and with --strict fails on it: dates years from every other promotion', async () => {
    const file = 'tests/validator/warnings/far-year.promotion.json';
    const lenient = await cli(file);
    expect(lenient.status, lenient.stderr).toBe(0);
    expect(lenient.stderr).toContain(`${file}:5:12  warning window-far-from-others  deze data liggen`);
    expect(lenient.stdout).toContain('1 file checked in');
    expect(lenient.stdout).toContain('0 errors, 1 warning');
    const strict = await cli('--strict', file);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('0 errors, 1 warning');
  });

  const error = 'tests/validator/malformed/no-way-out.json';
  const warning = 'tests/validator/warnings/far-year.promotion.json';

  it('writes SARIF 2.1.0 for code scanning: each finding with its rule, level, message, file, line, column and pointer; the summary apart', async () => {
    const result = await cli('--format', 'sarif', error, warning);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('2 files checked');
    const log = JSON.parse(result.stdout) as {
      version: string;
      runs: { tool: { driver: { name: string; rules: { id: string }[] } }; results: Record<string, unknown>[] }[];
    };
    expect(log.version).toBe('2.1.0');
    expect(sarifSchemaErrors(log)).toEqual([]);
    const [run] = log.runs;
    expect(run?.tool.driver.rules.map((rule) => rule.id)).toEqual(['no-way-out', 'window-far-from-others']);
    expect(run?.results).toEqual([
      {
        ruleId: 'no-way-out',
        ruleIndex: 0,
        level: 'error',
        message: { text: expect.stringContaining('step "email" takes answers but leads nowhere') },
        locations: [
          {
            physicalLocation: { artifactLocation: { uri: error, uriBaseId: 'SRCROOT' }, region: { startLine: 7, startColumn: 5 } },
            logicalLocations: [{ fullyQualifiedName: '/steps/0', kind: 'object' }],
          },
        ],
      },
      expect.objectContaining({
        ruleId: 'window-far-from-others',
        ruleIndex: 1,
        level: 'warning',
        locations: [expect.objectContaining({ physicalLocation: { artifactLocation: { uri: warning, uriBaseId: 'SRCROOT' }, region: { startLine: 5, startColumn: 12 } } })],
      }),
    ]);
  });

  it('writes JSON, and GitHub workflow annotations with their properties escaped; refuses a format it does not know', async () => {
    const json = await cli('--format', 'json', warning);
    expect(json.status, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ file: warning, line: 5, column: 12, rule: 'window-far-from-others', severity: 'warning' })]);

    const github = await cli('--format', 'github', error, warning);
    expect(github.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^::error file=tests\/validator\/malformed\/no-way-out\.json,line=7,col=5,title=no-way-out::step "email" takes answers .* \(at \/steps\/0\)$/),
      expect.stringMatching(/^::warning file=tests\/validator\/warnings\/far-year\.promotion\.json,line=5,col=12,title=window-far-from-others::/),
    ]);

    const unknown = await cli('--format', 'xml', warning);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('--format xml is not a format: choose text, json, sarif, github.');
  });
});

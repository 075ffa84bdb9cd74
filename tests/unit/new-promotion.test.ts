/** npm run new:promotion: one valid promotion file from an id and its dates, and a refusal of one that overlaps; --help on every command. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import { main as explain } from '../../tools/explain.ts';
import { main as newPartner } from '../../tools/new-partner.ts';
import { main as newPromotion } from '../../tools/new-promotion.ts';
import { flowSources, loadValidationProject, promotionsOf } from '../../tools/project.ts';
import { main as promotions } from '../../tools/promotions.ts';
import { runInProcess, type CommandMain } from '../support/run-in-process.ts';
import { runTool } from '../support/run-tool.ts';

const scaffold = (...args: string[]) => runInProcess(newPromotion, ...args);

describe('npm run new:promotion', () => {
  it('writes a promotion the validator passes, whose terms say its dates and price, with its card taken over', async () => {
    const out = mkdtempSync(join(tmpdir(), 'new-promotion-'));
    const result = await scaffold('zomer-2041', '--from', '2041-06-01', '--until', '2041-06-30', '--tier', 'standard', '--price-cents', '799', '--months', '6', '--out', out);
    expect(result.status, result.stderr).toBe(0);
    const text = readFileSync(join(out, 'zomer-2041.promotion.json'), 'utf8');
    const validated = createValidator(loadValidationProject())([{ file: 'flows/promotions/zomer-2041.promotion.json', text }], flowSources());
    expect(validated.diagnostics).toEqual([]);
    expect(promotionsOf(validated).get('flows/promotions/zomer-2041.promotion.json')).toMatchObject({
      name: 'Zomer 2041',
      valid: { from: '2041-06-01', until: '2041-06-30' },
      plans: [{ slug: 'plus-zomer-2041', tier: 'standard', priceCents: 799, regularPriceCents: 1099, months: 6, onPlanChoice: true }],
      slugMap: { plus: 'plus-zomer-2041', 'plus-2-weken': 'plus-zomer-2041' },
      replacesTrial: true,
      terms: {
        text: [
          'De actie loopt van 1 juni 2041 tot en met 30 juni 2041.',
          'Je betaalt 6 maanden € 7,99 per maand in plaats van € 10,99; daarna de gewone prijs.',
          'Bij deze actie geldt geen gratis proefperiode: je betaalt vanaf de eerste dag.',
        ],
      },
    });
    // Years from every other promotion: written, with the validator's warning said.
    expect(result.stderr).toContain('warning window-far-from-others');
  });

  it.each([
    [
      ['black-friday-kopie', '--from', '2025-11-25', '--until', '2025-11-30'],
      'overlapping-promotions  dit bestand en flows/promotions/black-friday-2025.promotion.json lopen allebei',
    ],
    [['voorjaar-2027', '--from', '2027-02-30', '--until', '2027-03-31'], '"2027-02-30" is geen dag'],
    [['voorjaar-2027', '--until', '2027-03-31'], '--from ontbreekt'],
    [['voorjaar-2027', '--from', '2027-03-01', '--until', '2027-03-31', '--price-cents', '599'], 'onder de gewone 599 van Basis'],
  ])('refuses %j, saying why, and writes nothing', async (args, message) => {
    const out = mkdtempSync(join(tmpdir(), 'new-promotion-'));
    const result = await scaffold(...args, '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(() => readFileSync(join(out, `${args[0]}.promotion.json`))).toThrow();
  });
});

// Each command reads its options with tools/command-line.ts: an unknown option is said with the
// command's usage, which names --help; --help itself prints the usage and ends well. A command with
// a main runs in this process; a script without one is started as npm starts it.
const mains: Partial<Record<string, CommandMain>> = {
  'tools/new-promotion.ts': newPromotion,
  'tools/new-partner.ts': newPartner,
  'tools/explain.ts': explain,
  'tools/promotions.ts': promotions,
};
it.each([
  'tools/new-promotion.ts',
  'tools/new-partner.ts',
  'tools/diagrams.ts',
  'tools/explain.ts',
  'tools/promotions.ts',
  'tools/generate.ts',
  'tools/key-art.ts',
  'studio/server/main.ts',
  'sandbox/main.ts',
])('%s says an unknown option with its usage, which names --help', async (tool) => {
  const main = mains[tool];
  const wrong = main ? await runInProcess(main, '--no-such-option') : runTool(tool, '--no-such-option');
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toContain("Unknown option '--no-such-option'");
  expect(wrong.stderr).toContain('--help');
});

// Started as npm starts it, the one test that a tool's file runs its main as a script (runAsScript in
// tools/command-line.ts) and passes on its exit status: every other runs main in this process.
it('--help prints the usage and ends well', () => {
  const help = runTool('tools/new-promotion.ts', '--help');
  expect(help.status, help.stderr).toBe(0);
  expect(help.stdout).toContain('--help');
  expect(help.stdout).toContain('--from');
});

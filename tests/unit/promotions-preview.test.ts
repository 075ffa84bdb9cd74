/** npm run promotions: what runs at a moment, in Dutch dates, from the promotion and offer files, and whether every plan-choice button sells what its card shows. */
import { describe, expect, it } from 'vitest';
import { main as promotions } from '../../tools/promotions.ts';
import { runInProcess } from '../support/run-in-process.ts';

const run = (...args: string[]) => runInProcess(promotions, ...args);
const preview = async (at: string) => {
  const result = await run('--at', at);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

describe('npm run promotions', () => {
  it('on 26 November 2025 shows Black Friday, its prices from the price model, its slugs and what each plan-choice button sells', async () => {
    const output = await preview('2025-11-26');
    expect(output).toContain('Black Friday (black-friday-2025), van 24 november 2025 tot en met 1 december 2025');
    expect(output).toContain(
      '/activeer/abonnement/basis-black-friday: Basis, € 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99); daarna € 5,99 per maand; eerst 14 dagen gratis voor nieuwe klanten',
    );
    expect(output).toContain('/activeer/abonnement/plus-2-weken leidt naar plus-black-friday');
    expect(output).toContain(
      'Plus, oud-abonnee: de kaart toont € 8,99 per maand, de eerste 6 maanden (in plaats van € 10,99); daarna € 10,99 per maand; de knop /activeer/abonnement/plus-black-friday verkoopt dat',
    );
    expect(output).toContain('Premium, nieuwe klant: de kaart toont € 12,99 per maand; de knop /activeer/abonnement/premium-2-weken verkoopt dat');
  });

  it('shows a price that is not monthly as it is sold: a year of Plus once, not € 8,33 a month', async () => {
    expect(await preview('2024-01-10')).toContain(
      '/activeer/abonnement/plus-jaar: Plus, € 99,90 voor 12 maanden (in plaats van € 119,88); daarna € 10,99 per maand (SVOD_STANDARD_12M_LTC)',
    );
  });

  it('Black Friday runs to the end of 1 December in Amsterdam, not in UTC', async () => {
    expect(await preview('2025-12-01T22:59:00Z')).toContain('Black Friday (black-friday-2025), van');
    const after = await preview('2025-12-01T23:00:00Z');
    expect(after).not.toContain('/activeer/abonnement/basis-black-friday');
    expect(after).toContain('Black Friday (black-friday-2025), van 24 november 2025 tot en met 1 december 2025: /meldingen/black-friday-is-voorbij');
  });

  it("lists the partner offers' windows beside the promotions, and where an ended offer's page leads", async () => {
    expect(await preview('2026-12-01')).toContain(
      'Albert Heijn (albert-heijn) /albert-heijn, van 1 september 2026 tot en met 28 februari 2027: loopt; Basis, 12 maanden gratis, betaald door Albert Heijn',
    );
    expect(await preview('2027-03-01')).toContain('tot en met 28 februari 2027: afgelopen (de pagina leidt naar /abonnementen)');
  });

  it('--check finds that every button sells what its card shows on every day the plan choice can change', async () => {
    const result = await run('--check');
    expect(result.stdout).toMatch(/Op elk van de \d+ dagen waarop een actie begint, eindigt of voorbij is, verkoopt elke knop wat zijn kaart toont\./);
    expect(result.status).toBe(0);
  });

  it('--help explains the options; a date that is none is refused with the help', async () => {
    expect((await run('--help')).stdout).toContain('--check      elke dag waarop een actie begint');
    const wrong = await run('--at', 'gisteren');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('--at neemt een datum (YYYY-MM-DD) of een ISO-tijdstip, niet "gisteren".');
  });
});

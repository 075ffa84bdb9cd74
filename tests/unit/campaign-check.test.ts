/**
 * npm run campaign:check (issue 60): a campaign manager's verdict per file, in Dutch. A file with a
 * lie is refused with the validator's words at its line, and the pages are not opened; what is not
 * a campaign file is refused with the usage. (The pages of every campaign file are the browser
 * tests' campaign project: tests/e2e/campaign-pages.campaign.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { runTool } from '../support/run-tool.ts';

const check = (...files: string[]) => runTool('tools/campaign-check.ts', ...files);

describe('npm run campaign:check', () => {
  it('refuses an offer that takes a catalog plan, saying where and why, and opens no page', () => {
    const file = 'tests/validator/malformed/offers/catalog-plan-slug.offer.json';
    const run = check(file);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain(`✘ ${file}: nog niet klaar, los dit op:`);
    expect(run.stdout).toMatch(/- regel 12, kolom 13 \(\/plan\/slug\): "plus" is een plan van de vaste catalogus.* \[catalog-plan-slug\]/);
    expect(run.stdout).toContain("3/3 De pagina's in Chromium: overgeslagen");
  });

  it('refuses a promotion that calls a paid plan free', () => {
    const file = 'tests/validator/malformed/promotions/free-word-over-price.promotion.json';
    const run = check(file);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('de tekst zegt "gratis", maar elk plan van deze actie kost geld');
  });

  it('refuses a file that is no campaign, with its usage', () => {
    const run = check('flows/home.flow.json');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Dit zijn geen actie- of aanbiedingsbestanden');
    expect(run.stderr).toContain('npm run campaign:check -- [BESTAND...]');
  });
});

/** npm run new:partner: one valid offer file from a slug, with its placeholder key art in every size, and a clear refusal of a slug that clashes. */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { artFiles } from '../../components/key-art.ts';
import { createValidator } from 'journey-engine/validate';
import { main as newPartner } from '../../tools/new-partner.ts';
import { flowSources, loadValidationProject, offersOf, ROOT } from '../../tools/project.ts';
import { runInProcess } from '../support/run-in-process.ts';

const scaffold = (...args: string[]) => runInProcess(newPartner, ...args);

describe('npm run new:partner', () => {
  it("writes an offer of about 20 lines in the project's layout that the validator passes, its placeholder art rendered in every size, and says what to fill in", async () => {
    const out = mkdtempSync(join(tmpdir(), 'new-partner-'));
    const result = await scaffold('bol-com', '--name', 'bol.com', '--tier', 'standard', '--months', '2', '--out', out);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('(de pagina /bol-com)');
    expect(result.stdout).toContain('Vul in');
    const text = readFileSync(join(out, 'bol-com.offer.json'), 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(25);
    // In the project's one layout, so npm run lint passes the new file as it is.
    const layout = join(ROOT, 'flows', 'partners', 'bol-com.offer.json');
    expect(await check(text, { ...(await resolveConfig(layout)), filepath: layout })).toBe(true);
    // The art and its sizes, as npm run art renders them: the offer names them and passes with them.
    expect(readFileSync(join(out, 'partner-bol-com.svg'), 'utf8')).toContain('>bol.com</text>');
    const sizes = artFiles('partner-bol-com');
    expect(sizes.filter((file) => !existsSync(join(out, file)))).toEqual([]);
    const project = loadValidationProject();
    const validated = createValidator({ ...project, publicFiles: new Set([...project.publicFiles, ...sizes]) })(
      [{ file: 'flows/partners/bol-com.offer.json', text }],
      flowSources(),
    );
    expect(validated.diagnostics).toEqual([]);
    expect(offersOf(validated).get('flows/partners/bol-com.offer.json')).toMatchObject({
      routes: { path: '/bol-com' },
      plan: { slug: 'bol-com-2-maanden', tier: 'standard', months: 2 },
      landing: { image: 'partner-bol-com' },
    });
  });

  it.each([
    ['ah', 'duplicate-route  de route /ah is al in gebruik (flows/partners/albert-heijn.offer.json)'],
    ['inloggen', 'duplicate-route  de route /inloggen is al in gebruik (flows/login/login.flow.json)'],
    ['Albert_Heijn', 'kan geen naam van een bestand zijn'],
  ])('refuses %s, saying why, and writes nothing', async (slug, message) => {
    const out = mkdtempSync(join(tmpdir(), 'new-partner-'));
    const result = await scaffold(slug, '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(() => readFileSync(join(out, `${slug}.offer.json`))).toThrow();
    expect(existsSync(join(out, 'art'))).toBe(false);
  });
});

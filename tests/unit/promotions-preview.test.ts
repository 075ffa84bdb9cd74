/** npm run promotions -- --at DATE: what runs at a moment, in Dutch dates, from the promotion files. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';

const preview = (at: string) => execFileSync('npx', ['tsx', 'tools/promotions.ts', '--at', at], { cwd: ROOT, encoding: 'utf8' });

describe('npm run promotions', () => {
  it('on 26 November 2025 shows Black Friday, its prices, its slugs and the plan choice', () => {
    const output = preview('2025-11-26');
    expect(output).toContain('Black Friday (black-friday-2025), van 24 november 2025 tot en met 1 december 2025');
    expect(output).toContain('/activeer/abonnement/basis-black-friday: Basis € 3,99 per maand in plaats van € 5,99, de eerste 6 maanden');
    expect(output).toContain('/activeer/abonnement/plus-2-weken leidt naar plus-black-friday');
    expect(output).toContain('de keuze van abonnementen (/abonnementen): Basis € 3,99 naast € 5,99; Plus € 8,99 naast € 10,99');
  });

  it('Black Friday runs to the end of 1 December in Amsterdam, not in UTC', () => {
    expect(preview('2025-12-01T22:59:00Z')).toContain('Black Friday (black-friday-2025), van');
    const after = preview('2025-12-01T23:00:00Z');
    expect(after).not.toContain('/activeer/abonnement/basis-black-friday');
    expect(after).toContain('Black Friday (black-friday-2025), van 24 november 2025 tot en met 1 december 2025: /meldingen/black-friday-is-voorbij');
  });

  it('on 1 August 2024 the 2024 annual offer runs, and on 26 August 2024 it has ended', () => {
    expect(preview('2024-08-01')).toContain('/activeer/abonnement/plus-jaaraanbieding-2024: Plus € 9,99 per maand in plaats van € 10,99, de eerste 12 maanden');
    expect(preview('2024-08-26')).toContain('Jaaraanbieding 2024 (jaaraanbieding-2024), van 22 juli 2024 tot en met 25 augustus 2024: /abonnementen');
  });
});

/**
 * npm run new:promotion -- ID --from YYYY-MM-DD --until YYYY-MM-DD [--name "Naam"] [--tier essential|standard|premium]
 *                             [--price-cents N] [--months N]
 *
 * Writes flows/promotions/ID.promotion.json, a valid promotion: one tier's price on the plan choice
 * for its dates, the card's buttons taken over by it, and terms that say exactly its dates and price
 * (the validator reads them against the file). Refuses what clashes with the project, with the
 * validator's own located message, and writes nothing then.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Console } from 'journey-engine/cli';
import { formatDiagnostic, createValidator } from 'journey-engine/validate';
import { promotionScaffold } from '../campaigns/scaffolds.ts';
import { euro } from '../operators/euro.ts';
import { tierNameOf } from '../sandbox/catalog.ts';
import { campaignText } from './campaign-layout.ts';
import { readOptions, refuse, runAsScript, runCommand, scaffoldOrRefuse } from './command-line.ts';
import { flowSources, FLOWS_DIR, loadValidationProject } from './project.ts';

const USAGE = `npm run new:promotion -- ID --from JJJJ-MM-DD --until JJJJ-MM-DD [opties]

  Schrijft flows/promotions/ID.promotion.json: een actie die op de keuze van abonnementen de prijs
  van één abonnement verlaagt, van --from tot en met --until (Nederlandse dagen), met
  actievoorwaarden die precies die data en die prijs noemen.

  --from DATUM       de eerste dag van de actie
  --until DATUM      de laatste dag van de actie
  --name NAAM        de naam die bezoekers zien (standaard uit ID: "voorjaar-2027" wordt "Voorjaar 2027")
  --tier TIER        essential (Basis, standaard), standard (Plus) of premium (Premium)
  --price-cents N    de actieprijs per maand in centen (standaard 2 euro onder de gewone prijs)
  --months N         hoeveel maanden de actieprijs geldt, 1 tot en met 24 (standaard 3)
  --help             deze uitleg`;

const money = (cents: number) => String(euro.evaluate([cents])).replace(/\u00a0/g, ' ');

/** Writes the promotion the command line describes; the exit status. */
export async function main(argv: readonly string[], console: Console = globalThis.console): Promise<number> {
  return runCommand(console, async () => {
    const { values, positionals } = readOptions(
      argv,
      USAGE,
      {
        from: { type: 'string' },
        until: { type: 'string' },
        name: { type: 'string' },
        tier: { type: 'string', default: 'essential' },
        'price-cents': { type: 'string' },
        months: { type: 'string', default: '3' },
        // Where the file goes; the tests write elsewhere than the project.
        out: { type: 'string' },
      },
      { positionals: true },
    );

    const id = positionals[0] ?? refuse(USAGE);
    const from = values.from ?? refuse(`--from ontbreekt: de eerste dag van de actie.\n\n${USAGE}`);
    const until = values.until ?? refuse(`--until ontbreekt: de laatste dag van de actie.\n\n${USAGE}`);
    const file = join(values.out ?? join(FLOWS_DIR, 'promotions'), `${id}.promotion.json`);
    if (existsSync(file)) refuse(`${relative(process.cwd(), file)} bestaat al: pas dat bestand aan, of kies een andere id.`);
    const promotion = scaffoldOrRefuse(() =>
      promotionScaffold({
        id,
        from,
        until,
        name: values.name,
        tier: values.tier,
        priceCents: values['price-cents'] === undefined ? undefined : Number(values['price-cents']),
        months: Number(values.months),
      }),
    );
    const [plan] = promotion.plans;
    const tierName = tierNameOf(plan.tier);
    const period = `${plan.months} ${plan.months === 1 ? 'maand' : 'maanden'}`;

    // In the project's one layout, wherever --out puts the file.
    const text = await campaignText('promotion', promotion);

    // Checked against the whole project before anything is written: an overlap is the new file's error.
    // Named as the project names it, wherever --out puts it: the validator judges it as that file.
    const source = { file: relative(process.cwd(), join(FLOWS_DIR, 'promotions', `${id}.promotion.json`)), text };
    const { diagnostics, warnings } = createValidator(loadValidationProject())([source], flowSources(), { changed: new Set([source.file]) });
    if (diagnostics.length > 0) refuse(`Niet geschreven: ${id} botst met wat er al is.\n${diagnostics.map(formatDiagnostic).join('\n')}`);

    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    for (const warning of warnings) console.error(formatDiagnostic(warning));
    console.log(`Geschreven: ${relative(process.cwd(), file)}: ${tierName} voor ${money(plan.priceCents)} per maand, ${period} lang, van ${from} tot en met ${until}, op de keuze van abonnementen.

Vul in, in ${relative(process.cwd(), file)}, wat anders is:
  - eligibility: { "newCustomersOnly": true } voor alleen nieuwe klanten, { "trialApplies": false } zonder gratis weken, …
  - plans: een ander abonnement ernaast (elk met zijn slug, planId en prijzen), of een prijs die één keer betaald wordt;
  - terms.text: de rest van de actievoorwaarden (de validator leest elke datum, elk bedrag, abonnement en elke duur die ze noemen).
Daarna: npm run campaign:check -- ${relative(process.cwd(), file)}. Zie docs/campaign-manager.md.`);
    return 0;
  });
}

await runAsScript(import.meta.url, main);

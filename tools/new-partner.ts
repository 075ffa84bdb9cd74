/**
 * npm run new:partner -- SLUG [--name "Partner"] [--tier essential|standard|premium] [--months N]
 *                             [--activation entitlement|purchase|actionCode] [--out DIR]
 *
 * Writes flows/partners/SLUG.offer.json, a valid offer at /SLUG with placeholder Dutch copy to
 * edit, and placeholder key art art/partner-SLUG.svg rendered in every size (public/art/, as npm
 * run art renders it); prints what to fill in. Refuses a slug whose route or plan another flow or
 * offer has, with the validator's own located message.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Console } from 'journey-engine/cli';
import { formatDiagnostic, createValidator } from 'journey-engine/validate';
import { offerScaffold, placeholderImage } from '../campaigns/scaffolds.ts';
import { artFiles } from '../components/key-art.ts';
import { ArtError, PROJECT_ART, renderArt, type ArtPlaces } from './art-renderer.ts';
import { campaignText } from './campaign-layout.ts';
import { readOptions, refuse, runAsScript, runCommand, scaffoldOrRefuse } from './command-line.ts';
import { flowSources, FLOWS_DIR, loadValidationProject } from './project.ts';

const USAGE = `npm run new:partner -- SLUG [--name "Partner"] [--tier essential|standard|premium] [--months N]
                            [--activation entitlement|purchase|actionCode]

  Schrijft flows/partners/SLUG.offer.json, een geldige partneraanbieding op /SLUG met Nederlandse
  voorbeeldtekst om aan te passen, en een voorlopige afbeelding art/partner-SLUG.svg met haar formaten
  in public/art/ (zoals npm run art ze maakt).

  --name NAAM        de naam van de partner (standaard uit SLUG: "bol-com" wordt "Bol Com")
  --tier TIER        essential (Basis, standaard), standard (Plus) of premium (Premium)
  --months N         hoeveel maanden het aanbod duurt, 1 tot en met 24 (standaard 3)
  --activation WIJZE entitlement (een link van de partner, die betaalt; standaard), purchase (de
                     bezoeker betaalt) of actionCode (een actiecode)
  --help             deze uitleg`;

/** Writes the offer and its placeholder art the command line describes; the exit status. */
export async function main(argv: readonly string[], console: Console = globalThis.console): Promise<number> {
  return runCommand(console, async () => {
    const { values, positionals } = readOptions(
      argv,
      USAGE,
      {
        name: { type: 'string' },
        tier: { type: 'string', default: 'essential' },
        months: { type: 'string', default: '3' },
        activation: { type: 'string', default: 'entitlement' },
        // Where the offer, its art and the art's sizes go; the tests write elsewhere than the project.
        out: { type: 'string' },
      },
      { positionals: true },
    );

    const slug = positionals[0] ?? refuse(USAGE);
    const activation = values.activation;
    if (activation !== 'entitlement' && activation !== 'purchase' && activation !== 'actionCode')
      refuse(`--activation is entitlement, purchase of actionCode, niet "${activation}".`);
    const offer = scaffoldOrRefuse(() => offerScaffold({ id: slug, name: values.name, tier: values.tier, months: Number(values.months), activation }));
    const { name } = offer.partner;

    const file = join(values.out ?? join(FLOWS_DIR, 'partners'), `${slug}.offer.json`);
    const art = offer.landing.image;
    const places: ArtPlaces = values.out ? { artDir: values.out, publicDir: values.out } : PROJECT_ART;
    const image = join(places.artDir, `${art}.svg`);
    if (existsSync(file)) refuse(`${relative(process.cwd(), file)} bestaat al: pas dat bestand aan, of kies een andere slug.`);

    // In the project's one layout, wherever --out puts the file.
    const text = await campaignText('offer', offer);

    // Checked against the whole project before anything is written: a clash is the new file's error.
    const project = loadValidationProject();
    const source = { file: relative(process.cwd(), file), text };
    const { diagnostics } = createValidator({ ...project, publicFiles: new Set([...project.publicFiles, ...artFiles(art)]) })([source], flowSources(), {
      changed: new Set([source.file]),
    });
    if (diagnostics.length > 0) refuse(`Niet geschreven: ${slug} botst met wat er al is.\n${diagnostics.map(formatDiagnostic).join('\n')}`);

    // The art first: the offer that names it is valid once it is written. A source there already is kept.
    mkdirSync(dirname(image), { recursive: true });
    if (!existsSync(image)) writeFileSync(image, placeholderImage(name));
    await renderArt(art, places).catch((error: unknown) => (error instanceof ArtError ? refuse(`Niet geschreven: ${error.message}`) : Promise.reject(error)));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`Geschreven: ${relative(process.cwd(), file)} (de pagina /${slug}) en ${relative(process.cwd(), image)} (een voorlopige afbeelding, met haar formaten in ${relative(process.cwd(), join(places.publicDir, 'art'))}).

Vul in, in ${relative(process.cwd(), file)}:
  - landing: de titel, de regels eronder, de teksten van de knoppen en imageAlt;
  - plan: het abonnement, de maanden en hoe het geactiveerd wordt (entitlement, purchase met priceCents, actionCode);
  - existingUserAllowed: false als alleen nieuwe klanten het mogen gebruiken;
  - valid: { "from": "JJJJ-MM-DD", "until": "JJJJ-MM-DD" } als het een tijd loopt (Nederlandse dagen, beide inbegrepen);
  - routes.aliases en routes.legacy voor andere adressen; terms.text voor de actievoorwaarden.
Vervang ${relative(process.cwd(), image)} door de afbeelding van de campagne (1440 × 540, geen tekst behalve het woordmerk partner × Videoland), en dan npm run art.
Daarna: npm run campaign:check -- ${relative(process.cwd(), file)}. Zie docs/campaign-manager.md.`);
    return 0;
  });
}

await runAsScript(import.meta.url, main);

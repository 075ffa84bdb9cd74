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
import { formatDiagnostic, createValidator } from 'journey-engine/validate';
import { offerScaffold, placeholderImage } from '../campaigns/scaffolds.ts';
import { artFiles } from '../components/key-art.ts';
import { ArtError, PROJECT_ART, renderArt, type ArtPlaces } from './art-renderer.ts';
import { campaignText } from './campaign-layout.ts';
import { commandLine, fail, scaffoldOrFail } from './command-line.ts';
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

const { values, positionals } = commandLine(
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

const slug = positionals[0] ?? fail(USAGE);
const activation = values.activation;
if (activation !== 'entitlement' && activation !== 'purchase' && activation !== 'actionCode')
  fail(`--activation must be entitlement, purchase or actionCode, not "${activation}".`);
const offer = scaffoldOrFail(() => offerScaffold({ id: slug, name: values.name, tier: values.tier, months: Number(values.months), activation }));
const { name } = offer.partner;

const file = join(values.out ?? join(FLOWS_DIR, 'partners'), `${slug}.offer.json`);
const art = offer.landing.image;
const places: ArtPlaces = values.out ? { artDir: values.out, publicDir: values.out } : PROJECT_ART;
const image = join(places.artDir, `${art}.svg`);
if (existsSync(file)) fail(`${relative(process.cwd(), file)} exists already: edit it, or choose another slug.`);

// In the project's one layout, wherever --out puts the file.
const text = await campaignText('offer', offer);

// Checked against the whole project before anything is written: a clash is the new file's error.
const project = loadValidationProject();
const source = { file: relative(process.cwd(), file), text };
const { diagnostics } = createValidator({ ...project, publicFiles: new Set([...project.publicFiles, ...artFiles(art)]) })([source], flowSources());
if (diagnostics.length > 0) fail(`Not written: ${slug} clashes with what exists.\n${diagnostics.map(formatDiagnostic).join('\n')}`);

// The art first: the offer that names it is valid once it is written. A source there already is kept.
mkdirSync(dirname(image), { recursive: true });
if (!existsSync(image)) writeFileSync(image, placeholderImage(name));
await renderArt(art, places).catch((error: unknown) => (error instanceof ArtError ? fail(`Not written: ${error.message}`) : Promise.reject(error)));
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, text);
console.log(`Written: ${relative(process.cwd(), file)} (the page /${slug}) and ${relative(process.cwd(), image)} (placeholder key art, with its sizes in ${relative(process.cwd(), join(places.publicDir, 'art'))}).

Fill in, in ${relative(process.cwd(), file)}:
  - landing: the title, the description lines, the button texts and imageAlt, in Dutch;
  - plan: the tier, the months and how it is activated (entitlement, purchase with priceCents, actionCode);
  - existingUserAllowed: false if only new customers may use it;
  - valid: { "from": "YYYY-MM-DD", "until": "YYYY-MM-DD" } if it runs for a while (Dutch dates, both days included);
  - routes.aliases and routes.legacy for other paths; terms.text for the actievoorwaarden.
Replace ${relative(process.cwd(), image)} with the campaign's key art (1440 × 540, no text but the partner × Videoland wordmark), then npm run art.
Then: npm run validate -- ${relative(process.cwd(), file)}, and npm start to see /${slug}. See docs/campaign-manager.md.`);

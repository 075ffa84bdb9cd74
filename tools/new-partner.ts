/**
 * npm run new:partner -- SLUG [--name "Partner"] [--tier essential|standard|premium] [--months N]
 *                             [--activation entitlement|purchase|actionCode] [--out DIR]
 *
 * Writes flows/partners/SLUG.offer.json, a valid offer at /SLUG with placeholder Dutch copy to
 * edit, and a placeholder image public/partners/SLUG.svg; prints what to fill in. Refuses a slug
 * whose route or plan another flow or offer has, with the validator's own located message.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { formatDiagnostic } from '../engine/core/validate/diagnostic.ts';
import { createValidator } from '../engine/core/validate/validate.ts';
import { commandLine, fail, nameOf } from './command-line.ts';
import { flowSources, FLOWS_DIR, loadValidationProject, ROOT } from './project.ts';

const USAGE = `npm run new:partner -- SLUG [--name "Partner"] [--tier essential|standard|premium] [--months N]
                            [--activation entitlement|purchase|actionCode]

  Schrijft flows/partners/SLUG.offer.json, een geldige partneraanbieding op /SLUG met Nederlandse
  voorbeeldtekst om aan te passen, en een voorlopige afbeelding public/partners/SLUG.svg.

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
    // Where the two files go; the tests write elsewhere than the project.
    out: { type: 'string' },
  },
  { positionals: true },
);

const slug = positionals[0] ?? fail(USAGE);
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail(`"${slug}" is no slug: use lower-case letters, digits and single dashes, such as "bol-com".`);
const name = values.name ?? nameOf(slug);
const months = Number(values.months);
const tierNames: Record<string, string> = { essential: 'Basis', standard: 'Plus', premium: 'Premium' };
const tierName = tierNames[values.tier] ?? fail(`--tier must be essential (Basis), standard (Plus) or premium (Premium), not "${values.tier}".`);
if (!Number.isInteger(months) || months < 1 || months > 24) fail(`--months must be a whole number from 1 to 24, not "${values.months}".`);

const file = join(values.out ?? join(FLOWS_DIR, 'partners'), `${slug}.offer.json`);
const image = join(values.out ?? join(ROOT, 'public', 'partners'), `${slug}.svg`);
if (existsSync(file)) fail(`${relative(process.cwd(), file)} exists already: edit it, or choose another slug.`);

const gift = `${months} ${months === 1 ? 'maand' : 'maanden'} Videoland ${tierName}`;
const offer = {
  $schema: '../../schemas/offer.schema.json',
  id: slug,
  partner: { id: slug, name },
  routes: { path: `/${slug}` },
  plan: { slug: `${slug}-${months}-maanden`, tier: values.tier, months, activation: values.activation },
  existingUserAllowed: true,
  landing: {
    image: `/partners/${slug}.svg`,
    imageAlt: `Het logo van ${name}`,
    title: `${gift} cadeau van ${name}`,
    description: [`Als klant van ${name} kijk je ${gift} zonder extra kosten.`, `Activeer je cadeau met de persoonlijke link die je van ${name} kreeg.`],
    primaryButton: 'Activeer je cadeau',
    textLink: 'Ik heb al een Videoland-account',
  },
  terms: {
    title: 'Actievoorwaarden',
    text: [
      `Je activeert het cadeau met de persoonlijke link die je van ${name} kreeg. Elke link werkt één keer.`,
      `Na ${months} ${months === 1 ? 'maand' : 'maanden'} stopt het cadeau vanzelf.`,
    ],
  },
};
// In the project's one layout (prettier, as npm run lint checks it): a member that fits on a line is one line.
// The project's configuration, wherever --out puts the file.
const layout = join(FLOWS_DIR, 'partners', `${slug}.offer.json`);
const text = await format(JSON.stringify(offer), { ...(await resolveConfig(layout)), filepath: layout });

// Checked against the whole project before anything is written: a clash is the new file's error.
const project = loadValidationProject();
const source = { file: relative(process.cwd(), file), text };
const { diagnostics } = createValidator({ ...project, publicFiles: new Set([...project.publicFiles, offer.landing.image]) })([source], flowSources());
if (diagnostics.length > 0) fail(`Not written: ${slug} clashes with what exists.\n${diagnostics.map(formatDiagnostic).join('\n')}`);

mkdirSync(dirname(file), { recursive: true });
mkdirSync(dirname(image), { recursive: true });
writeFileSync(file, text);
if (!existsSync(image)) {
  writeFileSync(
    image,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" role="img"><rect width="640" height="240" fill="#3d3d3d"/><text x="320" y="130" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${name.replace(/[<&>]/g, '')} × Videoland</text></svg>\n`,
  );
}
console.log(`Written: ${relative(process.cwd(), file)} (the page /${slug}) and ${relative(process.cwd(), image)} (a placeholder image).

Fill in, in ${relative(process.cwd(), file)}:
  - landing: the title, the description lines, the button texts and imageAlt, in Dutch;
  - plan: the tier, the months and how it is activated (entitlement, purchase with priceCents, actionCode);
  - existingUserAllowed: false if only new customers may use it;
  - valid: { "from": "YYYY-MM-DD", "until": "YYYY-MM-DD" } if it runs for a while (Dutch dates, both days included);
  - routes.aliases and routes.legacy for other paths; terms.text for the actievoorwaarden.
Replace public/partners/${slug}.svg with the campaign's image.
Then: npm run validate -- ${relative(process.cwd(), file)}, and npm start to see /${slug}. See docs/campaign-manager.md.`);

/**
 * npm run art [-- NAME...] [--check]
 *
 * Renders the key art: each art/NAME.svg (the sources, not served) to public/art/NAME-WIDTH.avif and
 * .webp in every width of components/key-art.ts, and deletes the rendered files of a source that is
 * gone (tools/art-renderer.ts). A source whose viewBox has another aspect than its name's kind is
 * refused. --check renders nothing: it fails (exit 1) naming each rendered file that is missing.
 */
import { artFormats, artKinds, artWidths } from '../components/key-art.ts';
import { ArtError, artNames, checkArt, missingArt, PROJECT_ART, removeArt, renderArt, staleArt } from './art-renderer.ts';
import { commandLine, fail } from './command-line.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const USAGE = `npm run art -- [NAAM...] [--check]

  Maakt van elke afbeelding art/NAAM.svg de bestanden die de site toont: public/art/NAAM-BREEDTE.${artFormats.join(' en .')}
  in de breedtes ${artWidths.join(', ')} (de hoogte volgt uit de verhouding van de soort: partner-*, home
  en plans 8:3, tier-* 16:9), en haalt de bestanden van een verdwenen bron weg.

  NAAM...   alleen deze afbeeldingen (zonder: alle in art/)
  --check   maakt niets: eindigt met status 1 als een bestand van een afbeelding ontbreekt, en zegt welk
  --help    deze uitleg`;

const { values, positionals } = commandLine(USAGE, { check: { type: 'boolean' } }, { positionals: true });

const all = artNames();
const unknown = positionals.filter((name) => !all.includes(name));
if (unknown.length > 0) fail(`${unknown.map((name) => `art/${name}.svg`).join(', ')} bestaat niet: de afbeeldingen zijn ${all.join(', ')}.`);
const names = positionals.length > 0 ? positionals : all;

// Every source is checked before anything is written: one of another aspect stops the run.
const refused = names.flatMap((name) => {
  try {
    checkArt(name, readFileSync(join(PROJECT_ART.artDir, `${name}.svg`), 'utf8'));
    return [];
  } catch (error) {
    if (error instanceof ArtError) return [error.message];
    throw error;
  }
});
if (refused.length > 0) fail(`${refused.join('\n')}\n\nDe soorten: ${artKinds}.`);

if (values.check) {
  const missing = missingArt(names);
  if (missing.length > 0) {
    for (const file of missing) console.error(`public${file} ontbreekt: npm run art maakt het uit art/${file.replace(/^\/art\/(.+)-\d+\.\w+$/, '$1')}.svg`);
    fail(`${missing.length} van de ${names.length * artWidths.length * artFormats.length} bestanden ${missing.length === 1 ? 'ontbreekt' : 'ontbreken'}: maak ze met npm run art.`);
  }
  console.log(`${names.length} afbeeldingen, elk in ${artWidths.length} breedtes en ${artFormats.length} formaten: alles is er.`);
} else {
  const started = Date.now();
  let written = 0;
  for (const name of names) {
    written += (await renderArt(name)).length;
    process.stdout.write(`art/${name}.svg\n`);
  }
  const stale = positionals.length > 0 ? [] : staleArt(all);
  removeArt(stale);
  for (const file of stale) console.log(`weggehaald: public${file} (de bron is er niet meer)`);
  console.log(`${names.length} afbeeldingen in ${Date.now() - started} ms: ${written} bestanden geschreven in public/art/, ${stale.length} weggehaald.`);
}

/**
 * npm run campaign:check -- [FILE...]
 *
 * The campaign manager's gate before a campaign ships (issue 60): for the named offer and promotion
 * files (or those git sees new or changed since the main branch), in Dutch,
 * 1. the validator's findings in each file, against every other file of the project;
 * 2. what each plan-choice button sells on the campaign's first and last day, against what its card
 *    shows, and which catalog buttons the campaign takes over;
 * 3. the campaign's own pages on those days in Chromium against the production build and the
 *    sandbox (tests/e2e/campaign-pages.campaign.spec.ts): landing, plan choice, terms, activation,
 *    each scanned by axe;
 * then per file "klaar om te versturen" or what to fix; exit 1 when any file is not ready.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { changedFiles, readSources } from 'journey-engine/cli';
import { createValidator } from 'journey-engine/validate';
import { dutchDate } from '../operators/dutch-date.ts';
import { formatPrice } from '../operators/price.ts';
import { planChoiceButtons, sellsWhatItShows } from '../sandbox/plan-choice.ts';
import { promotions } from '../sandbox/promotions.ts';
import { instantOf } from '../sandbox/window.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { isCampaignFile } from './campaign-files.ts';
import { commandLine } from './command-line.ts';
import { flowSources, loadValidationProject, ROOT } from './project.ts';

const HELP = `npm run campaign:check -- [BESTAND...]

  Controleert actie- en aanbiedingsbestanden voordat ze live gaan: de validator, wat elke knop van
  de keuze van abonnementen verkoopt op de eerste en laatste dag, en de pagina's van de campagne in
  Chromium op die dagen (landingspagina, keuze van abonnementen, voorwaarden, activatie), elk met
  een toegankelijkheidsscan. Zonder BESTAND: de bestanden die nieuw of veranderd zijn sinds main.
  Zegt per bestand "klaar om te versturen" of wat je nog moet oplossen; eindigt met status 1 als
  een bestand niet klaar is.

  --help   deze uitleg`;

/** Where the check's own sandbox and nginx listen: beside a running npm test (4317) and npm start (5173). */
const PORT = process.env.E2E_PORT ?? '4417';

const { positionals } = commandLine(HELP, {}, { positionals: true });
const named = positionals.map((file) => relative(ROOT, resolve(file)));
const files = named.length > 0 ? named : [...changedFiles(ROOT)].map((file) => relative(ROOT, file)).filter(isCampaignFile);
if (files.length === 0) {
  console.log('Geen actie- of aanbiedingsbestand om te controleren: noem er een (npm run campaign:check -- flows/partners/ID.offer.json), of verander er een.');
  process.exit(0);
}
const notCampaigns = files.filter((file) => !isCampaignFile(file));
if (notCampaigns.length > 0) {
  console.error(`Dit zijn geen actie- of aanbiedingsbestanden (*.promotion.json, *.offer.json): ${notCampaigns.join(', ')}\n\n${HELP}`);
  process.exit(1);
}

const toFix = new Map<string, string[]>(files.map((file) => [file, []]));
const notes = new Map<string, string[]>(files.map((file) => [file, []]));
const say = (map: Map<string, string[]>, file: string, line: string) => map.get(file)?.push(line);
const dutch = (date: string) => String(dutchDate.evaluate([date]));
const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ');

console.log(`Controle van ${files.length === 1 ? files[0] : `${files.length} bestanden`}\n`);

// 1. The validator, each file being added or changed, against the rest of the project.
console.log('1/3 De validator leest de bestanden tegen de rest van het project…');
const validated = createValidator(loadValidationProject())(readSources(files.map((file) => join(ROOT, file))), flowSources(), {
  changed: new Set(files.map((file) => relative(process.cwd(), join(ROOT, file)))),
});
for (const finding of validated.diagnostics)
  say(toFix, relative(ROOT, resolve(finding.file)), `regel ${finding.line}, kolom ${finding.column} (${finding.pointer || 'het bestand'}): ${finding.message} [${finding.rule}]`);
for (const finding of validated.warnings)
  say(notes, relative(ROOT, resolve(finding.file)), `let op, regel ${finding.line} (${finding.pointer}): ${finding.message} [${finding.rule}]`);

// 2. What each button of the plan choice sells on a promotion's first and last day, and what it takes over.
console.log('2/3 Wat elke knop van de keuze van abonnementen verkoopt op de eerste en laatste dag…');
for (const file of files.filter((candidate) => candidate.endsWith('.promotion.json') && toFix.get(candidate)?.length === 0)) {
  const promotion = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Promotion;
  const days = [promotion.valid?.from, promotion.valid?.until].filter((day): day is string => day !== undefined);
  for (const day of days.length > 0 ? [...new Set(days)] : [undefined]) {
    const now = day === undefined ? new Date() : instantOf(day);
    for (const button of planChoiceButtons(promotions, now).filter((candidate) => !sellsWhatItShows(candidate)))
      say(
        toFix,
        file,
        `op ${day ? dutch(day) : 'vandaag'} toont de kaart ${button.tier} ${text(formatPrice(button.shown))}, maar de knop /activeer/abonnement/${button.slug} verkoopt ${button.sold.slug} voor ${button.sold.price ? text(formatPrice(button.sold.price)) : 'niets (geen plan met die naam)'}`,
      );
  }
  for (const [slug, target] of Object.entries(promotion.slugMap ?? {}))
    say(
      notes,
      file,
      `neemt de knop "${slug}" over: van ${promotion.valid?.from ? dutch(promotion.valid.from) : 'nu'} tot en met ${promotion.valid?.until ? dutch(promotion.valid.until) : 'nader order'} leidt /activeer/abonnement/${slug} naar ${target}`,
    );
}

// 3. The campaign's pages in Chromium, only when every file passed: the build refuses any error.
const ready = (file: string) => toFix.get(file)?.length === 0;
if (files.every(ready)) {
  console.log("3/3 De pagina's in Chromium op de eerste en laatste dag (bouwen en openen, een paar minuten)…");
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) for (const file of files) say(toFix, file, `de site kon niet gebouwd worden:\n${build.stdout}${build.stderr}`);
  else {
    const out = mkdtempSync(join(tmpdir(), 'campaign-check-'));
    const report = join(out, 'report.json');
    const run = spawnSync('npx', ['playwright', 'test', '--project=campaign', '--reporter=json'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CAMPAIGN_FILES: files.join(','), E2E_PORT: PORT, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const results = readReport(report);
    if (results.length === 0) for (const file of files) say(toFix, file, `de browsertest kon niet starten:\n${run.stdout}${run.stderr}`);
    for (const result of results) {
      const file = files.find((candidate) => result.title.startsWith(candidate));
      if (!file) continue;
      if (result.ok) say(notes, file, `${result.title.slice(file.length + 1)}: in orde, toegankelijk`);
      else say(toFix, file, `${result.title.slice(file.length + 1)}: ${result.error}`);
    }
    rmSync(out, { recursive: true, force: true });
  }
} else console.log("3/3 De pagina's in Chromium: overgeslagen, eerst moeten de meldingen hierboven opgelost zijn.");

console.log('');
for (const file of files) {
  const fixes = toFix.get(file) ?? [];
  console.log(fixes.length === 0 ? `✔ ${file}: klaar om te versturen` : `✘ ${file}: nog niet klaar, los dit op:`);
  for (const line of fixes) console.log(`    - ${line}`);
  for (const line of notes.get(file) ?? []) console.log(`    · ${line}`);
}
process.exit(files.every(ready) ? 0 : 1);

/** Each test of Playwright's JSON report: its title, and the first line of what failed. */
function readReport(path: string): { title: string; ok: boolean; error: string }[] {
  interface Suite {
    specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[];
    suites?: Suite[];
  }
  let parsed: { suites?: Suite[] };
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8')) as { suites?: Suite[] };
  } catch {
    return [];
  }
  const specs = (suite: Suite): NonNullable<Suite['specs']> => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return (parsed.suites ?? []).flatMap(specs).map((spec) => ({
    title: spec.title,
    ok: spec.ok,
    error: text(
      (spec.tests[0]?.results.at(-1)?.error?.message ?? 'onbekende fout')
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .slice(0, 3)
        .join(' '),
    ),
  }));
}

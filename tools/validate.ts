/**
 * npm run validate              checks every file under flows/, and config/site.json
 * npm run validate -- FILE...   checks the named files, against the rest of the project
 * npm run validate -- --strict  counts a warning as an error
 * npm run validate -- --format sarif|json|github   the findings for a CI tool, on standard output
 * In text, one line per error: FILE:LINE:COL  RULE-ID  message (at /json/pointer), a warning's as
 * FILE:LINE:COL  warning RULE-ID  message. Exit 1 on any error (and, with --strict, any warning).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findingsReport, REPORT_FORMATS, type ReportFormat, createValidator } from 'journey-engine/validate';
import { commandLine, fail } from './command-line.ts';
import { loadValidationProject, projectSources, readSources, ROOT } from './project.ts';

const USAGE = `npm run validate -- [--strict] [--format text|json|sarif|github] [BESTAND...]

  Controleert elke reis, partneraanbieding en actie onder flows/ en config/site.json, of alleen de
  genoemde bestanden (tegen de rest van het project). Elke fout op een regel:
  BESTAND:REGEL:KOLOM  REGEL-ID  melding (at /json/pointer); een waarschuwing met "warning" ervoor.

  --strict   een waarschuwing telt als fout
  --format   text (standaard); json: een lijst van bevindingen; sarif: SARIF 2.1.0, voor code
             scanning (npm run validate -- --format sarif > validatie.sarif); github: annotaties
             van GitHub Actions bij de regel van het bestand. Alleen het document gaat naar
             standaarduitvoer, de samenvatting naar standaardfout.
  --help     deze uitleg`;

const { values, positionals: args } = commandLine(USAGE, { strict: { type: 'boolean' }, format: { type: 'string', default: 'text' } }, { positionals: true });
const strict = values.strict === true;
const format = values.format as ReportFormat;
if (!REPORT_FORMATS.includes(format)) fail(`--format ${format} bestaat niet: kies ${REPORT_FORMATS.join(', ')}.\n\n${USAGE}`);
const started = performance.now();
const validate = createValidator(loadValidationProject());
const project = projectSources();
const targets = args.length > 0 ? readSources(args.map((file) => resolve(file))) : project;
const { diagnostics, warnings } = validate(targets, project);

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const report = findingsReport([...diagnostics, ...warnings], format, {
  name: 'journey-engine validate',
  version,
  rulesDocument: 'docs/flow-dsl.md, section 10 (Rule id catalogue)',
});
// Text goes where errors go, as before; a document for a tool goes to standard output whole, even when empty.
if (format === 'text') {
  if (report) console.error(report);
} else console.log(report);
const elapsed = (performance.now() - started).toFixed(0);
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const summary = `${counted(targets.length, 'file')} checked in ${elapsed} ms: ${counted(diagnostics.length, 'error')}${warnings.length > 0 ? `, ${counted(warnings.length, 'warning')}` : ''}`;
if (diagnostics.length > 0 || (strict && warnings.length > 0)) {
  console.error(summary);
  process.exit(1);
}
if (format === 'text') console.log(summary);
else console.error(summary);

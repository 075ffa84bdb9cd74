/**
 * npm run validate              checks every file under flows/, and config/site.json
 * npm run validate -- FILE...   checks the named files, against the rest of the project
 * npm run validate -- --strict  counts a warning as an error
 * One line per error: FILE:LINE:COL  RULE-ID  message (at /json/pointer), a warning's as
 * FILE:LINE:COL  warning RULE-ID  message. Exit 1 on any error (and, with --strict, any warning).
 */
import { resolve } from 'node:path';
import { formatDiagnostic } from '../engine/core/validate/diagnostic.ts';
import { createValidator } from '../engine/core/validate/validate.ts';
import { commandLine } from './command-line.ts';
import { loadValidationProject, projectSources, readSources } from './project.ts';

const USAGE = `npm run validate -- [--strict] [BESTAND...]

  Controleert elke reis, partneraanbieding en actie onder flows/ en config/site.json, of alleen de
  genoemde bestanden (tegen de rest van het project). Elke fout op een regel:
  BESTAND:REGEL:KOLOM  REGEL-ID  melding (at /json/pointer); een waarschuwing met "warning" ervoor.

  --strict   een waarschuwing telt als fout
  --help     deze uitleg`;

const { values, positionals: args } = commandLine(USAGE, { strict: { type: 'boolean' } }, { positionals: true });
const strict = values.strict === true;
const started = performance.now();
const validate = createValidator(loadValidationProject());
const project = projectSources();
const targets = args.length > 0 ? readSources(args.map((file) => resolve(file))) : project;
const { diagnostics, warnings } = validate(targets, project);

for (const diagnostic of [...diagnostics, ...warnings]) console.error(formatDiagnostic(diagnostic));
const elapsed = (performance.now() - started).toFixed(0);
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const summary = `${counted(targets.length, 'file')} checked in ${elapsed} ms: ${counted(diagnostics.length, 'error')}${warnings.length > 0 ? `, ${counted(warnings.length, 'warning')}` : ''}`;
if (diagnostics.length > 0 || (strict && warnings.length > 0)) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);

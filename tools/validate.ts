/**
 * npm run validate              checks every file under flows/, and config/site.json
 * npm run validate -- FILE...   checks the named files, against the rest of the project
 * One line per error: FILE:LINE:COL  RULE-ID  message (at /json/pointer). Exit 1 on any error.
 */
import { resolve } from 'node:path';
import { formatDiagnostic } from '../engine/core/validate/diagnostic.ts';
import { createValidator } from '../engine/core/validate/validate.ts';
import { loadValidationProject, projectSources, readSources } from './project.ts';

const args = process.argv.slice(2);
const started = performance.now();
const validate = createValidator(loadValidationProject());
const project = projectSources();
const targets = args.length > 0 ? readSources(args.map((file) => resolve(file))) : project;
const { diagnostics } = validate(targets, project);

for (const diagnostic of diagnostics) console.error(formatDiagnostic(diagnostic));
const elapsed = (performance.now() - started).toFixed(0);
const summary = `${targets.length} file${targets.length === 1 ? '' : 's'} checked in ${elapsed} ms: ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}`;
if (diagnostics.length > 0) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);

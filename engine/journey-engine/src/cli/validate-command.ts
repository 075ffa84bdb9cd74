/**
 * journey-engine validate [--strict] [--format text|json|sarif|github] [FILE...]
 * Every file of the site, or the named ones against the rest; exit 1 on an error (with --strict,
 * on a warning too). A report for a tool goes to standard output whole, the summary apart.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findingsReport, REPORT_FORMATS, type ReportFormat } from '../core/validate/report-formats.ts';
import type { SourceFile } from '../core/validate/project.ts';
import { createValidator } from '../core/validate/validate.ts';
import { changedFiles } from './changed-files.ts';
import type { SiteDefinition } from './site.ts';
import { engineVersion, UsageError, type Console } from './usage.ts';

export const VALIDATE_USAGE = `journey-engine validate [--strict] [--format text|json|sarif|github] [FILE...]

  Checks every file of the site (its flows, shared conditions, guards and data), or only the named
  files, against the rest of the site. One finding a line:
  FILE:LINE:COL  RULE-ID  message (at /json/pointer); a warning's with "warning" before its rule.

  --strict   a warning fails the check too
  --format   text (the default); json: a list of findings; sarif: SARIF 2.1.0, for code scanning;
             github: GitHub Actions annotations at the file's line. Only the report goes to
             standard output, the summary to standard error.`;

/** The files as the validator reads them, each named by its path from the working folder. */
export function readSources(paths: readonly string[]): SourceFile[] {
  return paths.map((path) => ({ file: relative(process.cwd(), resolve(path)) || path, text: readFileSync(path, 'utf8') }));
}

/** Runs the command; its exit status. */
export function validateCommand(args: readonly string[], site: SiteDefinition, console: Console): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { strict: { type: 'boolean' }, format: { type: 'string', default: 'text' } },
    allowPositionals: true,
    strict: true,
  });
  const format = values.format as ReportFormat;
  if (!REPORT_FORMATS.includes(format)) throw new UsageError(`--format ${format} is not a format: choose ${REPORT_FORMATS.join(', ')}.`);
  const started = performance.now();
  const validate = createValidator(site.validation.project());
  const all = readSources(site.validation.files());
  const targets = positionals.length > 0 ? readSources(positionals) : all;
  // Named files are the ones being changed; of the whole site, those git sees new or changed (git is asked only then).
  const fromMain = positionals.length > 0 ? undefined : changedFiles();
  const changed = new Set(targets.filter((target) => fromMain === undefined || fromMain.has(resolve(target.file))).map((target) => target.file));
  const { diagnostics, warnings } = validate(targets, all, { changed });
  const report = findingsReport([...diagnostics, ...warnings], format, {
    name: 'journey-engine validate',
    version: engineVersion(),
    rulesDocument: site.validation.rulesDocument ?? "the site's documentation of its rules",
  });
  // Text goes where errors go; a document for a tool goes to standard output whole, even when empty.
  if (format === 'text') {
    if (report) console.error(report);
  } else console.log(report);
  const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  const summary = `${counted(targets.length, 'file')} checked in ${(performance.now() - started).toFixed(0)} ms: ${counted(diagnostics.length, 'error')}${warnings.length > 0 ? `, ${counted(warnings.length, 'warning')}` : ''}`;
  const failed = diagnostics.length > 0 || (values.strict === true && warnings.length > 0);
  if (format === 'text' && !failed) console.log(summary);
  else console.error(summary);
  return failed ? 1 : 0;
}

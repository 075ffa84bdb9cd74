/**
 * The engine's command line: journey-engine COMMAND [OPTIONS], run by bin/journey-engine.js. A site
 * tells it about itself in journey-engine.config.ts (or .js) beside its package.json, or the file
 * --config names: defineSite({ validation: { project, files, rulesDocument }, cases: { site, context },
 * stepTypes: { folder, registry }, types: { out } }). init writes a site, definition and all.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CASES_USAGE, casesCommand } from './cases-command.ts';
import { DIAGRAMS_USAGE, diagramsCommand } from './diagrams-command.ts';
import { EXPLAIN_USAGE, explainCommand } from './explain-command.ts';
import { INIT_USAGE, initCommand } from './init-command.ts';
import { NEW_STEP_TYPE_USAGE, newStepTypeCommand } from './new-step-type-command.ts';
import { TYPES_USAGE, typesCommand } from './types-command.ts';
import type { SiteDefinition } from './site.ts';
import { UsageError, type Console } from './usage.ts';
import { VALIDATE_USAGE, validateCommand } from './validate-command.ts';

export { defineSite, type SiteDefinition } from './site.ts';
export type { Console } from './usage.ts';
export { readSources } from './validate-command.ts';
export { changedFiles } from './changed-files.ts';
export { withStepType } from './new-step-type-command.ts';
export { siteTypes, type SiteTypes } from './types-command.ts';
export { flowTypes, type TypesSource } from './flow-types.ts';
export { diagramFiles, writeDiagrams, type DiagramSection } from './diagrams-command.ts';
export { caseResult, flowCases, type CasesSite, type FlowCase, type FlowCases, type LocatedCase } from './journey-cases.ts';

const CONFIG_FILES = ['journey-engine.config.ts', 'journey-engine.config.mts', 'journey-engine.config.js', 'journey-engine.config.mjs'];

const COMMANDS = {
  validate: { usage: VALIDATE_USAGE, run: validateCommand },
  cases: { usage: CASES_USAGE, run: casesCommand },
  explain: { usage: EXPLAIN_USAGE, run: explainCommand },
  diagrams: { usage: DIAGRAMS_USAGE, run: diagramsCommand },
  'new-step-type': { usage: NEW_STEP_TYPE_USAGE, run: newStepTypeCommand },
  types: { usage: TYPES_USAGE, run: typesCommand },
} as const;

const USAGE = `journey-engine COMMAND [--config FILE] [OPTIONS]

Commands:
  ${INIT_USAGE.split('\n')[0]}
${Object.values(COMMANDS)
  .map((command) => `  ${command.usage.split('\n')[0]}`)
  .join('\n')}

  --config FILE   the site's definition (default: ${CONFIG_FILES.join(', ')} in this folder)
  --help          this usage, or a command's: journey-engine COMMAND --help`;

/** The site's definition, and the folder it is in (its paths are from there). */
async function siteOf(config: string | undefined): Promise<{ site: SiteDefinition; dir: string }> {
  const file = config ? resolve(config) : CONFIG_FILES.map((name) => resolve(name)).find((path) => existsSync(path));
  if (!file || !existsSync(file))
    throw new UsageError(config ? `--config ${config}: no such file.` : `No site definition here: write one of ${CONFIG_FILES.join(', ')}, or name it with --config.`);
  const { default: site } = (await import(pathToFileURL(file).href).catch((error: { code?: string; message?: string }) => {
    // Only a TypeScript module Node cannot read wants tsx; any other failure is said as it is, with the definition it stopped.
    if (error.code === 'ERR_UNKNOWN_FILE_EXTENSION' && /"\.(c|m)?tsx?"/.test(error.message ?? ''))
      throw new UsageError(`${file} is TypeScript: install tsx beside the engine (npm install --save-dev tsx), or write it in JavaScript.`);
    throw new UsageError(`${file} could not be loaded: ${error.message ?? String(error)}`);
  })) as { default?: SiteDefinition };
  if (!site?.validation) throw new UsageError(`${file} does not export a site's definition by default: export default defineSite({ validation: { ... } }).`);
  return { site, dir: dirname(file) };
}

/** Runs the command line's arguments (without node and the script); the exit status. */
export async function main(argv: readonly string[], console: Console = globalThis.console): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'init') return runInit(rest, console);
  const command = name && Object.hasOwn(COMMANDS, name) ? COMMANDS[name as keyof typeof COMMANDS] : undefined;
  if (!command) {
    if (name === undefined || name === '--help' || name === '-h') {
      console.log(USAGE);
      return name === undefined ? 1 : 0;
    }
    console.error(`Unknown command '${name}'.\n\n${USAGE}`);
    return 1;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`${command.usage}\n\n  --config FILE   the site's definition\n  --help          this usage`);
    return 0;
  }
  const at = rest.indexOf('--config');
  const config = at >= 0 ? rest[at + 1] : undefined;
  const args = at >= 0 ? [...rest.slice(0, at), ...rest.slice(at + 2)] : rest;
  try {
    if (at >= 0 && !config) throw new UsageError("Option '--config FILE' needs a file.");
    const { site, dir } = await siteOf(config);
    return await command.run(args, site, console, dir);
  } catch (error) {
    return refusal(error, command.usage, console);
  }
}

/** What was typed and cannot be run, said with the command's usage (exit 1); any other error is thrown on. */
function refusal(error: unknown, usage: string, console: Console): number {
  // node:util's parseArgs refuses an unknown option or a missing value with an error of its own code.
  const refused = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (!refused) throw error;
  console.error(`${(error as Error).message}\n\n${usage}\n\n  --help          this usage`);
  return 1;
}

/** init, the one command that reads no site's definition: it writes one. */
function runInit(args: readonly string[], console: Console): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`${INIT_USAGE}\n\n  --help          this usage`);
    return 0;
  }
  try {
    return initCommand(args, console);
  } catch (error) {
    return refusal(error, INIT_USAGE, console);
  }
}

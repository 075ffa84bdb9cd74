/**
 * The options of a command (npm run …) and how it ends: --help (or -h) prints its usage and ends it
 * well; an option it does not know, or a value missing, says which and prints the usage, instead of
 * a stack. A command written as main(argv, console) (tools/explain.ts …) ends early by throwing a
 * CommandEnd, which runCommand says on that console and answers as the exit status, so a test runs
 * it in its own process; a script without a main (commandLine, fail at its top level) ends the process.
 */
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Console } from 'journey-engine/cli';
import { ScaffoldError } from '../campaigns/scaffolds.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** A command ended before its work was done: --help (status 0, the usage on standard output) or a refusal (status 1, why on standard error). */
export class CommandEnd extends Error {
  constructor(
    message: string,
    readonly status: 0 | 1 = 1,
  ) {
    super(message);
  }
}

/** The options in args, for a command's main: --help, an unknown option or a missing value ends it (a CommandEnd). */
export function readOptions<const T extends Options>(args: readonly string[], usage: string, options: T, { positionals = false } = {}) {
  const config = { args: [...args], options: { ...options, ...HELP }, allowPositionals: positionals, strict: true } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    throw new CommandEnd(`${(error as Error).message}\n\n${usage}`);
  }
  if ((parsed.values as { help?: boolean }).help) throw new CommandEnd(usage, 0);
  return parsed;
}

/** Ends a command's main with the message, as a refusal (exit 1). */
export function refuse(message: string): never {
  throw new CommandEnd(message);
}

/** A new file's starting value (campaigns/scaffolds.ts), or the command's main ended with what its choices got wrong. */
export function scaffoldOrRefuse<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof ScaffoldError) refuse(`Niet geschreven: ${error.message}.`);
    throw error;
  }
}

/** Runs a command's work, answering its exit status: a CommandEnd on the way is said on the console. */
export async function runCommand(console: Console, work: () => number | Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CommandEnd)) throw error;
    say(error, console);
    return error.status;
  }
}

/** Runs the module's main with the command line when it is the script node was started with (npm run …), not when it is imported (a test). */
export async function runAsScript(moduleUrl: string, main: (argv: readonly string[]) => Promise<number>): Promise<void> {
  const script = process.argv[1];
  // Both as the file system has them: node names the module by its real path, argv by the path typed
  // (which names no file when node ran no script, such as node -e with arguments).
  if (script !== undefined && existsSync(script) && realpathSync(script) === realpathSync(fileURLToPath(moduleUrl))) process.exitCode = await main(process.argv.slice(2));
}

/** The options of a script's own command line, read at its top level: --help and a refusal end the process. */
export function commandLine<const T extends Options>(usage: string, options: T, settings: { positionals?: boolean } = {}) {
  return endingProcess(() => readOptions(process.argv.slice(2), usage, options, settings));
}

/** Ends a script's top level with the message, as a refusal (exit 1). */
export function fail(message: string): never {
  return endingProcess(() => refuse(message));
}

function endingProcess<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof CommandEnd)) throw error;
    say(error, globalThis.console);
    process.exit(error.status);
  }
}

function say(end: CommandEnd, console: Console): void {
  if (end.status === 0) console.log(end.message);
  else console.error(end.message);
}

/**
 * The options of a command (npm run …): --help (or -h) prints its usage and ends it well; an
 * option it does not know, or a value missing, says which and prints the usage, instead of a stack.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ScaffoldError } from '../campaigns/scaffolds.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP = { help: { type: 'boolean', short: 'h' } } as const;

export function commandLine<const T extends Options>(usage: string, options: T, { positionals = false } = {}) {
  const config = { options: { ...options, ...HELP }, allowPositionals: positionals, strict: true } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(1);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** Ends the command with the message, as a refusal (exit 1). */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A new file's starting value (campaigns/scaffolds.ts), or the command ended with what its choices got wrong. */
export function scaffoldOrFail<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof ScaffoldError) fail(`Niet geschreven: ${error.message}.`);
    throw error;
  }
}

/**
 * The options of a command (npm run …): --help (or -h) prints its usage and ends it well; an
 * option it does not know, or a value missing, says which and prints the usage, instead of a stack.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

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

/** A name people read, from an id of the files: "bol-com" is "Bol Com", "voorjaar-2027" "Voorjaar 2027". */
export const nameOf = (id: string): string =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

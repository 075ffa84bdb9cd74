/** What the commands share: where they write, a refusal of what was typed, the engine's version. */
import { readFileSync } from 'node:fs';

/** Where a command writes: standard output and standard error. */
export type Console = Pick<typeof globalThis.console, 'log' | 'error'>;

/** What was typed cannot be run: said with the command's usage, exit 1. */
export class UsageError extends Error {}

/** This package's version (its package.json sits two folders up, from src/cli/ and from dist/cli/ alike). */
export function engineVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

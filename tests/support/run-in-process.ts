/**
 * Runs a command line in the test's own process: its main(argv, console), such as journey-engine/cli's
 * (what bin/journey-engine.js calls once it has registered tsx and its asset hooks) or a project
 * tool's (tools/explain.ts …), with a console that keeps what it writes; answers its exit status and
 * output. A child process per case spent 2–4 s starting Node and loading the modules on 2 busy
 * cores; a test of a script itself (its loaders, the folder it is started in) starts it (run-tool.ts).
 */
import type { Console } from 'journey-engine/cli';

/** A command line's main: runs the arguments (without node and the script), writing to the console; the exit status. */
export type CommandMain = (argv: readonly string[], console: Console) => Promise<number>;

export interface InProcessRun {
  status: number;
  stdout: string;
  stderr: string;
}

export async function runInProcess(main: CommandMain, ...args: string[]): Promise<InProcessRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const written =
    (lines: string[]) =>
    (...parts: unknown[]) =>
      void lines.push(`${parts.map(String).join(' ')}\n`);
  const status = await main(args, { log: written(stdout), error: written(stderr) });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

/**
 * Runs one of the project's command-line tools (tools/*.ts) as npm would, in a child process, and
 * answers its exit status and output. Started with node and tsx's loader directly: `npx tsx`
 * first resolves npx itself, which costs seconds per call on a busy 2-core machine.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { ROOT } from '../../tools/project.ts';

export function runTool(script: string, ...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, encoding: 'utf8' });
}

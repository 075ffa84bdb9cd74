/**
 * The files being added or changed, as git sees them: those that differ from where the branch left
 * the main branch (committed since, changed in the work tree or not yet tracked). Of two files that
 * claim one route, the validator reports the new one: the file a campaign manager is writing, not
 * the one already live. Outside a git repository, or without git, no file is.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const git = (args: string[], cwd: string): string => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The main branch's name where the repository has one ("main", else "master"); the last commit otherwise. */
function baseOf(cwd: string): string {
  for (const branch of ['main', 'master']) {
    try {
      return git(['merge-base', 'HEAD', branch], cwd);
    } catch {
      // no such branch
    }
  }
  return 'HEAD';
}

/** Absolute paths of the files new or changed since the main branch. */
export function changedFiles(cwd = process.cwd()): Set<string> {
  try {
    const root = git(['rev-parse', '--show-toplevel'], cwd);
    const lines = [git(['diff', '--name-only', baseOf(cwd)], cwd), git(['ls-files', '--others', '--exclude-standard'], root)].join('\n');
    return new Set(
      lines
        .split('\n')
        .filter(Boolean)
        .map((file) => resolve(root, file)),
    );
  } catch {
    return new Set();
  }
}

/**
 * The studio's editorial workflow through git, as Decap CMS's: a campaign's changes go to a draft
 * branch named after it (campagne/ID), never to main and never pushed; its state is read from git.
 * - A save commits the file to its draft branch ("Concept: …"), made from main the first time.
 * - "Klaar voor review" commits the reviewed state ("Klaar voor review: …") once the check passed,
 *   and the diff against main is what a reviewer reads.
 * - Live is what main holds. A file's history is git log of main and of its draft branch; going
 *   back to a version commits that version's text to the draft branch ("Teruggezet: …").
 * The commits are made with git's plumbing and an index of their own: the work tree, the index and
 * the branch checked out stay as they are, so a developer's work in the same clone is not touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** The main branch, whose files are live. */
export const MAIN = 'main';
const REVIEW = 'Klaar voor review: ';

/** Where a campaign stands in git: live on main, and a draft being written or in review beside it. */
export interface PublishState {
  /** The file is on main. */
  live: boolean;
  /** The draft branch, when one exists. */
  draft?: { branch: string; inReview: boolean; commit: string };
}

export interface Version {
  commit: string;
  /** ISO date and time of the commit. */
  date: string;
  author: string;
  message: string;
  /** Where it is: on main (live) or only on the draft branch. */
  on: 'main' | 'concept';
}

export class NotARepository extends Error {}

/** The git repository that holds a folder, with the commands the studio runs in it. */
export interface Repository {
  root: string;
  /** A file's path in the repository, from an absolute path. */
  pathOf(absolute: string): string;
}

/** The repository of each folder asked about: a folder stays in its repository while the studio runs (the overview asks for every campaign). */
const repositories = new Map<string, Repository>();

export function repositoryOf(folder: string): Repository {
  const known = repositories.get(folder);
  if (known) return known;
  let root: string;
  try {
    root = git(folder, ['rev-parse', '--show-toplevel']);
  } catch {
    throw new NotARepository(`${folder} is geen git-repository: de studio kan niets als concept bewaren`);
  }
  const repository: Repository = { root, pathOf: (absolute) => relative(root, absolute).split('\\').join('/') };
  repositories.set(folder, repository);
  return repository;
}

/** The draft branch of a campaign. */
export const draftBranch = (id: string): string => `campagne/${id}`;

function git(cwd: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', input: options.input, env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] }).trim();
}

const tip = (repo: Repository, ref: string): string | undefined => {
  try {
    return git(repo.root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return undefined;
  }
};

/** Who commits: the clone's own user where it has one, else the studio by name (git refuses a commit without one). */
function identity(repo: Repository): Record<string, string> {
  const configured = (key: string) => {
    try {
      return git(repo.root, ['config', key]);
    } catch {
      return '';
    }
  };
  const name = configured('user.name') || 'Campagnestudio';
  const email = configured('user.email') || 'campagnestudio@localhost';
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

/**
 * Commits files (path in the repository → text, or null to remove) onto the campaign's draft
 * branch, made from main's tip the first time; answers the commit. The work tree is not touched.
 */
export function commitToDraft(repo: Repository, id: string, files: ReadonlyMap<string, string | Buffer | null>, message: string): string {
  const branch = draftBranch(id);
  const parent = tip(repo, `refs/heads/${branch}`) ?? tip(repo, MAIN);
  if (!parent) throw new NotARepository(`de repository heeft geen branch ${MAIN} om een concept van te maken`);
  const scratch = mkdtempSync(join(tmpdir(), 'studio-index-'));
  const env = { GIT_INDEX_FILE: join(scratch, 'index'), ...identity(repo) };
  try {
    git(repo.root, ['read-tree', parent], { env });
    for (const [path, text] of files) {
      if (text === null) {
        git(repo.root, ['update-index', '--force-remove', '--', path], { env });
        continue;
      }
      const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.root, input: text }).toString().trim();
      git(repo.root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { env });
    }
    const tree = git(repo.root, ['write-tree'], { env });
    const commit = git(repo.root, ['commit-tree', tree, '-p', parent, '-F', '-'], { env, input: message });
    git(repo.root, ['update-ref', `refs/heads/${branch}`, commit]);
    return commit;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Marks the draft as ready for review: a commit of its own with the Dutch message a reviewer reads first. */
export function markForReview(repo: Repository, id: string, title: string): string {
  const branch = draftBranch(id);
  const draft = tip(repo, `refs/heads/${branch}`);
  if (!draft) throw new Error(`er is geen concept van ${id} om te laten reviewen: sla het eerst op`);
  const tree = git(repo.root, ['rev-parse', `${draft}^{tree}`]);
  const commit = git(repo.root, ['commit-tree', tree, '-p', draft, '-F', '-'], {
    env: identity(repo),
    input: `${REVIEW}${title}\n\nGecontroleerd met npm run campaign:check; nog niet op ${MAIN}.`,
  });
  git(repo.root, ['update-ref', `refs/heads/${branch}`, commit]);
  return commit;
}

/** What the draft changes against main, as git shows it. */
export function draftDiff(repo: Repository, id: string, path: string): string {
  const branch = draftBranch(id);
  if (!tip(repo, `refs/heads/${branch}`)) return '';
  return git(repo.root, ['diff', `${MAIN}...${branch}`, '--', path]);
}

export function publishState(repo: Repository, id: string, path: string): PublishState {
  let live = true;
  try {
    git(repo.root, ['cat-file', '-e', `${MAIN}:${path}`]);
  } catch {
    live = false;
  }
  const branch = draftBranch(id);
  const commit = tip(repo, `refs/heads/${branch}`);
  if (!commit) return { live };
  // A draft whose every change is on main already is no draft any more (it was merged).
  const ahead = git(repo.root, ['rev-list', '--count', `${MAIN}..${branch}`]);
  if (ahead === '0') return { live };
  const subject = git(repo.root, ['log', '-1', '--format=%s', commit]);
  return { live, draft: { branch, inReview: subject.startsWith(REVIEW), commit } };
}

/** The versions of a file: the draft's own commits first, newest first, then main's. */
export function history(repo: Repository, id: string, path: string): Version[] {
  const read = (range: string, on: Version['on']): Version[] =>
    git(repo.root, ['log', '--format=%H%x1f%aI%x1f%an%x1f%s', range, '--', path])
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [commit = '', date = '', author = '', message = ''] = line.split('\u001f');
        return { commit, date, author, message, on };
      });
  const branch = draftBranch(id);
  const drafts = tip(repo, `refs/heads/${branch}`) ? read(`${MAIN}..${branch}`, 'concept') : [];
  return [...drafts, ...(tip(repo, MAIN) ? read(MAIN, 'main') : [])];
}

/** A file's text at a version (undefined when the file was not there). */
export function textAt(repo: Repository, commit: string, path: string): string | undefined {
  try {
    return git(repo.root, ['show', `${commit}:${path}`]) + '\n';
  } catch {
    return undefined;
  }
}

/**
 * The editor's saves as concepts in git, and their review (issue 60): the server half of the
 * studio's publishing, between the editor (editor.ts, which writes the file the previews read) and
 * git (publish.ts). A save is committed to the campaign's branch; "Klaar voor review" runs the
 * campaign's check and, when it passes, marks the concept with a commit and shows its diff; a
 * version of the history is put back as a new concept.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createValidator } from 'journey-engine/validate';
import { PROJECT_ART } from '../tools/art-renderer.ts';
import { FLOWS_DIR, ROOT } from '../tools/project.ts';
import type { StudioProject } from './project.ts';
import {
  commitToDraft,
  draftDiff,
  history,
  markForReview,
  NotARepository,
  publishState,
  repositoryOf,
  textAt,
  type PublishState,
  type Repository,
  type Version,
} from './publish.ts';

export interface ReviewResult {
  ready: boolean;
  /** The check's verdict, line by line, as npm run campaign:check says it. */
  report: string[];
  diff: string;
  /** The commit that marks the concept for review, when the check passed. */
  commit?: string;
}

interface Campaign {
  repo: Repository;
  id: string;
  title: string;
  /** The file's path in the repository. */
  path: string;
}

/** The saved campaign file as git sees it: its repository, its id and its title (a promotion's name, an offer's partner). */
function campaignOf(project: StudioProject, file: string): Campaign {
  const absolute = project.pathOf(file);
  if (!project.sources.some((source) => source.file === file) && !existsSync(absolute)) throw new Error(`${file} is geen bestand van dit project`);
  const value = JSON.parse(readFileSync(absolute, 'utf8')) as { id: string; name?: string; partner?: { name: string } };
  const repo = repositoryOf(project.flowsDir);
  return { repo, id: value.id, title: value.name ?? value.partner?.name ?? value.id, path: repo.pathOf(absolute) };
}

/** A new offer's placeholder art, as the save wrote it, where it lies in the repository. */
function artOf(repo: Repository, image: string | undefined): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!image) return files;
  const name = image.replace(/^art\//, '').replace(/\.svg$/, '');
  const source = join(PROJECT_ART.artDir, `${name}.svg`);
  const rendered = join(PROJECT_ART.publicDir, 'art');
  const paths = [
    source,
    ...readdirSync(rendered)
      .filter((file) => file.startsWith(`${name}-`))
      .map((file) => join(rendered, file)),
  ];
  for (const path of paths) if (!relative(repo.root, path).startsWith('..')) files.set(repo.pathOf(path), readFileSync(path));
  return files;
}

/** Commits what a save wrote to the campaign's concept branch; what git said when it cannot. */
export function saveAsConcept(project: StudioProject, file: string, image?: string): { branch: string; commit: string } | { error: string } {
  try {
    const campaign = campaignOf(project, file);
    const files = new Map<string, string | Buffer>([[campaign.path, readFileSync(project.pathOf(file), 'utf8')], ...artOf(campaign.repo, image)]);
    const commit = commitToDraft(campaign.repo, campaign.id, files, `Concept: ${campaign.title} (${campaign.path})`);
    return { branch: `campagne/${campaign.id}`, commit };
  } catch (error) {
    return { error: error instanceof NotARepository ? error.message : `Opgeslagen in het bestand, maar niet als concept in git: ${(error as Error).message}` };
  }
}

export function stateOfCampaign(project: StudioProject, file: string): PublishState | { error: string } {
  try {
    const campaign = campaignOf(project, file);
    return publishState(campaign.repo, campaign.id, campaign.path);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function historyOfCampaign(project: StudioProject, file: string): { versions: Version[] } | { error: string } {
  try {
    const campaign = campaignOf(project, file);
    return { versions: history(campaign.repo, campaign.id, campaign.path) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Puts a version back: its text in the work tree (the previews read it) and as a new commit of the concept. */
export function revertCampaign(project: StudioProject, file: string, commit: string): { commit: string } | { error: string } {
  try {
    const campaign = campaignOf(project, file);
    const text = textAt(campaign.repo, commit, campaign.path);
    if (text === undefined) return { error: `${file} bestond niet in versie ${commit.slice(0, 7)}` };
    writeFileSync(project.pathOf(file), text);
    const made = commitToDraft(campaign.repo, campaign.id, new Map([[campaign.path, text]]), `Teruggezet: ${campaign.title} naar versie ${commit.slice(0, 7)}`);
    return { commit: made };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The check a concept must pass before review: npm run campaign:check (the validator, the plan
 * choice's buttons and the campaign's pages in Chromium) when the studio works on the project's own
 * flows; on another folder (--flows), which the site cannot be built from, the validator's part.
 */
function check(project: StudioProject, file: string): { ready: boolean; report: string[] } {
  if (project.flowsDir === FLOWS_DIR) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/campaign-check.ts', project.pathOf(file)], { cwd: ROOT, encoding: 'utf8' });
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => /^\s*[✔✘·-]/u.test(line));
    return { ready: run.status === 0, report: lines.map((line) => line.trim()) };
  }
  const source = { file, text: readFileSync(project.pathOf(file), 'utf8') };
  const others = project.sources.filter((candidate) => candidate.file !== file);
  const { diagnostics, warnings } = createValidator(project.validation)([source], others, { changed: new Set([file]) });
  const said = (severity: string) => (finding: (typeof diagnostics)[number]) => `${severity}regel ${finding.line}, kolom ${finding.column}: ${finding.message} [${finding.rule}]`;
  const report = [
    ...diagnostics.map(said('')),
    ...warnings.map(said('let op, ')),
    `De pagina's in Chromium opent npm run campaign:check -- ${file} in de map van het project: deze studio werkt op ${project.flowsDir}.`,
  ];
  return { ready: diagnostics.length === 0, report: [diagnostics.length === 0 ? `✔ ${file}: de validator vindt geen fouten` : `✘ ${file}: nog niet klaar`, ...report] };
}

/** "Klaar voor review": the check, then, when it passes, the concept marked for review; the diff against main either way. */
export function reviewCampaign(project: StudioProject, file: string): ReviewResult | { error: string } {
  try {
    const campaign = campaignOf(project, file);
    const state = publishState(campaign.repo, campaign.id, campaign.path);
    if (!state.draft) return { error: 'Er is geen concept om te laten reviewen: sla je wijziging eerst op.' };
    const { ready, report } = check(project, file);
    const commit = ready ? markForReview(campaign.repo, campaign.id, campaign.title) : undefined;
    return { ready, report, diff: draftDiff(campaign.repo, campaign.id, campaign.path), commit };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

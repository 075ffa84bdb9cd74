/**
 * The studio's editor on the server: a new offer or promotion started from its scaffold (as its
 * command starts one), a draft checked against the whole project as the validator checks a saved
 * file, and a draft saved in the project's one layout (prettier, as npm run lint checks it), which
 * keeps an existing file's formatting wherever its value did not change. A draft with errors is not
 * saved: what is on disk always passes. A new offer's placeholder key art (art/partner-ID.svg) is
 * written with it and rendered in every size, as npm run art renders it.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { offerArtName, offerScaffold, placeholderImage, promotionScaffold, type OfferChoices, type PromotionChoices } from '../campaigns/scaffolds.ts';
import { artFiles } from '../components/key-art.ts';
import type { Diagnostic } from 'journey-engine/validate';
import { createValidator } from 'journey-engine/validate';
import { campaignKinds } from '../campaigns/kinds.ts';
import { CAMPAIGN_FOLDERS as FOLDERS, campaignText, type CampaignKind } from '../tools/campaign-layout.ts';
import { PAST_WINDOW } from '../campaigns/past-window.ts';
import { PROJECT_ART, renderArt } from '../tools/art-renderer.ts';
import type { StudioProject } from './project.ts';

export type { CampaignKind };

export interface Draft {
  kind: CampaignKind;
  /** As the project names its files: flows/promotions/ID.promotion.json. */
  file: string;
  value: { id?: unknown; landing?: { image?: unknown }; partner?: { name?: unknown } };
  /** Not on disk yet: saving it must not overwrite a file of the same id. */
  isNew: boolean;
  /** The manager confirmed saving a campaign whose last day is before today (rule window-in-past). */
  confirmPast?: boolean;
}

/** The kind of an offer's or promotion's file, as the validator tells it. */
export const kindOfFile = (file: string): CampaignKind | undefined => campaignKinds.find((kind) => kind.matches(file))?.name as CampaignKind | undefined;

export const campaignFile = (project: StudioProject, kind: CampaignKind, id: string): string => `${basename(project.flowsDir)}/${FOLDERS[kind]}/${id}.${kind}.json`;

export function scaffold(project: StudioProject, kind: CampaignKind, choices: OfferChoices | PromotionChoices): Draft {
  const value = kind === 'offer' ? offerScaffold(choices as OfferChoices) : promotionScaffold(choices as PromotionChoices);
  return { kind, file: campaignFile(project, kind, value.id), value, isNew: true };
}

/** A new offer's placeholder key art by name, which saving writes and renders where there is no art of that name yet. */
function newArt(draft: Draft): string | undefined {
  const image = draft.value.landing?.image;
  if (draft.kind !== 'offer' || typeof draft.value.id !== 'string' || image !== offerArtName(draft.value.id)) return undefined;
  return existsSync(artSource(image)) ? undefined : image;
}

const artSource = (name: string): string => join(PROJECT_ART.artDir, `${name}.svg`);

export interface DraftCheck {
  text: string;
  /** The draft's own errors and warnings (a warning has severity "warning"). */
  findings: Diagnostic[];
  /** Where the draft's id is not its file's name, or a new draft would overwrite a file. */
  refusal?: string;
}

/** The draft against every other file of the project, as npm run validate would judge it saved. */
export async function checkDraft(project: StudioProject, draft: Draft): Promise<DraftCheck> {
  const text = await campaignText(draft.kind, draft.value);
  const art = newArt(draft);
  const validation = art ? { ...project.validation, publicFiles: new Set([...project.validation.publicFiles, ...artFiles(art)]) } : project.validation;
  const others = project.sources.filter((source) => source.file !== draft.file);
  const { diagnostics, warnings } = createValidator(validation)([{ file: draft.file, text }], others, { changed: new Set([draft.file]) });
  const findings = [...diagnostics, ...warnings].sort((a, b) => a.line - b.line || a.column - b.column);
  return { text, findings, refusal: refusalOf(project, draft) };
}

function refusalOf(project: StudioProject, draft: Draft): string | undefined {
  if (kindOfFile(draft.file) !== draft.kind || !draft.file.startsWith(`${basename(project.flowsDir)}/${FOLDERS[draft.kind]}/`))
    return `${draft.file} is geen bestand van een ${draft.kind === 'offer' ? 'partneraanbod' : 'actie'}.`;
  // Only a file the project reads is changed, and a new one only where its name puts it: no other path of the machine.
  if (!draft.isNew && !project.sources.some((source) => source.file === draft.file)) return `${draft.file} is geen bestand van dit project.`;
  if (draft.isNew && draft.file !== campaignFile(project, draft.kind, String(draft.value.id)))
    return `De naam (id) "${String(draft.value.id)}" hoort bij een ander bestand dan ${draft.file}: begin opnieuw met die naam.`;
  if (draft.isNew && existsSync(project.pathOf(draft.file))) return `${draft.file} bestaat al: open het om het te bewerken, of kies een andere naam.`;
  return undefined;
}

export type SaveResult = { saved: string; image?: string } | ({ saved?: undefined } & DraftCheck);

/** Writes the draft if it has no errors (warnings do not stop it), and a new offer's placeholder key art in every size. */
export async function saveDraft(project: StudioProject, draft: Draft): Promise<SaveResult> {
  const check = await checkDraft(project, draft);
  if (check.refusal || check.findings.some((finding) => finding.severity !== 'warning')) return check;
  // A campaign no visitor can take any more is most likely a copy of an old one: saved when the manager says so.
  if (!draft.confirmPast && check.findings.some((finding) => finding.rule === PAST_WINDOW))
    return { ...check, refusal: 'Deze actie is al voorbij: bevestig dat je haar toch wilt opslaan.' };
  const path = project.pathOf(draft.file);
  const art = newArt(draft);
  // The art first: the offer that names it is valid once it is written.
  if (art) {
    mkdirSync(PROJECT_ART.artDir, { recursive: true });
    writeFileSync(artSource(art), placeholderImage(String(draft.value.partner?.name ?? draft.value.id)));
    await renderArt(art);
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, check.text);
  return { saved: draft.file, image: art && `art/${art}.svg` };
}

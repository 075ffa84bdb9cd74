/**
 * Which file is told when two campaigns clash, and what only a new file is told (issue 60): the
 * file being added or changed, never the one already live, in Dutch, naming the other; of two
 * files that are both new, the later campaign. A window wholly in the past is a warning for a new
 * file only: the project keeps its ended campaigns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import { FLOWS_DIR, flowSources, loadValidationProject } from '../../tools/project.ts';
import { fileOf, flowsWithoutCampaigns, promotion } from '../support/promotion-file.ts';

const validate = createValidator(loadValidationProject());
const ziggo = JSON.parse(readFileSync(join(FLOWS_DIR, 'partners', 'ziggo.offer.json'), 'utf8')) as Record<string, unknown> & { valid?: object };

/** An offer like Ziggo's under another name, on Ziggo's route, from a first day. */
const copyOnZiggosRoute = (id: string, from: string) => ({
  ...ziggo,
  id,
  partner: { id, name: id },
  routes: { path: '/ziggo' },
  plan: { ...(ziggo.plan as object), slug: `${id}-12-maanden` },
  valid: { from, until: '2027-12-31' },
});
const source = (id: string, value: object) => ({ file: `flows/partners/${id}.offer.json`, text: JSON.stringify(value, null, 2) });

describe('a route two offers claim', () => {
  const project = flowSources().filter((file) => !file.file.endsWith('ziggo.offer.json'));

  it('is told in the file being added, in Dutch, naming the live file, whatever their names', () => {
    const added = source('kabel-noord', copyOnZiggosRoute('kabel-noord', '2027-01-01'));
    const live = source('ziggo', ziggo);
    const { diagnostics } = validate([added, live], project, { changed: new Set([added.file]) });
    expect(diagnostics.map(({ file, rule, pointer, message }) => ({ file, rule, pointer, message }))).toEqual([
      {
        file: added.file,
        rule: 'duplicate-route',
        pointer: '/routes/path',
        message: 'de route /ziggo is al in gebruik (flows/partners/ziggo.offer.json): kies voor dit bestand een andere; flows/partners/ziggo.offer.json hoef je niet te veranderen',
      },
    ]);
  });

  it('is told, of two new files, in the later campaign', () => {
    const early = source('aaa-vroeg', copyOnZiggosRoute('aaa-vroeg', '2027-05-01'));
    const late = source('zzz-laat', copyOnZiggosRoute('zzz-laat', '2027-06-01'));
    const reversed = source('aaa-laat', copyOnZiggosRoute('aaa-laat', '2027-06-01'));
    const later = (files: ReturnType<typeof source>[]) => validate(files, project, { changed: new Set(files.map((file) => file.file)) }).diagnostics.map((found) => found.file);
    expect(later([early, late])).toEqual([late.file]);
    expect(later([reversed, source('zzz-vroeg', copyOnZiggosRoute('zzz-vroeg', '2027-05-01'))])).toEqual([reversed.file]);
  });
});

describe('a window wholly before today', () => {
  const ended = promotion('oude-actie', { from: '2020-03-01', until: '2020-03-31' }, { name: 'Oude actie 2020' });
  const file = { file: fileOf(ended), text: JSON.stringify(ended, null, 2) };

  it('is a warning in a new or changed file, which says the campaign is over', () => {
    const { diagnostics, warnings } = validate([file], flowsWithoutCampaigns(), { changed: new Set([file.file]) });
    expect(diagnostics).toEqual([]);
    expect(warnings.map(({ rule, pointer, message }) => ({ rule, pointer, message }))).toEqual([
      { rule: 'window-in-past', pointer: '/valid/until', message: expect.stringContaining('deze actie is al voorbij: de laatste dag, 31 maart 2020, ligt voor vandaag') },
    ]);
  });

  it('is nothing in a file as it is on the main branch: an ended campaign the project keeps', () => {
    expect(validate([file], flowsWithoutCampaigns()).warnings).toEqual([]);
  });
});

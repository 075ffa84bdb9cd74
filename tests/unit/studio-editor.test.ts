/**
 * The studio's editor: the form's changes to a file's value (studio/app/editor/schema-form-model.ts)
 * and, on the server (studio/editor.ts), a draft checked against the project, refused while it has
 * errors, and saved in the project's layout, so an unchanged file is written as it was.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import offerSchema from '../../schemas/offer.schema.json' with { type: 'json' };
import promotionSchema from '../../schemas/promotion.schema.json' with { type: 'json' };
import { findingsOf, setAt, type FormSchema } from '../../studio/app/editor/schema-form-model.ts';
import { checkDraft, saveDraft, scaffold, type Draft } from '../../studio/editor.ts';
import { loadStudioProject } from '../../studio/project.ts';
import { FLOWS_DIR } from '../../tools/project.ts';

const promotionForm = promotionSchema as FormSchema;
const offerForm = offerSchema as FormSchema;

describe('a change in the form', () => {
  const base = { $schema: '../../schemas/promotion.schema.json', id: 'voorjaar', name: 'Voorjaar', plans: [{ slug: 'a' }, { slug: 'b' }], eligibility: { combinable: false } };

  it('adds a property in the schema’s order, not at the end', () => {
    const next = setAt(base, ['valid', 'from'], '2027-03-01', promotionForm, promotionForm);
    expect(Object.keys(next as object)).toEqual(['$schema', 'id', 'name', 'valid', 'plans', 'eligibility']);
    expect(next).toMatchObject({ valid: { from: '2027-03-01' } });
  });

  it('leaves out an optional object that becomes empty, and keeps a required one', () => {
    const dated = setAt(base, ['valid', 'from'], '2027-03-01', promotionForm, promotionForm);
    expect(setAt(dated, ['valid', 'from'], '', promotionForm, promotionForm)).not.toHaveProperty('valid');
    expect(setAt(base, ['eligibility', 'combinable'], undefined, promotionForm, promotionForm)).toMatchObject({ eligibility: {} });
  });

  it('starts a list not written yet with its first item, an empty paragraph kept to be written', () => {
    const offer = { id: 'x', routes: { path: '/x' } };
    expect(setAt(offer, ['routes', 'aliases', 0], '', offerForm, offerForm)).toEqual({ id: 'x', routes: { path: '/x', aliases: [''] } });
  });

  it('removes an item of a list, and sets one inside another', () => {
    expect(setAt(base, ['plans', 0], undefined, promotionForm, promotionForm)).toMatchObject({ plans: [{ slug: 'b' }] });
    expect(setAt(base, ['plans', 1, 'priceCents'], 399, promotionForm, promotionForm)).toMatchObject({ plans: [{ slug: 'a' }, { slug: 'b', priceCents: 399 }] });
  });

  it('places a finding at its field, and one about a property the form does not show at the group around it', () => {
    const missing = { pointer: '/landing', rule: 'schema', message: 'mist title' };
    const wrong = { pointer: '/landing/title', rule: 'offer-words', message: 'noemt Plus' };
    const unknown = { pointer: '/landing/subtitle', rule: 'schema', message: 'onbekend' };
    const findings = [missing, wrong, unknown];
    const shown = Object.keys(offerForm.properties?.landing?.properties ?? {});
    expect(findingsOf(findings, '/landing', shown)).toEqual([missing, unknown]);
    expect(findingsOf(findings, '/landing/title')).toEqual([wrong]);
  });
});

describe('a file saved unchanged', () => {
  const copy = mkdtempSync(join(tmpdir(), 'studio-editor-'));
  const flows = join(copy, 'flows');
  cpSync(FLOWS_DIR, flows, { recursive: true });
  const project = loadStudioProject(flows);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const existing = project.sources.filter((source) => /\.(offer|promotion)\.json$/.test(source.file));

  const draftOf = (file: string, text: string): Draft => ({
    kind: file.endsWith('.offer.json') ? 'offer' : 'promotion',
    file,
    value: JSON.parse(text) as Draft['value'],
    isNew: false,
  });

  // Saved as a manager who confirmed it, where its last day has passed (window-in-past).
  it.each(existing.map((source) => [source.file, source.text]))('%s is written as it was', async (file, text) => {
    expect(await saveDraft(project, { ...draftOf(file, text), confirmPast: true })).toEqual({ saved: file, image: undefined });
    expect(readFileSync(project.pathOf(file), 'utf8')).toBe(text);
  });

  it('is refused, with the reason, for a campaign whose last day has passed, until the manager confirms it', async () => {
    const source = existing.find((candidate) => candidate.file.endsWith('black-friday-2025.promotion.json'));
    if (!source) throw new Error('the project has no Black Friday 2025');
    expect(await saveDraft(project, draftOf(source.file, source.text))).toMatchObject({ refusal: 'Deze actie is al voorbij: bevestig dat je haar toch wilt opslaan.' });
    expect(await saveDraft(project, { ...draftOf(source.file, source.text), confirmPast: true })).toEqual({ saved: source.file, image: undefined });
  });
});

describe('a draft on the server', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });
  /** The project's flows without its campaigns, a copy per test: a campaign added to the project later meets none of a test's own. */
  function campaignFreeFlows(): string {
    const copy = mkdtempSync(join(tmpdir(), 'studio-editor-'));
    copies.push(copy);
    const flows = join(copy, 'flows');
    cpSync(FLOWS_DIR, flows, { recursive: true, filter: (path) => !/\.(offer|promotion)\.json$/.test(path) });
    mkdirSync(join(flows, 'promotions'), { recursive: true });
    return flows;
  }
  // Years ahead of any day the suite runs on: a window already past is a warning (window-in-past) these tests are not about.
  const march = { from: '2097-03-01', until: '2097-03-31' };

  it('a new promotion from its scaffold passes and is saved; terms that name another last day are an error at the paragraph, and it is not saved', async () => {
    const project = loadStudioProject(campaignFreeFlows());
    const draft = scaffold(project, 'promotion', { id: 'voorjaar-proef', ...march });
    expect(draft.file).toBe('flows/promotions/voorjaar-proef.promotion.json');
    expect((await checkDraft(project, draft)).findings).toEqual([]);

    const longer = { ...draft, value: { ...draft.value, valid: { ...march, until: '2097-04-30' } } };
    const { findings } = await checkDraft(project, longer);
    expect(findings).toMatchObject([{ rule: 'terms-dates', pointer: '/terms/text/0', file: draft.file }]);
    expect(await saveDraft(project, longer)).toMatchObject({ findings: [{ rule: 'terms-dates' }] });
    expect(existsSync(project.pathOf(draft.file))).toBe(false);

    expect(await saveDraft(project, draft)).toEqual({ saved: draft.file, image: undefined });
    expect(JSON.parse(readFileSync(project.pathOf(draft.file), 'utf8'))).toEqual(draft.value);
  });

  it('a new file does not overwrite one of the same name, and a draft overlapping another is the draft’s error', async () => {
    const flows = campaignFreeFlows();
    const saved = scaffold(loadStudioProject(flows), 'promotion', { id: 'voorjaar-bestaand', ...march });
    expect(await saveDraft(loadStudioProject(flows), saved)).toMatchObject({ saved: saved.file });
    const project = loadStudioProject(flows);
    const again = scaffold(project, 'promotion', { id: 'voorjaar-bestaand', ...march });
    expect((await checkDraft(project, again)).refusal).toBe('flows/promotions/voorjaar-bestaand.promotion.json bestaat al: open het om het te bewerken, of kies een andere naam.');
    // A valid file of its own name, but outside the project: refused, not written.
    const elsewhere = scaffold(project, 'promotion', { id: 'elders', from: '2097-06-01', until: '2097-06-30' });
    expect((await checkDraft(project, elsewhere)).findings.filter((finding) => finding.severity !== 'warning')).toEqual([]);
    const outside = { ...elsewhere, file: 'flows/promotions/../../elders.promotion.json', isNew: false };
    expect((await saveDraft(project, outside)).saved).toBeUndefined();
    expect(existsSync(join(flows, '..', '..', 'elders.promotion.json'))).toBe(false);
    const copycat = scaffold(project, 'promotion', { id: 'voorjaar-kopie', from: '2097-03-10', until: '2097-03-20' });
    // At each link it takes over that the saved promotion takes on the same days.
    expect((await checkDraft(project, copycat)).findings.map(({ rule, file, pointer }) => ({ rule, file, pointer }))).toEqual([
      { rule: 'overlapping-promotions', file: copycat.file, pointer: '/slugMap/basis' },
      { rule: 'overlapping-promotions', file: copycat.file, pointer: '/slugMap/basis-2-weken' },
    ]);
  });
});

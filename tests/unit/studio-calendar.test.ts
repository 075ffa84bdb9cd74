/**
 * The studio's calendar (studio/calendar.ts): every promotion and offer window from its file, at
 * its file:line, over the years the files name, and as its problems what the validator finds in
 * them (the rules themselves: calendar-rules.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import type { Promotion } from '../../schemas/generated/promotion.ts';
import { calendarOf, type Calendar } from '../../studio/calendar.ts';
import { flowSources, loadValidationProject } from '../../tools/project.ts';
import { fileOf, flowsWithoutCampaigns, promotion } from '../support/promotion-file.ts';

const BLACK_FRIDAY = 'flows/promotions/black-friday-2025.promotion.json';

function projectCalendar(): Calendar {
  const sources = flowSources();
  const result = createValidator(loadValidationProject())(sources);
  expect(result.diagnostics).toEqual([]);
  return calendarOf({ result, sources });
}

/** The calendar of the project with these promotions added, as the studio draws it while they are being written. */
function calendarOfPromotions(...promotions: Promotion[]): Calendar {
  const candidates = promotions.map((candidate) => ({ file: fileOf(candidate), text: JSON.stringify(candidate, null, 2) }));
  const result = createValidator(loadValidationProject())(candidates, flowsWithoutCampaigns());
  return calendarOf({ result, sources: candidates });
}

describe("the project's own files", () => {
  const calendar = projectCalendar();

  it('shows Black Friday 2025 with the window of its file, at the line that writes it', () => {
    const text = readFileSync(BLACK_FRIDAY, 'utf8');
    const blackFriday = calendar.items.find((item) => item.file === BLACK_FRIDAY);
    expect(blackFriday).toMatchObject({
      id: BLACK_FRIDAY,
      kind: 'promotion',
      title: 'Black Friday',
      from: '2025-11-24',
      until: '2025-12-01',
      line: text.split('\n').findIndex((line) => line.includes('"valid"')) + 1,
    });
    expect(JSON.parse(text).valid).toEqual({ from: blackFriday?.from, until: blackFriday?.until });
    expect(blackFriday?.plans).toEqual(expect.arrayContaining(['basis-black-friday', 'plus-black-friday', 'basis', 'basis-2-weken', 'plus', 'plus-2-weken']));
    expect(blackFriday?.lines.map((line) => line.replace(/\u00a0/g, ' '))).toEqual([
      'Basis: € 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99); daarna € 5,99 per maand; eerst 14 dagen gratis voor nieuwe klanten (basis-black-friday)',
      'Plus: € 8,99 per maand, de eerste 6 maanden (in plaats van € 10,99); daarna € 10,99 per maand; eerst 14 dagen gratis voor nieuwe klanten (plus-black-friday)',
      'Voor iedereen.',
      'Pagina na afloop: /meldingen/black-friday-is-voorbij',
    ]);
  });

  it('shows every promotion and offer, partner offers with their dates too', () => {
    expect(calendar.items).toHaveLength([...flowSources()].filter((source) => /\.(promotion|offer)\.json$/.test(source.file)).length);
    expect(calendar.items.find((item) => item.file === 'flows/partners/albert-heijn.offer.json')).toMatchObject({ kind: 'offer', from: '2026-09-01', until: '2027-02-28' });
  });

  it('finds no problem in them', () => {
    expect(calendar.problems).toEqual([]);
  });
});

describe('the span', () => {
  it('spans whole years from the first date of the files to their last, whatever years they name', () => {
    expect(calendarOfPromotions(promotion('voorjaar', { from: '2031-03-01', until: '2031-03-15' }), promotion('altijd', undefined))).toMatchObject({
      from: '2031-01-01',
      until: '2031-12-31',
    });
    expect(calendarOfPromotions(promotion('oud', { until: '2019-02-01' }), promotion('nieuw', { from: '2032-06-01' }))).toMatchObject({ from: '2019-01-01', until: '2032-12-31' });
  });
});

describe('its problems', () => {
  it("are the validator's findings, one in each file involved, at its line, and the files are shown all the same", () => {
    const first = promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' });
    const second = promotion('pasen', { from: '2027-03-10', until: '2027-03-31' });
    const calendar = calendarOfPromotions(first, second);
    expect(calendar.items.map((item) => item.file)).toEqual([fileOf(first), fileOf(second)]);
    expect(calendar.problems).toEqual([
      {
        kind: 'overlapping-promotions',
        message: expect.stringMatching(new RegExp(`^${fileOf(second)}:\\d+  dit bestand en ${fileOf(first)} lopen allebei`)),
        items: [fileOf(second)],
      },
      {
        kind: 'overlapping-promotions',
        message: expect.stringMatching(new RegExp(`^${fileOf(first)}:\\d+  dit bestand en ${fileOf(second)} lopen allebei`)),
        items: [fileOf(first)],
      },
    ]);
  });

  it('say so of a warning', () => {
    const typo = promotion('voorjaar', { from: '2017-03-01', until: '2017-03-15' });
    const others = [
      promotion('lente', { from: '2027-03-01', until: '2027-03-15' }, { tier: 'standard' }),
      promotion('zomer', { from: '2027-06-01', until: '2027-06-15' }, { tier: 'premium' }),
    ];
    expect(calendarOfPromotions(typo, ...others).problems).toEqual([
      { kind: 'window-far-from-others', message: expect.stringContaining('  waarschuwing: deze data liggen'), items: [fileOf(typo)] },
    ]);
  });
});

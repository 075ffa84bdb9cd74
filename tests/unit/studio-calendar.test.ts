/**
 * The studio's calendar (studio/calendar.ts): every promotion and offer window from its file, at
 * its file:line, and the problems a campaign manager should see: two promotions taking the same
 * plan on a common Amsterdam day, and a slug map against the plan choice's buttons.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../engine/core/validate/validate.ts';
import type { Promotion } from '../../schemas/generated/promotion.ts';
import { calendarOf, type Calendar } from '../../studio/calendar.ts';
import { flowSources, loadValidationProject, offersOf, promotionsOf } from '../../tools/project.ts';

const BLACK_FRIDAY = 'flows/promotions/black-friday-2025.promotion.json';

function projectCalendar(): Calendar {
  const sources = flowSources();
  const result = createValidator(loadValidationProject())(sources);
  expect(result.diagnostics).toEqual([]);
  return calendarOf({ promotions: promotionsOf(result), offers: offersOf(result), sources });
}

/** A promotion of one plan on the plan choice, as a campaign manager could write it; its file is NAME.promotion.json. */
function promotion(id: string, valid: Promotion['valid'], changes: Partial<Promotion> & { tier?: 'essential' | 'standard' | 'premium'; onPlanChoice?: boolean } = {}): Promotion {
  const { tier = 'essential', onPlanChoice = true, ...rest } = changes;
  return {
    $schema: '../../schemas/promotion.schema.json',
    id,
    name: `Actie ${id}`,
    ...(valid ? { valid } : {}),
    plans: [{ planId: `Plan${id}`, slug: `${id}-plan`, tier, priceCents: 299, regularPriceCents: 599, months: 3, onPlanChoice }],
    eligibility: {},
    afterEnd: '/abonnementen',
    terms: { title: 'Actievoorwaarden', description: 'Basis voor € 2,99 per maand.', text: ['Je betaalt 3 maanden € 2,99 per maand.'] },
    ...rest,
  };
}

const fileOf = (candidate: Promotion) => `flows/promotions/${candidate.id}.promotion.json`;

function calendarOfPromotions(...promotions: Promotion[]): Calendar {
  return calendarOf({
    promotions: new Map(promotions.map((candidate) => [fileOf(candidate), candidate])),
    offers: new Map(),
    sources: promotions.map((candidate) => ({ file: fileOf(candidate), text: JSON.stringify(candidate, null, 2) })),
  });
}

describe("the project's own files", () => {
  const calendar = projectCalendar();

  it('spans 2023 to 2027 and shows Black Friday 2025 with the window of its file, at the line that writes it', () => {
    expect(calendar).toMatchObject({ from: '2023-01-01', until: '2027-12-31' });
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

describe('two promotions that take the same plan', () => {
  it('on common days give one overlap problem that names both files and the days they share', () => {
    const first = promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' });
    const second = promotion('pasen', { from: '2027-03-10', until: '2027-03-31' });
    const { problems } = calendarOfPromotions(first, second);
    expect(problems).toEqual([{ kind: 'overlap', message: expect.any(String), items: [fileOf(first), fileOf(second)], from: '2027-03-10', until: '2027-03-15' }]);
    expect(problems[0]?.message).toContain(fileOf(first));
    expect(problems[0]?.message).toContain(fileOf(second));
    expect(problems[0]?.message).toContain('van 10 maart 2027 tot en met 15 maart 2027');
    // Both show a Basis price on the plan choice: they take its card's buttons.
    expect(problems[0]?.message).toContain('basis-2-weken, basis');
  });

  it('in adjacent windows give none', () => {
    expect(
      calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-09' }), promotion('pasen', { from: '2027-03-10', until: '2027-03-31' })).problems,
    ).toEqual([]);
  });

  it('sharing one Amsterdam day overlap on that day', () => {
    const { problems } = calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-10' }), promotion('pasen', { from: '2027-03-10' }));
    expect(problems).toMatchObject([{ kind: 'overlap', from: '2027-03-10', until: '2027-03-10' }]);
    expect(problems[0]?.message).toContain('op 10 maart 2027');
  });

  it('overlap from the later start when one runs until further notice', () => {
    const { problems } = calendarOfPromotions(promotion('altijd', undefined), promotion('pasen', { from: '2027-04-01', until: '2027-04-20' }));
    expect(problems).toMatchObject([{ kind: 'overlap', from: '2027-04-01', until: '2027-04-20' }]);
  });

  it('that both take over a slug (which the validator refuses as overlapping-promotions) are still shown with their overlap', () => {
    const first = promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' }, { onPlanChoice: false, slugMap: { 'actie-mailing': 'voorjaar-plan' } });
    const second = promotion('pasen', { from: '2027-03-15', until: '2027-03-31' }, { onPlanChoice: false, slugMap: { 'actie-mailing': 'pasen-plan' } });
    const { problems } = calendarOfPromotions(first, second);
    expect(problems).toMatchObject([{ kind: 'overlap', items: [fileOf(first), fileOf(second)], from: '2027-03-15', until: '2027-03-15' }]);
    expect(problems[0]?.message).toContain('actie-mailing');
  });

  it('on other tiers, or with dates that are no days or run backwards, give none and do not fail', () => {
    expect(
      calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' }), promotion('pasen', { from: '2027-03-10' }, { tier: 'premium' })).problems,
    ).toEqual([]);
    expect(calendarOfPromotions(promotion('voorjaar', { from: '2027-02-30' }), promotion('pasen', { from: '2027-03-10' })).problems).toEqual([]);
    expect(calendarOfPromotions(promotion('voorjaar', { from: '2027-03-20', until: '2027-03-01' }), promotion('pasen', { from: '2027-03-10' })).problems).toEqual([]);
  });
});

describe('a slug map against the plan choice', () => {
  it("that takes over a card's evergreen button but not its 2-weken button gives a missing-button problem", () => {
    const candidate = promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' }, { slugMap: { basis: 'voorjaar-plan' } });
    const { problems } = calendarOfPromotions(candidate);
    expect(problems).toEqual([{ kind: 'missing-button', message: expect.any(String), items: [fileOf(candidate)], from: '2027-03-01', until: '2027-03-15' }]);
    expect(problems[0]?.message).toContain(fileOf(candidate));
    expect(problems[0]?.message).toContain('niet basis-2-weken (de knop van een nieuwe klant bij Basis)');
  });

  it("that takes over both of a card's buttons, as Black Friday does, gives none", () => {
    expect(calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01' }, { slugMap: { basis: 'voorjaar-plan', 'basis-2-weken': 'voorjaar-plan' } })).problems).toEqual([]);
  });

  it("of a deal for new customers only needs the new customer's button alone, and may not take the former subscriber's", () => {
    const newCustomersOnly = { eligibility: { newCustomersOnly: true } };
    expect(calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01' }, { ...newCustomersOnly, slugMap: { 'basis-2-weken': 'voorjaar-plan' } })).problems).toEqual([]);
    const { problems } = calendarOfPromotions(
      promotion('voorjaar', { from: '2027-03-01' }, { ...newCustomersOnly, slugMap: { basis: 'voorjaar-plan', 'basis-2-weken': 'voorjaar-plan' } }),
    );
    expect(problems).toMatchObject([{ kind: 'wrong-button' }]);
    expect(problems[0]?.message).toContain('neemt basis over, de knop van een oud-abonnee bij Basis');
  });

  it('that leads a button to a plan of another tier, or takes over a button of a card that shows no price of it, gives a wrong-button problem', () => {
    const otherTier = calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01' }, { tier: 'standard', slugMap: { basis: 'voorjaar-plan' } })).problems;
    expect(otherTier).toMatchObject([{ kind: 'wrong-button' }]);
    expect(otherTier[0]?.message).toContain('leidt basis, een knop van Basis, naar voorjaar-plan, een plan van Plus');
    const offCard = calendarOfPromotions(promotion('voorjaar', { from: '2027-03-01' }, { onPlanChoice: false, slugMap: { 'basis-2-weken': 'voorjaar-plan' } })).problems;
    expect(offCard).toMatchObject([{ kind: 'wrong-button' }]);
    expect(offCard[0]?.message).toContain('toont bij Basis geen actieprijs op de keuze van abonnementen');
  });
});

it('terms that name another last day than the file give a terms-dates problem', () => {
  const candidate = promotion(
    'voorjaar',
    { from: '2027-03-01', until: '2027-03-15' },
    {
      terms: { title: 'Actievoorwaarden', description: 'Basis voor € 2,99 per maand.', text: ['De actie loopt van 1 maart tot en met 14 maart 2027.'] },
    },
  );
  const { problems } = calendarOfPromotions(candidate);
  expect(problems).toMatchObject([{ kind: 'terms-dates', items: [fileOf(candidate)] }]);
  expect(problems[0]?.message).toContain('noemen 14 maart 2027 als laatste dag, maar het bestand zegt 15 maart 2027');
});

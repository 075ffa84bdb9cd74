/**
 * The calendar's rules in the validator (campaigns/calendar-rules.ts): new promotion files, checked
 * together against the project's flows as `npm run validate -- FILE` does, each finding at its
 * place in every file involved. (Against the project's own campaigns: tests/validator.)
 */
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import type { Promotion } from '../../schemas/generated/promotion.ts';
import { loadValidationProject } from '../../tools/project.ts';
import { fileOf, flowsWithoutCampaigns, promotion } from '../support/promotion-file.ts';

const validate = createValidator(loadValidationProject());
const project = flowsWithoutCampaigns();

/** What the validator says of the candidates, checked together against the project: [file, rule, pointer, message]. */
function findings(...candidates: Promotion[]) {
  const { diagnostics, warnings } = validate(
    candidates.map((candidate) => ({ file: fileOf(candidate), text: JSON.stringify(candidate, null, 2) })),
    project,
  );
  return [...diagnostics, ...warnings].map(({ file, rule, pointer, message, severity }) => ({ file, rule, pointer, message, severity }));
}

describe('two promotions that take the same card, plan or link', () => {
  it('on common days are refused in each file, at the card, naming the other file and the days they share', () => {
    const first = promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' });
    const second = promotion('pasen', { from: '2027-03-10', until: '2027-03-31' });
    expect(findings(first, second)).toEqual([
      { file: fileOf(second), rule: 'overlapping-promotions', pointer: '/plans/0/onPlanChoice', message: expect.stringContaining(fileOf(first)), severity: undefined },
      { file: fileOf(first), rule: 'overlapping-promotions', pointer: '/plans/0/onPlanChoice', message: expect.stringContaining(fileOf(second)), severity: undefined },
    ]);
    // Both show a Basis price: they take its card's buttons, from the later first day to the earlier last.
    expect(findings(first, second)[0]?.message).toContain('van 2027-03-10 tot en met 2027-03-15 en nemen allebei basis-2-weken, basis over');
  });

  it('in adjacent windows, or on other tiers, are not', () => {
    expect(findings(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-09' }), promotion('pasen', { from: '2027-03-10', until: '2027-03-31' }))).toEqual([]);
    expect(findings(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' }), promotion('pasen', { from: '2027-03-10' }, { tier: 'premium' }))).toEqual([]);
  });

  it('sharing one Amsterdam day, or with one running until further notice, overlap from the later start', () => {
    expect(findings(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-10' }), promotion('pasen', { from: '2027-03-10' }))[0]?.message).toContain('op 2027-03-10');
    const premium = { tier: 'premium' as const };
    expect(findings(promotion('altijd', undefined, premium), promotion('pasen', { from: '2027-04-01', until: '2027-04-20' }, premium))[0]?.message).toContain(
      'van 2027-04-01 tot en met 2027-04-20',
    );
  });

  it('that both take over a link are refused at the link in each file', () => {
    const mailing = (id: string, valid: Promotion['valid']) => promotion(id, valid, { onPlanChoice: false, slugMap: { 'actie-mailing': `${id}-plan` } });
    expect(findings(mailing('voorjaar', { from: '2027-03-01', until: '2027-03-15' }), mailing('pasen', { from: '2027-03-15', until: '2027-03-31' }))).toMatchObject([
      { file: fileOf(promotion('pasen', undefined)), rule: 'overlapping-promotions', pointer: '/slugMap/actie-mailing' },
      { file: fileOf(promotion('voorjaar', undefined)), rule: 'overlapping-promotions', pointer: '/slugMap/actie-mailing' },
    ]);
  });

  it('with dates that are no days or run backwards leave that to the date rules', () => {
    expect(findings(promotion('voorjaar', { from: '2027-02-30' }), promotion('pasen', { from: '2027-03-10' })).map((finding) => finding.rule)).toEqual(['date-does-not-exist']);
    expect(findings(promotion('voorjaar', { from: '2027-03-20', until: '2027-03-01' }), promotion('pasen', { from: '2027-03-10' })).map((finding) => finding.rule)).toEqual([
      'window-ends-before-start',
    ]);
  });
});

describe('a slug map against the plan choice', () => {
  const rulesOf = (candidate: Promotion) => findings(candidate).map(({ rule, pointer, message }) => ({ rule, pointer, message }));

  it("that takes over a card's evergreen button but not its 2-weken button misses that button", () => {
    expect(rulesOf(promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' }, { slugMap: { basis: 'voorjaar-plan' } }))).toEqual([
      { rule: 'slug-map-missing-button', pointer: '/slugMap', message: expect.stringContaining(`niet "basis-2-weken" (de knop van een nieuwe klant op de kaart van Basis)`) },
    ]);
  });

  it("that takes over both of a card's buttons, as Black Friday does, is right", () => {
    expect(rulesOf(promotion('voorjaar', { from: '2027-03-01' }, { slugMap: { basis: 'voorjaar-plan', 'basis-2-weken': 'voorjaar-plan' } }))).toEqual([]);
  });

  it("of a deal for new customers only needs the new customer's button alone, and may not take the former subscriber's", () => {
    const newCustomersOnly = { eligibility: { newCustomersOnly: true } };
    expect(rulesOf(promotion('voorjaar', { from: '2027-03-01' }, { ...newCustomersOnly, slugMap: { 'basis-2-weken': 'voorjaar-plan' } }))).toEqual([]);
    expect(rulesOf(promotion('voorjaar', { from: '2027-03-01' }, { ...newCustomersOnly, slugMap: { basis: 'voorjaar-plan', 'basis-2-weken': 'voorjaar-plan' } }))).toEqual([
      {
        rule: 'slug-map-wrong-button',
        pointer: '/slugMap/basis',
        message: expect.stringContaining(`"basis" is de knop van een oud-abonnee op de kaart van Basis, en een oud-abonnee mag deze actie niet kopen`),
      },
    ]);
  });

  it('that leads a button to a plan of another tier, or off a card that shows its price, is wrong', () => {
    expect(rulesOf(promotion('voorjaar', { from: '2027-03-01' }, { tier: 'standard', slugMap: { basis: 'voorjaar-plan' } }))).toEqual([
      { rule: 'slug-map-wrong-button', pointer: '/slugMap/basis', message: expect.stringContaining('leidt naar voorjaar-plan, een plan van Plus') },
    ]);
    expect(rulesOf(promotion('voorjaar', { from: '2027-03-01' }, { onPlanChoice: false, slugMap: { 'basis-2-weken': 'voorjaar-plan' } }))).toEqual([
      { rule: 'slug-map-wrong-button', pointer: '/slugMap/basis-2-weken', message: expect.stringContaining('en die kaart toont de prijs van deze actie niet') },
    ]);
  });

  it('that leads a button of its card to another plan at another price is wrong', () => {
    const candidate = promotion('voorjaar', { from: '2027-03-01' }, { slugMap: { basis: 'voorjaar-jaar', 'basis-2-weken': 'voorjaar-plan' } });
    candidate.plans.push({ planId: 'PlanVoorjaarJaar', slug: 'voorjaar-jaar', tier: 'essential', priceCents: 299, regularPriceCents: 599, months: 12 });
    candidate.terms.text.push('Of je betaalt 12 maanden € 2,99 per maand.');
    expect(rulesOf(candidate)).toEqual([
      {
        rule: 'slug-map-wrong-button',
        pointer: '/slugMap/basis',
        message: expect.stringContaining('"basis" leidt naar voorjaar-jaar, dat niet verkocht wordt voor de prijs die de kaart toont (die van voorjaar-plan)'),
      },
    ]);
  });
});

it('terms that name another last day than the file are refused where they say it', () => {
  const candidate = promotion('voorjaar', { from: '2027-03-01', until: '2027-03-15' });
  candidate.terms.text = ['De actie loopt van 1 maart tot en met 14 maart 2027.'];
  expect(findings(candidate)).toMatchObject([
    { rule: 'terms-dates', pointer: '/terms/text/0', message: 'de voorwaarden noemen 14 maart 2027 als laatste dag, maar valid.until is 15 maart 2027' },
  ]);
});

it('a window years from every other promotion is a warning: a year typed wrong', () => {
  const others = [
    promotion('lente', { from: '2027-03-01', until: '2027-03-15' }, { tier: 'standard' }),
    promotion('zomer', { from: '2028-06-01', until: '2028-06-15' }, { tier: 'premium' }),
  ];
  const typo = promotion('herfst', { from: '2017-10-01', until: '2017-10-15' });
  expect(findings(typo, ...others)).toEqual([
    { file: fileOf(typo), rule: 'window-far-from-others', pointer: '/valid', message: expect.stringContaining('klopt het jaar?'), severity: 'warning' },
  ]);
  expect(findings(promotion('herfst', { from: '2027-10-01', until: '2027-10-15' }), ...others)).toEqual([]);
});

it("reads another file's dates only as far as its schema lets it: one whose valid is null fails its schema, and the others are checked as before", () => {
  const good = promotion('lente', { from: '2027-03-01', until: '2027-03-15' });
  const broken = { ...promotion('zomer', undefined, { tier: 'premium' }), valid: null } as unknown as Promotion;
  expect(findings(good, broken).map(({ file, rule }) => [file, rule])).toEqual([[fileOf(broken), 'wrong-type']]);
});

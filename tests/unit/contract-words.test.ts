/**
 * How campaigns/contract-words.ts reads the Dutch words of a campaign file: numerals, the durations
 * it names (in months, or in days for weeks and days) and the phrases that are no duration of the
 * sale: dates, "per maand", an activation deadline, an age, a notice, the cooling-off.
 */
import { describe, expect, it } from 'vitest';
import { checkOfferWords, checkPromotionWords, numeral, readDurations, type Duration } from '../../campaigns/contract-words.ts';
import type { PartnerOffer } from '../../schemas/generated/offer.ts';
import type { Promotion } from '../../schemas/generated/promotion.ts';

describe('numeral', () => {
  it.each([
    ['12', 12],
    ['een', 1],
    ['één', 1],
    ['Eén', 1],
    ['twee', 2],
    ['Drie', 3],
    ['zes', 6],
    ['twaalf', 12],
    ['achttien', 18],
    ['vierentwintig', 24],
    ['eerste', undefined],
    ['paar', undefined],
  ])('%s is %s', (word, value) => {
    expect(numeral(word)).toBe(value);
  });
});

const length = (phrase: string, amount: number, unit: Duration['unit'] = 'months'): Duration => ({ phrase, kind: 'length', unit, amount });

describe('readDurations', () => {
  it.each<[string, Duration[]]>([
    // Durations, in months.
    ['Je betaalt 12 maanden € 3,99 per maand.', [length('12 maanden', 12)]],
    ['Je betaalt drie maanden minder.', [length('drie maanden', 3)]],
    ['Twee maanden Videoland Plus', [length('Twee maanden', 2)]],
    ['Je hebt een jaar Videoland Basis gekregen.', [length('een jaar', 12)]],
    ['Een jaar Videoland Plus voor € 99,90.', [length('Een jaar', 12)]],
    ['1 jaar Premium', [length('1 jaar', 12)]],
    ['Kijk een half jaar voor minder.', [length('een half jaar', 6)]],
    ['Een half jaar Basis', [length('Een half jaar', 6)]],
    ['1 maand Videoland Plus cadeau', [length('1 maand', 1)]],
    ['Na een maand stopt het cadeau.', [length('een maand', 1)]],
    ['Eén maand Plus, één jaar Basis', [length('Eén maand', 1), length('één jaar', 12)]],
    ['zes maanden of twaalf maanden', [length('zes maanden', 6), length('twaalf maanden', 12)]],
    ['achttien maanden', [length('achttien maanden', 18)]],
    ['vierentwintig maanden', [length('vierentwintig maanden', 24)]],
    // Durations of a trial, in days.
    ['Dan kijk je de eerste 2 weken gratis.', [length('2 weken', 14, 'days')]],
    ['De eerste 14 dagen gratis', [length('14 dagen', 14, 'days')]],
    ['Probeer twee weken gratis', [length('twee weken', 14, 'days')]],
    ['een week gratis', [length('een week', 7, 'days')]],
    // A period of payment.
    ['€ 14,99 per 3 maanden', [{ phrase: 'per 3 maanden', kind: 'period', unit: 'months', amount: 3 }]],
    ['elke drie maanden', [{ phrase: 'elke drie maanden', kind: 'period', unit: 'months', amount: 3 }]],
    // A deadline to activate in.
    ['Activeer het abonnement binnen 30 dagen na de uitnodiging.', [{ phrase: 'binnen 30 dagen', kind: 'deadline', unit: 'days', amount: 30 }]],
    ['De actie geldt 30 dagen na de uitnodiging.', [{ phrase: '30 dagen', kind: 'deadline', unit: 'days', amount: 30 }]],
    ['Sluit het af binnen twee weken.', [{ phrase: 'binnen twee weken', kind: 'deadline', unit: 'days', amount: 14 }]],
    // No duration at all.
    ['Videoland Basis voor € 3,99 per maand.', []],
    ['De eerste maand betaal je vooraf.', []],
    ['Opzeggen kan elke maand; je kunt maandelijks opzeggen.', []],
    ['De actie loopt van 1 september 2026 tot en met 28 februari 2027.', []],
    ['De actie loopt van 24 november tot en met 1 december 2025.', []],
    ['Jaaraanbieding 2024, de Najaarsactie', []],
    ['De actie is alleen voor nieuwe kijkers van 18 jaar en ouder.', []],
    ['Je bent 18 jaar of ouder, of vanaf 16 jaar met toestemming.', []],
    ['Opzeggen kan tot 1 dag voor de volgende betaling.', []],
    ['Je hebt 14 dagen bedenktijd.', []],
    ['Elke link werkt één keer, op 1 scherm tegelijk.', []],
    ['Tijdens het jaar kun je niet opzeggen.', []],
    ['Anderhalf jaar, 1,5 jaar', []],
  ])('%s', (text, durations) => {
    expect(readDurations(text)).toEqual(durations);
  });
});

/** A promotion of one Plus plan of 6 months at € 8,99, with the terms given. */
function promotion(text: Promotion['terms']['text'], plan: Partial<Promotion['plans'][number]> = {}, eligibility: Promotion['eligibility'] = {}): Promotion {
  return {
    $schema: '../../schemas/promotion.schema.json',
    id: 'test',
    name: 'Plus voor minder',
    plans: [{ planId: 'Test', slug: 'test', tier: 'standard', priceCents: 899, regularPriceCents: 1099, months: 6, ...plan }],
    eligibility,
    afterEnd: '/abonnementen',
    terms: { title: 'Actievoorwaarden', description: 'Videoland Plus voor € 8,99 per maand.', text },
  };
}

const rules = (findings: { rule: string; pointer: string }[]) => findings.map(({ rule, pointer }) => `${rule} ${pointer}`);

describe('checkPromotionWords', () => {
  it.each<[string, Promotion['terms']['text'], Partial<Promotion['plans'][number]>, Promotion['eligibility'], string[]]>([
    ['the months it sells', ['Je betaalt 6 maanden € 8,99, een half jaar lang.'], {}, {}, []],
    ['other months', ['Je betaalt een jaar € 8,99.'], {}, {}, ['terms-duration-not-sold /terms/text/0']],
    ['the period it is paid per', ['€ 26,97 per 3 maanden'], { periodMonths: 3, months: 3, priceCents: 2697, regularPriceCents: 3297 }, {}, []],
    ['another period', ['€ 8,99 per 3 maanden'], {}, {}, ['terms-duration-not-sold /terms/text/0']],
    ['its activation deadline', ['Activeer binnen 30 dagen na de uitnodiging.'], {}, { activationWithinDays: 30 }, []],
    ['another deadline', ['Activeer binnen 14 dagen.'], {}, { activationWithinDays: 30 }, ['terms-duration-not-sold /terms/text/0']],
    ['a deadline it does not set', ['Activeer binnen 30 dagen.'], {}, {}, ['terms-duration-not-sold /terms/text/0']],
    ['a tier it does not sell', ['Ook voor Videoland Premium.'], {}, {}, ['terms-tier-not-sold /terms/text/0']],
    ['a tier inside another word', ['Plusvoordeel en Basisprijs'], {}, {}, []],
    ['TV Gemist', ['Daarna kijk je TV Gemist.'], {}, {}, ['terms-tier-not-sold /terms/text/0']],
    ['its trial', ['Je kijkt de eerste 2 weken gratis.', 'Na 14 dagen betaal je.'], { trialDays: 14 }, {}, []],
    ['a trial of another length', ['Je kijkt de eerste 7 dagen gratis.'], { trialDays: 14 }, {}, ['terms-trial-not-sold /terms/text/0']],
    ['a trial it does not give', ['De gratis proefperiode geldt.'], {}, {}, ['terms-trial-not-sold /terms/text/0']],
    ['a trial switched off', ['Kijk 2 weken gratis.'], { trialDays: 14 }, { trialApplies: false }, ['terms-trial-not-sold /terms/text/0']],
    ['no trial, as its data says', ['De gratis proefperiode van 14 dagen geldt niet.', 'De gratis proefperiode vervalt.'], {}, { trialApplies: false }, []],
    ['no trial, while it gives one', ['De gratis proefperiode vervalt.'], { trialDays: 14 }, {}, ['terms-trial-not-sold /terms/text/0']],
    ['weeks without a trial', ['Na 2 weken betaal je de gewone prijs.'], {}, {}, ['terms-duration-not-sold /terms/text/0']],
  ])('%s', (_, text, plan, eligibility, found) => {
    expect(rules(checkPromotionWords(promotion(text, plan, eligibility)))).toEqual(found);
  });

  it('says what the words say and what the promotion sells', () => {
    expect(checkPromotionWords(promotion(['Je betaalt drie maanden minder.']))).toEqual([
      { rule: 'terms-duration-not-sold', message: 'de tekst zegt "drie maanden", maar deze actie verkoopt 6 maanden (plans/0/months)', pointer: '/terms/text/0', atKey: false },
    ]);
  });
});

describe('checkOfferWords', () => {
  const offer = (plan: PartnerOffer['plan'], title: string): PartnerOffer => ({
    $schema: '../../schemas/offer.schema.json',
    id: 'test',
    partner: { id: 'test', name: 'Test' },
    routes: { path: '/test' },
    plan,
    existingUserAllowed: true,
    landing: { image: 'partner-test', imageAlt: 'Test', title, description: ['Activeer je cadeau.'], primaryButton: 'Activeer', textLink: 'Ik heb al een account' },
    terms: { title: 'Actievoorwaarden', text: ['Elke link werkt één keer.'] },
  });

  it.each<[string, PartnerOffer['plan'], string, string[]]>([
    ['a gift of its months is no trial', { slug: 'test', tier: 'essential', months: 12, activation: 'entitlement' }, '12 maanden Videoland Basis gratis', []],
    ['other months', { slug: 'test', tier: 'essential', months: 12, activation: 'entitlement' }, '6 maanden Videoland Basis', ['terms-duration-not-sold /landing/title']],
    ['a tier with ads bears its name', { slug: 'test', tier: 'standard-with-ads', months: 3, activation: 'entitlement' }, '3 maanden Videoland Plus', []],
    ['another tier', { slug: 'test', tier: 'essential', months: 3, activation: 'entitlement' }, '3 maanden Videoland Premium', ['terms-tier-not-sold /landing/title']],
    ['its trial', { slug: 'test', tier: 'standard', activation: 'purchase', trialDays: 14 }, 'Probeer twee weken gratis', []],
    ['months it does not sell', { slug: 'test', tier: 'standard', activation: 'purchase', trialDays: 14 }, '3 maanden Plus', ['terms-duration-not-sold /landing/title']],
    ['a deadline, with no field to read it against', { slug: 'test', tier: 'essential', months: 12, activation: 'purchase', priceCents: 399 }, 'Sluit af binnen 30 dagen', []],
  ])('%s', (_, plan, title, found) => {
    expect(rules(checkOfferWords(offer(plan, title)))).toEqual(found);
  });
});

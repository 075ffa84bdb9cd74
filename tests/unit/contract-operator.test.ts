/**
 * The contract in Dutch (operators/contract.ts): the rows a buyer reads before paying ("quote") and
 * a subscriber after ("kept"), for each kind of contract of the catalog, on days inside and after
 * its offer and term.
 */
import { describe, expect, it } from 'vitest';
import { plans } from '../../sandbox/catalog.ts';
import { contractDates, type ContractTerms } from '../../sandbox/subscription/lifecycle.ts';
import { contract, describeContract, type ContractMode } from '../../operators/contract.ts';

const terms = (slug: string, trialDays?: number): ContractTerms => {
  const plan = plans.find((candidate) => candidate.code === `videoland-${slug}`);
  if (!plan) throw new Error(`no plan ${slug}`);
  return trialDays === undefined ? plan.contract : { ...plan.contract, trialDays };
};
const rows = (slug: string, start: string, today: string, mode: ContractMode, trialDays?: number) => {
  const kept = terms(slug, trialDays);
  // The euro sign is kept with its amount by a no-break space; the table writes a plain one.
  return Object.fromEntries(describeContract({ ...kept, dates: contractDates(kept, start, today) }, mode).map(({ label, text }) => [label, text.replace(/\u00a0/g, ' ')]));
};

describe.each([
  [
    'the 12-month contract of Plus, quoted',
    rows('12-maanden-ltc-plus', '2026-03-10', '2026-03-10', 'quote'),
    {
      Abonnement: 'Videoland Plus',
      Prijs: '€ 9,99 per maand, de eerste 12 maanden (in plaats van € 10,99)',
      'Eerste betaling': '€ 9,99 op 10 maart 2026',
      Looptijd: 'Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 maart 2027.',
      Daarna: 'Vanaf 10 maart 2027 betaal je € 10,99 per maand, maandelijks opzegbaar.',
    },
  ],
  [
    'the 12-month contract of Plus, kept after its term',
    rows('12-maanden-ltc-plus', '2026-03-10', '2027-03-15', 'kept'),
    {
      Prijs: '€ 10,99 per maand. Je actieprijs (€ 9,99 per maand, de eerste 12 maanden) liep tot en met 9 maart 2027.',
      'Volgende betaling': '€ 10,99 op 10 april 2027',
      Looptijd: 'Je vaste looptijd liep tot en met 9 maart 2027. Nu kun je maandelijks opzeggen.',
    },
  ],
  [
    'Black Friday for a new customer, quoted: the trial is said',
    rows('plus-black-friday', '2025-11-26', '2025-11-26', 'quote', 14),
    { Proefperiode: 'De eerste 14 dagen gratis, tot en met 9 december 2025.', 'Eerste betaling': '€ 8,99 op 10 december 2025' },
  ],
  [
    'Black Friday for a former subscriber, quoted: no trial row, paid today',
    rows('plus-black-friday', '2025-11-26', '2025-11-26', 'quote', 0),
    { 'Eerste betaling': '€ 8,99 op 26 november 2025', Looptijd: 'Maandelijks opzegbaar, tot 1 dag voor de volgende betaling.' },
  ],
  [
    "Albert Heijn's gift, quoted: the partner pays, it ends by itself",
    rows('ah-12-maanden', '2026-10-01', '2026-10-01', 'quote'),
    {
      Prijs: '12 maanden gratis, betaald door Albert Heijn',
      'Eerste betaling': 'Je betaalt niets: Albert Heijn betaalt.',
      Looptijd: 'Stopt vanzelf na 30 september 2027: je hoeft niet op te zeggen.',
    },
  ],
  [
    'Premium with a fixed term, quoted: paid by iDEAL or credit card only',
    rows('premium-12-maanden-vast', '2026-10-01', '2026-10-01', 'quote'),
    { 'Betalen met': 'iDEAL of creditcard', Looptijd: 'Vaste looptijd van 12 maanden: niet opzegbaar tot en met 30 september 2027.' },
  ],
])('%s', (_name, said, expected) => {
  it('reads these rows', () => expect(said).toMatchObject(expected));
});

it("says what becomes of the paid plan a partner's gift follows: it comes back the day after at its price, or it stops for good", () => {
  const gift = terms('ah-12-maanden');
  const premium = terms('premium');
  const said = (afterGift: ContractTerms['afterGift']) =>
    describeContract({ ...gift, afterGift, dates: contractDates(gift, '2026-10-15', '2026-10-05') }, 'quote')
      .find((row) => row.label === 'Daarna')
      ?.text.replace(/\u00a0/g, ' ');
  expect(said({ mode: 'resume', tierId: 'premium', price: premium.price, on: '2027-10-15' })).toBe(
    'Vanaf 15 oktober 2027 loopt je abonnement Videoland Premium weer, voor € 12,99 per maand.',
  );
  expect(said({ mode: 'end', tierId: 'premium', price: null, on: '2026-10-15' })).toBe(
    'Je abonnement Videoland Premium stopt op 15 oktober 2026, als het cadeau begint, en komt daarna niet vanzelf terug.',
  );
});

it('leaves out what a contract does not have: no trial, no term, nothing that follows, all payment methods', () => {
  expect(Object.keys(rows('plus', '2026-03-10', '2026-03-10', 'quote'))).toEqual(['Abonnement', 'Prijs', 'Eerste betaling', 'Looptijd']);
  expect(rows('12-maanden-ltc-plus', '2026-03-10', '2026-03-10', 'quote').Daarna).toBeDefined();
  expect(rows('ah-12-maanden', '2026-10-01', '2026-10-01', 'quote').Daarna).toBeUndefined();
});

it('as an operator: null for no contract, and an error for what is not one or a mode it does not know', () => {
  expect(contract.evaluate([null, 'quote'])).toBeNull();
  expect(() => contract.evaluate([{ price: 1 }, 'quote'])).toThrow('is no contract');
  const quoted = { ...terms('plus'), dates: contractDates(terms('plus'), '2026-03-10', '2026-03-10') };
  expect(() => contract.evaluate([quoted, 'later'])).toThrow('"later" is no way to say a contract');
});

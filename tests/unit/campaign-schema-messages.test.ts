/**
 * What the schema finds in an offer or promotion file is said in Dutch, naming the field by its
 * schema's Dutch title (campaigns/schema-messages.ts); the rule id and the place stay the
 * engine's, and a flow's findings stay in the engine's English.
 */
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import { loadValidationProject } from '../../tools/project.ts';
import { fileOf, flowsWithoutCampaigns, promotion } from '../support/promotion-file.ts';

const validate = createValidator(loadValidationProject());

function findingsOf(value: unknown): { rule: string; pointer: string; message: string }[] {
  const candidate = promotion('voorjaar-2027', { from: '2027-03-01', until: '2027-03-31' });
  const { diagnostics } = validate([{ file: fileOf(candidate), text: JSON.stringify(value, null, 2) }], flowsWithoutCampaigns());
  return diagnostics.map(({ rule, pointer, message }) => ({ rule, pointer, message }));
}

describe('a promotion file whose schema does not pass', () => {
  const base = promotion('voorjaar-2027', { from: '2027-03-01', until: '2027-03-31' });
  const [plan] = base.plans;

  it.each([
    [
      'a missing field, by its Dutch name, at the object that lacks it',
      { ...base, afterEnd: undefined },
      { rule: 'missing-property', pointer: '', message: '"afterEnd" (Adres na afloop) ontbreekt: vul het in' },
    ],
    [
      'a field the file may not have',
      { ...base, naam: 'x' },
      { rule: 'unknown-property', pointer: '/naam', message: '"naam" is geen veld van dit bestand: haal het weg of verbeter de naam' },
    ],
    [
      'a tier that is none',
      { ...base, plans: [{ ...plan, tier: 'gold' }] },
      { rule: 'invalid-value', pointer: '/plans/0/tier', message: '"gold" kan hier niet: kies uit "essential", "standard", "premium"' },
    ],
    [
      'a price below nothing',
      { ...base, plans: [{ ...plan, priceCents: -1 }] },
      { rule: 'out-of-range', pointer: '/plans/0/priceCents', message: 'moet minstens 0 zijn, niet -1' },
    ],
    ['a number as text', { ...base, plans: [{ ...plan, months: '3' }] }, { rule: 'wrong-type', pointer: '/plans/0/months', message: 'moet een heel getal zijn, niet "3"' }],
    ['no terms at all', { ...base, terms: { ...base.terms, text: [] } }, { rule: 'invalid-size', pointer: '/terms/text', message: 'moet minstens 1 onderdeel hebben' }],
  ])('%s', (_name, value, expected) => {
    expect(findingsOf(value)).toContainEqual(expect.objectContaining(expected));
  });

  it('tells a day written another way what form it takes, by the schema’s own description', () => {
    expect(findingsOf({ ...base, valid: { from: '1-3-2027', until: '2027-03-31' } })).toContainEqual({
      rule: 'invalid-pattern',
      pointer: '/valid/from',
      message: '"1-3-2027" heeft niet de goede vorm: Een datum als JJJJ-MM-DD, in Europe/Amsterdam.',
    });
  });

  it('a flow’s findings stay in the engine’s English', () => {
    const { diagnostics } = validate([{ file: 'flows/extra/extra.flow.json', text: '{ "id": "extra" }' }], flowsWithoutCampaigns());
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toContain('missing property "$schema"');
  });
});

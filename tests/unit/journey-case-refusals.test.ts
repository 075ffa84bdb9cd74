/**
 * A journey case meets the form's field rules (engine/runtime/journey-case.ts): answers the form
 * would refuse end the case at refused:STEP with the copy key of each field's message, as the
 * browser's form shows it; answers it takes go on. Facts and answers as a table.
 */
import { describe, expect, it } from 'vitest';
import { caseMismatches, runJourneyCase, type CaseExpectation, type JourneyResult } from 'journey-engine/runtime';
import { caseSite, compiledFlow, projectOutline } from '../support/project-flows.ts';

const registration = { flow: compiledFlow('registration'), outline: projectOutline('registration') };
const available = { 'identity.checkEmail': 'available' };

/** [answers, path, end, the messages beside the fields]. */
const cases: [Record<string, unknown>, string[], string, Record<string, string> | undefined][] = [
  [{ email: 'geen-adres' }, ['email'], 'refused:email', { email: 'registration.email.errors.format' }],
  // Spaces are no answer: the form says the address is required.
  [{ email: '   ' }, ['email'], 'refused:email', { email: 'registration.email.errors.required' }],
  [{ email: ' anna@example.nl ', password: 'geheim12' }, ['email', 'password'], 'refused:password', { password: 'registration.password.errors.pattern' }],
  [
    { email: 'anna@example.nl', password: 'Geheim123', firstName: 'Anna', lastName: 'x'.repeat(51) },
    ['email', 'password', 'name'],
    'refused:name',
    { lastName: 'registration.name.lastName.errors.maxLength' },
  ],
  [{ email: 'anna@example.nl', password: 'Geheim123', firstName: 'Anna', lastName: 'de Vries' }, ['email', 'password', 'name', 'gender'], 'stuck:gender', undefined],
];

describe('a journey case and the form of each step', () => {
  it.each(cases)('%j: path %j, ends %s', async (answers, path, end, refusals) => {
    const result = await runJourneyCase(registration, { name: 'table', answers, outcomes: available }, caseSite);
    expect(result.path).toEqual(path);
    expect(result.end).toBe(end);
    expect(result.refusals).toEqual(refusals);
    // A refused form sends nothing: no service after the last step taken.
    if (end.startsWith('refused:')) expect(result.calls.map((call) => call.operation)).not.toContain('identity.register');
  });
});

describe('what differs from what a case expects (caseMismatches, as npm test and npm run cases say it)', () => {
  const result: JourneyResult = {
    path: ['email', 'password'],
    end: 'refused:password',
    refusals: { password: 'registration.password.errors.minLength' },
    calls: [{ operation: 'identity.checkEmail', input: { email: 'anna@example.nl' }, outcome: 'available' }],
    location: '/aanmelden/wachtwoord',
    story: [],
  };
  const holding = { path: ['email', 'password'], end: 'refused:password', refused: { password: 'registration.password.errors.minLength' } };

  /** [what is expected, the sentences that say how the result differs]. */
  const table: [CaseExpectation, string[]][] = [
    [holding, []],
    [{ ...holding, calls: [{ operation: 'identity.checkEmail', input: { email: 'anna@example.nl' } }] }, []],
    [{ ...holding, path: ['email'] }, ['path ["email","password"], expected ["email"]']],
    [{ ...holding, end: '/aanmelden/naam' }, ['ends at refused:password, expected /aanmelden/naam']],
    [{ path: ['email', 'password'] }, ['the form refuses {"password":"registration.password.errors.minLength"}, expected nothing']],
    [
      { ...holding, calls: [{ operation: 'identity.checkEmail', input: { email: 'piet@example.nl' } }] },
      ['calls [{"operation":"identity.checkEmail","input":{"email":"anna@example.nl"}}], expected [{"operation":"identity.checkEmail","input":{"email":"piet@example.nl"}}]'],
    ],
    [{ ...holding, calls: [{ operation: 'identity.register' }] }, ['calls [], expected [{"operation":"identity.register"}]']],
  ];

  it.each(table)('%j: %j', (expected, mismatches) => {
    expect(caseMismatches(expected, result)).toEqual(mismatches);
  });
});

it('compares what a case expects in any order of its keys, and a call by the inputs it names', () => {
  const result: JourneyResult = {
    path: ['contact'],
    end: 'refused:contact',
    refusals: { name: 'contact.name.required', email: 'contact.email.required' },
    calls: [{ operation: 'account.contact', input: { message: { subject: 'billing', text: 'Hallo' }, email: 'a@example.nl' }, outcome: 'sent' }],
    location: '/contact',
    story: [],
  };
  const refused = { email: 'contact.email.required', name: 'contact.name.required' };
  expect(caseMismatches({ refused }, result)).toEqual([]);
  expect(caseMismatches({ refused, calls: [{ operation: 'account.contact', input: { message: { text: 'Hallo' } } }] }, result)).toEqual([]);
  expect(caseMismatches({ refused: { email: 'contact.email.required' } }, result)).toEqual([
    'the form refuses {"name":"contact.name.required","email":"contact.email.required"}, expected {"email":"contact.email.required"}',
  ]);
});

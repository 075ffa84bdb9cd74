/** The custom condition operators that format values for copy (spec 001 section 9.5). */
import { describe, expect, it } from 'vitest';
import { compileExpression } from '../../engine/core/json-logic.ts';

describe('euro', () => {
  const euro = compileExpression({ euro: { var: 'cents' } });

  it.each([
    [1099, '€ 10,99'],
    [599, '€ 5,99'],
    [1, '€ 0,01'],
    [0, '€ 0,00'],
    [9990, '€ 99,90'],
    [123456, '€ 1.234,56'],
  ])('shows %i cents as %s: nl-NL, exactly 2 decimals', (cents, text) => {
    // Intl separates the sign from the amount with a no-break space; the page shows it as a space.
    expect(String(euro({ cents })).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it.each([null, undefined, '1099', Number.NaN])('gives null for %s, which is no amount', (cents) => {
    expect(euro({ cents })).toBeNull();
  });
});

describe('isUnderPath', () => {
  const under = compileExpression({ isUnderPath: [{ var: 'path' }, '/aanmelden'] });

  it.each([
    ['/aanmelden', true],
    ['/aanmelden/naam', true],
    ['/aanmelden?redirect_reason=registration_requested', true],
    ['/aanmelden/link/verlopen#top', true],
    ['/aanmeldenx', false],
    ['/abonnementen?x=/aanmelden', false],
    ['/', false],
    [null, false],
  ])('%s is under /aanmelden: %s', (path, expected) => {
    expect(under({ path })).toBe(expected);
  });
});

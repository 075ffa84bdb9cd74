/**
 * The condition operators beside JsonLogic's: the engine's own (paths, days, lookups) and the
 * product's (operators/: formats for copy, spec 001 section 9.5, and Dutch dates), as a flow
 * compiled with the product's operators evaluates them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConditionError, type Logic, compileExpression as compileWithout } from 'journey-engine';
import { operators } from '../../operators/registry.ts';
import { priceAsOf, type PlanPrice } from '../../operators/price.ts';

const compileExpression = (logic: Logic) => compileWithout(logic, { operators });

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

  it('writes every amount as Intl’s nl-NL currency format does: whole and half cents, below zero, in millions, any fraction of a cent', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const cents = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((whole) => whole + 0.5),
      fc.double({ min: -10_000_000, max: 10_000_000, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, -0.5, -0.4),
    );
    fc.assert(
      fc.property(cents, (amount) => {
        expect(euro({ cents: amount })).toBe(intl.format(amount / 100));
      }),
      { numRuns: 20_000 },
    );
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

describe('isWithinDates', () => {
  const within = compileExpression({ isWithinDates: [{ var: 'now' }, { var: 'from' }, { var: 'until' }] });
  const window = { from: '2025-11-24', until: '2025-12-01' };

  it.each([
    // 23:30 UTC on 23 November is already 24 November in Amsterdam (UTC+1 in winter).
    ['2025-11-23T22:59:59Z', false],
    ['2025-11-23T23:00:00Z', true],
    ['2025-12-01T22:59:59Z', true],
    ['2025-12-01T23:00:00Z', false],
    // Summer time: UTC+2.
    ['2024-08-25T21:59:59Z', true, { from: '2024-07-22', until: '2024-08-25' }],
    ['2024-08-25T22:00:00Z', false, { from: '2024-07-22', until: '2024-08-25' }],
  ] as [string, boolean, typeof window?][])('%s is within the Dutch dates: %s (the last day counts)', (now, expected, dates = window) => {
    expect(within({ now, ...dates })).toBe(expected);
  });

  it('a missing bound is open', () => {
    expect(within({ now: '2030-01-01T12:00:00Z', from: '2025-11-24', until: null })).toBe(true);
    expect(within({ now: '1999-01-01T12:00:00Z', from: null, until: '2025-12-01' })).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-01', '24-11-2025', '2025-11-24T00:00:00Z'])('a date that does not exist, %s, is an error, never a quiet false', (from) => {
    expect(() => within({ now: '2025-11-26T12:00:00Z', from, until: null })).toThrow(/no date/);
  });

  it('an instant that is none is an error', () => {
    expect(() => within({ now: 'gisteren', from: null, until: null })).toThrow(/no instant/);
  });
});

describe('lookup', () => {
  const name = compileExpression({ lookup: [{ var: 'partners' }, { var: 'id' }, 'name'] });
  const partners = { ah: { name: 'Albert Heijn' } };

  it.each([
    ['ah', 'Albert Heijn'],
    ['ziggo', null],
    ['__proto__', null],
    ['constructor', null],
    ['toString', null],
  ])("%s gives %s: only the table's own keys count", (id, expected) => {
    expect(name({ partners, id })).toBe(expected);
  });

  it("finds an element of a list by its id: the tier of a route's query among the tiers", () => {
    const tiers = [{ id: 'essential', name: 'Basis' }, { id: 'premium', name: 'Premium' }, 'no element', null];
    const tier = (id: string) => compileExpression({ lookup: [{ var: 'tiers' }, { var: 'id' }, 'name'] })({ tiers, id } as never);
    expect(tier('premium')).toBe('Premium');
    expect(tier('standard')).toBeNull();
    expect(tier('__proto__')).toBeNull();
  });
});

describe('addDays', () => {
  const add = (date: unknown, days: unknown) => compileExpression({ addDays: [{ var: 'date' }, { var: 'days' }] })({ date, days } as never);

  it.each([
    ['2026-12-23', -1, '2026-12-22'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-10-25', 1, '2026-10-26'],
  ])('%s plus %i days is %s, over months, leap years and the clock change', (date, days, expected) => {
    expect(add(date, days)).toBe(expected);
  });

  it('no date is no day; a date that does not exist is an error', () => {
    expect(add(null, -1)).toBeNull();
    expect(() => add('2026-02-30', -1)).toThrow(ConditionError);
  });
});

describe('dutchDate', () => {
  const dutch = (date: unknown) => compileExpression({ dutchDate: { var: 'date' } })({ date } as never);

  it.each([
    ['2026-12-23', '23 december 2026'],
    ['2027-01-01', '1 januari 2027'],
    ['2026-03-29', '29 maart 2026'],
  ])('%s is "%s" in Dutch, the same day in every time zone', (date, expected) => {
    expect(dutch(date)).toBe(expected);
  });

  it('no date is null; a date that does not exist is an error', () => {
    expect(dutch(null)).toBeNull();
    expect(() => dutch('2026-13-01')).toThrow(ConditionError);
  });
});

describe("the product's operators", () => {
  it('are unknown to a flow compiled without them: the engine holds no product format', () => {
    expect(() => compileWithout({ euro: 1099 })({})).toThrow(ConditionError);
    expect(compileWithout({ lower: 'ABC' })({})).toBe('abc');
  });
});

describe('price: the one formatter of a plan price model (spec 001 sections 9.3 and 9.5)', () => {
  const full = compileExpression({ price: [{ var: 'price' }] });
  const offer = compileExpression({ price: [{ var: 'price' }, 'offer'] });
  const then = compileExpression({ price: [{ var: 'price' }, 'then'] });
  const model = (price: Partial<Record<string, unknown>>) => ({
    periodMonths: 1,
    oneTime: false,
    months: null,
    regularCents: null,
    thenMonthlyCents: null,
    paidBy: null,
    ...price,
  });
  const text = (value: unknown) => String(value).replace(/\u00a0/g, ' ');

  it.each([
    ['a regular plan', model({ amountCents: 1099 }), '€ 10,99 per maand'],
    [
      'Black Friday Basis',
      model({ amountCents: 399, months: 6, regularCents: 599, thenMonthlyCents: 599 }),
      '€ 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99); daarna € 5,99 per maand',
    ],
    [
      'Plus annual, paid once',
      model({ amountCents: 9990, periodMonths: 12, oneTime: true, months: 12, regularCents: 10788, thenMonthlyCents: 1099 }),
      '€ 99,90 voor 12 maanden (in plaats van € 107,88); daarna € 10,99 per maand',
    ],
    [
      'Summer 2023, 3 months of Plus',
      model({ amountCents: 1499, periodMonths: 3, months: 3, regularCents: 2997, thenMonthlyCents: 1099 }),
      '€ 14,99 per 3 maanden (in plaats van € 29,97); daarna € 10,99 per maand',
    ],
    [
      '3 months a quarter for 6 months',
      model({ amountCents: 1499, periodMonths: 3, months: 6, regularCents: 2997, thenMonthlyCents: 1099 }),
      '€ 14,99 per 3 maanden, de eerste 6 maanden (in plaats van € 29,97); daarna € 10,99 per maand',
    ],
    ['an action code', model({ amountCents: 0, months: 3, thenMonthlyCents: 1099 }), '3 maanden gratis; daarna € 10,99 per maand'],
    ["a partner's gift", model({ amountCents: 0, months: 12, paidBy: 'Ziggo' }), '12 maanden gratis, betaald door Ziggo'],
    ["a month's gift", model({ amountCents: 0, months: 1, paidBy: 'Albert Heijn' }), '1 maand gratis, betaald door Albert Heijn'],
    [
      'Premium before the price change',
      model({ amountCents: 1199, priceChange: { date: '2022-08-26', amountCents: 1299 } }),
      '€ 11,99 per maand; vanaf 26 augustus 2022 € 12,99 per maand',
    ],
  ])('%s', (_plan, price, expected) => {
    expect(text(full({ price }))).toBe(expected);
  });

  it('gives a change of the regular price ahead apart, and none once its day has come', () => {
    const change = compileExpression({ price: [{ var: 'price' }, 'change'] });
    const before = model({ amountCents: 1199, priceChange: { date: '2022-08-26', amountCents: 1299 } });
    expect(text(change({ price: before }))).toBe('vanaf 26 augustus 2022 € 12,99 per maand');
    expect(change({ price: model({ amountCents: 1299 }) })).toBeNull();
    expect(priceAsOf(before as PlanPrice, '2022-08-25')).toBe(before);
    expect(priceAsOf(before as PlanPrice, '2022-08-26')).toEqual(model({ amountCents: 1299, priceChange: null }));
    const deal = model({ amountCents: 399, months: 6, regularCents: 599, thenMonthlyCents: 499, priceChange: { date: '2022-08-26', amountCents: 599 } });
    expect(priceAsOf(deal as PlanPrice, '2022-09-01')).toEqual({ ...deal, thenMonthlyCents: 599, priceChange: null });
  });

  it('gives the offer and what follows it apart, and no "then" for a gift', () => {
    const blackFriday = model({ amountCents: 399, months: 6, regularCents: 599, thenMonthlyCents: 599 });
    expect(text(offer({ price: blackFriday }))).toBe('€ 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99)');
    expect(text(then({ price: blackFriday }))).toBe('€ 5,99 per maand');
    expect(then({ price: model({ amountCents: 0, months: 12, paidBy: 'Ziggo' }) })).toBeNull();
  });

  it('gives the deal and the price it replaces apart, for a price set out large; no price replaced for a regular plan or a gift', () => {
    const deal = compileExpression({ price: [{ var: 'price' }, 'deal'] });
    const regular = compileExpression({ price: [{ var: 'price' }, 'regular'] });
    const blackFriday = model({ amountCents: 399, months: 6, regularCents: 599, thenMonthlyCents: 599 });
    expect([text(deal({ price: blackFriday })), text(regular({ price: blackFriday }))]).toEqual(['€ 3,99 per maand, de eerste 6 maanden', '€ 5,99']);
    expect([text(deal({ price: model({ amountCents: 1099 }) })), regular({ price: model({ amountCents: 1099 }) })]).toEqual(['€ 10,99 per maand', null]);
    expect(regular({ price: model({ amountCents: 1099, regularCents: 1099 }) })).toBeNull();
    const gift = model({ amountCents: 0, months: 12, paidBy: 'Ziggo', regularCents: 1099 });
    expect([text(deal({ price: gift })), regular({ price: gift }), text(offer({ price: gift }))]).toEqual([
      '12 maanden gratis, betaald door Ziggo',
      null,
      '12 maanden gratis, betaald door Ziggo',
    ]);
  });

  it('gives null for no price, and fails on what is no price model or no part', () => {
    expect(full({ price: null })).toBeNull();
    expect(() => full({ price: { amount: 1 } })).toThrow(ConditionError);
    expect(() => compileExpression({ price: [{ var: 'price' }, 'maand'] })({ price: model({ amountCents: 1 }) })).toThrow(ConditionError);
  });
});

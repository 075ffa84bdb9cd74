/**
 * The date operators over generated instants and days, most of them within two days of a change of
 * daylight saving time in Europe/Amsterdam (10,000 runs each): the day an offer runs on, the day so
 * many days later and a day in Dutch words are the Dutch calendar's, never the UTC's or a day off.
 * The reference is written from the EU rule itself (summer time from the last Sunday of March, 01:00
 * UTC, to the last Sunday of October, 01:00 UTC), not from Intl, which the operators use.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from 'journey-engine';
import { dutchDate } from '../../operators/dutch-date.ts';
import { isWithinDates } from '../../operators/is-within-dates.ts';

const RUNS = { numRuns: 10_000 };
const dutchDays = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a month (March: summer time starts, October: it ends). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * DAY;
}

/** The Amsterdam calendar day of an instant, by the EU rule: UTC+2 in summer time, UTC+1 otherwise. */
function amsterdamDay(instant: number): string {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSunday(year, 2) && instant < lastSunday(year, 9);
  return new Date(instant + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 10);
}

const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** Instants within two days either side of a change of time, to the millisecond, and some anywhere in 2000–2037. */
const instant = fc.oneof(
  fc
    .tuple(fc.integer({ min: 2000, max: 2037 }), fc.constantFrom(2, 9), fc.integer({ min: -2 * DAY, max: 2 * DAY }))
    .map(([year, month, offset]) => lastSunday(year, month) + offset),
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }),
);

/** Days around the changes of time and anywhere else. */
const day = instant.map(amsterdamDay);

describe('the date operators across changes of daylight saving time in Europe/Amsterdam', () => {
  it('isWithinDates takes the instant on its Dutch day: included on that day, not on the day before or after', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -1, max: 1 }), (moment, shift) => {
        const today = amsterdamDay(moment);
        const bound = addDays.evaluate([today, shift]) as string;
        const iso = new Date(moment).toISOString();
        expect(isWithinDates.evaluate([iso, bound, bound])).toBe(shift === 0);
        expect(isWithinDates.evaluate([iso, bound, null])).toBe(shift <= 0);
        expect(isWithinDates.evaluate([iso, null, bound])).toBe(shift >= 0);
      }),
      RUNS,
    );
  });

  it('addDays counts calendar days, whatever hour a change of time takes or gives, and goes back the same way', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (start, days) => {
        const later = addDays.evaluate([start, days]) as string;
        expect(Math.round((Date.parse(later) - Date.parse(start)) / DAY)).toBe(days);
        expect(addDays.evaluate([later, -days])).toBe(start);
      }),
      RUNS,
    );
  });

  it('dutchDate writes the very day it is given, in Dutch words', () => {
    fc.assert(
      fc.property(day, (given) => {
        const [year, month, date] = given.split('-').map(Number) as [number, number, number];
        expect(dutchDate.evaluate([given])).toBe(`${date} ${MONTHS[month - 1]} ${year}`);
        // ...as Intl's nl-NL long date writes it.
        expect(dutchDate.evaluate([given])).toBe(dutchDays.format(new Date(`${given}T00:00:00Z`)));
      }),
      RUNS,
    );
  });

  it('the reference knows the changes it is written from: 2026 changes on 29 March and 25 October', () => {
    expect([amsterdamDay(Date.UTC(2026, 2, 28, 23, 30)), amsterdamDay(Date.UTC(2026, 2, 29, 0, 59)), amsterdamDay(Date.UTC(2026, 9, 24, 22, 30))]).toEqual([
      '2026-03-29',
      '2026-03-29',
      '2026-10-25',
    ]);
    expect(amsterdamDay(Date.UTC(2026, 9, 24, 21, 59))).toBe('2026-10-24');
  });
});

import { dayOf, defineOperator, lazily } from 'journey-engine';

// A day is a day everywhere: formatted at midnight UTC, in UTC.
const dutchDays = lazily(() => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** Spec 001 section 9.5's nl-NL dates. */
export const dutchDate = defineOperator({
  name: 'dutchDate',
  description: 'A day (YYYY-MM-DD) in Dutch words: "2026-12-23" is "23 december 2026"; null for none.',
  takes: 'one',
  dayArguments: [0],
  evaluate: ([date]) => {
    if (date === null || date === undefined) return null;
    const day = dayOf(String(date));
    if (day === undefined) throw new Error(`"${String(date)}" is no day`);
    return dutchDays().format(new Date(day * 86_400_000));
  },
});

import { dayOf, defineOperator } from 'journey-engine';

/**
 * The months as nl-NL writes them in a long date ("23 december 2026", as Intl.DateTimeFormat's
 * day numeric, month long, year numeric): written here by hand, since a browser's first date
 * formatter loads its locale's data in one long piece in the middle of a page's first render
 * (issue 62, as euro.ts). tests/unit/dates-dst.test.ts holds it to Intl's own text. The campaign
 * checks read dates in copy by them, and the studio's calendar names its months by them.
 */
export const DUTCH_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

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
    // A day is a day everywhere: read at midnight UTC, in UTC.
    const midnight = new Date(day * 86_400_000);
    return `${midnight.getUTCDate()} ${DUTCH_MONTHS[midnight.getUTCMonth()]} ${midnight.getUTCFullYear()}`;
  },
});

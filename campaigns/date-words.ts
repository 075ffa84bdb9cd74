/**
 * The dates and years a campaign's words name, read against its window (issue 60). The visitor
 * reads the copy, the sale keeps the window: every date the copy names, in any form a Dutch text
 * writes one ("1 maart 2027", "15 april", "01-03-2027", "1-3-2027", "2027-03-01"), lies in the
 * window (date-outside-window); a year the copy names is one the window runs in (year-not-window);
 * a word after a day that is almost a Dutch month ("maaart", "januarie") is a misspelt one
 * (month-misspelt). A new or changed file whose window lies wholly before today is most likely a
 * copy of an old one (window-in-past, a warning: the studio asks to confirm).
 */
import { dayOf } from 'journey-engine';
import type { Finding, KindContext } from 'journey-engine/validate';
import { DUTCH_MONTHS as MONTHS, dutchDate } from '../operators/dutch-date.ts';
import { dutchDayOf } from '../operators/is-within-dates.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { usable } from './calendar-rules.ts';
import { offerTexts, promotionTexts } from './contract-words.ts';
import { PAST_WINDOW } from './past-window.ts';

const SHORT: Readonly<Record<string, number>> = { jan: 1, feb: 2, mrt: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, okt: 10, nov: 11, dec: 12 };
/** Words that follow a number in campaign copy and are no month, however close to one ("maand" is two letters from "maart"). */
const NOT_MONTHS = new Set([
  'maand',
  'maanden',
  'dag',
  'dagen',
  'week',
  'weken',
  'jaar',
  'jaren',
  'keer',
  'euro',
  'procent',
  'minuten',
  'uur',
  'schermen',
  'scherm',
  'apparaten',
  'films',
  'series',
]);

const NAMED = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})\\s+(${[...MONTHS, ...Object.keys(SHORT)].join('|')})\\.?(?:\\s+(\\d{4}))?(?![\\p{L}\\p{N}])`, 'giu');
const NUMERIC = /(?<![\d\p{L}])(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?![\d\p{L}])/gu;
const ISO = /(?<![\d\p{L}])(\d{4})-(\d{2})-(\d{2})(?![\d\p{L}])/gu;
const YEAR = /(?<![\d\p{L}.,-])(20\d{2})(?![\d\p{L}])/gu;
/** A word right after a day number, or right before a year: where a month stands. */
const MONTH_PLACE = /(?<![\p{L}\p{N}])\d{1,2}\s+(\p{L}{4,})(?!\p{L})|(?<![\p{L}\p{N}])(\p{L}{4,})\s+\d{4}(?![\p{L}\p{N}])/gu;
/** The first and last day an offer's first-day or last-day phrase names, which terms-dates reads (calendar-rules.ts). */
const FIRST_OR_LAST = /\b(?:van(?:af)?|tot en met)\s+$/iu;

type Valid = Promotion['valid'];
const dutch = (date: string): string => String(dutchDate.evaluate([date]));
const pad = (n: number | string) => String(n).padStart(2, '0');

/** The edits between two words (Levenshtein), to find the month a misspelt word means. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] ?? 0;
}

/** A date the words name: its month and day, and its year when named, and where it stands. */
interface Named {
  phrase: string;
  index: number;
  year?: number;
  month: number;
  day: number;
}

function datesIn(text: string): Named[] {
  const named = [...text.matchAll(NAMED)].map((match) => {
    const month = String(match[2]).toLowerCase();
    return { phrase: match[0], index: match.index, day: Number(match[1]), month: SHORT[month] ?? MONTHS.indexOf(month) + 1, year: match[3] ? Number(match[3]) : undefined };
  });
  const numeric = [...text.matchAll(NUMERIC)].map((match) => ({ phrase: match[0], index: match.index, day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) }));
  const iso = [...text.matchAll(ISO)].map((match) => ({ phrase: match[0], index: match.index, day: Number(match[3]), month: Number(match[2]), year: Number(match[1]) }));
  return [...named, ...numeric, ...iso];
}

/** The window's days as the words are read against them; undefined for an end it leaves open, or for dates validate refuses (usable). */
function bounds(valid: Valid): { from?: string; until?: string } | undefined {
  return usable(valid) ? { from: valid?.from, until: valid?.until } : undefined;
}

const windowText = ({ from, until }: { from?: string; until?: string }): string =>
  from !== undefined && until !== undefined
    ? `van ${dutch(from)} tot en met ${dutch(until)}`
    : from !== undefined
      ? `vanaf ${dutch(from)}`
      : `tot en met ${dutch(until as string)}`;

function checkDateWords(valid: Valid, noun: string, texts: [string, string][]): Finding[] {
  const window = bounds(valid);
  const findings: Finding[] = [];
  for (const [pointer, text] of texts) {
    const at = (rule: string, message: string) => findings.push({ rule, message, pointer, atKey: false });
    for (const match of text.matchAll(MONTH_PLACE)) {
      const written = String(match[1] ?? match[2]).toLowerCase();
      if (MONTHS.includes(written) || NOT_MONTHS.has(written)) continue;
      const [closest] = MONTHS.map((month) => ({ month, edits: distance(written, month) })).sort((a, b) => a.edits - b.edits);
      if (closest && closest.edits > 0 && closest.edits <= 2) at('month-misspelt', `"${match[1] ?? match[2]}" is geen maand: bedoel je "${closest.month}"?`);
    }
    if (!window || (window.from === undefined && window.until === undefined)) continue;
    const years = new Set<number>();
    const first = Number((window.from ?? window.until)?.slice(0, 4));
    const last = Number((window.until ?? window.from)?.slice(0, 4));
    for (const date of datesIn(text)) {
      // A first or last day in a "van … tot en met …" phrase is terms-dates's, with its own words.
      if (date.year === undefined && FIRST_OR_LAST.test(text.slice(0, date.index))) continue;
      const candidates = date.year !== undefined ? [date.year] : [first - 1, first, last, last + 1];
      const days = candidates.map((year) => `${year}-${pad(date.month)}-${pad(date.day)}`).filter((day) => dayOf(day) !== undefined);
      if (date.year !== undefined) years.add(date.year);
      if (days.length === 0) {
        at('date-outside-window', `"${date.phrase}" is geen bestaande dag`);
        continue;
      }
      const inside = days.some((day) => (window.from === undefined || day >= window.from) && (window.until === undefined || day <= window.until));
      if (!inside)
        at('date-outside-window', `de tekst noemt "${date.phrase}", maar de ${noun} loopt ${windowText(window)}: elke datum in de tekst valt binnen die dagen (of zeg hem niet)`);
    }
    for (const match of text.matchAll(YEAR)) {
      const year = Number(match[1]);
      if (years.has(year) || datesIn(text).some((date) => match.index >= date.index && match.index < date.index + date.phrase.length)) continue;
      if ((window.from !== undefined && year < first) || (window.until !== undefined && year > last))
        at('year-not-window', `de tekst noemt het jaar ${year}, maar de ${noun} loopt ${windowText(window)}`);
    }
  }
  return findings;
}

/** A new or changed file whose last day is before today: a campaign no visitor can take any more. */
function checkWindowInPast(valid: Valid, noun: string, context: KindContext): Finding[] {
  const until = bounds(valid)?.until;
  const today = dutchDayOf(new Date());
  if (!context.changed || until === undefined || until >= today) return [];
  return [
    {
      rule: PAST_WINDOW,
      message: `deze ${noun} is al voorbij: de laatste dag, ${dutch(until)}, ligt voor vandaag (${dutch(today)}); geen bezoeker kan haar nog nemen. Klopt valid.until?`,
      pointer: '/valid/until',
      severity: 'warning',
    },
  ];
}

export function checkPromotionDates(promotion: Promotion, context: KindContext): Finding[] {
  return [...checkDateWords(promotion.valid, 'actie', promotionTexts(promotion)), ...checkWindowInPast(promotion.valid, 'actie', context)];
}

export function checkOfferDates(offer: PartnerOffer, context: KindContext): Finding[] {
  return [...checkDateWords(offer.valid, 'aanbieding', offerTexts(offer)), ...checkWindowInPast(offer.valid, 'aanbieding', context)];
}

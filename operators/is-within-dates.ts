import { dayOf, defineOperator, lazily } from 'journey-engine';

/** The calendar day of an instant in the Netherlands: offers and promotions run on Dutch dates. */
const amsterdamDay = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The YYYY-MM-DD date an instant falls on in the Netherlands. */
export function dutchDayOf(instant: Date): string {
  return amsterdamDay().format(instant);
}

/** A YYYY-MM-DD date as a day number; a date that does not exist (2026-02-30) is an error, not a quiet false. */
function dayNumber(date: string): number {
  const day = dayOf(date);
  if (day === undefined) throw new Error(`"${date}" is no date`);
  return day;
}

/** The flows, the sandbox's payment service and npm run promotions all ask this one, so they agree on what "runs on 1 December" means. */
export const isWithinDates = defineOperator({
  name: 'isWithinDates',
  description:
    '[instant, from, until]: whether the instant (such as {"var": "now"}) falls on or between two dates (YYYY-MM-DD) as they are in Europe/Amsterdam, both days included; a null bound is open. A date that does not exist is an error.',
  takes: 'list',
  dayArguments: [1, 2],
  evaluate: ([instant, from, until]) => {
    const moment = new Date(String(instant));
    if (typeof instant !== 'string' || Number.isNaN(moment.getTime())) throw new Error(`"${String(instant)}" is no instant`);
    const today = dayNumber(dutchDayOf(moment));
    if (from !== null && from !== undefined && today < dayNumber(String(from))) return false;
    return until === null || until === undefined || today <= dayNumber(String(until));
  },
});

/**
 * Whether a dated file (a promotion, a partner offer) runs at an instant: its dates in
 * Europe/Amsterdam, both days included. The sandbox decides it on its own clock, so moving
 * `/sandbox/clock` starts and ends every offer and promotion; the browser's clock decides nothing.
 */
import { isWithinDates } from '../operators/is-within-dates.ts';

export interface Dated {
  valid?: { from?: string; until?: string };
}

export function isRunning(dated: Dated, now: Date): boolean {
  // The flows' own date operator, so every part agrees on what "runs on 1 December" means.
  return isWithinDates.evaluate([now.toISOString(), dated.valid?.from ?? null, dated.valid?.until ?? null]) === true;
}

/** Whether the text is a day as the tools write one: YYYY-MM-DD. */
export const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The instant a tool means by a day: YYYY-MM-DD is noon in Amsterdam (10:00 or 11:00 UTC), inside that day whatever the season; an ISO instant is itself. */
export function instantOf(at: string): Date {
  return new Date(isDay(at) ? `${at}T11:00:00Z` : at);
}

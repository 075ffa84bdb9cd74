/** Dates as files write them (YYYY-MM-DD) and as the rules compare them: as days, never as strings. */

/** A YYYY-MM-DD string that names a day of the calendar, as a day number; else undefined. */
export function dayOf(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? time / 86_400_000 : undefined;
}

/**
 * A moment inside an offer's or a promotion's dates, for tests that must see it running whatever
 * the machine's date: noon in Amsterdam on its first day (its last day if it has no first), or
 * undefined when it runs at any date.
 */
export interface Valid {
  from?: string;
  until?: string;
}

export function momentInside(valid: Valid | undefined): string | undefined {
  const day = valid?.from ?? valid?.until;
  return day === undefined ? undefined : `${day}T11:00:00Z`;
}

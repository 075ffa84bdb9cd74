/**
 * The checks behind the field rules that JSON Schema keywords cannot state alone. The browser's
 * precompiled form validators call these same functions (field-validators.ts).
 */

/**
 * An e-mail address as HTML's own input takes one (WHATWG's "valid e-mail address"), with a dot in
 * the domain: the characters a mailbox name may have (no markup, no spaces, no emoji), an @, and
 * labels of letters, digits and hyphens ending in a top-level domain of letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A real calendar date written YYYY-MM-DD (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether someone born on birthdate has had their birthday number years ago, on the day of now. */
export function isAtLeastYearsOld(birthdate: string, years: number, now: Date = new Date()): boolean {
  if (!isCalendarDate(birthdate)) return true; // the date rule reports this, not the age rule
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()] as const;
  const age = today[0] - year - (today[1] < month || (today[1] === month && today[2] < day) ? 1 : 0);
  return age >= years;
}

export const fieldFormats = {
  email: EMAIL_PATTERN,
  date: { type: 'string' as const, validate: isCalendarDate },
};

/** The name under which a step's precompiled answers validator is exported. */
export function validatorKey(flowId: string, stepId: string): string {
  return `${flowId}__${stepId}`.replace(/[^A-Za-z0-9_]/g, '_');
}

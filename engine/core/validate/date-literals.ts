/**
 * Rule no-such-date: a day written into a condition for a date operator (isWithinDates, addDays,
 * dutchDate) must exist in the calendar. "2026-13-01" or "2026-02-30" would otherwise pass every
 * check and fail only when a visitor's page evaluates it.
 */
import { dayOf } from '../dates.ts';
import type { SchemaFinding } from './schema-check.ts';

/** Each date operator, and which of its arguments are days. */
const DAY_ARGUMENTS: Readonly<Record<string, readonly number[]>> = { isWithinDates: [1, 2], addDays: [0], dutchDate: [0] };

const escape = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

export function checkDateLiterals(value: unknown, pointer = ''): SchemaFinding[] {
  if (!value || typeof value !== 'object') return [];
  const findings: SchemaFinding[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${escape(key)}`;
    const days = DAY_ARGUMENTS[key];
    if (days && Array.isArray(child)) {
      for (const index of days) {
        const day = child[index];
        if (typeof day === 'string' && dayOf(day) === undefined) {
          findings.push({ rule: 'no-such-date', message: `"${day}" is no day of the calendar (YYYY-MM-DD) for ${key}`, pointer: `${at}/${index}`, atKey: false });
        }
      }
    }
    findings.push(...checkDateLiterals(child, at));
  }
  return findings;
}

/**
 * Rule no-such-date: a day written into a condition for an operator's day argument (isWithinDates,
 * addDays, dutchDate: each operator names its own) must exist in the calendar. "2026-13-01" or
 * "2026-02-30" would otherwise pass every check and fail only when a visitor's page evaluates it.
 */
import { dayOf } from '../dates.ts';
import type { Operator } from '../operator.ts';
import { builtinOperators } from '../operators/builtin.ts';
import type { SchemaFinding } from './finding.ts';
import { escape } from './locate.ts';

/** Which arguments of each operator, the engine's and the product's, are days. */
function dayArguments(operators: readonly Operator[]): ReadonlyMap<string, readonly number[]> {
  return new Map([...builtinOperators, ...operators].flatMap((operator) => (operator.dayArguments ? [[operator.name, operator.dayArguments] as const] : [])));
}

export function checkDateLiterals(value: unknown, operators: readonly Operator[], pointer = ''): SchemaFinding[] {
  return findDays(value, dayArguments(operators), pointer);
}

function findDays(value: unknown, days: ReadonlyMap<string, readonly number[]>, pointer: string): SchemaFinding[] {
  if (!value || typeof value !== 'object') return [];
  const findings: SchemaFinding[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${escape(key)}`;
    const arguments_ = days.get(key);
    if (arguments_ && Array.isArray(child)) {
      for (const index of arguments_) {
        const day = child[index];
        if (typeof day === 'string' && dayOf(day) === undefined) {
          findings.push({ rule: 'no-such-date', message: `"${day}" is no day of the calendar (YYYY-MM-DD) for ${key}`, pointer: `${at}/${index}`, atKey: false });
        }
      }
    }
    findings.push(...findDays(child, days, at));
  }
  return findings;
}

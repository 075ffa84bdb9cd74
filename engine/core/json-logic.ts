/**
 * Conditions are JsonLogic, evaluated by json-logic-engine.
 *
 * The engine runs in interpreted mode: it walks the rule with cached closures and never builds
 * code, so a Content-Security-Policy without 'unsafe-eval' holds in the browser. The benchmark
 * (tools/bench.ts) measures it against the library's compiled mode; see docs/performance.md.
 */
import { LogicEngine } from 'json-logic-engine';
import { safeRedirect } from './redirect.ts';
import { dayOf } from './dates.ts';

export type Logic = unknown;
export type Evaluator = (facts: object) => unknown;

export class ConditionError extends Error {
  constructor(
    message: string,
    readonly logic: Logic,
  ) {
    super(message);
    this.name = 'ConditionError';
  }
}

/**
 * A formatter made at its first use: making one loads the browser's locale and time-zone data,
 * which cost the first page about 10 ms when all three were made at load, used or not.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The calendar day of an instant in the Netherlands: offers and promotions run on Dutch dates. */
const amsterdamDay = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** A YYYY-MM-DD date as a day number; a date that does not exist (2026-02-30) is an error, not a quiet false. */
function dayNumber(date: string): number {
  const day = dayOf(date);
  if (day === undefined) throw new Error(`"${date}" is no date`);
  return day;
}

const dutchDays = lazily(() => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const euros = lazily(() => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Operators added to JsonLogic's standard set. Each is pure. */
const customOperators: Record<string, (args: unknown[]) => unknown> = {
  /** Cents as Dutch euros with exactly 2 decimals (spec 001 section 9.5): 1099 is "€ 10,99". */
  euro: ([cents]) => (typeof cents === 'number' && Number.isFinite(cents) ? euros().format(cents / 100) : null),
  /** Whether a page (path, with or without its query) is base or lies under it: /aanmelden/naam is under /aanmelden, /aanmeldenx and /x?to=/aanmelden are not. */
  isUnderPath: ([path, base]) => {
    if (typeof path !== 'string' || typeof base !== 'string') return false;
    const pathname = path.split(/[?#]/, 1)[0] as string;
    return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
  },
  /**
   * [instant, from, until]: whether the instant falls on or between two dates (YYYY-MM-DD) as they
   * are in Europe/Amsterdam, both days included; a null bound is open.
   */
  isWithinDates: ([instant, from, until]) => {
    const moment = new Date(String(instant));
    if (typeof instant !== 'string' || Number.isNaN(moment.getTime())) throw new Error(`"${String(instant)}" is no instant`);
    const today = dayNumber(amsterdamDay().format(moment));
    if (from !== null && from !== undefined && today < dayNumber(String(from))) return false;
    return until === null || until === undefined || today <= dayNumber(String(until));
  },
  /** [date, days]: the day (YYYY-MM-DD) so many days later, or earlier for a negative number: the last day to watch is the day before a cancellation takes effect. Null for no date. */
  addDays: ([date, days]) => {
    if (date === null || date === undefined) return null;
    const day = dayOf(String(date));
    if (day === undefined || typeof days !== 'number' || !Number.isInteger(days)) throw new Error(`"${String(date)}" plus ${String(days)} days is no day`);
    return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
  },
  /** A day (YYYY-MM-DD) in Dutch words: "2026-12-23" is "23 december 2026" (spec 001 section 9.5's nl-NL). Null for no date. */
  dutchDate: ([date]) => {
    if (date === null || date === undefined) return null;
    const day = dayOf(String(date));
    if (day === undefined) throw new Error(`"${String(date)}" is no day`);
    return dutchDays().format(new Date(day * 86_400_000));
  },
  /**
   * [table, key, field]: table[key][field] for a key the table has as its own, else null (an unknown
   * key is no prototype). A list is a table by its elements' id: the tier "premium" of the tiers.
   */
  lookup: ([table, key, field]) => {
    if (!table || typeof table !== 'object' || typeof key !== 'string') return null;
    if (Array.isArray(table)) table = Object.fromEntries(table.filter((entry) => entry && typeof entry === 'object' && typeof entry.id === 'string').map((entry) => [entry.id, entry]));
    if (!Object.hasOwn(table as object, key)) return null;
    const entry = (table as Record<string, unknown>)[key];
    if (field === undefined) return entry ?? null;
    return entry && typeof entry === 'object' && typeof field === 'string' && Object.hasOwn(entry, field) ? ((entry as Record<string, unknown>)[field] ?? null) : null;
  },
  lower: ([text]) => (typeof text === 'string' ? text.toLowerCase() : text),
  /** The requested redirect if it is a safe path of this site (with its kept query), else null. */
  safeRedirect: ([requested]) => safeRedirect(requested) ?? null,
  yearsSince: ([date, now]) => {
    if (typeof date !== 'string' || typeof now !== 'string') return null;
    const from = new Date(date);
    const to = new Date(now);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
    let years = to.getUTCFullYear() - from.getUTCFullYear();
    const beforeBirthday =
      to.getUTCMonth() < from.getUTCMonth() ||
      (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
    if (beforeBirthday) years -= 1;
    return years;
  },
};

function createEngine(): LogicEngine {
  const engine = new LogicEngine();
  for (const [name, operator] of Object.entries(customOperators)) {
    engine.addMethod(name, (args: unknown) => operator(Array.isArray(args) ? args : [args]), { deterministic: true });
  }
  return engine;
}

const engine = createEngine();

/**
 * Replaces every {"condition": "name"} (and a bare name at the top) by the named rule, so that a
 * named condition is defined once and costs nothing at evaluation time.
 */
export function inlineConditions(logic: Logic, named: Readonly<Record<string, Logic>>): Logic {
  return typeof logic === 'string' ? expandNamed(logic, named, []) : expand(logic, named, []);
}

function expand(logic: Logic, named: Readonly<Record<string, Logic>>, chain: readonly string[]): Logic {
  if (Array.isArray(logic)) return logic.map((item) => expand(item, named, chain));
  if (logic === null || typeof logic !== 'object') return logic;
  const entries = Object.entries(logic);
  const [first] = entries;
  if (entries.length === 1 && first?.[0] === 'condition' && typeof first[1] === 'string') return expandNamed(first[1], named, chain);
  return Object.fromEntries(entries.map(([key, value]) => [key, expand(value, named, chain)]));
}

function expandNamed(name: string, named: Readonly<Record<string, Logic>>, chain: readonly string[]): Logic {
  if (!Object.hasOwn(named, name)) throw new ConditionError(`unknown condition "${name}"`, name);
  if (chain.includes(name)) throw new ConditionError(`condition "${name}" refers to itself through ${chain.join(' -> ')}`, name);
  const body = named[name];
  return typeof body === 'string' ? expandNamed(body, named, [...chain, name]) : expand(body, named, [...chain, name]);
}

/**
 * interpreted: the browser's mode (no code is built, CSP-safe). compiled: json-logic-engine builds
 * a function with eval, for Node only; the benchmark measures both.
 */
export type ConditionMode = 'interpreted' | 'compiled';

/** Compiles a condition once: a bare string names a named condition. */
export function compileLogic(logic: Logic, named: Readonly<Record<string, Logic>> = {}, mode: ConditionMode = 'interpreted'): Evaluator {
  return evaluator(logic, inlineConditions(logic, named), mode);
}

/** Compiles an expression (a value such as a route parameter): a bare string is just that text. */
export function compileExpression(logic: Logic, named: Readonly<Record<string, Logic>> = {}, mode: ConditionMode = 'interpreted'): Evaluator {
  return evaluator(logic, expand(logic, named, []), mode);
}

/** The evaluator throws ConditionError instead of answering a silent false. */
function evaluator(logic: Logic, rule: Logic, mode: ConditionMode): Evaluator {
  if (rule === null || typeof rule !== 'object') return () => rule;
  const run = mode === 'compiled' ? (engine.build(rule) as Evaluator) : (facts: object) => engine.run(rule, facts);
  return (facts) => {
    try {
      return run(facts);
    } catch (cause) {
      throw new ConditionError(`condition ${JSON.stringify(logic)} failed: ${describe(cause)}`, logic);
    }
  };
}

export function isTruthy(value: unknown): boolean {
  return engine.truthy(value) as boolean;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (cause && typeof cause === 'object' && 'type' in cause) return String((cause as { type: unknown }).type);
  return String(cause);
}

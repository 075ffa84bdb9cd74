/**
 * JsonLogic as json-logic-engine interprets it, for the code the build generates from a flow's
 * conditions (logic-code.ts): the browser runs that code and neither parses nor interprets
 * JsonLogic. Each helper answers what the interpreter answers, throws included (the engine's
 * repository compares the two over every condition of its sites in a property test).
 */
import type { Operator } from './operator.ts';

/** What the interpreter throws for arguments an operator cannot take. */
const INVALID_ARGUMENTS = { type: 'Invalid Arguments' };

export function invalid(): never {
  throw INVALID_ARGUMENTS;
}

/** JsonLogic's truth: an empty list, an empty plain object and an empty collection are false. */
export function truthy(value: unknown): boolean {
  if (!value) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    const object = value as { [Symbol.iterator]?: unknown; length?: number; size?: number };
    if (object[Symbol.iterator]) {
      if ('length' in object && object.length === 0) return false;
      if ('size' in object && object.size === 0) return false;
    }
    if (object.constructor.name === 'Object') return Object.keys(object).length > 0;
  }
  return true;
}

/** A path's parts: dots separate, a backslash escapes a dot, a slash or itself. */
export function pathParts(path: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < path.length; index += 1) {
    const char = path[index];
    const next = path[index + 1];
    if (char === '\\') {
      if (next === '.' || next === '/' || next === '\\') {
        current += next;
        index += 1;
      } else current += char;
    } else if (char === '.') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (parts.length !== path.length) parts.push(current);
  return parts;
}

/** {"var": key} and {"var": [key, default]}: the value at a path of the data, else the default (null). */
export function valueAt(data: unknown, argument: unknown): unknown {
  let key = argument;
  let otherwise: unknown;
  if (Array.isArray(key)) {
    otherwise = key[1];
    key = key[0];
  }
  if (key === undefined || key === '' || key === null) return typeof data === 'function' ? null : data;
  return pathOf(data, pathParts(String(key)), otherwise);
}

/** {"var": "a.b"} with its path split at build time (logic-code.ts): the value there, else the default (null). */
export function pathOf(data: unknown, parts: readonly string[], otherwise: unknown): unknown {
  const notFound = otherwise === undefined ? null : otherwise;
  let context = data;
  for (const part of parts) {
    if (context === null || context === undefined) return notFound;
    context = (context as Record<string, unknown>)[part];
    if (context === undefined) return notFound;
  }
  return typeof context === 'function' ? null : context;
}

export function not(value: unknown): boolean {
  return Array.isArray(value) ? !truthy(value[0]) : !truthy(value);
}

export function both(value: unknown): boolean {
  return Array.isArray(value) ? truthy(value[0]) : truthy(value);
}

export const comparisons = {
  '<': (a: never, b: never) => a < b,
  '<=': (a: never, b: never) => a <= b,
  '>': (a: never, b: never) => a > b,
  '>=': (a: never, b: never) => a >= b,
  // JsonLogic's == and != are JavaScript's loose ones.
  '==': (a: unknown, b: unknown) => a == b,
  '===': (a: unknown, b: unknown) => a === b,
  '!=': (a: unknown, b: unknown) => a != b,
  '!==': (a: unknown, b: unknown) => a !== b,
} as const;

export type Comparison = keyof typeof comparisons;

/** A value a number comparison takes: NaN and objects are refused, as the interpreter refuses them. */
function numeric(item: unknown): unknown {
  if (Number.isNaN(item)) throw NaN;
  if (!item) return item;
  if (typeof item === 'object') throw NaN;
  return item;
}

const textual = (value: unknown): boolean => typeof value === 'string' || value === null;

/** A comparison of two operands: text (or null) with text as it is, anything else as numbers, which NaN and objects are not. */
export function compareTwo(operator: Comparison, a: unknown, b: unknown): boolean {
  const test = comparisons[operator] as (a: unknown, b: unknown) => boolean;
  if (operator.length === 3 || (textual(a) && textual(b))) return test(a, b);
  if (Number.isNaN(+(numeric(a) as number))) throw NaN;
  if (Number.isNaN(+(numeric(b) as number)) && a !== null) throw NaN;
  return test(+(a as number), +(b as number));
}

/** A comparison of three or more operands, each evaluated only when reached (a chain stops at its first false). */
export function compare(operator: Comparison, operands: readonly (() => unknown)[]): boolean {
  const test = comparisons[operator] as (a: unknown, b: unknown) => boolean;
  const strict = operator.length === 3;
  if (operands.length <= 1) invalid();
  let previous = (operands[0] as () => unknown)();
  for (let index = 1; index < operands.length; index += 1) {
    const current = (operands[index] as () => unknown)();
    if (strict || (textual(current) && textual(previous))) if (!test(previous, current)) return false;
    if (Number.isNaN(+(numeric(current) as number)) && previous !== null) throw NaN;
    if (index === 1 && Number.isNaN(+(numeric(previous) as number))) throw NaN;
    if (!test(+(previous as number), +(current as number))) return false;
    previous = current;
  }
  return true;
}

export function includes(args: unknown): boolean {
  const [item, list] = args as [unknown, { includes(item: unknown): boolean } | null | undefined];
  return (list || ([] as unknown[])).includes(item);
}

export function cat(args: unknown): string {
  if (typeof args === 'string') return args;
  if (!Array.isArray(args)) return (args as { toString(): string }).toString();
  let text = '';
  for (const item of args) if (item !== null && item !== undefined) text += String(item);
  return text;
}

export function substr(args: unknown): string {
  const [text, from, end] = args as [string, number, number];
  if (end < 0) {
    const rest = text.substr(from);
    return rest.substr(0, rest.length + end);
  }
  return text.substr(from, end);
}

/** The operators by name, for generated code to call: each gets its evaluated arguments as a list (a single one wrapped). */
export function operatorTable(operators: readonly Operator[]): Readonly<Record<string, (args: unknown) => unknown>> {
  return Object.fromEntries(operators.map((operator) => [operator.name, (args: unknown) => operator.evaluate(Array.isArray(args) ? args : [args])]));
}

/**
 * Conditions are JsonLogic. What turns a piece of logic into a function is given to the engine
 * (a LogicCompiler): in the browser the build's compiled functions (precompiledLogic, from
 * logic-code.ts), so no JsonLogic is parsed or interpreted there; in Node json-logic-engine's
 * interpreter (logic-interpreter.ts). Named conditions are inlined first, the same way for both.
 */
import { truthy } from './logic-runtime.ts';

export type Logic = unknown;
export type Evaluator = (facts: object) => unknown;
/** Makes the function of a piece of logic (an object or a list: anything else is its own value). */
export type LogicCompiler = (rule: Logic) => Evaluator;

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
 * Replaces every {"condition": "name"} (and a bare name at the top) by the named rule, so that a
 * named condition is defined once and costs nothing at evaluation time.
 */
export function inlineConditions(logic: Logic, named: Readonly<Record<string, Logic>>): Logic {
  return typeof logic === 'string' ? expandNamed(logic, named, []) : expand(logic, named, []);
}

/** An expression's logic with its {"condition": "name"} inlined; a bare string is just that text. */
export function expandLogic(logic: Logic, named: Readonly<Record<string, Logic>>): Logic {
  return expand(logic, named, []);
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

/** The function of a piece of logic, as written (logic) and inlined (rule); it throws ConditionError instead of answering a silent false. */
export function evaluatorOf(logic: Logic, rule: Logic, compile: LogicCompiler): Evaluator {
  if (rule === null || typeof rule !== 'object') return () => rule;
  const run = compile(rule);
  return (facts) => {
    try {
      return run(facts);
    } catch (cause) {
      throw new ConditionError(`condition ${JSON.stringify(logic)} failed: ${describe(cause)}`, logic);
    }
  };
}

/**
 * The key under which the build's compiled function of a piece of logic is found: a 53-bit hash
 * (cyrb53) of its JSON, so the flow's module does not carry each rule's text twice.
 */
export function logicKey(rule: Logic): string {
  const text = JSON.stringify(rule);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key of a reference to a compiled function, which the build puts where the logic was (logic-code.ts, withCompiledReferences). */
export const COMPILED = '$compiled';

/**
 * The build's compiled functions (logic-code.ts) as a compiler, found by the reference the build
 * left in place of the logic, or by raw logic's key: logic the build did not compile is an error,
 * not a quiet answer.
 */
export function precompiledLogic(table: Readonly<Record<string, Evaluator>>): LogicCompiler {
  return (rule) => {
    const reference = rule !== null && typeof rule === 'object' ? (rule as Record<string, unknown>)[COMPILED] : undefined;
    const key = typeof reference === 'string' ? reference : logicKey(rule);
    const compiled = Object.hasOwn(table, key) ? table[key] : undefined;
    if (!compiled) throw new ConditionError(`the condition ${JSON.stringify(rule)} was not compiled at build time`, rule);
    return compiled;
  };
}

/** JsonLogic's truth, which no operator changes: an empty list is false. */
export function isTruthy(value: unknown): boolean {
  return truthy(value);
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (cause && typeof cause === 'object' && 'type' in cause) return String((cause as { type: unknown }).type);
  return String(cause);
}

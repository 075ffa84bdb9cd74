/**
 * Conditions are JsonLogic, evaluated by json-logic-engine.
 *
 * The engine runs in interpreted mode: it walks the rule with cached closures and never builds
 * code, so a Content-Security-Policy without 'unsafe-eval' holds in the browser. The benchmark
 * (tools/bench.ts) measures it against the library's compiled mode; see docs/performance.md.
 */
import { LogicEngine } from 'json-logic-engine';
import type { Operator } from './operator.ts';
import { builtinOperators } from './operators/builtin.ts';

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

/** The engine with the engine's own operators and a product's, made once per list of operators. */
const engines = new WeakMap<readonly Operator[], LogicEngine>();
const NO_OPERATORS: readonly Operator[] = [];

function engineWith(operators: readonly Operator[]): LogicEngine {
  let engine = engines.get(operators);
  if (!engine) {
    engine = new LogicEngine();
    for (const operator of [...builtinOperators, ...operators]) {
      engine.addMethod(operator.name, (args: unknown) => operator.evaluate(Array.isArray(args) ? args : [args]), { deterministic: true });
    }
    engines.set(operators, engine);
  }
  return engine;
}

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

export interface LogicOptions {
  /** The named conditions a bare name or {"condition": "name"} stands for. */
  named?: Readonly<Record<string, Logic>>;
  mode?: ConditionMode;
  /** The product's operators (operators/registry.ts), beside the engine's own. */
  operators?: readonly Operator[];
}

/** Compiles a condition once: a bare string names a named condition. */
export function compileLogic(logic: Logic, { named = {}, ...options }: LogicOptions = {}): Evaluator {
  return evaluator(logic, inlineConditions(logic, named), options);
}

/** Compiles an expression (a value such as a route parameter): a bare string is just that text. */
export function compileExpression(logic: Logic, { named = {}, ...options }: LogicOptions = {}): Evaluator {
  return evaluator(logic, expand(logic, named, []), options);
}

/** The evaluator throws ConditionError instead of answering a silent false. */
function evaluator(logic: Logic, rule: Logic, { mode = 'interpreted', operators = NO_OPERATORS }: LogicOptions): Evaluator {
  if (rule === null || typeof rule !== 'object') return () => rule;
  const engine = engineWith(operators);
  const run = mode === 'compiled' ? (engine.build(rule) as Evaluator) : (facts: object) => engine.run(rule, facts);
  return (facts) => {
    try {
      return run(facts);
    } catch (cause) {
      throw new ConditionError(`condition ${JSON.stringify(logic)} failed: ${describe(cause)}`, logic);
    }
  };
}

/** JsonLogic's truth, which no operator changes: an empty list is false. */
export function isTruthy(value: unknown): boolean {
  return engineWith(NO_OPERATORS).truthy(value) as boolean;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (cause && typeof cause === 'object' && 'type' in cause) return String((cause as { type: unknown }).type);
  return String(cause);
}

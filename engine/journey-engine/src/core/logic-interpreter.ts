/**
 * JsonLogic interpreted by json-logic-engine, for Node: the validator, the journey cases, the
 * tests and the benchmarks (the browser runs the build's compiled functions, logic-code.ts).
 *
 * The interpreted mode walks the rule with cached closures and builds no code; the library's
 * compiled mode builds a function with eval; a site's benchmark can measure both.
 */
import { LogicEngine } from 'json-logic-engine';
import { evaluatorOf, expandLogic, inlineConditions, type Evaluator, type Logic, type LogicCompiler } from './json-logic.ts';
import { operatorTable } from './logic-runtime.ts';
import type { Operator } from './operator.ts';
import { builtinOperators } from './operators/builtin.ts';

export type ConditionMode = 'interpreted' | 'compiled';

/** The engine with the engine's own operators and a product's, made once per list of operators. */
const engines = new WeakMap<readonly Operator[], LogicEngine>();
const NO_OPERATORS: readonly Operator[] = [];

function engineWith(operators: readonly Operator[]): LogicEngine {
  let engine = engines.get(operators);
  if (!engine) {
    engine = new LogicEngine();
    for (const [name, method] of Object.entries(operatorTable([...builtinOperators, ...operators]))) engine.addMethod(name, method, { deterministic: true });
    engines.set(operators, engine);
  }
  return engine;
}

export interface InterpreterOptions {
  /** The site's operators, beside the engine's own. */
  operators?: readonly Operator[];
  mode?: ConditionMode;
}

export function interpretedLogic({ operators = NO_OPERATORS, mode = 'interpreted' }: InterpreterOptions = {}): LogicCompiler {
  const engine = engineWith(operators);
  return (rule) => (mode === 'compiled' ? (engine.build(rule) as Evaluator) : (facts: object) => engine.run(rule, facts));
}

export interface LogicOptions extends InterpreterOptions {
  /** The named conditions a bare name or {"condition": "name"} stands for. */
  named?: Readonly<Record<string, Logic>>;
}

/** Compiles a condition once: a bare string names a named condition. */
export function compileLogic(logic: Logic, { named = {}, ...options }: LogicOptions = {}): Evaluator {
  return evaluatorOf(logic, inlineConditions(logic, named), interpretedLogic(options));
}

/** Compiles an expression (a value such as a route parameter): a bare string is just that text. */
export function compileExpression(logic: Logic, { named = {}, ...options }: LogicOptions = {}): Evaluator {
  return evaluatorOf(logic, expandLogic(logic, named), interpretedLogic(options));
}

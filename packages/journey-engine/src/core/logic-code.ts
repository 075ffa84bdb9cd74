/**
 * Conditions compiled at build time, as ajv's standalone code compiles forms: each piece of
 * JsonLogic of a flow becomes a JavaScript function in the flow's module, so the browser neither
 * parses nor interprets JsonLogic and nothing is eval'ed. The functions call logic-runtime.ts
 * (imported as L), which answers what json-logic-engine answers, and the operators (O).
 *
 * Which logic a flow compiles at run time is found by its shape: every object whose one key is an
 * operator, at the outermost level, and every named condition (a bare name stands for it). The
 * runtime finds a function by the key of the logic it was asked for (logicKey): logic the build
 * did not see is a ConditionError, which the browser tests would show.
 */
import { expandLogic, inlineConditions, logicKey, type Logic } from './json-logic.ts';
import { pathParts } from './logic-runtime.ts';

/** JsonLogic's operators that the generated code knows; any other is a build error. */
const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '===', '!=', '!==']);
const STANDARD = new Set(['var', '!', '!!', 'and', 'or', 'if', 'in', 'cat', 'substr', ...COMPARISONS]);

export class LogicCodeError extends Error {
  override name = 'LogicCodeError';
}

/**
 * Writes one function's code. What the interpreter does at each evaluation and the build can do
 * once is done here: a literal path is split once and kept as a constant of the module, strict
 * comparisons are JavaScript's own, and "and"/"or" keep their operand in a local instead of a
 * list of closures, so a compiled decision is no slower than the interpreter's.
 */
class FunctionWriter {
  private temps = 0;

  constructor(
    private readonly operators: ReadonlySet<string>,
    /** The module's constant paths, by their JSON: shared by all its functions. */
    private readonly paths: Map<string, string>,
  ) {}

  /** The function of a piece of logic, over the data d. */
  function(logic: Logic): string {
    const body = this.expression(logic);
    if (this.temps === 0) return `(d)=>${body}`;
    const locals = Array.from({ length: this.temps }, (_, index) => `t${index}`).join(',');
    return `(d)=>{let ${locals};return ${body}}`;
  }

  private expression(logic: Logic): string {
    if (Array.isArray(logic)) return `[${logic.map((item) => this.expression(item)).join(',')}]`;
    if (logic === null || typeof logic !== 'object') return JSON.stringify(logic) ?? 'undefined';
    const entries = Object.entries(logic);
    const [entry] = entries;
    if (entries.length !== 1 || !entry) throw new LogicCodeError(`not JsonLogic: ${JSON.stringify(logic)}`);
    const [operator, args] = entry;
    const of = (value: Logic) => this.expression(value);
    switch (operator) {
      case 'var':
        return this.variable(args);
      case '!':
        return `L.not(${of(args)})`;
      case '!!':
        return `L.both(${of(args)})`;
      case 'and':
      case 'or':
        return this.chain(operator, args);
      case 'if':
        return this.conditional(args);
      case 'in':
        return `L.includes(${of(args)})`;
      case 'cat':
        return `L.cat(${of(args)})`;
      case 'substr':
        return `L.substr(${of(args)})`;
    }
    if (COMPARISONS.has(operator)) return this.comparison(operator, args);
    if (this.operators.has(operator)) return `O[${JSON.stringify(operator)}](${of(args)})`;
    throw new LogicCodeError(`the operator "${operator}" has no compiled form (logic-code.ts)`);
  }

  /** {"var": "a.b"} and {"var": ["a.b", default]}: a literal path is split at build time. */
  private variable(args: Logic): string {
    const [key, otherwise] = Array.isArray(args) ? args : [args];
    if ((typeof key !== 'string' && typeof key !== 'number') || key === '') return `L.valueAt(d,${this.expression(args)})`;
    const parts = JSON.stringify(pathParts(String(key)));
    let name = this.paths.get(parts);
    if (!name) {
      name = `P${this.paths.size}`;
      this.paths.set(parts, name);
    }
    return `L.pathOf(d,${name},${this.expression(otherwise)})`;
  }

  /** {"and": [...]}: the first false operand, else the last; {"or": [...]}: the first true one, else the last. */
  private chain(operator: 'and' | 'or', args: Logic): string {
    if (!Array.isArray(args)) return 'L.invalid()';
    if (args.length === 0) return 'null';
    const temp = `t${this.temps++}`;
    const stop = operator === 'and' ? '!' : '';
    const operands = args.map((arg) => this.expression(arg));
    const last = operands.pop() as string;
    // The last operand is tested too, as the interpreter tests it, though it is the answer either way.
    return `(${operands.map((code) => `${stop}L.truthy(${temp}=${code})?${temp}:`).join('')}(L.truthy(${temp}=${last}),${temp}))`;
  }

  private comparison(operator: string, args: Logic): string {
    if (!Array.isArray(args)) return 'L.invalid()';
    if (args.length === 2) {
      const [a, b] = args.map((arg) => this.expression(arg));
      // A strict comparison is JavaScript's own; a loose one coerces as the interpreter does.
      if (operator === '===' || operator === '!==') return `(${a}${operator}${b})`;
      return `L.compareTwo(${JSON.stringify(operator)},${a},${b})`;
    }
    return `L.compare(${JSON.stringify(operator)},[${args.map((arg) => `()=>${this.expression(arg)}`).join(',')}])`;
  }

  /** {"if": [test, then, test, then, ..., otherwise]}: a chain of conditional expressions. */
  private conditional(args: Logic): string {
    if (!Array.isArray(args)) return 'L.invalid()';
    if (args.length === 1) return this.expression(args[0]);
    if (args.length < 2) return 'null';
    const parts = args.length % 2 === 1 ? args : [...args, null];
    let code = this.expression(parts[parts.length - 1]);
    for (let index = parts.length - 3; index >= 0; index -= 2) {
      code = `(L.truthy(${this.expression(parts[index])})?${this.expression(parts[index + 1])}:${code})`;
    }
    return code;
  }
}

/** Whether a value is logic the runtime compiles: an object whose one key is an operator or a condition's name. */
function isLogic(value: unknown, operators: ReadonlySet<string>): value is Record<string, Logic> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (STANDARD.has(keys[0] as string) || operators.has(keys[0] as string) || keys[0] === 'condition');
}

/** Every piece of logic in a value, outermost only. */
function logicIn(value: unknown, operators: ReadonlySet<string>, into: Logic[] = []): Logic[] {
  if (isLogic(value, operators)) into.push(value);
  else if (Array.isArray(value)) for (const item of value) logicIn(item, operators, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) logicIn(item, operators, into);
  return into;
}

export interface LogicSources {
  /** What a flow compiles: the flow, the site guards. */
  sources: readonly unknown[];
  /** The conditions a bare name stands for. */
  named: Readonly<Record<string, Logic>>;
  /** The operators' names beside JsonLogic's. */
  operators: readonly string[];
}

/** Every piece of logic a flow compiles at run time, inlined, by key. */
export function compiledRules({ sources, named, operators }: LogicSources): Map<string, Logic> {
  const known = new Set(operators);
  const rules = new Map<string, Logic>();
  const add = (rule: Logic) => {
    if (rule === null || typeof rule !== 'object') return;
    const key = logicKey(rule);
    const seen = rules.get(key);
    if (seen !== undefined && JSON.stringify(seen) !== JSON.stringify(rule)) throw new LogicCodeError(`two pieces of logic share the key ${key}`);
    rules.set(key, rule);
  };
  for (const name of Object.keys(named)) add(inlineConditions(name, named));
  for (const logic of sources.flatMap((source) => logicIn(source, known))) add(expandLogic(logic, named));
  return rules;
}

/**
 * The module text of a flow's compiled logic: `export const logic = { KEY: (d) => ..., ... }`.
 * It imports the engine's logic-runtime.ts by the package's name, and the operators from
 * operatorsModule: the import path of a module exporting `operators`, the operators' list.
 */
export function logicModule({ operatorsModule, ...sources }: LogicSources & { operatorsModule: string }): string {
  const known = new Set(sources.operators);
  const paths = new Map<string, string>();
  const functions = [...compiledRules(sources)].map(([key, rule]) => `${JSON.stringify(key)}:${new FunctionWriter(known, paths).function(rule)}`);
  return [
    "import * as L from 'journey-engine/logic-runtime';",
    `import { operators } from ${JSON.stringify(operatorsModule)};`,
    'const O = L.operatorTable(operators);',
    ...[...paths].map(([parts, name]) => `const ${name} = ${parts};`),
    `export const logic = {${functions.join(',\n')}};`,
  ].join('\n');
}

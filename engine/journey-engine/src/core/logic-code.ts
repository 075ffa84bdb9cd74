/**
 * Conditions compiled at build time, as ajv's standalone code compiles forms: each piece of
 * JsonLogic of a flow becomes a JavaScript function in the flow's module, so the browser neither
 * parses nor interprets JsonLogic and nothing is eval'ed. The functions call logic-runtime.ts
 * (imported as L), which answers what json-logic-engine answers, and the operators (O).
 *
 * Which logic a flow compiles at run time is found by its shape: every object whose one key is an
 * operator, at the outermost level, and every named condition (a bare name stands for it). The
 * browser gets the flow with each of them replaced by a reference to its function
 * (withCompiledReferences): no JsonLogic is shipped beside its code. The runtime finds a function
 * by that reference, or by the key of raw logic (logicKey): logic the build did not see is a
 * ConditionError, which the browser tests would show.
 */
import { COMPILED, expandLogic, inlineConditions, logicKey, type Logic } from './json-logic.ts';
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
    /** The operators the module's functions call, each imported once: a chunk carries only these. */
    private readonly used: Set<string>,
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
    if (this.operators.has(operator)) {
      this.used.add(operator);
      return `O[${JSON.stringify(operator)}](${of(args)})`;
    }
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

/** Where the generated code imports an operator from: a module, and the name the operator is exported by there. */
export interface OperatorImport {
  from: string;
  name: string;
}

/**
 * The module text of a flow's compiled logic: `export const logic = { KEY: (d) => ..., ... }`.
 * It imports the engine's logic-runtime.ts by the package's name, and of the operators only those
 * its functions call, each from where operatorImports says, so a flow's chunk carries no other.
 */
export function logicModule({ operatorImports, ...sources }: LogicSources & { operatorImports: Readonly<Record<string, OperatorImport>> }): string {
  const known = new Set(sources.operators);
  const paths = new Map<string, string>();
  const used = new Set<string>();
  const functions = [...compiledRules(sources)].map(([key, rule]) => `${JSON.stringify(key)}:${new FunctionWriter(known, paths, used).function(rule)}`);
  const operators = [...used].sort().map((name, index) => {
    const source = operatorImports[name];
    if (!source) throw new LogicCodeError(`the operator "${name}" has no module to import it from`);
    return { local: `O${index}`, ...source };
  });
  return [
    "import * as L from 'journey-engine/logic-runtime';",
    ...operators.map(({ local, from, name }) => `import { ${name} as ${local} } from ${JSON.stringify(from)};`),
    `const O = L.operatorTable([${operators.map(({ local }) => local).join(', ')}]);`,
    ...[...paths].map(([parts, name]) => `const ${name} = ${parts};`),
    `export const logic = {${functions.join(',\n')}};`,
  ].join('\n');
}

/**
 * A value as the browser gets it: each piece of logic the build compiles (as compiledRules finds
 * it) replaced by a reference to its function, {"$compiled": KEY}, which the runtime's
 * precompiledLogic looks up. Logic whose conditions inline to a plain value stays as written.
 */
export function withCompiledReferences(value: unknown, { named, operators }: Pick<LogicSources, 'named' | 'operators'>): unknown {
  const known = new Set(operators);
  const replace = (item: unknown): unknown => {
    if (isLogic(item, known)) return reference(item, expandLogic(item, named));
    if (Array.isArray(item)) return item.map(replace);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, replace(inner)]));
    return item;
  };
  return replace(value);
}

/** The named conditions as the browser gets them: each a reference to its function (withCompiledReferences). */
export function namedReferences(names: Iterable<string>, named: Readonly<Record<string, Logic>>): Record<string, Logic> {
  return Object.fromEntries([...names].map((name) => [name, reference(named[name], inlineConditions(name, named))]));
}

function reference(logic: Logic, rule: Logic): Logic {
  return rule !== null && typeof rule === 'object' ? { [COMPILED]: logicKey(rule) } : logic;
}

/**
 * The build's compiled conditions (engine/core/logic-code.ts) answer what json-logic-engine's
 * interpreter answers, for every piece of logic of every flow, the site guards' included: on
 * generated facts at each path the logic reads, values of every type (or nothing), the two give
 * the same value, or both throw. 40 runs per piece of logic, over 10,000 in all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiledRules, ConditionError, logicModule, LogicCodeError, logicKey, precompiledLogic, type Evaluator, type Logic, interpretedLogic } from 'journey-engine';
import { operators } from '../../operators/registry.ts';
import { flowLogicModule, shippedFlow } from 'journey-engine/vite';
import { compileContext, compiledLogic, flowLogicSources, operatorImports, operatorNames } from '../../tools/compiled-logic.ts';
import { projectFlows } from '../support/project-flows.ts';

const RUNS_PER_RULE = 40;
/** The flows' logic, each flow's with its own named conditions, by key. */
function projectLogic(): Map<string, Logic> {
  const rules = new Map<string, Logic>();
  for (const flow of projectFlows()) for (const [key, rule] of compiledRules(flowLogicSources(flow))) rules.set(key, rule);
  return rules;
}

/** The paths a piece of logic reads with a literal {"var": ...}. */
function pathsOf(logic: Logic, into = new Set<string>()): Set<string> {
  if (Array.isArray(logic)) logic.forEach((item) => pathsOf(item, into));
  else if (logic && typeof logic === 'object') {
    for (const [key, value] of Object.entries(logic)) {
      const path = Array.isArray(value) ? value[0] : value;
      if (key === 'var' && (typeof path === 'string' || typeof path === 'number')) into.add(String(path));
      pathsOf(value, into);
    }
  }
  return into;
}

/** A value of any type JsonLogic meets in facts, the troublesome ones often. */
const value = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, 1, -1, '', '0', 'ja', 'plus', 'basis', '2026-11-25', '2027-01-01T00:00:00Z', '/aanmelden', 'https://evil.example', [], {}, NaN),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('id', 'name', 'plus', 'amountCents', 'code'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }),
);

/** Facts with a generated value (or none) at each path. */
function factsAt(paths: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(...paths.map(() => fc.option(value, { nil: undefined, freq: 4 }))).map((values) => {
    const facts: Record<string, unknown> = {};
    paths.forEach((path, index) => {
      const parts = path.split('.');
      let node = facts;
      for (const part of parts.slice(0, -1)) {
        const next = node[part];
        // A copy: a generated value may be one shared instance ({} of constantFrom), never to be changed.
        node[part] = next && typeof next === 'object' && !Array.isArray(next) ? { ...next } : {};
        node = node[part] as Record<string, unknown>;
      }
      if (values[index] !== undefined) node[parts[parts.length - 1] as string] = values[index];
    });
    return facts;
  });
}

type Outcome = { value: unknown } | { threw: true };

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch {
    return { threw: true };
  }
}

describe('compiled conditions', () => {
  it('answer as the interpreter does, for every piece of logic of the project', async () => {
    const rules = projectLogic();
    expect(rules.size).toBeGreaterThan(300);
    const compiled = await compiledLogic({ sources: [...rules.values()], named: {}, operators: operatorNames });
    const interpret = interpretedLogic({ operators });
    let runs = 0;
    for (const [key, rule] of rules) {
      const run = compiled[key];
      expect(run, `no compiled function for ${JSON.stringify(rule)}`).toBeTypeOf('function');
      const interpreted = interpret(rule);
      fc.assert(
        fc.property(factsAt([...pathsOf(rule)]), (facts) => {
          runs += 1;
          expect(
            outcome(() => (run as Evaluator)(facts)),
            JSON.stringify({ rule, facts }),
          ).toEqual(outcome(() => interpreted(facts)));
        }),
        { numRuns: RUNS_PER_RULE },
      );
    }
    expect(runs).toBeGreaterThanOrEqual(10_000);
  });

  it('a key is the logic’s own: the same logic has one key, other logic another', () => {
    expect(logicKey({ var: 'a' })).toBe(logicKey({ var: 'a' }));
    expect(logicKey({ var: 'a' })).not.toBe(logicKey({ var: 'b' }));
  });

  it('an operator the code generator does not know is a build error, not a quiet false', () => {
    expect(() => logicModule({ sources: [{ skipWhen: { max: [1, 2] } }], named: {}, operators: ['max'], operatorImports: { max: { from: 'o', name: 'max' } } })).not.toThrow();
    expect(() => logicModule({ sources: [{ skipWhen: { '!': { reduce: [1] } } }], named: {}, operators: [], operatorImports: {} })).toThrow(LogicCodeError);
  });
});

/** JsonLogic's operators, the project's and a named condition's: an object with one of these as its one key is logic. */
const LOGIC_KEYS = new Set(['var', '!', '!!', 'and', 'or', 'if', 'in', 'cat', 'substr', '<', '<=', '>', '>=', '==', '===', '!=', '!==', 'condition', ...operatorNames]);

/** Every object in a value whose one key is the given kind. */
function objectsIn(value: unknown, keyed: (key: string) => boolean, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => objectsIn(item, keyed, into));
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keyed(keys[0] as string)) into.push(value as Record<string, unknown>);
    else Object.values(value).forEach((item) => objectsIn(item, keyed, into));
  }
  return into;
}

describe('the flows as the browser gets them (their chunks)', () => {
  it.each(projectFlows().map((flow) => [flow.id, flow] as const))('%s carries no JsonLogic, only references to functions of its own module', (_id, flow) => {
    const shipped = shippedFlow(flow, compileContext());
    expect(objectsIn(shipped, (key) => LOGIC_KEYS.has(key))).toEqual([]);
    const references = objectsIn(shipped, (key) => key === '$compiled').map((reference) => reference.$compiled);
    expect(references.length).toBeGreaterThan(0);
    const compiled = new Set(compiledRules(flowLogicSources(flow)).keys());
    expect(references.filter((key) => !compiled.has(key as string))).toEqual([]);
  });

  it("a flow's module imports only the operators its logic calls", () => {
    const module = logicModule({ sources: [{ skipWhen: { euro: { var: 'plan.priceCents' } } }], named: {}, operators: operatorNames, operatorImports });
    expect(module.match(/^import \{ \w+ as O\d+ \}/gm)).toEqual(['import { euro as O0 }']);
    const registration = projectFlows().find((flow) => flow.id === 'registration');
    if (!registration) throw new Error('no registration flow');
    expect(flowLogicModule(registration, compileContext())).not.toMatch(/import \{ (contract|price|lookup) as/);
  });

  it('a reference the build did not compile is an error, not a quiet answer', () => {
    const compile = precompiledLogic({ k1: () => true });
    expect(compile({ $compiled: 'k1' })({})).toBe(true);
    expect(() => compile({ $compiled: 'k2' })).toThrow(ConditionError);
  });
});

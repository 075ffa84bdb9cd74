/**
 * A flow's logic compiled as the build compiles it (journey-engine's logic-code.ts), and the flow
 * as the browser gets it, with references to those functions in place of its logic. In Node the
 * module is written under node_modules/.cache and imported, so the benchmark times and the tests
 * check the very functions the browser runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as engine from 'journey-engine';
import { logicModule, namedReferences, withCompiledReferences, type LogicSources, type OperatorImport, builtinOperators } from 'journey-engine';
import type { Evaluator, Flow, Guard, Operator } from 'journey-engine';
import * as product from '../operators/registry.ts';
import { FLOWS_DIR, namedGuards, ROOT, sharedConditions, siteGuards } from './project.ts';

/** The names of the engine's operators and the product's, which compiled logic calls. */
export const operatorNames: readonly string[] = [...builtinOperators, ...product.operators].map((operator) => operator.name);

/**
 * Where compiled logic imports each operator from: the engine's from journey-engine, the
 * product's from operators/registry.ts, each by the name it is exported by there.
 */
export const operatorImports: Readonly<Record<string, OperatorImport>> = Object.fromEntries([
  ...exportsAmong('journey-engine', engine, builtinOperators),
  ...exportsAmong(join(ROOT, 'operators', 'registry.ts'), product, product.operators),
]);

function exportsAmong(from: string, module: object, operators: readonly Operator[]): [string, OperatorImport][] {
  return Object.entries(module).flatMap(([name, value]) => (operators.includes(value as Operator) ? [[(value as Operator).name, { from, name }]] : []));
}

/** What a flow compiles, as the build compiles it: the flow (its journey cases aside), the site guards, with its named conditions and every operator. */
export function flowLogicSources(flow: Flow, flowsDir = FLOWS_DIR): LogicSources {
  const { tests: _tests, ...compiled } = flow;
  return {
    sources: [compiled, siteGuards(flowsDir), namedGuards(flowsDir)],
    named: { ...sharedConditions(flowsDir), ...flow.conditions },
    operators: operatorNames,
  };
}

/** A flow's module of compiled logic, its operators imported from where operatorImports says. */
export function flowLogicModule(flow: Flow, flowsDir = FLOWS_DIR): string {
  return logicModule({ ...flowLogicSources(flow, flowsDir), operatorImports });
}

/**
 * A flow as the browser gets it, with what it is compiled with: each piece of logic a reference to
 * its compiled function; its conditions those of its own and the shared ones it names; the site
 * guards, and the named guards it or they name.
 */
export function shippedFlow(flow: Flow, flowsDir = FLOWS_DIR): { flow: Flow; siteGuards: Guard[]; namedGuards: Record<string, Guard> } {
  const { tests: _tests, conditions: _conditions, ...rest } = flow;
  const { named, operators } = flowLogicSources(flow, flowsDir);
  const references = <T>(value: T) => withCompiledReferences(value, { named, operators }) as T;
  // Names inside the logic were inlined into its function: only the bare ones left need shipping.
  const shipped = references(rest as Flow);
  const guards = references(siteGuards(flowsDir));
  const namedInFlow = textsIn([shipped, guards]);
  const namedGuardsShipped = Object.fromEntries(Object.entries(references(namedGuards(flowsDir))).filter(([name]) => namedInFlow.has(name)));
  const texts = textsIn([shipped, guards, namedGuardsShipped]);
  return {
    flow: {
      ...shipped,
      conditions: namedReferences(
        Object.keys(named).filter((name) => texts.has(name)),
        named,
      ),
    },
    siteGuards: guards,
    namedGuards: namedGuardsShipped,
  };
}

/** Every text in a value: a condition or a named guard is named by a bare one. */
function textsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsIn(item, into);
  return into;
}

export async function compiledLogic(sources: LogicSources): Promise<Record<string, Evaluator>> {
  // Inside the project, so its imports resolve as the build resolves them; gone once imported.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'logic-'));
  try {
    writeFileSync(join(dir, 'logic.ts'), logicModule({ ...sources, operatorImports }));
    return ((await import(pathToFileURL(join(dir, 'logic.ts')).href)) as { logic: Record<string, Evaluator> }).logic;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

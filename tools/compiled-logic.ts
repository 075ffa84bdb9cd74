/**
 * This site's flows' logic as the build compiles it (journey-engine/vite): what they compile with,
 * and the compiled functions in Node, where the module is written under node_modules/.cache and
 * imported, so the benchmark times and the tests check the very functions the browser runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as engine from 'journey-engine';
import { logicModule, type LogicSources, type OperatorImport, builtinOperators } from 'journey-engine';
import type { Evaluator, Flow, Operator } from 'journey-engine';
import { flowLogicSources as engineFlowLogicSources, type CompileContext } from 'journey-engine/vite';
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

/** What this site's flows compile with beside their own: its shared conditions, site guards and operators. */
export function compileContext(flowsDir = FLOWS_DIR): CompileContext {
  return { sharedConditions: sharedConditions(flowsDir), siteGuards: siteGuards(flowsDir), namedGuards: namedGuards(flowsDir), operatorImports };
}

/** What a flow of this site compiles, as the build compiles it (journey-engine/vite). */
export const flowLogicSources = (flow: Flow, flowsDir = FLOWS_DIR): LogicSources => engineFlowLogicSources(flow, compileContext(flowsDir));

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

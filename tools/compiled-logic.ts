/**
 * A flow's logic compiled as the build compiles it (engine/core/logic-code.ts), in Node: the module
 * is written under node_modules/.cache and imported, so the benchmark times and the tests check the
 * very functions the browser runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logicModule, type LogicSources, builtinOperators } from 'journey-engine';
import type { Evaluator, Flow } from 'journey-engine';
import { operators } from '../operators/registry.ts';
import { FLOWS_DIR, namedGuards, ROOT, sharedConditions, siteGuards } from './project.ts';

/** The names of the engine's operators and the product's, which compiled logic calls. */
export const operatorNames: readonly string[] = [...builtinOperators, ...operators].map((operator) => operator.name);

/** What a flow compiles, as the build compiles it: the flow (its journey cases aside), the site guards, with its named conditions and every operator. */
export function flowLogicSources(flow: Flow, flowsDir = FLOWS_DIR): LogicSources {
  const { tests: _tests, ...compiled } = flow;
  return {
    sources: [compiled, siteGuards(flowsDir), namedGuards(flowsDir)],
    named: { ...sharedConditions(flowsDir), ...flow.conditions },
    operators: operatorNames,
  };
}

/** The module the compiled logic imports its operators from: the engine's and the product's. */
export function operatorsModule(): string {
  return [
    "import { builtinOperators } from 'journey-engine';",
    `import { operators as product } from ${JSON.stringify(join(ROOT, 'operators/registry.ts'))};`,
    'export const operators = [...builtinOperators, ...product];',
    '',
  ].join('\n');
}

export async function compiledLogic(sources: LogicSources): Promise<Record<string, Evaluator>> {
  // Inside the project, so its imports resolve as the build resolves them; gone once imported.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'logic-'));
  try {
    const operators = join(dir, 'operators.ts');
    writeFileSync(operators, operatorsModule());
    writeFileSync(join(dir, 'logic.ts'), logicModule({ ...sources, operatorsModule: operators }));
    return ((await import(pathToFileURL(join(dir, 'logic.ts')).href)) as { logic: Record<string, Evaluator> }).logic;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A flow as the build compiles it and the browser gets it: its logic compiled to functions
 * (logic-code.ts), and the flow with a reference to its function in place of each piece of logic,
 * so no JsonLogic is shipped beside its code.
 */
import type { Flow, Guard } from '../core/types.ts';
import type { Logic } from '../core/json-logic.ts';
import { logicModule, namedReferences, withCompiledReferences, type LogicSources, type OperatorImport } from '../core/logic-code.ts';

/** What a site's flows compile with beside their own: the site's shared conditions and guards, and its operators. */
export interface CompileContext {
  /** The named conditions every flow may use. */
  sharedConditions?: Readonly<Record<string, Logic>>;
  /** The guards of every page. */
  siteGuards?: readonly Guard[];
  /** The named guards a flow's or a step's guards name. */
  namedGuards?: Readonly<Record<string, Guard>>;
  /** Each operator the logic may call, by name: where compiled code imports it from. */
  operatorImports: Readonly<Record<string, OperatorImport>>;
}

/** What a flow compiles: the flow (its journey cases aside), the site guards, with its named conditions and every operator. */
export function flowLogicSources(flow: Flow, context: CompileContext): LogicSources {
  const { tests: _tests, ...compiled } = flow;
  return {
    sources: [compiled, context.siteGuards ?? [], context.namedGuards ?? {}],
    named: { ...context.sharedConditions, ...flow.conditions },
    operators: Object.keys(context.operatorImports),
  };
}

/** A flow's module of compiled logic (`export const logic`), importing only the operators it calls. */
export function flowLogicModule(flow: Flow, context: CompileContext): string {
  return logicModule({ ...flowLogicSources(flow, context), operatorImports: context.operatorImports });
}

/**
 * A flow as the browser gets it, with what it is compiled with: each piece of logic a reference to
 * its compiled function; its conditions those of its own and the shared ones it names; the site
 * guards, and the named guards it or they name.
 */
export function shippedFlow(flow: Flow, context: CompileContext): { flow: Flow; siteGuards: Guard[]; namedGuards: Record<string, Guard> } {
  const { tests: _tests, conditions: _conditions, ...rest } = flow;
  const { named, operators } = flowLogicSources(flow, context);
  const references = <T>(value: T) => withCompiledReferences(value, { named, operators }) as T;
  // Names inside the logic were inlined into its function: only the bare ones left need shipping.
  const shipped = references(rest as Flow);
  const guards = references([...(context.siteGuards ?? [])]);
  const namedInFlow = textsIn([shipped, guards]);
  const namedGuardsShipped = Object.fromEntries(Object.entries(references({ ...context.namedGuards })).filter(([name]) => namedInFlow.has(name)));
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

/**
 * Compiles a validated flow once into an immutable CompiledFlow: absolute routes, lookup maps and
 * compiled conditions. Validation (engine/core/validate) runs first; compile assumes a valid flow.
 */
import { evaluatorOf, expandLogic, inlineConditions, isTruthy, type Evaluator, type Logic, type LogicCompiler } from './json-logic.ts';
import { destinationInFlow } from './decide.ts';
import { joinPath } from './paths.ts';
import { flowKeywordValues, stepKeywordValues } from './keyword-values.ts';
import type {
  CompiledAction,
  CompiledField,
  CompiledFlow,
  CompiledLoad,
  CompiledRule,
  CompiledServiceCall,
  CompiledStep,
  CompiledTarget,
  Flow,
  Guard,
  NamedLink,
  Step,
  StepError,
} from './types.ts';
import type { StepId } from './register.ts';

type FlowAction = NonNullable<Flow['complete']>;
type FlowTarget = NonNullable<FlowAction['redirect']>;
type FlowCall = NonNullable<FlowAction['call']>;
type Load = NonNullable<Flow['load']>[number];

/** How this flow's logic is compiled: conditions (a bare string is a name) and expressions (values). */
export interface Compilers {
  condition(logic: Logic): Evaluator;
  expression(logic: Logic): Evaluator;
  /** A guard, or the name of a named guard. */
  guard(guard: Guard | string): CompiledRule;
  /** The query parameter of a step's error code (a fail action's, a target's error). */
  errorParameter: string;
}

/**
 * A compiler that compiles each piece of logic (or each target) once: a page asks for the
 * conditions, expressions and targets in its step's props at every render, and gets what was made
 * the first time (props are the flow's own frozen objects, so the same logic is the same object).
 */
function once<T>(compile: (logic: Logic) => T): (logic: Logic) => T {
  const byObject = new WeakMap<object, T>();
  const byValue = new Map<unknown, T>();
  return (logic) => {
    const isObject = logic !== null && typeof logic === 'object';
    if (isObject ? byObject.has(logic) : byValue.has(logic)) return (isObject ? byObject.get(logic) : byValue.get(logic)) as T;
    const made = compile(logic);
    if (isObject) byObject.set(logic, made);
    else byValue.set(logic, made);
    return made;
  };
}

/** What a flow is compiled with, beside itself: the project's shared parts. */
export interface FlowContext {
  /** The site's shared conditions (conditions.json): the named conditions every flow may use. */
  sharedConditions?: Readonly<Record<string, Logic>>;
  /** The site guards (site-guards.json): checked on every page, before the flow's own guards. */
  siteGuards?: readonly Guard[];
  /** The named guards of the site guards, which a flow's or a step's guards name. */
  namedGuards?: Readonly<Record<string, Guard>>;
  /** What turns logic into functions: the build's compiled code in the browser, an interpreter in Node (json-logic.ts). */
  logic: LogicCompiler;
  /** The query parameter a fail action puts a step's error code in (the site's configuration names it). */
  errorParameter?: string;
}

export function compileFlow(flow: Flow, { sharedConditions = {}, siteGuards = [], namedGuards = {}, logic: compile, errorParameter = 'error' }: FlowContext): CompiledFlow {
  const named = { ...sharedConditions, ...flow.conditions };
  const compilers: Compilers = {
    condition: once((logic) => evaluatorOf(logic, inlineConditions(logic, named), compile)),
    expression: once((logic) => evaluatorOf(logic, expandLogic(logic, named), compile)),
    guard: (guard) => {
      const named = typeof guard === 'string' ? namedGuards[guard] : guard;
      if (!named) throw new Error(`no guard named "${String(guard)}" among the site guards' named ones`);
      return compileRule(named, compilers);
    },
    errorParameter,
  };
  const steps = flow.steps.map((step, index) => compileStep(flow.basePath, step as Step, index, compilers));
  const targetOf = once((target) => compileTarget(target as FlowTarget, compilers));
  const compiled: CompiledFlow = deepFreeze({
    id: flow.id,
    mode: flow.mode ?? 'journey',
    basePath: flow.basePath,
    layout: flow.layout,
    steps,
    stepsById: new Map(steps.map((step) => [step.id, step])),
    loads: (flow.load ?? []).map((load) => compileLoad(load, compilers)),
    guards: [...siteGuards, ...(flow.guards ?? [])].map(compilers.guard),
    redirects: (flow.redirects ?? []).map((redirect) => ({
      route: joinPath(flow.basePath, redirect.path),
      target: compileTarget(redirect.to, compilers),
      permanent: redirect.permanent ?? false,
    })),
    carryQuery: flow.carryQuery ?? [],
    keywords: flowKeywordValues(flow),
    links: (flow.links ?? {}) as Readonly<Record<string, NamedLink>>,
    errorParameter,
    reportAs: flow.reportAs,
    complete: flow.complete ? compileAction(flow.complete, compilers) : undefined,
    compileExpression: compilers.expression,
    destination: (target, facts) => destinationInFlow(compiled, targetOf(target), facts),
    holds: (condition, facts) => condition === undefined || isTruthy(compilers.condition(condition)(facts)),
  } satisfies CompiledFlow) as CompiledFlow;
  return compiled;
}

function compileStep(basePath: string, step: Step, index: number, compilers: Compilers): CompiledStep {
  const fields: CompiledField[] = (step.form?.fields ?? []).map((field) => ({
    name: field.name,
    definition: field,
    required: field.required ?? false,
    writeOnly: field.schema.writeOnly ?? false,
    prefill: field.prefill === undefined ? undefined : compilers.expression(field.prefill),
  }));
  return {
    // A step of the site's flows: its id is one of theirs (journey-engine types registered them so).
    id: step.id as StepId,
    index,
    route: joinPath(basePath, step.path),
    type: step.type,
    props: step.props ?? {},
    still: step.still ?? [],
    fields,
    skipWhen: step.skipWhen === undefined ? undefined : compilers.condition(step.skipWhen),
    guards: (step.guards ?? []).map(compilers.guard),
    loads: (step.load ?? []).map((load) => compileLoad(load, compilers)),
    next: (step.next ?? []).map((rule) => compileRule(rule, compilers)),
    tracking: step.tracking,
    keywords: stepKeywordValues(step),
    status: step.status ?? 200,
    errors: (step.errors ?? {}) as Readonly<Record<string, StepError>>,
  };
}

function compileRule(rule: FlowAction & { when?: unknown; reason?: string; reported?: boolean }, compilers: Compilers): CompiledRule {
  return {
    when: rule.when === undefined ? undefined : compilers.condition(rule.when),
    action: compileAction(rule, compilers),
    reason: rule.reason,
    reported: rule.reported,
  };
}

function compileAction(action: FlowAction, compilers: Compilers): CompiledAction {
  if (action.goto !== undefined) return { kind: 'goto', stepId: action.goto };
  if (action.redirect !== undefined) return { kind: 'redirect', target: compileTarget(action.redirect, compilers) };
  if (action.notFound !== undefined) return { kind: 'not-found', reason: action.notFound };
  if (action.call !== undefined) return { kind: 'call', call: compileCall(action.call, compilers) };
  if (action.continue === true) return { kind: 'continue' };
  if (action.fail !== undefined) return { kind: 'fail', code: action.fail };
  throw new Error(`an action needs goto, redirect, call, notFound, continue or fail: ${JSON.stringify(action)}`);
}

function compileCall(call: FlowCall, compilers: Compilers): CompiledServiceCall {
  return {
    operation: call.operation,
    input: compileExpressions(call.input ?? {}, compilers),
    outcomes: Object.fromEntries(Object.entries(call.outcomes).map(([name, outcome]) => [name, compileAction(outcome as FlowAction, compilers)])),
  };
}

function compileLoad(load: Load, compilers: Compilers): CompiledLoad {
  return {
    ...compileCall(load, compilers),
    into: load.into,
    when: load.when === undefined ? undefined : compilers.condition(load.when),
    recheck: load.recheck === undefined ? undefined : { everyMs: load.recheck.everySeconds * 1000, while: compilers.condition(load.recheck.while) },
  };
}

/** Also used by the runtime for the targets inside a step's props, with the flow's compileExpression. */
export function compileTarget(target: FlowTarget, compilers: Pick<Compilers, 'expression' | 'errorParameter'>): CompiledTarget {
  const query = compileExpressions(target.query ?? {}, compilers);
  return {
    route: target.route,
    external: target.external,
    path: target.path === undefined ? undefined : compilers.expression(target.path),
    url: target.url === undefined ? undefined : compilers.expression(target.url),
    params: compileExpressions(target.params ?? {}, compilers),
    // The error code leads the target's own query (?error=CODE&...); parameters the flow carries come before it.
    query: target.error === undefined ? query : new Map([[compilers.errorParameter, () => target.error], ...query]),
  };
}

function compileExpressions(expressions: Readonly<Record<string, unknown>>, compilers: Pick<Compilers, 'expression'>): ReadonlyMap<string, Evaluator> {
  return new Map(Object.entries(expressions).map(([name, logic]) => [name, compilers.expression(logic)]));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) for (const item of value.values()) deepFreeze(item);
    else for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

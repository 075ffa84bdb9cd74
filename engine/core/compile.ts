/**
 * Compiles a validated flow once into an immutable CompiledFlow: absolute routes, lookup maps and
 * compiled conditions. Validation (engine/core/validate) runs first; compile assumes a valid flow.
 */
import { compileExpression, compileLogic, type Evaluator, type Logic } from './json-logic.ts';
import { joinPath } from './paths.ts';
import type { CompiledAction, CompiledField, CompiledFlow, CompiledRule, CompiledStep, CompiledTarget, Flow, Step } from './types.ts';

type Named = Readonly<Record<string, Logic>>;
type FlowAction = NonNullable<Flow['complete']>;
type FlowTarget = NonNullable<FlowAction['redirect']>;

export function compileFlow(flow: Flow, sharedConditions: Named = {}): CompiledFlow {
  const named: Named = { ...sharedConditions, ...flow.conditions };
  const condition = (logic: Logic): Evaluator => compileLogic(logic, named);
  const steps = flow.steps.map((step, index) => compileStep(flow, step as Step, index, named));
  return deepFreeze({
    id: flow.id,
    mode: flow.mode ?? 'journey',
    basePath: flow.basePath,
    layout: flow.layout,
    steps,
    stepsById: new Map(steps.map((step) => [step.id, step])),
    guards: (flow.guards ?? []).map((guard) => compileRule(guard, named)),
    redirects: (flow.redirects ?? []).map((redirect) => ({
      route: joinPath(flow.basePath, redirect.path),
      target: compileTarget(redirect.to, named),
      permanent: redirect.permanent ?? false,
    })),
    complete: flow.complete ? compileAction(flow.complete, named) : undefined,
  } satisfies CompiledFlow) as CompiledFlow;

  function compileStep(owner: Flow, step: Step, index: number, scope: Named): CompiledStep {
    const fields: CompiledField[] = (step.form?.fields ?? []).map((field) => ({
      name: field.name,
      definition: field,
      required: field.required ?? false,
      writeOnly: field.schema.writeOnly ?? false,
      prefill: field.prefill === undefined ? undefined : compileExpression(field.prefill, scope),
    }));
    return {
      id: step.id,
      index,
      route: joinPath(owner.basePath, step.path),
      type: step.type,
      props: step.props ?? {},
      fields,
      skipWhen: step.skipWhen === undefined ? undefined : condition(step.skipWhen),
      guards: (step.guards ?? []).map((guard) => compileRule(guard, scope)),
      next: (step.next ?? []).map((rule) => compileRule(rule, scope)),
      tracking: step.tracking,
      status: step.status ?? 200,
    };
  }
}

function compileRule(rule: FlowAction & { when?: unknown; reason?: string }, named: Named): CompiledRule {
  return {
    when: rule.when === undefined ? undefined : compileLogic(rule.when, named),
    action: compileAction(rule, named),
    reason: rule.reason,
  };
}

export function compileAction(action: FlowAction, named: Named): CompiledAction {
  if (action.goto !== undefined) return { kind: 'goto', stepId: action.goto };
  if (action.redirect !== undefined) return { kind: 'redirect', target: compileTarget(action.redirect, named) };
  if (action.notFound !== undefined) return { kind: 'not-found', reason: action.notFound };
  if (action.call !== undefined) {
    const { operation, input = {}, outcomes } = action.call;
    return {
      kind: 'call',
      call: {
        operation,
        input: compileExpressions(input, named),
        outcomes: Object.fromEntries(Object.entries(outcomes).map(([name, outcome]) => [name, compileAction(outcome as FlowAction, named)])),
      },
    };
  }
  throw new Error(`an action needs goto, redirect, call or notFound: ${JSON.stringify(action)}`);
}

function compileTarget(target: FlowTarget, named: Named): CompiledTarget {
  return {
    route: target.route,
    external: target.external,
    params: compileExpressions(target.params ?? {}, named),
    query: compileExpressions(target.query ?? {}, named),
  };
}

function compileExpressions(expressions: Readonly<Record<string, unknown>>, named: Named): ReadonlyMap<string, Evaluator> {
  return new Map(Object.entries(expressions).map(([name, logic]) => [name, compileExpression(logic, named)]));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) for (const item of value.values()) deepFreeze(item);
    else for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

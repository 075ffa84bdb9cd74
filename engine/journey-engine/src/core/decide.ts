/**
 * The pure core: (compiled flow, facts, event) -> decision. Nothing here navigates or calls a
 * service; the runtime performs the decision and feeds results back as a new call.
 */
import { isTruthy } from './json-logic.ts';
import { buildPath, withQuery } from './paths.ts';
import { sitePath } from './redirect.ts';
import { mergeFacts } from './facts.ts';
import type {
  CompiledAction,
  CompiledFlow,
  CompiledLoad,
  CompiledRule,
  CompiledStep,
  CompiledTarget,
  Decision,
  Destination,
  Facts,
  LoadCall,
  LoadResults,
  Recheck,
  StepError,
} from './types.ts';

/** The steps that apply to this visitor now, in order: position is derived, never stored. */
export function activeSteps(flow: CompiledFlow, facts: Facts): CompiledStep[] {
  return flow.steps.filter((step) => !step.skipWhen || !isTruthy(step.skipWhen(facts)));
}

/**
 * A step is answered when each of its required fields has a value; a step without required fields
 * (a continue page, or only optional questions) once it was submitted. A write-only answer (a
 * password) is never stored, so a reload loses it: a step that was submitted counts as answered
 * without it, so that the visitor stays where they were, and it is asked again before the journey
 * completes (lostWriteOnly).
 */
export function isAnswered(step: CompiledStep, answers: Readonly<Record<string, unknown>>): boolean {
  const required = step.fields.filter((field) => field.required);
  if (required.length === 0) return answers[submittedKey(step)] === true;
  return required.every((field) => hasValue(answers[field.name]) || (field.writeOnly && answers[submittedKey(step)] === true));
}

/** A step submitted before whose write-only answer is gone (a reload): it is asked again before the journey completes. */
function lostWriteOnly(step: CompiledStep, answers: Readonly<Record<string, unknown>>): boolean {
  return step.fields.some((field) => field.required && field.writeOnly && !hasValue(answers[field.name]));
}

/** Field names are camelCase words, so "step:ID" never collides with one. */
function submittedKey(step: CompiledStep): string {
  return `step:${step.id}`;
}

/**
 * The answers a submit of the step records: each of its fields (undefined for one left empty, so
 * that clearing an answer removes it), and for a step without required fields the mark that it
 * was passed.
 */
export function submittedAnswers(step: CompiledStep, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const answers: Record<string, unknown> = Object.fromEntries(step.fields.map((field) => [field.name, values[field.name]]));
  // The mark also stands for a write-only answer, which is not kept: the step was answered.
  if (!step.fields.some((field) => field.required) || step.fields.some((field) => field.writeOnly)) answers[submittedKey(step)] = true;
  return answers;
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * The visitor opens the flow's base path (stepId null) or a step's route. In order: the flow's
 * loads, its guards, then the step's loads and guards. A load whose result is not in loaded yet is
 * the decision; the runtime makes the call and decides again.
 */
export function decideEntry(flow: CompiledFlow, stepId: string | null, pageFacts: Facts, loaded: LoadResults = new Map()): Decision {
  const decision = entryDecision(flow, stepId, pageFacts, loaded);
  if (decision.type !== 'load') return decision;
  const ahead = pageLoads(flow, stepId, pageFacts, loaded).filter((call) => call.key !== decision.key);
  return ahead.length > 0 ? { ...decision, ahead } : decision;
}

function entryDecision(flow: CompiledFlow, stepId: string | null, pageFacts: Facts, loaded: LoadResults): Decision {
  const flowLoads = applyLoads(flow, flow.loads, pageFacts, loaded);
  if ('decision' in flowLoads) return flowLoads.decision;
  const facts = flowLoads.facts;
  const guarded = firstMatch(flow.guards, facts);
  if (guarded) return guardDecision(flow, guarded, facts, 'flow guard');

  if (flow.mode === 'pages') {
    const step = pageOf(flow, stepId);
    if (!step) return { type: 'not-found', reason: `no page at ${flow.basePath}` };
    return enterStep(flow, step, facts, loaded, { index: 0, count: 1 }, undefined, flowLoads.rechecks);
  }

  const active = activeSteps(flow, facts);
  const firstOpen = active.find((step) => !isAnswered(step, facts.answers));
  const resume = firstOpen ?? active.at(-1);
  if (!resume) return flow.complete ? decideAction(flow, flow.complete, facts, 'no step applies') : { type: 'not-found', reason: `no step of ${flow.id} applies` };

  const step = stepId === null ? undefined : active.find((candidate) => candidate.id === stepId);
  if (!step) return redirectToStep(flow, resume, facts, stepId === null ? 'journey start' : `step ${stepId} does not apply`);
  return enterStep(flow, step, facts, loaded, { index: active.indexOf(step), count: active.length }, firstOpen, flowLoads.rechecks);
}

/** The page of a pages flow at the step's route, or at its base path. */
function pageOf(flow: CompiledFlow, stepId: string | null): CompiledStep | undefined {
  return stepId === null ? flow.steps.find((candidate) => candidate.route === flow.basePath) : flow.stepsById.get(stepId);
}

/**
 * The loads a page makes that have no result yet, as far as the facts known now tell: the flow's,
 * and where its guards let the visitor on, those of the step it shows. Made one at a time, each
 * waits for the round trips before it; asked beside the first, where safe (the runtime's ahead
 * answers), they take one. A load that reads what an earlier one fills may be asked with other input
 * than it will have: its answer is then not taken, and the load asks again. A load whose input has
 * an unknown value (a fact not known: null) is left out: it waits for what it reads.
 */
export function pageLoads(flow: CompiledFlow, stepId: string | null, pageFacts: Facts, loaded: LoadResults = new Map()): LoadCall[] {
  const unmade: LoadCall[] = [];
  try {
    const flowLoads = applyLoads(flow, flow.loads, pageFacts, loaded, unmade);
    if (!('decision' in flowLoads) && !firstMatch(flow.guards, flowLoads.facts)) {
      const step = flow.mode === 'pages' ? pageOf(flow, stepId) : journeyStepShown(flow, stepId, flowLoads.facts);
      if (step) applyLoads(flow, step.loads, flowLoads.facts, loaded, unmade);
    }
  } catch {
    // Logic that cannot be evaluated without what an earlier load fills (a ConditionError): the
    // loads found before it. The page's own decision evaluates it with those facts, and says so.
  }
  return unmade.filter((call) => Object.values(call.input).every((value) => value !== undefined && value !== null));
}

/** The journey's step at the route, where it applies and no unanswered step comes before it. */
function journeyStepShown(flow: CompiledFlow, stepId: string | null, facts: Facts): CompiledStep | undefined {
  const active = activeSteps(flow, facts);
  const step = active.find((candidate) => candidate.id === stepId);
  const firstOpen = active.find((candidate) => !isAnswered(candidate, facts.answers));
  return step && !(firstOpen && firstOpen.index < step.index) ? step : undefined;
}

/**
 * A step's loads, then its guards; else it renders with the facts its loads filled. firstOpen: a
 * journey's first unanswered step, which a later step is not shown before; that is known from the
 * answers alone, so such a step loads nothing.
 */
function enterStep(
  flow: CompiledFlow,
  step: CompiledStep,
  flowFacts: Facts,
  loaded: LoadResults,
  position: { index: number; count: number },
  firstOpen: CompiledStep | undefined,
  flowRechecks: readonly Recheck[],
): Decision {
  if (firstOpen && firstOpen.index < step.index) return redirectToStep(flow, firstOpen, flowFacts, `step ${firstOpen.id} is not answered yet`);
  const stepLoads = applyLoads(flow, step.loads, flowFacts, loaded);
  if ('decision' in stepLoads) return stepLoads.decision.type === 'redirect' ? { ...stepLoads.decision, passed: step } : stepLoads.decision;
  const { facts } = stepLoads;
  const guarded = firstMatch(step.guards, facts);
  if (guarded) return guardDecision(flow, guarded, facts, `guard of ${step.id}`);
  return { type: 'render', step, position, facts, rechecks: [...flowRechecks, ...stepLoads.rechecks] };
}

/** The key a load's result is kept under: the same call with the same input is the same result. */
export function loadKey(operation: string, input: Readonly<Record<string, unknown>>): string {
  return `${operation} ${JSON.stringify(input)}`;
}

/** The first of the flow's loads a page of it makes with these facts; undefined where none applies. */
export function firstLoad(flow: CompiledFlow, facts: Facts): Extract<Decision, { type: 'load' }> | undefined {
  const applied = applyLoads(flow, flow.loads, facts, new Map());
  return 'decision' in applied && applied.decision.type === 'load' ? applied.decision : undefined;
}

/**
 * Each load in turn: one not made yet, or an outcome it routes, is the decision; others fill their
 * facts group. unmade: where given, a load not made yet is noted there and the walk goes on without
 * its result (pageLoads).
 */
function applyLoads(
  flow: CompiledFlow,
  loads: readonly CompiledLoad[],
  initial: Facts,
  loaded: LoadResults,
  unmade?: LoadCall[],
): { facts: Facts; rechecks: Recheck[] } | { decision: Decision } {
  let facts = initial;
  const rechecks: Recheck[] = [];
  for (const load of loads) {
    if (load.when && !isTruthy(load.when(facts))) continue;
    const input = Object.fromEntries([...load.input].map(([name, evaluate]) => [name, evaluate(facts)]));
    const key = loadKey(load.operation, input);
    const result = loaded.get(key);
    if (!result) {
      if (!unmade) return { decision: { type: 'load', operation: load.operation, input, key } };
      unmade.push({ operation: load.operation, input, key });
      continue;
    }
    // A timeout the load does not route goes where its errors go.
    const action = load.outcomes[result.outcome] ?? (result.outcome === 'timeout' ? load.outcomes.error : undefined);
    if (action) return { decision: decideAction(flow, action, mergeFacts(facts, { result: result.data }), `${load.operation} answered ${result.outcome}`) };
    if (load.into && result.data && typeof result.data === 'object') facts = mergeFacts(facts, { [load.into]: result.data });
    if (load.recheck && isTruthy(load.recheck.while(facts))) rechecks.push({ operation: load.operation, input, key, afterMs: load.recheck.everyMs });
  }
  return { facts, rechecks };
}

/** The visitor submitted a step; facts.answers holds the new answers. */
export function decideAfterSubmit(flow: CompiledFlow, stepId: string, facts: Facts): Decision {
  const step = flow.stepsById.get(stepId);
  if (!step) return { type: 'not-found', reason: `no step ${stepId} in ${flow.id}` };
  const rule = firstMatch(step.next, facts);
  if (rule) return decideAction(flow, rule.action, facts, rule.reason ?? `next of ${step.id}`, step);
  return goOn(flow, step, facts);
}

/** Where a submitted step leads when no next rule decides (or one says continue). */
function goOn(flow: CompiledFlow, step: CompiledStep, facts: Facts): Decision {
  // A journey goes on with its next step that applies; the pages of a pages flow stand alone. After a
  // write-only answer asked again (lost in a reload) it goes on where it was: the first step after
  // it not answered yet.
  const active = flow.mode === 'journey' ? activeSteps(flow, facts) : [];
  const later = active.filter((candidate) => candidate.index > step.index);
  const following = step.fields.some((field) => field.writeOnly) ? later.find((candidate) => !isAnswered(candidate, facts.answers)) : later[0];
  if (following) return redirectToStep(flow, following, facts, `after ${step.id}`);
  const lost = active.find((candidate) => lostWriteOnly(candidate, facts.answers));
  if (lost) return redirectToStep(flow, lost, facts, `${lost.id}'s write-only answer was lost (a reload): asked again before ${flow.id} completes`);
  if (flow.complete) return decideAction(flow, flow.complete, facts, `${flow.id} complete`);
  return { type: 'not-found', reason: `step ${step.id} has no way out` };
}

/** A fact a not-found reason names, as {{plan.featureFlag}}: the logged reason says which. */
export const REASON_FACT = /\{\{([\w.]+)\}\}/g;

function factAt(facts: Facts, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), facts);
}

/**
 * Turns an action (of a rule, a guard, a completed flow or a service outcome) into a decision.
 * from: the submitted step, for a next rule and the outcomes of its call (where continue goes on).
 */
export function decideAction(flow: CompiledFlow, action: CompiledAction, facts: Facts, reason: string, from?: CompiledStep): Decision {
  switch (action.kind) {
    case 'continue':
      // The validator allows continue and fail only where a submitted step is known.
      return from ? goOn(flow, from, facts) : { type: 'not-found', reason: `continue outside a step's next rules in ${flow.id}` };
    case 'fail': {
      if (!from) return { type: 'not-found', reason: `fail outside a step's next rules in ${flow.id}` };
      // The code leads the query (?error=CODE&redirect=...) and no carried parameter replaces it.
      const query = { [flow.errorParameter]: action.code, ...carriedQuery(flow, facts), [flow.errorParameter]: action.code };
      return { type: 'redirect', to: { kind: 'internal', path: withQuery(buildPath(from.route, facts.params), query) }, reason: `${reason}: ${action.code}` };
    }
    case 'goto': {
      const step = flow.stepsById.get(action.stepId);
      if (!step) return { type: 'not-found', reason: `no step ${action.stepId} in ${flow.id}` };
      return redirectToStep(flow, step, facts, reason);
    }
    case 'redirect':
      return { type: 'redirect', to: destinationInFlow(flow, action.target, facts), reason };
    case 'not-found':
      return { type: 'not-found', reason: action.reason.replace(REASON_FACT, (_whole, path: string) => String(factAt(facts, path) ?? '')) };
    case 'call':
      return {
        type: 'call-service',
        operation: action.call.operation,
        input: Object.fromEntries([...action.call.input].map(([name, evaluate]) => [name, evaluate(facts)])),
        outcomes: action.call.outcomes,
        ...(from ? { stepId: from.id } : {}),
      };
  }
}

/** Routes a service call's outcome: a named outcome, or error for every failure the flow did not name. */
export function decideOutcome(flow: CompiledFlow, decision: Extract<Decision, { type: 'call-service' }>, outcome: string, facts: Facts): Decision {
  const action = decision.outcomes[outcome] ?? decision.outcomes.error;
  if (!action) return { type: 'not-found', reason: `${decision.operation} has no route for ${outcome}` };
  const from = decision.stepId === undefined ? undefined : flow.stepsById.get(decision.stepId);
  return decideAction(flow, action, facts, `${decision.operation} answered ${outcome}`, from);
}

/** Where a target leads from a page of this flow (a rule's redirect, a link): a route of the flow itself keeps the flow's carryQuery. */
export function destinationInFlow(flow: CompiledFlow, target: CompiledTarget, facts: Facts): Destination {
  const ownRoute = target.route !== undefined && (target.route === flow.basePath || flow.steps.some((step) => step.route === target.route));
  return resolveTarget(target, facts, ownRoute ? carriedQuery(flow, facts) : {});
}

/** The error a step shows above its form: the one of its errors whose code the page's query names. */
export function errorOfStep(flow: CompiledFlow, step: CompiledStep, facts: Facts): (StepError & { code: string }) | undefined {
  const code = facts.query[flow.errorParameter];
  if (code === undefined || !Object.hasOwn(step.errors, code)) return undefined;
  return { code, ...(step.errors[code] as StepError) };
}

/** carried: query parameters the target keeps unless it sets them itself (a flow's carryQuery). */
export function resolveTarget(target: CompiledTarget, facts: Facts, carried: Readonly<Record<string, string>> = {}): Destination {
  if (target.external !== undefined) {
    if (target.params.size === 0) return { kind: 'external', name: target.external };
    return { kind: 'external', name: target.external, params: Object.fromEntries([...target.params].map(([name, evaluate]) => [name, String(evaluate(facts) ?? '')])) };
  }
  if (target.url !== undefined) {
    // Only a page of this site or one over HTTPS: never javascript: or data:, whatever a service answered.
    const url = target.url(facts);
    if (typeof url !== 'string' || (sitePath(url) === undefined && !/^https:\/\/[^/\\]/i.test(url))) {
      throw new Error(
        `a url target gave ${JSON.stringify(url)}, neither a path of this site nor an https URL; it reads what a service answered, such as { "var": "result.paymentUrl" }`,
      );
    }
    return { kind: 'url', url: sitePath(url) ?? url };
  }
  const query = Object.fromEntries([...target.query].map(([name, evaluate]) => [name, evaluate(facts)]));
  if (target.path !== undefined) {
    // Flows guard such a redirect with sitePath (or a site's stricter operator); checking again means no rule can leave the site.
    const path = sitePath(target.path(facts));
    if (path === undefined) throw new Error('a path target gave no path of this site: guard its rule with a "when" that the path is set');
    return { kind: 'internal', path: withQuery(path, query) };
  }
  const params = Object.fromEntries([...target.params].map(([name, evaluate]) => [name, evaluate(facts)]));
  return { kind: 'internal', path: withQuery(buildPath(target.route ?? '/', params), { ...carried, ...query }) };
}

/** What a guard that holds decides; a redirect it reports says so. */
function guardDecision(flow: CompiledFlow, guard: CompiledRule, facts: Facts, fallbackReason: string): Decision {
  const decision = decideAction(flow, guard.action, facts, guard.reason ?? fallbackReason);
  return guard.reported && decision.type === 'redirect' ? { ...decision, reported: true } : decision;
}

function redirectToStep(flow: CompiledFlow, step: CompiledStep, facts: Facts, reason: string): Decision {
  return { type: 'redirect', to: { kind: 'internal', path: withQuery(buildPath(step.route, facts.params), carriedQuery(flow, facts)) }, reason };
}

/** The page's values of the flow's carryQuery parameters; a value that could carry markup is dropped (spec 001 section 5). */
function carriedQuery(flow: CompiledFlow, facts: Facts): Record<string, string> {
  return Object.fromEntries(
    flow.carryQuery.flatMap((name) => {
      const value = facts.query[name];
      return typeof value === 'string' && value !== '' && !/[<>()]/.test(value) ? [[name, value]] : [];
    }),
  );
}

function firstMatch(rules: readonly CompiledRule[], facts: Facts): CompiledRule | undefined {
  return rules.find((rule) => !rule.when || isTruthy(rule.when(facts)));
}

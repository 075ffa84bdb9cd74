/**
 * Why a visitor's journey went the way it did: a journey case run through the runtime itself
 * (runJourneyCase), told step by step. Every step of the flow in order says whether it was shown,
 * skipped (and which skip condition held, with the facts the journey had there), held back by a
 * guard (with its logged reason), or not reached; then where the journey ended and why. Each why
 * is data (StepWhy, EndWhy), for a tool to word in its users' language, and in English words
 * (because), as the core's own reasons are. Nothing here decides anything the runtime did not.
 */
import { expandLogic, isTruthy, type Logic, type LogicCompiler } from '../core/json-logic.ts';
import type { Flow } from '../core/types.ts';
import type { CompiledFlow, Destination, Facts } from '../core/types.ts';
import { routeMatcher } from '../core/paths.ts';
import type { FlowOutline } from '../core/outline.ts';
import { runJourneyCase, type CaseSite, type JourneyCase, type JourneyResult, type StoryEvent } from './journey-case.ts';

export type StepOutcome = 'shown' | 'skipped' | 'guarded' | 'answered' | 'not-reached';

/** Why a step went as it did, as data: what a tool words for its readers. */
export type StepWhy =
  /** The services that answered since the page before, and the move that led here (a redirect's logged reason; null: the address the visitor opened). */
  | { kind: 'shown'; calls: { operation: string; outcome: string }[]; move: string | null }
  | { kind: 'guarded'; reason: string; to: string }
  | { kind: 'skipped'; condition: { written: Logic; named: Record<string, boolean> } }
  | { kind: 'answered' }
  | { kind: 'not-reached'; end: string };

/** Why the journey ended where it did, as data. */
export type EndWhy =
  | { kind: 'stuck' }
  | { kind: 'page' }
  | { kind: 'redirect'; reason: string }
  | { kind: 'call'; operation: string; outcome: string }
  | { kind: 'not-found'; reason: string }
  | { kind: 'answered' };

export interface ExplainedStep {
  step: string;
  route: string;
  outcome: StepOutcome;
  why: StepWhy;
  /** Why, in English words: the redirect's logged reason, the skip condition that held, the guard's reason. */
  because: string;
  /** The skip condition as written, and the named conditions in it with what each gave, where one decided. */
  condition?: { written: Logic; named: Record<string, boolean> };
}

export interface Explanation {
  flow: string;
  steps: ExplainedStep[];
  /** Where the journey ended, as a journey case says it (a route elsewhere, external:NAME, not-found:REASON, stuck:STEP, page:STEP). */
  end: string;
  endWhy: EndWhy;
  endBecause: string;
  /** The pages shown in order: the path a visitor with these facts and answers follows. */
  path: string[];
  /** What happened, in order, in words. */
  story: string[];
  /** What happened, in order, as data (the facts of each page left out). */
  events: ToldEvent[];
  calls: JourneyResult['calls'];
}

/** What explaining needs beside the runtime's own inputs: the flow as written and how its named conditions evaluate. */
export interface ExplainContext {
  flow: Flow;
  sharedConditions: Readonly<Record<string, Logic>>;
  logic: LogicCompiler;
}

export async function explainJourney(
  compiled: { flow: CompiledFlow; outline: FlowOutline },
  journeyCase: JourneyCase,
  site: CaseSite,
  context: ExplainContext,
): Promise<Explanation> {
  const result = await runJourneyCase(compiled, journeyCase, site);
  const { flow } = compiled;
  const pages = result.story.filter((event): event is Extract<StoryEvent, { kind: 'page' }> => event.kind === 'page');
  const steps = flow.steps.map((step): ExplainedStep => {
    const base = { step: step.id, route: step.route };
    const explained = (outcome: StepOutcome, why: StepWhy): ExplainedStep => ({ ...base, outcome, why, because: inEnglish(why) });
    const shownAt = pages.find((page) => page.step === step.id);
    if (shownAt) return explained('shown', cameBy(result.story, shownAt));
    const matches = routeMatcher(step.route);
    const held = result.story.find((event) => event.kind === 'redirect' && matches.test(pathOf(event.from)) && guardReasons(context.flow, step.id).has(event.reason));
    if (held?.kind === 'redirect') return explained('guarded', { kind: 'guarded', reason: held.reason, to: destinationText(held.to) });
    // The page after it (or the last one) had the facts with which the journey passed it.
    const later = pages.find((page) => (flow.stepsById.get(page.step)?.index ?? -1) > step.index);
    const after = later ?? pages.at(-1);
    if (!after) return explained('not-reached', { kind: 'not-reached', end: result.end });
    const written = (context.flow.steps[step.index] as { skipWhen?: Logic } | undefined)?.skipWhen;
    if (step.skipWhen && isTruthy(step.skipWhen(after.facts)) && written !== undefined) {
      const condition = { written, named: namedValues(written, after.facts, context) };
      return { ...explained('skipped', { kind: 'skipped', condition }), condition };
    }
    if (flow.mode === 'journey' && later) return explained('answered', { kind: 'answered' });
    return explained('not-reached', { kind: 'not-reached', end: result.end });
  });
  const endWhy = endOf(result);
  return {
    flow: flow.id,
    steps,
    end: result.end,
    endWhy,
    endBecause: endInEnglish(endWhy),
    path: result.path,
    story: result.story.map(told),
    events: result.story.map(withoutFacts),
    calls: result.calls,
  };
}

function pathOf(address: string): string {
  return address.split('?')[0] ?? address;
}

/** The logged reasons of the guards that can hold a step back: the step's own, the flow's and those it names. */
function guardReasons(flow: Flow, stepId: string): Set<string> {
  const step = flow.steps.find((candidate) => candidate.id === stepId) as { guards?: unknown[] } | undefined;
  const reasons = new Set<string>();
  for (const guard of [...(flow.guards ?? []), ...(step?.guards ?? [])]) {
    if (guard && typeof guard === 'object' && 'reason' in guard && typeof guard.reason === 'string') reasons.add(guard.reason);
  }
  return reasons;
}

/** How the visitor came to a page: what the services answered since the page before, and the last move that led there. */
function cameBy(story: readonly StoryEvent[], page: Extract<StoryEvent, { kind: 'page' }>): StepWhy {
  const before = story.slice(0, story.indexOf(page));
  const since = before.slice(before.findLastIndex((event) => event.kind === 'page') + 1);
  const calls = since.flatMap((event) => (event.kind === 'call' ? [{ operation: event.operation, outcome: event.outcome }] : []));
  const move = since.findLast((event) => event.kind === 'redirect');
  return { kind: 'shown', calls, move: move?.kind === 'redirect' ? move.reason : null };
}

function endOf(result: JourneyResult): EndWhy {
  const last = result.story.at(-1);
  if (result.end.startsWith('stuck:')) return { kind: 'stuck' };
  if (result.end.startsWith('page:')) return { kind: 'page' };
  if (last?.kind === 'redirect') return { kind: 'redirect', reason: last.reason };
  if (last?.kind === 'call') return { kind: 'call', operation: last.operation, outcome: last.outcome };
  if (last?.kind === 'not-found') return { kind: 'not-found', reason: last.reason };
  return { kind: 'answered' };
}

function inEnglish(why: StepWhy): string {
  switch (why.kind) {
    case 'shown':
      return [...why.calls.map((call) => `${call.operation} answered ${call.outcome}`), why.move ?? 'the address the visitor opened'].join('; ');
    case 'guarded':
      return `${why.reason} → ${why.to}`;
    case 'skipped': {
      const names = Object.entries(why.condition.named).map(([name, value]) => `${name} = ${value}`);
      return `skipped: ${JSON.stringify(why.condition.written)} holds${names.length ? ` (${names.join(', ')})` : ''}`;
    }
    case 'answered':
      return 'answered already: the answers the visitor brought fill this step';
    case 'not-reached':
      return `the journey ended before it: ${why.end}`;
  }
}

function endInEnglish(why: EndWhy): string {
  switch (why.kind) {
    case 'stuck':
      return 'this step asks for an answer that was not given';
    case 'page':
      return 'a page without answers: the visitor stays here';
    case 'redirect':
    case 'not-found':
      return why.reason;
    case 'call':
      return `${why.operation} answered ${why.outcome}`;
    case 'answered':
      return 'the last step was answered';
  }
}

/** A destination as an explanation says it: a path, external:NAME, or a URL. */
export function destinationText(to: Destination): string {
  return to.kind === 'internal' ? to.path : to.kind === 'external' ? `external:${to.name}` : to.url;
}

/** A story's event as an explanation keeps it: a page without the facts it had. */
export type ToldEvent = Exclude<StoryEvent, { kind: 'page' }> | Omit<Extract<StoryEvent, { kind: 'page' }>, 'facts'>;

function withoutFacts(event: StoryEvent): ToldEvent {
  if (event.kind !== 'page') return event;
  const { facts: _facts, ...page } = event;
  return page;
}

function told(event: StoryEvent): string {
  switch (event.kind) {
    case 'page':
      return `page ${event.step} at ${event.location}`;
    case 'redirect':
      return `${event.from} → ${destinationText(event.to)}: ${event.reason}`;
    case 'call':
      return `${event.operation} answered ${event.outcome} (from ${event.from})`;
    case 'not-found':
      return `not found at ${event.from}: ${event.reason}`;
  }
}

/** Each named condition the logic uses (its own name, or {"condition": NAME} inside), with what it gave for these facts. */
function namedValues(written: Logic, facts: Facts, { sharedConditions, logic }: ExplainContext): Record<string, boolean> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string' && Object.hasOwn(sharedConditions, node)) names.add(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const named = (node as { condition?: unknown }).condition;
      if (typeof named === 'string') names.add(named);
      Object.values(node).forEach(walk);
    }
  };
  walk(written);
  return Object.fromEntries([...names].sort().map((name) => [name, isTruthy(logic(expandLogic({ condition: name }, sharedConditions))(facts))]));
}

/** The explanation as a tool writes it for --json: each step's id, address, outcome and why, then where the journey ended and why. */
export function explanationSummary({ flow, steps, end, endBecause }: Explanation): {
  flow: string;
  steps: Pick<ExplainedStep, 'step' | 'route' | 'outcome' | 'because'>[];
  end: string;
  because: string;
} {
  return { flow, steps: steps.map(({ step, route, outcome, because }) => ({ step, route, outcome, because })), end, because: endBecause };
}

/** Each step of the explanation as a tool prints it: its outcome, id and address, and the why on the line under it. */
export function explainedStepLines({ steps }: Explanation): string[] {
  return steps.map((step) => `  ${step.outcome.padEnd(11)} ${step.step.padEnd(22)} ${step.route}\n              ${step.because}`);
}

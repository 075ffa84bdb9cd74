/**
 * Why a visitor's journey went the way it did: a journey case run through the runtime itself
 * (runJourneyCase), told step by step. Every step of the flow in order says whether it was shown,
 * skipped (and which skip condition held, with the facts the journey had there), held back by a
 * guard (with its logged reason), or not reached; then where the journey ended and why, in
 * English as the core's reasons are. The studio and npm run explain show it; nothing here decides
 * anything the runtime did not.
 */
import { expandLogic, isTruthy, type Logic, type LogicCompiler } from '../core/json-logic.ts';
import type { Flow } from '../core/types.ts';
import type { CompiledFlow, Destination, Facts } from '../core/types.ts';
import { routeMatcher } from '../core/paths.ts';
import type { FlowOutline } from '../core/outline.ts';
import { runJourneyCase, type CaseSite, type JourneyCase, type JourneyResult, type StoryEvent } from './journey-case.ts';

export type StepOutcome = 'shown' | 'skipped' | 'guarded' | 'answered' | 'not-reached';

export interface ExplainedStep {
  step: string;
  route: string;
  outcome: StepOutcome;
  /** Why, in words: the redirect's logged reason, the skip condition that held, the guard's reason. */
  because: string;
  /** The skip condition as written, and the named conditions in it with what each gave, where one decided. */
  condition?: { written: Logic; named: Record<string, boolean> };
}

export interface Explanation {
  flow: string;
  steps: ExplainedStep[];
  /** Where the journey ended, as a journey case says it (a route elsewhere, external:NAME, not-found:REASON, stuck:STEP, page:STEP). */
  end: string;
  endBecause: string;
  /** The pages shown in order: the path a visitor with these facts and answers follows. */
  path: string[];
  /** What happened, in order, in words. */
  story: string[];
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
    const shownAt = pages.find((page) => page.step === step.id);
    if (shownAt) return { ...base, outcome: 'shown', because: cameBy(result.story, shownAt) };
    const matches = routeMatcher(step.route);
    const held = result.story.find((event) => event.kind === 'redirect' && matches.test(pathOf(event.from)) && guardReasons(context.flow, step.id).has(event.reason));
    if (held?.kind === 'redirect') return { ...base, outcome: 'guarded', because: `${held.reason} → ${destination(held.to)}` };
    // The page after it (or the last one) had the facts with which the journey passed it.
    const later = pages.find((page) => (flow.stepsById.get(page.step)?.index ?? -1) > step.index);
    const after = later ?? pages.at(-1);
    if (!after) return { ...base, outcome: 'not-reached', because: `the journey ended before it: ${result.end}` };
    const written = (context.flow.steps[step.index] as { skipWhen?: Logic } | undefined)?.skipWhen;
    if (step.skipWhen && isTruthy(step.skipWhen(after.facts)) && written !== undefined) {
      const named = namedValues(written, after.facts, context);
      const names = Object.entries(named).map(([name, value]) => `${name} = ${value}`);
      return {
        ...base,
        outcome: 'skipped',
        because: `skipped: ${JSON.stringify(written)} holds${names.length ? ` (${names.join(', ')})` : ''}`,
        condition: { written, named },
      };
    }
    if (flow.mode === 'journey' && later) {
      return { ...base, outcome: 'answered', because: 'answered already: the answers the visitor brought fill this step' };
    }
    return { ...base, outcome: 'not-reached', because: `the journey ended before it: ${result.end}` };
  });
  return { flow: flow.id, steps, end: result.end, endBecause: endReason(result), path: result.path, story: result.story.map(told), calls: result.calls };
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
function cameBy(story: readonly StoryEvent[], page: Extract<StoryEvent, { kind: 'page' }>): string {
  const before = story.slice(0, story.indexOf(page));
  const since = before.slice(before.findLastIndex((event) => event.kind === 'page') + 1);
  const told = since.flatMap((event) => (event.kind === 'call' ? [`${event.operation} answered ${event.outcome}`] : []));
  const move = since.findLast((event) => event.kind === 'redirect');
  return [...told, move?.kind === 'redirect' ? move.reason : 'the address the visitor opened'].join('; ');
}

function endReason(result: JourneyResult): string {
  const last = result.story.at(-1);
  if (result.end.startsWith('stuck:')) return 'this step asks for an answer that was not given';
  if (result.end.startsWith('page:')) return 'a page without answers: the visitor stays here';
  if (last?.kind === 'redirect') return last.reason;
  if (last?.kind === 'call') return `${last.operation} answered ${last.outcome}`;
  if (last?.kind === 'not-found') return last.reason;
  return 'the last step was answered';
}

function destination(to: Destination): string {
  return to.kind === 'internal' ? to.path : to.kind === 'external' ? `external:${to.name}` : to.url;
}

function told(event: StoryEvent): string {
  switch (event.kind) {
    case 'page':
      return `page ${event.step} at ${event.location}`;
    case 'redirect':
      return `${event.from} → ${destination(event.to)}: ${event.reason}`;
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

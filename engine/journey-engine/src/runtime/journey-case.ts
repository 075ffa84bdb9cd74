/**
 * A journey case run through the journey runtime itself, as a visitor would go through the site:
 * the flow's routes, a history in memory, services stubbed by the case, and the case's answers
 * given at each step that asks for them. It reports the steps shown and where the journey ended.
 * Flows carry their cases in "tests"; journey-engine cases runs every one.
 */
import type { FlowOutline } from '../core/outline.ts';
import { buildPath } from '../core/paths.ts';
import { stubOutcome, type ServiceOperation } from '../core/service-operation.ts';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { fieldMessages } from '../core/field-messages.ts';
import { compileAnswersValidator } from '../core/field-validators.ts';
import { givenAnswers } from '../core/given-answers.ts';
import type { CompiledFlow, CompiledStep, Destination, Facts, FactsInput, Flow } from '../core/types.ts';
import { answersStore, memoryStorage } from './answers-store.ts';
import { memoryHistory } from './history.ts';
import { routeTable } from './route-table.ts';
import { createJourneyRuntime, type JourneyRuntime } from './runtime.ts';
import { sessionStore, type SessionStore } from './session.ts';

export interface JourneyCase {
  name: string;
  /** The step the visitor opens; by default the flow's base path. */
  start?: string;
  /** What is known of the visitor; params and query make the address the visitor opens. */
  facts?: FactsInput;
  answers?: Record<string, unknown>;
  /** The stubbed outcome per service operation; where it names none, the operation's first outcome that carries on (stubOutcome), as a working service answers. */
  outcomes?: Record<string, string>;
  /** The stubbed data per service operation: a call's result, or what a load puts in its facts group. */
  results?: Record<string, unknown>;
}

export interface JourneyResult {
  /** The step ids shown, in order. */
  path: string[];
  /**
   * A route outside the flow, external:NAME, url:URL (one a service answered), not-found:REASON,
   * page:STEP for a page flow, stuck:STEP when an answer was missing, or refused:STEP when the
   * step's field rules refused the answers (refusals says how).
   */
  end: string;
  /** Where the step's field rules refused the answers: the copy key of the message beside each field, as the form shows it. */
  refusals?: Record<string, string>;
  /** Every service operation called, in order, with its input and the outcome the case stubbed. */
  calls: { operation: string; input: Readonly<Record<string, unknown>>; outcome: string }[];
  /** The address of the page the journey ended on. */
  location: string;
  /** What happened, in order: each page with its facts, each redirect with its logged reason, each call's outcome (engine/runtime/explain.ts tells it). */
  story: StoryEvent[];
}

export type StoryEvent =
  | { kind: 'page'; step: string; location: string; facts: Facts }
  | { kind: 'redirect'; from: string; to: Destination; reason: string }
  | { kind: 'call'; operation: string; from: string; outcome: string }
  | { kind: 'not-found'; from: string; reason: string };

/** What a flow's case expects (its "expect"): any of path, end, location, refused and calls. */
export type CaseExpectation = NonNullable<Flow['tests']>[number]['expect'];

/**
 * Where a case's result differs from what it expects, one sentence each; none when it holds. The
 * calls of the operations the expectation names must be these, in order, each with at least the
 * inputs given; answers a form refuses must be expected refused, with these messages.
 */
export function caseMismatches(expected: CaseExpectation, result: JourneyResult): string[] {
  const mismatches: string[] = [];
  const show = (value: unknown): string => JSON.stringify(value) ?? 'nothing';
  if (expected.path && !matches(result.path, expected.path)) mismatches.push(`path ${show(result.path)}, expected ${show(expected.path)}`);
  if (expected.end && expected.end !== result.end) mismatches.push(`ends at ${result.end}, expected ${expected.end}`);
  if (expected.location && expected.location !== result.location) mismatches.push(`ends on ${result.location}, expected ${expected.location}`);
  // Both ways: the messages expected, and no other.
  if (!matches(result.refusals, expected.refused) || !matches(expected.refused, result.refusals)) {
    mismatches.push(`the form refuses ${show(result.refusals)}, expected ${show(expected.refused)}`);
  }
  const calls = expected.calls;
  if (calls) {
    const made = result.calls.filter((call) => calls.some((named) => named.operation === call.operation));
    if (!matches(made, calls)) mismatches.push(`calls ${show(made.map(({ operation, input }) => ({ operation, input })))}, expected ${show(calls)}`);
  }
  return mismatches;
}

/** Whether actual has what expected names: each key of an object (in any order, others allowed), each item of a list (as many), each other value itself. */
function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => matches(actual[index], item));
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([key, value]) => matches((actual as Record<string, unknown>)[key], value));
  }
  return Object.is(actual, expected);
}

const MAX_PAGES = 100;
/** Where a not-found decision sends the visitor: no route of a flow answers it. */
const NOT_FOUND = '/~not-found';

/** What a journey case needs of the site the flow belongs to. */
export interface CaseSite {
  /** The facts every visitor starts from (the site's defaults and what its build knows). */
  siteFacts: Facts;
  /** Whether a step type goes on by itself when shown (the site's step types know). */
  goesOn(stepType: string): boolean;
  /** The site's service operations, by what a stub answers: where a case names no outcome, its first that carries on. An operation not listed answers success. */
  operations?: readonly Pick<ServiceOperation, 'name' | 'outcomes' | 'carriesOn'>[];
}

/** What a page of the case is shown with: the runtime whose snapshot renders it, and the visitor's session. */
export interface CasePage<Loaded extends { flow: CompiledFlow }> {
  journey: JourneyRuntime<Loaded>;
  session: SessionStore;
}

/**
 * The flow at the routes of its outline. loaded: what the runtime loads for the flow where a
 * renderer needs more than the compiled flow (its copy and validators: the studio's gallery);
 * onPage is called on each page the case shows, before it is answered.
 */
export async function runJourneyCase<Loaded extends { flow: CompiledFlow } = { flow: CompiledFlow }>(
  { flow, outline, loaded }: { flow: CompiledFlow; outline: FlowOutline; loaded?: Loaded },
  journeyCase: JourneyCase,
  { siteFacts, goesOn, operations = [] }: CaseSite,
  onPage?: (page: CasePage<Loaded>) => void,
): Promise<JourneyResult> {
  const { params = {}, query = {}, location, answers: knownAnswers, ...session } = journeyCase.facts ?? {};
  const result: JourneyResult = { path: [], end: '', calls: [], location: '', story: [] };
  const history = memoryHistory(location?.path ?? startAddress(flow, journeyCase.start, params as Record<string, unknown>, query as Record<string, unknown>));
  let notFound: string | undefined;
  const answers = answersStore(memoryStorage());
  const address = (): string => {
    const { pathname, search } = history.location();
    return pathname + search;
  };
  if (knownAnswers) answers.save(flow, knownAnswers);

  const stub = (operation: string): ServiceOperation => ({
    name: operation,
    description: 'stubbed by the journey case',
    inputs: {},
    outcomes: [],
    results: {},
    call: async (input) => {
      const known = operations.find((candidate) => candidate.name === operation);
      const outcome = journeyCase.outcomes?.[operation] ?? (known ? stubOutcome(known) : 'success');
      result.calls.push({ operation, input, outcome });
      result.story.push({ kind: 'call', operation, from: address(), outcome });
      return { outcome, data: journeyCase.results?.[operation] };
    },
  });
  const visitor = sessionStore(session, async () => session);
  const runtime = createJourneyRuntime<Loaded>({
    history,
    match: routeTable([outline]),
    loadFlow: async () => loaded ?? ({ flow } as Loaded),
    services: { get: (operation) => async () => stub(operation) },
    session: visitor,
    answers,
    siteFacts,
    hrefOf: (to) => (to.kind === 'external' ? `external:${to.name}` : `url:${to.url}`),
    notFoundPath: NOT_FOUND,
    // The case's routes are its flow's: where a visitor would be sent to the not-found page, the case ends.
    notFoundElsewhere: true,
    report(error) {
      if (error.code !== 'REDIRECT_NOT_FOUND') return;
      notFound ??= error.message;
      result.story.push({ kind: 'not-found', from: address(), reason: error.message });
    },
    // A move is told before it is made: the address is still the one it leaves.
    moved: ({ reason, to }) => void result.story.push({ kind: 'redirect', from: address(), to, reason }),
    goesOn,
    // A page that checks again by itself (a pending payment) is where a case stops: no timer runs.
    timers: { set: () => undefined, clear: () => undefined },
  });

  // A page that goes on by itself is shown and left at once: the runtime submits it, so it is
  // counted as it shows, once per visit.
  let passedVisit = '';
  const unsubscribe = runtime.subscribe(() => {
    // While a submit is under way the snapshot keeps the page it left (at the address it goes to).
    const { render, location, navigating } = runtime.getSnapshot();
    if (!render || navigating || !goesOn(render.step.type) || passedVisit === location.key) return;
    passedVisit = location.key;
    result.path.push(render.step.id);
    result.story.push({ kind: 'page', step: render.step.id, location: location.pathname + location.search, facts: render.facts });
  });

  try {
    for (let pages = 0; pages < MAX_PAGES; pages += 1) {
      await runtime.idle();
      const snapshot = runtime.getSnapshot();
      const at = snapshot.location.pathname + snapshot.location.search;
      if (history.left) return { ...result, end: history.left };
      if (notFound !== undefined) return { ...result, end: `not-found:${notFound}` };
      if (snapshot.unmatched) return { ...result, end: at };
      if (snapshot.error !== undefined) throw snapshot.error;
      const shown = snapshot.render;
      if (!shown) throw new Error(`journey "${journeyCase.name}" of ${flow.id} waits at ${at} with nothing under way`);
      result.location = at;
      const { step } = shown;
      if (result.path.at(-1) !== step.id) {
        result.story.push({ kind: 'page', step: step.id, location: at, facts: shown.facts });
        onPage?.({ journey: runtime, session: visitor });
      }
      const given = journeyCase.answers ?? {};
      // A page that takes no answers, or one the case gives no answers for, is where a page flow ends.
      // A button with no fields (confirm an undo) is pressed when the case gives answers, even none: {}.
      const pressesButton = step.fields.length === 0 && step.next.length > 0 && journeyCase.answers !== undefined;
      const answersPage = pressesButton || step.fields.some((field) => field.name in given);
      if (result.path.at(-1) === step.id || (flow.mode === 'pages' && !answersPage)) {
        if (result.path.at(-1) !== step.id) result.path.push(step.id);
        return { ...result, end: flow.mode === 'pages' ? `page:${step.id}` : `stuck:${step.id}` };
      }
      result.path.push(step.id);
      if (step.fields.some((field) => field.required && !(field.name in given))) return { ...result, end: `stuck:${step.id}` };
      // The form would not send answers its field rules refuse: the case ends there, with the form's messages.
      const refusals = fieldRefusals(step, given);
      if (refusals) return { ...result, end: `refused:${step.id}`, refusals };
      runtime.dispatch({ type: 'submit', values: given });
    }
  } finally {
    unsubscribe();
    runtime.dispose();
  }
  throw new Error(`journey "${journeyCase.name}" of ${flow.id} showed more than ${MAX_PAGES} pages`);
}

const validators = new WeakMap<CompiledStep, ValidateFunction>();

/** The copy keys of the messages the step's form shows beside the fields whose rules refuse these answers; undefined when they pass. */
function fieldRefusals(step: CompiledStep, answers: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  if (step.fields.length === 0) return undefined;
  const definitions = step.fields.map((field) => field.definition);
  let validate = validators.get(step);
  if (!validate) validators.set(step, (validate = compileAnswersValidator(definitions)));
  const own = Object.fromEntries(Object.entries(answers).filter(([name]) => step.fields.some((field) => field.name === name)));
  if (validate(givenAnswers(own, definitions))) return undefined;
  return Object.fromEntries(Object.entries(fieldMessages(validate.errors ?? [], step.fields)).map(([name, { key }]) => [name, key]));
}

/** The address a case opens: its start step's route (or the flow's own) with the case's params and query. */
function startAddress(flow: CompiledFlow, start: string | undefined, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const route = start === undefined ? flow.basePath : (flow.stepsById.get(start)?.route ?? flow.basePath);
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return buildPath(route, params) + (search ? `?${search}` : '');
}

/**
 * The generic journey runner: walks a compiled flow the way a visitor would, from its base path,
 * answering each step from a table, and reports the steps passed and where the journey ended.
 * Flows carry their cases in "tests"; tests/unit/journeys.test.ts runs every one.
 */
import { decideAfterSubmit, decideEntry, decideOutcome, submittedAnswers } from './decide.ts';
import { defaultFacts, mergeFacts } from './facts.ts';
import type { CompiledFlow, Decision, FactsInput } from './types.ts';

export interface JourneyCase {
  name: string;
  /** The step the visitor opens; by default the flow's base path. */
  start?: string;
  facts?: FactsInput;
  now?: string;
  answers?: Record<string, unknown>;
  /** The stubbed outcome per service operation; success when not named. */
  outcomes?: Record<string, string>;
}

export interface JourneyResult {
  /** The step ids rendered, in order. */
  path: string[];
  /** A route outside the flow, external:NAME, not-found:REASON, page:STEP for a page flow, or stuck:STEP when an answer was missing. */
  end: string;
  /** Every service operation called, in order, with its input. */
  calls: { operation: string; input: Readonly<Record<string, unknown>> }[];
}

const FIXED_NOW = '2026-01-15T12:00:00.000Z';
const MAX_DECISIONS = 100;

/** goesOn: whether a step type goes on by itself when shown (the step types' registry knows). */
export function runJourney(flow: CompiledFlow, journeyCase: JourneyCase, goesOn: (stepType: string) => boolean = () => false): JourneyResult {
  const routes = new Map(flow.steps.map((step) => [step.route, step.id]));
  let facts = mergeFacts(defaultFacts(journeyCase.now ?? FIXED_NOW), journeyCase.facts ?? {});
  const result: JourneyResult = { path: [], end: '', calls: [] };
  let decision: Decision = decideEntry(flow, journeyCase.start ?? null, facts);

  for (let count = 0; count < MAX_DECISIONS; count += 1) {
    switch (decision.type) {
      case 'not-found':
        result.end = `not-found:${decision.reason}`;
        return result;
      case 'redirect': {
        if (decision.to.kind === 'external') {
          result.end = `external:${decision.to.name}`;
          return result;
        }
        const [pathname = '', search = ''] = decision.to.path.split('?');
        const stepId = routes.get(pathname);
        if (stepId === undefined) {
          result.end = decision.to.path;
          return result;
        }
        // As in the browser, the next page sees its own query, not the one of the page before.
        facts = { ...facts, query: Object.fromEntries(new URLSearchParams(search)), location: { path: decision.to.path } };
        decision = decideEntry(flow, stepId, facts);
        break;
      }
      case 'call-service': {
        result.calls.push({ operation: decision.operation, input: decision.input });
        decision = decideOutcome(flow, decision, journeyCase.outcomes?.[decision.operation] ?? 'success', facts);
        break;
      }
      case 'render': {
        const { step } = decision;
        if (goesOn(step.type)) {
          result.path.push(step.id);
          decision = decideAfterSubmit(flow, step.id, facts);
          break;
        }
        const answers = journeyCase.answers ?? {};
        // A page that takes no answers, or one the case gives no answers for, is where a page flow ends.
        const answersPage = step.fields.length > 0 && step.fields.some((field) => field.name in answers);
        if (result.path.at(-1) === step.id || (flow.mode === 'pages' && !answersPage)) {
          if (result.path.at(-1) !== step.id) result.path.push(step.id);
          result.end = flow.mode === 'pages' ? `page:${step.id}` : `stuck:${step.id}`;
          return result;
        }
        result.path.push(step.id);
        if (step.fields.some((field) => field.required && !(field.name in answers))) {
          result.end = `stuck:${step.id}`;
          return result;
        }
        facts = mergeFacts(facts, { answers: submittedAnswers(step, answers) });
        decision = decideAfterSubmit(flow, step.id, facts);
        break;
      }
    }
  }
  throw new Error(`journey "${journeyCase.name}" of ${flow.id} made more than ${MAX_DECISIONS} decisions`);
}

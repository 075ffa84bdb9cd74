/**
 * The generic journey runner: walks a compiled flow the way a visitor would, from its base path,
 * answering each step from a table, and reports the steps passed and where the journey ended.
 * Flows carry their cases in "tests"; tests/unit/journeys.test.ts runs every one.
 */
import { decideAfterSubmit, decideEntry, decideOutcome, submittedAnswers } from './decide.ts';
import { defaultFacts, mergeFacts } from './facts.ts';
import { matchRoute, routeRank } from './paths.ts';
import type { CompiledFlow, Decision, FactsInput } from './types.ts';

export interface JourneyCase {
  name: string;
  /** The step the visitor opens; by default the flow's base path. */
  start?: string;
  facts?: FactsInput;
  answers?: Record<string, unknown>;
  /** The stubbed outcome per service operation; success when not named. */
  outcomes?: Record<string, string>;
  /** The stubbed data per service operation: a call's result, or what a load puts in its facts group. */
  results?: Record<string, unknown>;
}

export interface JourneyResult {
  /** The step ids rendered, in order. */
  path: string[];
  /** A route outside the flow, external:NAME, url:URL (one a service answered), not-found:REASON, page:STEP for a page flow, or stuck:STEP when an answer was missing. */
  end: string;
  /** Every service operation called, in order, with its input. */
  calls: { operation: string; input: Readonly<Record<string, unknown>> }[];
  /** The path of the page the journey ended on, as the facts' location has it. */
  location: string;
}

const MAX_DECISIONS = 100;

/** goesOn: whether a step type goes on by itself when shown (the step types' registry knows). */
export function runJourney(flow: CompiledFlow, journeyCase: JourneyCase, goesOn: (stepType: string) => boolean = () => false): JourneyResult {
  // As the router does: the step whose route matches, the most specific first.
  const routes = [...flow.steps].sort((a, b) => routeRank(b.route) - routeRank(a.route));
  const stepAt = (pathname: string) => {
    for (const step of routes) {
      const params = matchRoute(step.route, pathname);
      if (params) return { stepId: step.id, params };
    }
    return undefined;
  };
  let facts = mergeFacts(defaultFacts(), journeyCase.facts ?? {});
  const result: JourneyResult = { path: [], end: '', calls: [], location: facts.location.path };
  // The page being entered, and what its loads answered: as in the browser, per visit of a page.
  let entry = journeyCase.start ?? null;
  let loaded = new Map<string, { outcome: string; data?: unknown }>();
  let decision: Decision = decideEntry(flow, entry, facts, loaded);
  // What a page's actions decide with: its facts with what its loads filled, as the browser submits them.
  let pageFactsWithLoads = facts;

  for (let count = 0; count < MAX_DECISIONS; count += 1) {
    switch (decision.type) {
      case 'not-found':
        result.end = `not-found:${decision.reason}`;
        return result;
      case 'redirect': {
        if (decision.to.kind !== 'internal') {
          result.end = decision.to.kind === 'external' ? `external:${decision.to.name}` : `url:${decision.to.url}`;
          return result;
        }
        const [pathname = '', search = ''] = decision.to.path.split('?');
        const found = stepAt(pathname);
        if (found === undefined) {
          result.end = decision.to.path;
          return result;
        }
        // As in the browser, the next page sees its own query and route, not the ones of the page before.
        facts = { ...facts, query: Object.fromEntries(new URLSearchParams(search)), params: found.params, location: { path: decision.to.path } };
        pageFactsWithLoads = facts;
        result.location = decision.to.path;
        entry = found.stepId;
        loaded = new Map();
        decision = decideEntry(flow, entry, facts, loaded);
        break;
      }
      case 'load': {
        result.calls.push({ operation: decision.operation, input: decision.input });
        loaded.set(decision.key, { outcome: journeyCase.outcomes?.[decision.operation] ?? 'success', data: journeyCase.results?.[decision.operation] });
        decision = decideEntry(flow, entry, facts, loaded);
        break;
      }
      case 'call-service': {
        result.calls.push({ operation: decision.operation, input: decision.input });
        decision = decideOutcome(
          flow,
          decision,
          journeyCase.outcomes?.[decision.operation] ?? 'success',
          mergeFacts(pageFactsWithLoads, { result: journeyCase.results?.[decision.operation] }),
        );
        break;
      }
      case 'render': {
        const { step } = decision;
        pageFactsWithLoads = decision.facts;
        if (goesOn(step.type)) {
          result.path.push(step.id);
          decision = decideAfterSubmit(flow, step.id, pageFactsWithLoads);
          break;
        }
        const answers = journeyCase.answers ?? {};
        // A page that takes no answers, or one the case gives no answers for, is where a page flow ends.
        // A button with no fields (confirm an undo) is pressed when the case gives answers, even none: {}.
        const pressesButton = step.fields.length === 0 && step.next.length > 0 && journeyCase.answers !== undefined;
        const answersPage = pressesButton || step.fields.some((field) => field.name in answers);
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
        pageFactsWithLoads = mergeFacts(pageFactsWithLoads, { answers: facts.answers });
        decision = decideAfterSubmit(flow, step.id, pageFactsWithLoads);
        break;
      }
    }
  }
  throw new Error(`journey "${journeyCase.name}" of ${flow.id} made more than ${MAX_DECISIONS} decisions`);
}

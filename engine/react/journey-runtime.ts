/**
 * The journey runtime: one object per visit of the site that owns what outlives a render, so that
 * the pages are thin bindings over it and nothing of it is module state.
 *
 * - the visitor's answers (answers-store.ts);
 * - the loads of each page visit: made once (React's strict mode asks twice), their results kept
 *   per visit and published to subscribers, like TanStack's QueryObserver (subscribe, and a
 *   snapshot that stays the same object until it changes);
 * - the decisions being performed: service calls until a place to go, then the navigation. While
 *   one is under way it decides where the visitor goes: a page that re-renders meanwhile (a login
 *   publishes the new session facts before its redirect) must not redirect on its own.
 */
import { decideAfterSubmit, submittedAnswers } from '../core/decide.ts';
import { mergeFacts } from '../core/facts.ts';
import type { Answers, CompiledFlow, CompiledStep, Decision, Destination, Facts, LoadResults, Recheck } from '../core/types.ts';
import { answersStore, type AnswersStore } from '../runtime/answers-store.ts';
import { callOperation, settle } from '../runtime/perform.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { hrefOf } from '../runtime/targets.ts';

/** How the router moves within the site (react-router's navigate); the runtime decides where. */
export type Navigate = (path: string, options: { replace: boolean }) => void;

export type LoadDecision = Extract<Decision, { type: 'load' }>;

export interface JourneyRuntime extends RuntimeConfig {
  answers: AnswersStore;
  /** A page visit's load results are published here. */
  subscribe(listener: () => void): () => void;
  /** The results of a page visit's loads: the same Map until another arrives. */
  loadResults(visit: string): LoadResults;
  /** Makes a load of a page visit unless it is made already; its result is kept for the visit. */
  startLoad(visit: string, decision: LoadDecision): void;
  /** Makes a shown page's load again after its time; the old result stands until the new one arrives. Answers a cancel. */
  scheduleRecheck(visit: string, recheck: Recheck): () => void;
  /** A page visit has ended: a later visit of the same entry (Back) loads again. */
  endVisit(visit: string): void;
  /** Goes to a destination: a route of the site through the router, anything else by the browser. */
  go(to: Destination, navigate: Navigate, replace?: boolean): void;
  /** Calls services until the decision is a place to go, then goes there. */
  perform(flow: CompiledFlow, decision: Decision, facts: Facts, navigate: Navigate): Promise<void>;
  /** Whether a decision is being performed now. */
  isPerforming(): boolean;
  /** Saves a submitted step's answers and performs what the flow decides after it. */
  submit(flow: CompiledFlow, step: CompiledStep, values: Answers, facts: Facts, navigate: Navigate): Promise<void>;
}

export function createJourneyRuntime(config: RuntimeConfig, storage: Pick<Storage, 'getItem' | 'setItem'>): JourneyRuntime {
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };
  const results = new Map<string, LoadResults>();
  const underWay = new Set<string>();
  const NONE: LoadResults = new Map();
  let performing = 0;

  const runtime: JourneyRuntime = {
    ...config,
    answers: answersStore(storage),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadResults: (visit) => results.get(visit) ?? NONE,
    startLoad(visit, decision) {
      const id = `${visit} ${decision.key}`;
      if (underWay.has(id) || runtime.loadResults(visit).has(decision.key)) return;
      underWay.add(id);
      // A paid plan is in the session's facts (callOperation reloads them) before the page decides again.
      void callOperation(decision.operation, decision.input, config).then(({ result }) => {
        underWay.delete(id);
        results.set(visit, new Map([...runtime.loadResults(visit), [decision.key, result]]));
        publish();
      });
    },
    scheduleRecheck(visit, recheck) {
      const timer = setTimeout(() => {
        void callOperation(recheck.operation, recheck.input, config).then(({ result }) => {
          // A visit that ended meanwhile (the visitor left) takes no answer.
          if (!results.has(visit)) return;
          results.set(visit, new Map([...runtime.loadResults(visit), [recheck.key, result]]));
          publish();
        });
      }, recheck.afterMs);
      return () => clearTimeout(timer);
    },
    endVisit(visit) {
      results.delete(visit);
    },
    go(to, navigate, replace = false) {
      if (to.kind === 'internal') navigate(to.path, { replace });
      else window.location.assign(hrefOf(to, config.externalDestinations));
    },
    async perform(flow, decision, facts, navigate) {
      performing += 1;
      try {
        const settled = await settle(flow, decision, facts, config);
        if (settled.type === 'not-found') {
          config.report({ message: 'REDIRECT_NOT_FOUND', detail: settled.reason });
          runtime.go({ kind: 'internal', path: config.notFoundPath }, navigate);
        } else runtime.go(settled.to, navigate);
      } finally {
        performing -= 1;
      }
    },
    isPerforming: () => performing > 0,
    async submit(flow, step, values, facts, navigate) {
      const answers = runtime.answers.save(flow, submittedAnswers(step, values));
      const next = mergeFacts(facts, { answers });
      await runtime.perform(flow, decideAfterSubmit(flow, step.id, next), next, navigate);
    },
  };
  return runtime;
}

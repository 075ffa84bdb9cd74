/**
 * One route of a flow: asks the core what to do with this visitor here, and has the journey
 * runtime do it. What outlives a render (answers, loads, calls in flight) is the runtime's
 * (journey-runtime.ts); this file only binds a route to it.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { decideEntry, errorOfStep } from '../core/decide.ts';
import type { Answers, CompiledFlow, Decision, Facts, LoadResults, Recheck } from '../core/types.ts';
import type { LoadDecision } from './journey-runtime.ts';
import { factsOfPage } from '../runtime/page-facts.ts';
import { screenEvent } from '../runtime/screen-event.ts';
import { useGo, usePerform, useRuntime, type LoadedFlow } from './runtime.tsx';
import { StepContext } from './step-context.ts';

/** bound: route parameters an alias route fixes, over those of the URL. */
export function useFacts(flow: CompiledFlow, bound?: Readonly<Record<string, string>>): Facts {
  const { session, buildFacts, answers: answersStore } = useRuntime();
  const sessionFacts = useSyncExternalStore(session.subscribe, session.facts);
  const urlParams = useParams();
  const params = useMemo(() => ({ ...urlParams, ...bound }), [urlParams, bound]);
  const { pathname, search } = useLocation();
  const answers = useSyncExternalStore(answersStore.subscribe, () => answersStore.read(flow.id));
  return useMemo(() => factsOfPage({ ...buildFacts, ...sessionFacts }, answers, params, { pathname, search }), [buildFacts, sessionFacts, answers, params, pathname, search]);
}

/** The results of this visit's loads; a new visit of the page (a new location key) loads again. */
function useLoadResults(): { results: LoadResults; visit: string } {
  const runtime = useRuntime();
  const { key: visit } = useLocation();
  const results = useSyncExternalStore(runtime.subscribe, () => runtime.loadResults(visit));
  useEffect(() => () => runtime.endVisit(visit), [runtime, visit]);
  return { results, visit };
}

export function StepPage({ loaded, stepId, bound }: { loaded: LoadedFlow; stepId: string | null; bound?: Readonly<Record<string, string>> }): ReactElement | null {
  const { flow } = loaded;
  const facts = useFacts(flow, bound);
  const { results, visit } = useLoadResults();
  const decision = decideEntry(flow, stepId, facts, results);
  useRechecks(visit, results, decision.type === 'render' ? decision.rechecks : NO_RECHECKS);
  switch (decision.type) {
    case 'render':
      return <StepView loaded={loaded} decision={decision} facts={decision.facts} />;
    case 'load':
      return <Load decision={decision} visit={visit} />;
    case 'redirect':
      return <Go decision={decision} />;
    case 'not-found':
      return <NotFound reason={decision.reason} />;
    case 'call-service':
      return <SettleThenGo flow={flow} decision={decision} facts={facts} />;
  }
}

const NO_RECHECKS: readonly Recheck[] = [];

/**
 * The loads a shown page makes again (a pending payment asks its status again): scheduled when an
 * answer arrives, not at every render, so that each answer is followed by one call after its time.
 */
function useRechecks(visit: string, results: LoadResults, rechecks: readonly Recheck[]): void {
  const runtime = useRuntime();
  useEffect(() => {
    const cancels = rechecks.map((recheck) => runtime.scheduleRecheck(visit, recheck));
    return () => cancels.forEach((cancel) => cancel());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rechecks is a new list at every render; results changes with each answer
  }, [runtime, visit, results]);
}

/** A redirect the core decided, logged with its reason. */
function Go({ decision }: { decision: Extract<Decision, { type: 'redirect' }> }): null {
  const go = useGo();
  const { track, isPerforming } = useRuntime();
  useEffect(() => {
    if (isPerforming()) return;
    track({ event: 'redirect', reason: decision.reason, to: decision.to });
    go(decision.to, true);
  }, [go, track, isPerforming, decision]);
  return null;
}

/** Logged under the spec's name REDIRECT_NOT_FOUND with the reason, then the not-found page. */
function NotFound({ reason }: { reason: string }): ReactElement {
  const { report, notFoundPath } = useRuntime();
  useEffect(() => report({ message: 'REDIRECT_NOT_FOUND', detail: reason }), [report, reason]);
  return <Navigate to={notFoundPath} replace />;
}

/** A service call decided on entry (a guard's, or a flow's complete): the visitor sees it is busy. */
function SettleThenGo({ flow, decision, facts }: { flow: CompiledFlow; decision: Decision; facts: Facts }): ReactElement {
  const perform = usePerform(flow);
  useEffect(() => {
    void perform(decision, facts);
  }, [perform, decision, facts]);
  return <Loading />;
}

/** A load of the page: the runtime makes it once per visit, and the page decides again with its result. */
function Load({ decision, visit }: { decision: LoadDecision; visit: string }): ReactElement {
  const runtime = useRuntime();
  useEffect(() => runtime.startLoad(visit, decision), [runtime, decision, visit]);
  return <Loading />;
}

/** The spec's loading state, where a page waits for what it shows. */
export function Loading(): ReactElement {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

function StepView({ loaded, decision, facts }: { loaded: LoadedFlow; decision: Extract<Decision, { type: 'render' }>; facts: Facts }): ReactElement {
  const { flow, validators } = loaded;
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { key: attempt } = useLocation();
  const [busy, setBusy] = useState(false);
  // Set at once, where the busy state shows only after a render: a press that comes before that
  // render is the same intent and is dropped, not submitted twice.
  const submitting = useRef(false);
  const { step, position } = decision;
  const stepType = runtime.stepTypes.get(step.type);

  // The screen event, sent again only when what it says changes (the funnel's condition, the account).
  const screen = JSON.stringify(screenEvent(flow, step, facts) ?? null);
  useEffect(() => {
    const event = JSON.parse(screen) as Record<string, unknown> | null;
    if (event) runtime.track(event);
  }, [runtime, step, screen]);

  if (!stepType) throw new Error(`no step type ${step.type} is registered`);
  const submit = async (values: Answers): Promise<void> => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await runtime.submit(flow, step, values, facts, navigate);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };
  const Component = stepType.Component;
  return (
    <StepContext.Provider value={{ flow, validators, step, facts, submit, busy, error: withAttempt(errorOfStep(flow, step, facts), attempt) }}>
      <Component step={step} props={step.props as never} facts={facts} position={position} />
    </StepContext.Provider>
  );
}

const withAttempt = <Refusal extends object>(error: Refusal | undefined, attempt: string) => (error ? { ...error, attempt } : undefined);

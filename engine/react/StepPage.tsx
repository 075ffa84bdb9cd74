/** One route of a flow: asks the core what to do with this visitor here, and does it. */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { decideAfterSubmit, decideEntry, submittedAnswers } from '../core/decide.ts';
import { mergeFacts } from '../core/facts.ts';
import type { ServiceResult } from '../core/service-operation.ts';
import type { Answers, CompiledFlow, Decision, Facts, LoadResults } from '../core/types.ts';
import { saveAnswers, useAnswers } from './answers-store.ts';
import { factsOfPage } from './page-facts.ts';
import { callOperation, isPerforming, useGo, usePerform } from './perform.ts';
import { useRuntime, type LoadedFlow } from './runtime.tsx';
import { StepContext } from './step-context.ts';

/** bound: route parameters an alias route fixes, over those of the URL. */
export function useFacts(flow: CompiledFlow, bound?: Readonly<Record<string, string>>): Facts {
  const { session, buildFacts } = useRuntime();
  const sessionFacts = useSyncExternalStore(session.subscribe, session.facts);
  const urlParams = useParams();
  const params = useMemo(() => ({ ...urlParams, ...bound }), [urlParams, bound]);
  const { pathname, search } = useLocation();
  const answers = useAnswers(flow.id);
  return useMemo(() => factsOfPage({ ...buildFacts, ...sessionFacts }, answers, params, { pathname, search }), [buildFacts, sessionFacts, answers, params, pathname, search]);
}

/** Calls under way, by visit and load: React's strict mode runs an effect twice, the call is made once. */
const loadsUnderWay = new Map<string, Promise<ServiceResult>>();

/** The results of this visit's loads; a new visit of the page (a new location key) loads again. */
function useLoadResults(): [LoadResults, (key: string, result: ServiceResult) => void, string] {
  const { key: visit } = useLocation();
  const [state, setState] = useState<{ visit: string; results: LoadResults }>({ visit, results: new Map() });
  const results = state.visit === visit ? state.results : new Map();
  const keep = useCallback(
    (key: string, result: ServiceResult) =>
      setState((current) => ({ visit, results: new Map([...(current.visit === visit ? current.results : []), [key, result]]) })),
    [visit],
  );
  return [results, keep, visit];
}

export function StepPage({ loaded, stepId, bound }: { loaded: LoadedFlow; stepId: string | null; bound?: Readonly<Record<string, string>> }): ReactElement | null {
  const { flow } = loaded;
  const facts = useFacts(flow, bound);
  const [results, keep, visit] = useLoadResults();
  const decision = decideEntry(flow, stepId, facts, results);
  switch (decision.type) {
    case 'render':
      return <StepView loaded={loaded} decision={decision} facts={decision.facts} />;
    case 'load':
      return <Load decision={decision} visit={visit} keep={keep} />;
    case 'redirect':
      return <Go decision={decision} />;
    case 'not-found':
      return <NotFound reason={decision.reason} />;
    case 'call-service':
      return <SettleThenGo flow={flow} decision={decision} facts={facts} />;
  }
}

/** A redirect the core decided, logged with its reason. */
function Go({ decision }: { decision: Extract<Decision, { type: 'redirect' }> }): null {
  const go = useGo();
  const { track } = useRuntime();
  useEffect(() => {
    if (isPerforming()) return;
    track({ event: 'redirect', reason: decision.reason, to: decision.to });
    go(decision.to, true);
  }, [go, track, decision]);
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

/** A load of the page: made once per visit, its result kept for the core to decide again. */
function Load({ decision, visit, keep }: { decision: Extract<Decision, { type: 'load' }>; visit: string; keep: (key: string, result: ServiceResult) => void }): ReactElement {
  const runtime = useRuntime();
  useEffect(() => {
    const id = `${visit} ${decision.key}`;
    let call = loadsUnderWay.get(id);
    if (!call) {
      // A paid plan is in the session's facts (callOperation reloads them) before the page decides again.
      call = callOperation(decision.operation, decision.input, runtime)
        .then(({ result }) => result)
        .finally(() => loadsUnderWay.delete(id));
      loadsUnderWay.set(id, call);
    }
    let current = true;
    void call.then((result) => {
      if (current) keep(decision.key, result);
    });
    return () => {
      current = false;
    };
  }, [runtime, decision, visit, keep]);
  return <Loading />;
}

function Loading(): ReactElement {
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
  const perform = usePerform(flow);
  const [busy, setBusy] = useState(false);
  // Set at once, where the busy state shows only after a render: a press that comes before that
  // render is the same intent and is dropped, not submitted twice.
  const submitting = useRef(false);
  const { step, position } = decision;
  const stepType = runtime.stepTypes.get(step.type);

  // What the screen event says, worked out once per page: the account id where the flow asks for
  // it, and the funnel step only while its condition holds.
  const accountId = step.tracking?.withAccountId ? facts.user.id : undefined;
  const screen = typeof step.tracking?.screen === 'object' ? String(flow.compileExpression(step.tracking.screen)(facts)) : step.tracking?.screen;
  const funnelWhen = step.tracking?.funnel?.when;
  const inFunnel = flow.holds(funnelWhen, facts);
  useEffect(() => {
    if (!step.tracking) return;
    const { funnel } = step.tracking;
    const counted = funnel && inFunnel ? { funnel: { name: funnel.name, step: funnel.step, stepName: funnel.stepName } } : {};
    runtime.track({ event: 'screen', flow: flow.id, step: step.id, ...(screen === undefined ? {} : { screen }), ...counted, ...(accountId ? { accountId } : {}) });
  }, [runtime, flow.id, step, screen, accountId, inFunnel]);

  if (!stepType) throw new Error(`no step type ${step.type} is registered`);
  const submit = async (values: Answers): Promise<void> => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      const answers = saveAnswers(flow, submittedAnswers(step, values));
      const next = mergeFacts(facts, { answers });
      await perform(decideAfterSubmit(flow, step.id, next), next);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };
  const Component = stepType.Component;
  return (
    <StepContext.Provider value={{ flow, validators, step, facts, submit, busy }}>
      <Component
        step={step}
        props={step.props as never}
        facts={facts}
        position={position}
      />
    </StepContext.Provider>
  );
}


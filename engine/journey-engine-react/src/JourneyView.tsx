/**
 * The site's pages as the journey runtime's snapshot says: the page's layout, its step rendered by
 * the step type's component, the loading state while the page waits, and what failed thrown to the
 * page's error boundary. react-router's <Router> is given the runtime's location, so links and
 * useLocation are react-router's while every move goes through the runtime's history. Nothing here
 * decides, loads or navigates: the runtime does (engine/runtime/runtime.ts).
 */
import { useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Router } from 'react-router';
import type { Answers } from 'journey-engine';
import type { RuntimeSnapshot, ShownStep } from 'journey-engine/runtime';
import type { BrowserHistory } from './browser-history.ts';
import { useRuntime, type LoadedFlow } from './runtime.tsx';
import { goLive } from './early-press.ts';
import { StepContext } from './step-context.ts';

export type Layouts = Readonly<Record<string, ComponentType<{ children: ReactNode }>>>;

/** children: what the site shows beside the page on every route (the consent dialog). */
export function JourneySite({
  history,
  layouts,
  children,
}: {
  history: Pick<BrowserHistory, 'navigationType' | 'navigator'>;
  layouts: Layouts;
  children?: ReactNode;
}): ReactElement {
  const { journey } = useRuntime();
  const snapshot = useSyncExternalStore(journey.subscribe, journey.getSnapshot, journey.getSnapshot);
  const { location } = snapshot;
  const routerLocation = useMemo(() => ({ ...location, state: null }), [location]);
  // The first render is committed: the page acts on presses itself, and one made before is made again.
  useEffect(goLive, []);
  return (
    <Router location={routerLocation} navigationType={history.navigationType()} navigator={history.navigator}>
      <CurrentPage snapshot={snapshot} layouts={layouts} />
      {children}
    </Router>
  );
}

function CurrentPage({ snapshot, layouts }: { snapshot: RuntimeSnapshot<LoadedFlow>; layouts: Layouts }): ReactElement {
  if (snapshot.layout === undefined) return <PageContent snapshot={snapshot} />;
  const Layout = layouts[snapshot.layout];
  if (!Layout) throw new Error(`no layout ${snapshot.layout} is registered`);
  return (
    <Layout>
      <PageContent snapshot={snapshot} />
    </Layout>
  );
}

function PageContent({ snapshot }: { snapshot: RuntimeSnapshot<LoadedFlow> }): ReactElement {
  if (snapshot.error !== undefined) throw snapshot.error;
  const shown = snapshot.render;
  // The step's still while its loads are pending, the loading state below it: the step keeps its
  // place (and key) in both, so what the loads bring is added to what the still shows. Another step
  // is another key, another form: nothing typed on one carries over to the next.
  const page = shown ?? (snapshot.still && { ...snapshot.still, position: { index: 0, count: 0 } });
  if (page)
    return (
      <>
        <StepView key={`${page.loaded.flow.id} ${page.step.id}`} shown={page} busy={Boolean(shown) && snapshot.navigating} still={!shown} />
        {shown ? null : <Loading afterStill />}
      </>
    );
  if (snapshot.unmatched) throw new Error(`no page answers ${snapshot.location.pathname}`);
  return <Loading />;
}

/** The props a step shows still: those its flow names in its still. */
const stillProps = (step: ShownStep<LoadedFlow>['step']): Record<string, unknown> =>
  Object.fromEntries(step.still.flatMap((name) => (name in step.props ? [[name, step.props[name]]] : [])));

/** The spec's loading state, where a page waits for what it shows; below a step's still, with the class loading--after-still. */
export function Loading({ afterStill = false }: { afterStill?: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <p className={afterStill ? 'loading loading--after-still' : 'loading'} role="status">
      {t('common.loading')}
    </p>
  );
}

function StepView({ shown, busy, still }: { shown: ShownStep<LoadedFlow>; busy: boolean; still: boolean }): ReactElement {
  const { journey, stepTypes } = useRuntime();
  const { loaded, step, position, facts, error } = shown;
  const stepType = stepTypes.get(step.type);
  if (!stepType) throw new Error(`no step type ${step.type} is registered`);
  const submit = (values: Answers) => journey.dispatch({ type: 'submit', values });
  const Component = stepType.Component;
  return (
    <StepContext.Provider value={{ flow: loaded.flow, validators: loaded.validators, step, facts, submit, busy, error }}>
      <Component step={step} props={(still ? stillProps(step) : step.props) as never} facts={facts} position={position} still={still} />
    </StepContext.Provider>
  );
}

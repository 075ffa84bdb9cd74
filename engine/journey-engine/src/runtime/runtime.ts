/**
 * The journey runtime: one object per visit of the site, framework-free, that does everything the
 * core decides. It owns the answers, the loads of each page visit, the service calls in flight and
 * every move of the visitor (through one history port); it publishes an immutable snapshot of what
 * to show (TanStack Query's QueryObserver: subscribe, and a snapshot that stays the same object
 * until it changes). Everything enters through dispatch, or through the ports it listens to (the
 * history, the session, the answers). A renderer only shows the snapshot and sends the visitor's
 * submits; journey cases drive the same runtime with stubbed services and a history in memory.
 *
 * Its loop, after every event: find the route of the current address, load its flow, ask the core
 * (decideEntry) and do what it says: render, load and decide again, redirect, call services until
 * a place to go. While a submit's calls are under way, that submit decides where the visitor goes:
 * a change meanwhile (a login publishes the new session before its redirect) is not acted on.
 */
import { decideAfterSubmit, decideEntry, destinationInFlow, errorOfStep, submittedAnswers } from '../core/decide.ts';
import { mergeFacts } from '../core/facts.ts';
import { operationsAfter } from '../core/flow-operations.ts';
import type { Answers, CompiledFlow, CompiledStep, Decision, Destination, Facts, FactsInput, LoadResults, Recheck, StepError } from '../core/types.ts';
import type { TrackingHook } from '../core/keyword.ts';
import type { AnswersStore } from './answers-store.ts';
import type { HistoryLocation, HistoryPort } from './history.ts';
import { factsOfPage } from './page-facts.ts';
import { aheadAnswers } from './ahead.ts';
import { callOperation, portsOf, prepareOperations, settle, type ServicePorts } from './perform.ts';
import { screenEvent } from './screen-event.ts';
import type { SessionStore } from './session.ts';

/**
 * What answers an address: a page of a flow (stepId null: a journey's own address) in its layout,
 * a flow's redirect route, a route that moved, or not known yet (the routes known so far do not
 * decide it: ask again once until has settled).
 */
export type RouteMatch =
  | {
      readonly kind: 'page';
      readonly flowId: string;
      readonly stepId: string | null;
      readonly layout: string;
      readonly params: Readonly<Record<string, string>>;
      /** What the data file that declares the route gives the step's still (collections.ts). */
      readonly still?: FactsInput;
    }
  | { readonly kind: 'redirect'; readonly flowId: string; readonly index: number; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'moved'; readonly location: string }
  | { readonly kind: 'wait'; readonly until: Promise<unknown> };

export interface RuntimePorts<Loaded extends { flow: CompiledFlow }> extends ServicePorts {
  history: HistoryPort;
  /** The route that answers a path; undefined: none (the site's routes end in a not-found page). */
  match(pathname: string): RouteMatch | undefined;
  /** Loads a flow by id (its code and copy), once. */
  loadFlow(id: string): Promise<Loaded>;
  session: SessionStore;
  answers: AnswersStore;
  /** The facts every visitor starts from: the site's defaults and what its build knows. */
  siteFacts: Facts;
  /**
   * What a step's still may read beyond the site's facts and its route's (StillStep): facts a build
   * knows of what a load will answer, the same for everyone and every day (a catalog's names and
   * features, never its prices), for the pages it prerenders.
   */
  stillFacts?: FactsInput;
  /** The href of a destination outside the site's routes. */
  hrefOf(destination: Exclude<Destination, { kind: 'internal' }>): string;
  /**
   * The route of the not-found page, where a not-found decision leads. It must be one of match's
   * routes: a runtime whose routes do not answer it throws at start (checkNotFoundPath), where it
   * would have shown no page at all there.
   */
  notFoundPath: string;
  /** match knows a part of the site's routes on purpose, without its not-found page (a journey case's one flow, a press module's page): notFoundPath is not checked. */
  notFoundElsewhere?: boolean;
  /** Where the runtime's events go (screens, redirects); a runtime without it makes none (a prerender, a journey case). */
  track?(event: Record<string, unknown>): void;
  /** Told of every move the runtime makes, with why: a redirect, and where a submit or a call leads (the studio explains a path with it). */
  moved?(move: { reason: string; to: Destination }): void;
  /** What each of the site's tracking keywords adds to a screen event (core/keyword.ts), by keyword; one written without its hook here is reported. */
  trackingKeywords?: Readonly<Record<string, TrackingHook<never>>>;
  /** Whether a step of this type goes on by itself when shown (the site's step types say): the runtime submits it, once per visit. */
  goesOn?(stepType: string): boolean;
  /**
   * Runs the warming of a flow's operations (their code and what their first calls need, loaded
   * ahead) when it suits the site: a browser's, once its page is live, not while it hydrates.
   * Absent: nothing is loaded ahead (a prerender, a journey case).
   */
  warmOperations?(work: () => void): void;
  /** Timers for the rechecks of a shown page; the global ones by default. */
  timers?: { set(callback: () => void, ms: number): unknown; clear(timer: unknown): void };
}

/** The step to show, with what it needs. */
export interface ShownStep<Loaded> {
  readonly loaded: Loaded;
  readonly step: CompiledStep;
  readonly position: { readonly index: number; readonly count: number };
  /** The page's facts with what its loads filled. */
  readonly facts: Facts;
  /**
   * The step's error the address names (after a fail action). attempt is the visit that brought
   * it: a second refusal of the same kind leads to the same address, and is told again.
   */
  readonly error?: StepError & { readonly code: string; readonly attempt: string };
}

/**
 * A step's still (its still props), shown while its page's loads are pending: over the facts known
 * before any load (the site's, its stillFacts, the route's params and its data file's still facts), the same for
 * every visitor and every day, so a build prerenders it.
 */
export interface StillStep<Loaded> {
  readonly loaded: Loaded;
  readonly step: CompiledStep;
  readonly facts: Facts;
}

export interface RuntimeSnapshot<Loaded> {
  readonly location: HistoryLocation;
  /** The layout of the page at the address, known before the page itself. */
  readonly layout?: string;
  /** The page to show; undefined while there is none yet (loading) or no route answers the address. */
  readonly render?: ShownStep<Loaded>;
  /** Waiting for what the page needs: its flow's code, a load, a call decided on entry. */
  readonly loading: boolean;
  /** While the page's loads are pending, its step's still, where the step has one. */
  readonly still?: StillStep<Loaded>;
  /** A submitted step's calls, or the way to the next page, are under way: a second submit is dropped. */
  readonly navigating: boolean;
  /** No route answers the address. */
  readonly unmatched: boolean;
  /** What the address needs could not be loaded: its flow's code, or the routes that decide it. */
  readonly error?: unknown;
}

export type RuntimeEvent =
  /** The visitor submitted the shown step with these values. */
  | { readonly type: 'submit'; readonly values: Answers }
  /**
   * The visitor pressed to submit the shown step with these values before the page was live: the
   * press is made again once it is (a submit). Meanwhile its safe calls, and the load of the page
   * they lead to, are asked ahead (ahead.ts).
   */
  | { readonly type: 'expect'; readonly values: Answers };

export interface JourneyRuntime<Loaded extends { flow: CompiledFlow }> {
  getSnapshot(): RuntimeSnapshot<Loaded>;
  subscribe(listener: () => void): () => void;
  dispatch(event: RuntimeEvent): void;
  /** Settles once nothing is under way: no flow loading, no load, no call (a shown page's rechecks do not count). */
  idle(): Promise<void>;
  /** Stops listening to the ports and cancels what is scheduled. */
  dispose(): void;
}

/** More redirects than this in a row, with no page shown in between, is a loop in the flows. */
const MAX_REDIRECTS = 20;

const globalTimers = { set: (callback: () => void, ms: number): unknown => setTimeout(callback, ms), clear: (timer: unknown) => clearTimeout(timer as number) };

/** Something the loop waits for (a flow's code, the whole route table), as it stands. */
type Waited<T> = { readonly state: 'waiting' } | { readonly state: 'done'; readonly value: T } | { readonly state: 'failed'; readonly error: unknown };

interface Visit {
  readonly key: string;
  /** This page's path and query, and the page's before it in this runtime: where a visitor sent on (to an error page) came from. */
  readonly path: string;
  readonly from?: string;
  loads: LoadResults;
  readonly underWay: Set<string>;
  /** The rechecks scheduled, by the load result they follow: each answer is followed by one call after its time. */
  readonly rechecks: Map<string, { after: unknown; timer: unknown }>;
  /** The screen event sent in this visit: sent again only when what it says changes (a tracking keyword's part, such as a condition's that changed). */
  tracked?: string;
  /** A step that goes on by itself was submitted in this visit: once, however often the page is decided again. */
  wentOn?: boolean;
}

const notFoundPathUnrouted = (path: string) =>
  new Error(`notFoundPath ${path} is no page of the site's routes: an address no flow knows, and every not-found decision, would show no page`);

/**
 * The not-found page is a page of the site's routes: an error at start where the routes known so
 * far say it is not. Routes still to load (growingRoutes) are not loaded for it: should they not
 * have it, the page it would be is the snapshot's error, saying so.
 */
function checkNotFoundPath({ match, notFoundPath }: Pick<RuntimePorts<never>, 'match' | 'notFoundPath'>): void {
  const found = match(notFoundPath);
  if (found === undefined || (found.kind !== 'page' && found.kind !== 'wait')) throw notFoundPathUnrouted(notFoundPath);
}

export function createJourneyRuntime<Loaded extends { flow: CompiledFlow }>(ports: RuntimePorts<Loaded>): JourneyRuntime<Loaded> {
  const { history } = ports;
  const timers = ports.timers ?? globalTimers;
  const listeners = new Set<() => void>();
  const flowLoads = new Map<string, Promise<Loaded>>();
  const warmed = new Set<string>();
  const ahead = aheadAnswers(ports);
  const awaited = new Map<Promise<unknown>, Waited<unknown>>();
  let visit: Visit = { key: '', path: '', loads: new Map(), underWay: new Set(), rechecks: new Map() };
  let performing = 0;
  let pending = 0;
  let idleWaiters: (() => void)[] = [];
  let redirectsInARow = 0;
  let snapshot: RuntimeSnapshot<Loaded> = { location: history.location(), loading: true, navigating: false, unmatched: false };

  const publish = (next: Omit<RuntimeSnapshot<Loaded>, 'location' | 'navigating'>) => {
    const candidate: RuntimeSnapshot<Loaded> = { ...next, location: history.location(), navigating: performing > 0 };
    if (sameSnapshot(snapshot, candidate)) return;
    snapshot = candidate;
    for (const listener of listeners) listener();
  };

  /** Counts what is under way, for idle(). */
  const underWay = async <T>(work: Promise<T>): Promise<T> => {
    pending += 1;
    try {
      return await work;
    } finally {
      pending -= 1;
      if (pending === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
    }
  };

  const go = (to: Destination, replace: boolean) => {
    if (to.kind !== 'internal') history.leave(ports.hrefOf(to));
    else if (replace) history.replace(to.path);
    else history.push(to.path);
  };

  // Decisions are made one at a time: a move made while deciding (a redirect) is decided after it.
  let deciding = false;
  let decideAgain = false;
  const decide = () => {
    if (deciding) {
      decideAgain = true;
      return;
    }
    deciding = true;
    try {
      do {
        decideAgain = false;
        decideOnce();
      } while (decideAgain);
    } finally {
      deciding = false;
    }
  };

  const newVisit = (key: string, path: string) => {
    for (const { timer } of visit.rechecks.values()) timers.clear(timer);
    ahead.nextVisit();
    visit = { key, path, from: visit.path || undefined, loads: new Map(), underWay: new Set(), rechecks: new Map() };
  };

  function decideOnce(): void {
    // A submit under way decides where the visitor goes; its end decides again.
    if (performing > 0) return publish(snapshot);
    const location = history.location();
    if (visit.key !== location.key) newVisit(location.key, location.pathname + location.search);
    const match = ports.match(location.pathname);
    if (!match) {
      const error = location.pathname === ports.notFoundPath && !ports.notFoundElsewhere ? notFoundPathUnrouted(ports.notFoundPath) : undefined;
      return publish({ loading: false, unmatched: true, ...(error ? { error } : {}) });
    }
    if (match.kind === 'moved') return redirect({ kind: 'internal', path: match.location }, `${location.pathname} moved`, false);
    if (match.kind === 'wait') {
      const routes = awaiting(match.until);
      if (routes.state === 'failed') return publish({ loading: false, unmatched: false, error: routes.error });
      // Routes that still wait once they have loaded decide nothing.
      return publish({ loading: routes.state === 'waiting', unmatched: routes.state === 'done' });
    }
    const layout = match.kind === 'page' ? match.layout : undefined;
    const load = awaiting(flowLoad(match.flowId));
    if (load.state === 'failed') return publish({ layout, loading: false, unmatched: false, error: load.error });
    if (load.state === 'waiting') return publish({ layout, loading: true, unmatched: false });
    const loaded = load.value;
    const { flow } = loaded;
    const facts = factsOfPage(ports.siteFacts, ports.session.facts(), ports.answers.read(flow.id), match.params, location, visit.from);
    if (match.kind === 'redirect') {
      const route = flow.redirects[match.index];
      // An alias of a page of this flow keeps the flow's carryQuery, as every move to its routes does.
      if (route) return redirect(destinationInFlow(flow, route.target, facts), `redirect route ${route.route}`);
      return publish({ loading: false, unmatched: true });
    }
    act(loaded, match.layout, decideEntry(flow, match.stepId, facts, visit.loads), facts, () => stillOf(loaded, match));
  }

  /** The still of the route's step, where it has one. */
  function stillOf(loaded: Loaded, match: Extract<RouteMatch, { kind: 'page' }>): StillStep<Loaded> | undefined {
    const step = match.stepId === null ? undefined : loaded.flow.stepsById.get(match.stepId);
    if (!step || step.still.length === 0) return undefined;
    return { loaded, step, facts: mergeFacts(ports.siteFacts, ports.stillFacts ?? {}, match.still ?? {}, { params: match.params }) };
  }

  /** Does what the core decided on entering the page. */
  function act(loaded: Loaded, layout: string, decision: Decision, facts: Facts, still: () => StillStep<Loaded> | undefined): void {
    switch (decision.type) {
      case 'render':
        redirectsInARow = 0;
        warm(loaded.flow, decision.step);
        scheduleRechecks(loaded.flow, decision.rechecks);
        trackScreen(loaded.flow, decision.step, decision.facts);
        publish({
          layout,
          loading: false,
          unmatched: false,
          render: {
            loaded,
            step: decision.step,
            position: decision.position,
            facts: decision.facts,
            error: withAttempt(errorOfStep(loaded.flow, decision.step, decision.facts), visit.key),
          },
        });
        // A page a visitor passes through (a logout, the way out to a social login) shows, then follows its next rules.
        if (ports.goesOn?.(decision.step.type) && !visit.wentOn) {
          visit.wentOn = true;
          // Passed through backwards too: Back from where it led (the social provider's page) goes on
          // back to the page before it, rather than forward again the way it went.
          if (ports.history.returnedTo?.() && ports.history.back) return ports.history.back();
          submit({});
        }
        return;
      case 'load': {
        startLoad(loaded.flow, decision);
        if (decision.ahead) ahead.alongside(loaded.flow, decision.ahead);
        const shown = still();
        return publish({ layout, loading: true, unmatched: false, ...(shown ? { still: shown } : {}) });
      }
      case 'redirect':
        if (decision.passed?.tracking?.passedThrough) trackScreen(loaded.flow, decision.passed, facts);
        if (decision.reported) ports.report({ message: decision.reason });
        return redirect(decision.to, decision.reason);
      case 'not-found':
        ports.report({ message: decision.reason, code: 'REDIRECT_NOT_FOUND' });
        return redirect({ kind: 'internal', path: ports.notFoundPath }, decision.reason, false);
      case 'call-service':
        publish({ layout, loading: true, unmatched: false });
        void perform(loaded.flow, decision, facts);
        return;
    }
  }

  function redirect(to: Destination, reason: string, logged = true): void {
    redirectsInARow += 1;
    if (redirectsInARow > MAX_REDIRECTS) {
      ports.report({ message: 'REDIRECT_LOOP', detail: reason });
      return publish({ loading: false, unmatched: true });
    }
    if (logged) ports.track?.({ event: 'redirect', reason, to });
    ports.moved?.({ reason, to });
    go(to, true);
  }

  /** A flow's load, started once. */
  function flowLoad(id: string): Promise<Loaded> {
    let load = flowLoads.get(id);
    if (!load) {
      load = ports.loadFlow(id);
      flowLoads.set(id, load);
    }
    return load;
  }

  /** How a wait stands; the first ask starts waiting, and its end decides again. */
  function awaiting<T>(promise: Promise<T>): Waited<T> {
    const known = awaited.get(promise);
    if (known) return known as Waited<T>;
    awaited.set(promise, { state: 'waiting' });
    void underWay(
      promise.then(
        (value) => {
          awaited.set(promise, { state: 'done', value });
          decide();
        },
        (error: unknown) => {
          awaited.set(promise, { state: 'failed', error });
          decide();
        },
      ),
    );
    return { state: 'waiting' };
  }

  function startLoad(flow: CompiledFlow, decision: Extract<Decision, { type: 'load' }>): void {
    const current = visit;
    if (current.underWay.has(decision.key)) return;
    current.underWay.add(decision.key);
    void underWay(
      ahead.call(decision.operation, decision.input, portsOf(flow, ports)).then(({ result }) => {
        current.underWay.delete(decision.key);
        // A visit that ended meanwhile (the visitor left) takes no answer.
        if (current !== visit) return;
        current.loads = new Map([...current.loads, [decision.key, result]]);
        decide();
      }),
    );
  }

  /**
   * Once a step shows, the code of the operations its submit may call loads, and what their first
   * calls need: a visitor's press then waits for the services alone, not for a chain of chunks and a
   * provider's script after it. Once per step; not counted by idle(): nothing waits for it.
   */
  function warm(flow: CompiledFlow, step: CompiledStep): void {
    const key = `${flow.id}/${step.id}`;
    if (!ports.warmOperations || warmed.has(key)) return;
    warmed.add(key);
    ports.warmOperations(() => prepareOperations(operationsAfter(flow, step), ports.services));
  }

  /** A shown page's loads made again after their time; the old result stands until the new one arrives. */
  function scheduleRechecks(flow: CompiledFlow, rechecks: readonly Recheck[]): void {
    const current = visit;
    for (const recheck of rechecks) {
      const after = current.loads.get(recheck.key);
      if (current.rechecks.get(recheck.key)?.after === after) continue;
      const timer = timers.set(() => {
        void callOperation(recheck.operation, recheck.input, portsOf(flow, ports)).then(({ result }) => {
          if (current !== visit) return;
          current.loads = new Map([...current.loads, [recheck.key, result]]);
          decide();
        });
      }, recheck.afterMs);
      current.rechecks.set(recheck.key, { after, timer });
    }
  }

  /** The screen event of a page, once per visit unless what it says changes (what a site's tracking keyword adds to it). */
  function trackScreen(flow: CompiledFlow, step: CompiledStep, facts: Facts): void {
    if (!ports.track) return;
    const screen = screenEvent(flow, step, facts, ports.trackingKeywords ?? {});
    if (!screen) return;
    const said = JSON.stringify(screen.event);
    if (visit.tracked === said) return;
    visit.tracked = said;
    for (const keyword of screen.unheard)
      ports.report({ message: `the tracking of step "${step.id}" of flow "${flow.id}" writes "${keyword}", which no trackingKeywords hook takes` });
    ports.track(screen.event);
  }

  /** Calls services until the decision is a place to go, then goes there; meanwhile no other decision moves the visitor. */
  function perform(flow: CompiledFlow, decision: Decision, facts: Facts): Promise<void> {
    performing += 1;
    publish(snapshot);
    return underWay(goWhereItLeads(flow, decision, facts));
  }

  async function goWhereItLeads(flow: CompiledFlow, decision: Decision, facts: Facts): Promise<void> {
    try {
      const settled = await settle(flow, decision, facts, ports, ahead.call);
      if (settled.type === 'not-found') {
        ports.report({ message: settled.reason, code: 'REDIRECT_NOT_FOUND' });
        go({ kind: 'internal', path: ports.notFoundPath }, false);
      } else {
        ports.moved?.({ reason: settled.reason, to: settled.to });
        go(settled.to, false);
      }
    } finally {
      performing -= 1;
      decide();
    }
  }

  function submit(values: Answers): void {
    const shown = snapshot.render;
    if (!shown || performing > 0) return;
    const { flow } = shown.loaded;
    // Saving the answers tells the store's listeners, this runtime too: the submit, not a decision
    // on the page with its new answers (which may want a load first), says where the visitor goes.
    performing += 1;
    let answers: Answers;
    try {
      answers = ports.answers.save(flow, submittedAnswers(shown.step, values));
    } finally {
      performing -= 1;
    }
    const next = mergeFacts(shown.facts, { answers });
    // The page stays shown while the calls are under way, holding what was submitted: a page rendered
    // anew meanwhile (a press kept before the site ran, whose prerendered form is replaced) shows the
    // visitor's answers, and so does the same step where a refusal leaves the visitor.
    publish({ ...snapshot, render: { ...shown, facts: next } });
    ahead.beside(flow, shown.step, next);
    void perform(flow, decideAfterSubmit(flow, shown.step.id, next), next);
  }

  /** A press kept before the page was live: what its submit will ask, asked now (nothing is saved until the press is made). */
  function expect(values: Answers): void {
    const shown = snapshot.render;
    if (!shown || performing > 0) return;
    const { flow } = shown.loaded;
    const next = mergeFacts(shown.facts, { answers: { ...shown.facts.answers, ...submittedAnswers(shown.step, values) } });
    const inFlow = (path: string) => {
      const match = ports.match(path.split(/[?#]/, 1)[0] ?? path);
      return match?.kind === 'page' && match.flowId === flow.id;
    };
    ahead.follow(flow, decideAfterSubmit(flow, shown.step.id, next), next, inFlow);
  }

  if (!ports.notFoundElsewhere) checkNotFoundPath(ports);
  const unlisten = [history.listen(decide), ports.session.subscribe(decide), ports.answers.subscribe(decide)];
  decide();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      switch (event.type) {
        case 'submit':
          return submit(event.values);
        case 'expect':
          return expect(event.values);
      }
    },
    idle: () => (pending === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
    dispose() {
      for (const stop of unlisten) stop();
      newVisit('', '');
      listeners.clear();
    },
  };
}

const withAttempt = <Refusal extends object>(error: Refusal | undefined, attempt: string) => (error ? { ...error, attempt } : undefined);

function sameSnapshot<Loaded>(a: RuntimeSnapshot<Loaded>, b: RuntimeSnapshot<Loaded>): boolean {
  return (
    a.location === b.location &&
    a.layout === b.layout &&
    a.loading === b.loading &&
    a.navigating === b.navigating &&
    a.unmatched === b.unmatched &&
    a.error === b.error &&
    a.render?.step === b.render?.step &&
    a.render?.facts === b.render?.facts &&
    a.render?.loaded === b.render?.loaded &&
    a.render?.error?.code === b.render?.error?.code &&
    a.render?.error?.attempt === b.render?.error?.attempt &&
    a.still?.step === b.still?.step &&
    a.still?.loaded === b.still?.loaded
  );
}

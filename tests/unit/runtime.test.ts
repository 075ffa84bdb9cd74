/**
 * The journey runtime (engine/runtime/runtime.ts) driven through dispatch alone, with the project's
 * registration, login, activation and plans flows and its error pages, a history in memory and services that answer as each
 * test says: what it shows, where it moves the visitor, which calls it makes and when.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ServiceOperation, ServiceResult, FlowOutline, CompiledFlow, FactsInput } from 'journey-engine';
import { answersStore, memoryHistory, type MemoryHistory, growingRoutes, routeTable, createJourneyRuntime, type RuntimePorts, sessionStore } from 'journey-engine/runtime';
import { goesOn } from '../../components/steps/registry.ts';
import { trackingKeywords } from '../../keywords/tracking.ts';
import { defaultFacts } from '../../schemas/generated/facts-defaults.ts';
import { compiledFlow, projectOutline } from '../support/project-flows.ts';

const flows = new Map(['registration', 'login', 'activation', 'plans', 'errors'].map((id) => [id, compiledFlow(id)]));

type Answer = (input: Readonly<Record<string, unknown>>) => Promise<ServiceResult> | ServiceResult;

interface Setup {
  at: string;
  session?: FactsInput;
  /** The session's facts after an operation that changes it (a login). */
  sessionAfter?: FactsInput;
  answer?: Record<string, Answer>;
  /** Operations that change the session. */
  changesSession?: string[];
  /** Operations that change nothing (ServiceOperation.safe): the runtime may ask them ahead. */
  safe?: string[];
  loadFlow?: (id: string) => Promise<{ flow: CompiledFlow }>;
  /** The routes; by default the whole table of the four flows and the site's error pages. */
  match?: RuntimePorts<{ flow: CompiledFlow }>['match'];
  /** The runtime warms the operations a shown step may call, through this queue (as a browser's page once it is live). */
  warm?: (() => void)[];
  /** The tab's history so far, whose current entry is the page the runtime opens on (at is then its address). */
  history?: MemoryHistory;
  /** The routes leave the not-found page out on purpose. */
  notFoundElsewhere?: boolean;
  /** The site's tracking keywords' hooks; by default the site's own. */
  trackingKeywords?: RuntimePorts<{ flow: CompiledFlow }>['trackingKeywords'];
  /** What a step's still may read beyond the site's facts (a build's catalog). */
  stillFacts?: FactsInput;
}

/** A runtime over the four flows and the site's error pages (its not-found page); an operation not given answers success with no data. */
function start(setup: Setup) {
  const history = setup.history ?? memoryHistory(setup.at);
  const calls: string[] = [];
  const tracked: Record<string, unknown>[] = [];
  const reported: unknown[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const stored = new Map<string, string>();
  let sessionFacts = setup.session ?? {};
  const loaded: string[] = [];
  const prepared: string[] = [];
  const operation = (name: string): ServiceOperation => ({
    name,
    description: name,
    inputs: {},
    outcomes: [],
    results: {},
    changesSession: setup.changesSession?.includes(name),
    safe: setup.safe?.includes(name),
    call: async (input) => {
      calls.push(name);
      return (await setup.answer?.[name]?.(input)) ?? { outcome: 'success' };
    },
    prepare: async () => void prepared.push(name),
  });
  const runtime = createJourneyRuntime({
    history,
    match: setup.match ?? routeTable(['registration', 'login', 'activation', 'plans', 'errors'].map(projectOutline)),
    loadFlow: setup.loadFlow ?? (async (id) => ({ flow: flows.get(id) as CompiledFlow })),
    services: {
      get: (name) => async () => {
        loaded.push(name);
        return operation(name);
      },
    },
    ...(setup.warm ? { warmOperations: (work: () => void) => void setup.warm?.push(work) } : {}),
    session: sessionStore(sessionFacts, async () => (sessionFacts = setup.sessionAfter ?? sessionFacts)),
    answers: answersStore({ getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) }),
    siteFacts: defaultFacts(),
    ...(setup.stillFacts ? { stillFacts: setup.stillFacts } : {}),
    hrefOf: (to) => (to.kind === 'external' ? `external:${to.name}` : to.url),
    trackingKeywords: setup.trackingKeywords ?? trackingKeywords,
    notFoundPath: '/pagina-niet-gevonden',
    notFoundElsewhere: setup.notFoundElsewhere,
    report: (error) => reported.push(error),
    track: (event) => tracked.push(event),
    goesOn,
    timers: { set: (callback, ms) => timers.push({ callback, ms }), clear: () => undefined },
  });
  const address = () => history.location().pathname + history.location().search;
  const shown = () => runtime.getSnapshot().render?.step.id;
  return { runtime, history, calls, tracked, reported, timers, stored, address, shown, loaded, prepared };
}

/** A service answer the test gives when it wants. */
function held(): { answer: Answer; release(result: ServiceResult): void } {
  let release: (result: ServiceResult) => void = () => undefined;
  return { answer: () => new Promise<ServiceResult>((resolve) => (release = resolve)), release: (result) => release(result) };
}

describe('registration through dispatch', () => {
  it('opens its own address on its first step, goes step by step as answered, and ends where the registration call leads', async () => {
    const visit = start({ at: '/aanmelden', answer: { 'identity.checkEmail': () => ({ outcome: 'available' }) } });
    await visit.runtime.idle();
    expect([visit.address(), visit.shown()]).toEqual(['/aanmelden/email', 'email']);
    expect(visit.tracked).toContainEqual({ event: 'redirect', reason: 'journey start', to: { kind: 'internal', path: '/aanmelden/email' } });

    const answers: [string, Record<string, unknown>][] = [
      ['email', { email: 'anna@example.nl' }],
      ['password', { password: 'Geheim123' }],
      ['name', { firstName: 'Anna', lastName: 'de Vries' }],
      ['gender', { gender: 'f' }],
      ['birthdate', { birthdate: '1990-04-12' }],
      ['privacy', { acceptTerms: true }],
    ];
    for (const [step, values] of answers) {
      expect(visit.shown()).toBe(step);
      visit.runtime.dispatch({ type: 'submit', values });
      await visit.runtime.idle();
    }
    // Each page after the address asks the visitor's experiments (in the browser its cache answers all but the first).
    expect(visit.calls).toEqual(['identity.checkEmail', ...Array(5).fill('account.visitorExperiments'), 'account.featureFlags', 'identity.register']);
    expect(visit.address()).toBe('/aanmelden/verifieer-email');
    // Each step was a move of its own (Back goes to it); the journey start replaced its own address.
    expect(visit.history.entries.map((entry) => entry.pathname)).toEqual([
      '/aanmelden/email',
      '/aanmelden/wachtwoord',
      '/aanmelden/naam',
      '/aanmelden/geslacht',
      '/aanmelden/geboortedatum',
      '/aanmelden/privacy',
      '/aanmelden/verifieer-email',
    ]);
    // The password stays in memory: never in storage.
    expect(visit.stored.get('journey:answers:registration')).not.toContain('Geheim123');
  });

  it('loads ahead, once its page is live, the operations a shown step may call and what their first calls need; calls none of them', async () => {
    const warm: (() => void)[] = [];
    const visit = start({ at: '/aanmelden', warm });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('email');
    // Nothing while the page hydrates: the site runs the warming when it is live.
    expect(visit.loaded).toEqual([]);
    for (const work of warm.splice(0)) work();
    await visit.runtime.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The e-mail step's next rules call checkEmail; every page of the registration loads the visitor's experiments.
    expect(new Set(visit.loaded)).toEqual(new Set(['identity.checkEmail', 'account.visitorExperiments']));
    expect(new Set(visit.prepared)).toEqual(new Set(visit.loaded));
    expect(visit.calls).toEqual([]);
  });

  it('loads nothing ahead without a way to warm (a prerender, a journey case)', async () => {
    const visit = start({ at: '/aanmelden' });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('email');
    expect(visit.loaded).toEqual([]);
  });

  it('drops a second submit while the first one is under way, and says it is navigating meanwhile', async () => {
    const check = held();
    const visit = start({ at: '/aanmelden/email', answer: { 'identity.checkEmail': check.answer } });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'submit', values: { email: 'anna@example.nl' } });
    visit.runtime.dispatch({ type: 'submit', values: { email: 'anna@example.nl' } });
    await Promise.resolve();
    expect(visit.runtime.getSnapshot()).toMatchObject({ navigating: true, render: { step: { id: 'email' } } });
    check.release({ outcome: 'available' });
    await visit.runtime.idle();
    expect(visit.calls).toEqual(['identity.checkEmail', 'account.visitorExperiments']);
    expect(visit.runtime.getSnapshot()).toMatchObject({ navigating: false, render: { step: { id: 'password' } } });
  });
});

describe('answers asked ahead (ServiceOperation.safe)', () => {
  const SAFE = ['identity.checkEmail', 'account.visitorExperiments'];
  const anna = { email: 'anna@example.nl' };
  /** Lets the calls asked so far answer and the next ones start, as the event loop does. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks the safe calls of a press kept before the page was live, then the load of the page they lead to; the press, made again, asks nothing twice', async () => {
    const check = held();
    const visit = start({ at: '/aanmelden/email', safe: SAFE, answer: { 'identity.checkEmail': check.answer } });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'expect', values: anna });
    await settled();
    // Asked while the page still hydrates; nothing saved, nowhere moved.
    expect(visit.calls).toEqual(['identity.checkEmail']);
    expect([visit.address(), visit.stored.size]).toEqual(['/aanmelden/email', 0]);
    check.release({ outcome: 'available' });
    await settled();
    // Available leads to the password step, whose page loads the visitor's experiments: asked too.
    expect(visit.calls).toEqual(['identity.checkEmail', 'account.visitorExperiments']);

    visit.runtime.dispatch({ type: 'submit', values: anna });
    await visit.runtime.idle();
    expect([visit.address(), visit.shown()]).toEqual(['/aanmelden/wachtwoord', 'password']);
    expect(visit.calls).toEqual(['identity.checkEmail', 'account.visitorExperiments']);

    // An answer is taken once: the address sent again later is asked again.
    visit.history.back();
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'submit', values: anna });
    await settled();
    expect(visit.calls.filter((name) => name === 'identity.checkEmail')).toHaveLength(2);
  });

  it('asks again for a press whose answers are not those it was asked ahead with', async () => {
    const visit = start({ at: '/aanmelden/email', safe: SAFE, answer: { 'identity.checkEmail': () => ({ outcome: 'available' }) } });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'expect', values: { email: 'ana@example.nl' } });
    await settled();
    visit.runtime.dispatch({ type: 'submit', values: anna });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('password');
    expect(visit.calls.filter((name) => name === 'identity.checkEmail')).toHaveLength(2);
  });

  it('asks nothing ahead of a press whose call is not safe, and waits for the call before the next page’s load', async () => {
    const check = held();
    const visit = start({ at: '/aanmelden/email', answer: { 'identity.checkEmail': check.answer } });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'expect', values: anna });
    await settled();
    expect(visit.calls).toEqual([]);
    visit.runtime.dispatch({ type: 'submit', values: anna });
    await settled();
    expect(visit.calls).toEqual(['identity.checkEmail']);
    check.release({ outcome: 'available' });
    await visit.runtime.idle();
    expect(visit.calls).toEqual(['identity.checkEmail', 'account.visitorExperiments']);
  });

  it('asks the flow’s load beside a submit whose calls are all safe, and the page the submit leads to takes its answer', async () => {
    const check = held();
    const visit = start({ at: '/aanmelden/email', safe: SAFE, answer: { 'identity.checkEmail': check.answer } });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'submit', values: anna });
    await settled();
    expect(visit.calls).toEqual(['identity.checkEmail', 'account.visitorExperiments']);
    check.release({ outcome: 'available' });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('password');
    expect(visit.calls).toEqual(['identity.checkEmail', 'account.visitorExperiments']);
  });
});

it('tells a page where the visitor came from in this tab (an error page’s way back), and the first page nothing', async () => {
  const visit = start({ at: '/aanmelden/email', answer: { 'identity.checkEmail': () => ({ outcome: 'available' }) } });
  await visit.runtime.idle();
  expect(visit.runtime.getSnapshot().render?.facts.location).toEqual({ path: '/aanmelden/email' });
  visit.runtime.dispatch({ type: 'submit', values: { email: 'anna@example.nl' } });
  await visit.runtime.idle();
  expect(visit.runtime.getSnapshot().render?.facts.location).toEqual({ path: '/aanmelden/wachtwoord', from: '/aanmelden/email' });
  visit.history.back();
  await visit.runtime.idle();
  expect(visit.runtime.getSnapshot().render?.facts.location).toEqual({ path: '/aanmelden/email', from: '/aanmelden/wachtwoord' });
});

describe('login through dispatch', () => {
  it('a refusal is the step again with its message and the e-mail kept, told again at every refusal; a failing service is the outcome error', async () => {
    const outcomes = [{ outcome: 'wrongPassword' }, { outcome: 'wrongPassword' }];
    const visit = start({ at: '/inloggen', answer: { 'identity.login': () => outcomes.shift() ?? Promise.reject(new Error('network down')) } });
    await visit.runtime.idle();
    const refusals = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      visit.runtime.dispatch({ type: 'submit', values: { email: 'anna@example.nl', password: 'fout' } });
      await visit.runtime.idle();
      refusals.push([visit.address(), visit.runtime.getSnapshot().render?.error]);
    }
    expect(refusals.map(([address]) => address)).toEqual(['/inloggen?fout=WRONG_PASSWORD', '/inloggen?fout=WRONG_PASSWORD', '/inloggen?fout=UNKNOWN_LOGIN_ERROR']);
    const [first, second] = refusals.map(([, error]) => error as { code: string; attempt: string; field?: string });
    expect(first).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    expect(second?.attempt).not.toBe(first?.attempt);
    expect(visit.runtime.getSnapshot().render?.facts.answers).toMatchObject({ email: 'anna@example.nl' });
    expect(visit.reported).toContainEqual({ message: 'identity.login failed', operation: 'identity.login', detail: 'network down' });
  });

  it('the page shown while a submit calls holds its answers: one rendered anew meanwhile (a press kept before the site ran) shows what the visitor typed', async () => {
    const login = held();
    const visit = start({ at: '/inloggen', answer: { 'identity.login': login.answer } });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'submit', values: { email: 'anna@example.nl', password: 'Geheim123' } });
    await vi.waitFor(() => expect(visit.calls).toEqual(['identity.login']));
    const meanwhile = visit.runtime.getSnapshot();
    expect([meanwhile.navigating, meanwhile.render?.step.id]).toEqual([true, 'email']);
    expect(meanwhile.render?.facts.answers).toMatchObject({ email: 'anna@example.nl', password: 'Geheim123' });
    login.release({ outcome: 'error' });
    await visit.runtime.idle();
    expect([visit.address(), visit.runtime.getSnapshot().render?.facts.answers.email]).toEqual(['/inloggen?fout=UNKNOWN_LOGIN_ERROR', 'anna@example.nl']);
  });

  it('goes where the login leads, not where the new session would send the page on its own meanwhile', async () => {
    const visit = start({
      at: '/inloggen',
      answer: { 'identity.login': () => ({ outcome: 'loggedIn' }) },
      changesSession: ['identity.login'],
      sessionAfter: { user: { loggedIn: true, id: 'u-1' } },
    });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'submit', values: { email: 'anna@example.nl', password: 'Geheim123' } });
    await visit.runtime.idle();
    // The login's outcome chose /inloggen/doorsturen; the email page's own guard (reason 'al ingelogd') never moved the visitor.
    expect(visit.history.entries.map((entry) => entry.pathname).slice(0, 2)).toEqual(['/inloggen', '/inloggen/doorsturen']);
    expect(visit.tracked.filter((event) => event.event === 'redirect' && event.reason === 'al ingelogd')).toEqual([]);
  });

  it("the e-mail login's old address leads to the login page, keeping the page asked for (the flow's carryQuery)", async () => {
    const visit = start({ at: '/inloggen/email?redirect=%2Fmijn-abonnement&tracking=mail' });
    await visit.runtime.idle();
    expect(visit.address()).toBe('/inloggen?redirect=%2Fmijn-abonnement');
    expect(visit.runtime.getSnapshot().render?.step.id).toBe('email');
  });

  it('a page passed through on the way out to a social provider is passed through on the way back: Back goes on to the login page, not to the provider again', async () => {
    // The provider's script leaves the site: its call never answers.
    const leaving = { 'identity.socialLogin': () => new Promise<never>(() => undefined) };
    const out = start({ at: '/inloggen', answer: leaving });
    await out.runtime.idle();
    out.history.push('/inloggen/met/google');
    await vi.waitFor(() => expect(out.calls).toEqual(['identity.socialLogin']));
    // The provider's page, then Back from it: a new page of the site on the entry it left from.
    const tab = memoryHistory('/inloggen');
    tab.push('/inloggen/met/google');
    tab.push('/idp/social/google');
    tab.back();
    const back = start({ at: '/inloggen/met/google', history: tab, answer: leaving });
    await vi.waitFor(() => expect(back.address()).toBe('/inloggen'));
    expect(back.calls).toEqual([]);
  });

  it('a page that goes on by itself is submitted by the runtime, once per visit, and shown while its call is under way', async () => {
    const resume = held();
    const visit = start({
      at: '/inloggen/sociaal?errorCode=0',
      answer: { 'identity.resumeSession': resume.answer },
      changesSession: ['identity.resumeSession'],
      sessionAfter: { user: { loggedIn: true, id: 'u-1' } },
    });
    const shownSteps: string[] = [];
    visit.runtime.subscribe(() => {
      const step = visit.shown();
      if (step && step !== shownSteps.at(-1)) shownSteps.push(step);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([visit.shown(), visit.runtime.getSnapshot().navigating]).toEqual(['social-return', true]);
    resume.release({ outcome: 'loggedIn' });
    await visit.runtime.idle();
    // Once: then the plan choice it leads to loads its tiers.
    expect(visit.calls).toEqual(['identity.resumeSession', 'subscription.fetchTiers']);
    expect(shownSteps).toEqual(['social-return', 'after-login', 'plan-choice']);
    expect(visit.address()).toBe('/abonnementen');
  });
});

describe('activation through dispatch', () => {
  const plan = { slug: 'plus', code: 'videoland-plus', tierId: 'standard', priceCents: 1099 };

  it("shows loading until the page's loads answer, makes each once per visit, and again after Back to the same address", async () => {
    const planLoad = held();
    const visit = start({
      at: '/activeer/abonnement/plus',
      session: { user: { loggedIn: true } },
      answer: {
        'account.geoCheck': () => ({ outcome: 'allowed' }),
        'subscription.plan': planLoad.answer,
        'payment.purchaseInProgress': () => ({ outcome: 'none' }),
        'payment.startPurchase': () => ({ outcome: 'started', data: { paymentUrl: '/sandbox/psp/t-1' } }),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visit.runtime.getSnapshot()).toMatchObject({ loading: true });
    expect(visit.runtime.getSnapshot().render).toBeUndefined();
    expect(visit.calls).toEqual(['account.geoCheck', 'subscription.plan']);
    planLoad.release({ outcome: 'found', data: plan });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('choose-payment');
    expect(visit.runtime.getSnapshot().render?.facts).toMatchObject({ plan: { slug: 'plus' } });

    visit.history.push('/aanmelden/email');
    await visit.runtime.idle();
    visit.history.back();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visit.runtime.getSnapshot().loading).toBe(true);
    // The step's own load (a purchase waiting for its bank) after the flow's.
    expect(visit.calls).toEqual(['account.geoCheck', 'subscription.plan', 'payment.purchaseInProgress', 'account.geoCheck', 'subscription.plan']);
    planLoad.release({ outcome: 'found', data: plan });
    await visit.runtime.idle();
    visit.runtime.dispatch({ type: 'submit', values: { method: 'ideal' } });
    await visit.runtime.idle();
    expect(visit.history.left).toBe('/sandbox/psp/t-1');
    expect(visit.calls.at(-1)).toBe('payment.startPurchase');
  });

  it.each([
    { safe: ['account.geoCheck', 'subscription.plan', 'payment.purchaseInProgress'], asked: ['account.geoCheck', 'subscription.plan', 'payment.purchaseInProgress'] },
    { safe: ['account.geoCheck', 'payment.purchaseInProgress'], asked: ['account.geoCheck', 'payment.purchaseInProgress'] },
    { safe: [], asked: ['account.geoCheck'] },
  ])('asks the safe loads of the page beside its first ($safe), each once, rather than each after the one before', async ({ safe, asked }) => {
    const geoCheck = held();
    const visit = start({
      at: '/activeer/abonnement/plus',
      session: { user: { loggedIn: true } },
      safe,
      answer: {
        'account.geoCheck': geoCheck.answer,
        'subscription.plan': () => ({ outcome: 'found', data: plan }),
        'payment.purchaseInProgress': () => ({ outcome: 'none' }),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visit.calls).toEqual(asked);
    geoCheck.release({ outcome: 'allowed' });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('choose-payment');
    expect([...visit.calls].sort()).toEqual(['account.geoCheck', 'payment.purchaseInProgress', 'subscription.plan']);
  });

  it("shows a step's still while its loads are pending, over the facts known before them, and the page once they answer; a step without one shows loading", async () => {
    const tiersLoad = held();
    const catalog = [{ id: 'essential', name: 'Basis' }];
    const visit = start({
      at: '/abonnementen',
      stillFacts: { tiers: catalog } as FactsInput,
      session: { user: { loggedIn: true } },
      answer: { 'subscription.fetchTiers': tiersLoad.answer },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { still, render, loading } = visit.runtime.getSnapshot();
    expect({ loading, render }).toEqual({ loading: true, render: undefined });
    expect(still?.step.id).toBe('plan-choice');
    expect(still?.step.still).toEqual(['hero', 'title', 'cards']);
    // The build's catalog, and nothing of the visitor: the session says logged in, the still does not.
    expect(still?.facts).toMatchObject({ tiers: catalog, user: { loggedIn: false } });
    tiersLoad.release({ outcome: 'success', data: [{ id: 'essential', name: 'Basis', priceCents: 599 }] });
    await visit.runtime.idle();
    expect(visit.shown()).toBe('plan-choice');
    expect(visit.runtime.getSnapshot().still).toBeUndefined();
    expect(visit.runtime.getSnapshot().render?.facts).toMatchObject({ tiers: [{ priceCents: 599 }], user: { loggedIn: true } });

    const activation = start({ at: '/activeer/abonnement/plus', session: { user: { loggedIn: true } }, answer: { 'subscription.plan': held().answer } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(activation.runtime.getSnapshot()).toMatchObject({ loading: true });
    expect(activation.runtime.getSnapshot().still).toBeUndefined();
  });

  it('takes no answer of a load for a visit the visitor has left', async () => {
    const planLoad = held();
    const visit = start({ at: '/activeer/abonnement/plus-2-weken', session: { user: { loggedIn: true } }, answer: { 'subscription.plan': planLoad.answer } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    visit.history.push('/aanmelden/email');
    planLoad.release({ outcome: 'found', data: plan });
    await visit.runtime.idle();
    expect([visit.address(), visit.shown()]).toEqual(['/aanmelden/email', 'email']);
  });

  /** A logged-in buyer back from the provider on the status page, whose status answers are these, in turn. */
  const returnFromPayment = (statuses: ServiceResult[]) =>
    start({
      at: '/activeer/abonnement/premium/status/paypal?transactionId=t-9',
      session: { user: { loggedIn: true } },
      answer: {
        'account.geoCheck': () => ({ outcome: 'allowed' }),
        'subscription.plan': () => ({ outcome: 'found', data: plan }),
        'payment.status': () => statuses.shift() as ServiceResult,
      },
    });

  it('checks a pending payment again after its time, once per answer, and goes on when it is paid', async () => {
    const statuses: ServiceResult[] = [
      { outcome: 'pending', data: { status: 'PENDING' } },
      { outcome: 'pending', data: { status: 'PENDING' } },
      { outcome: 'finished', data: { status: 'PAID' } },
    ];
    const visit = returnFromPayment(statuses);
    await visit.runtime.idle();
    expect(visit.shown()).toBe('status');
    expect(visit.timers).toHaveLength(1);
    visit.timers[0]?.callback();
    await visit.runtime.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visit.timers).toHaveLength(2);
    visit.timers[1]?.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await visit.runtime.idle();
    expect(visit.calls.filter((name) => name === 'payment.status')).toHaveLength(3);
    expect(visit.tracked).toContainEqual({ event: 'redirect', reason: 'payment.status answered finished', to: { kind: 'internal', path: '/geactiveerd/abonnement/premium' } });
  });

  it("reports a failed call of the activation as 'activation', with the operation beside it (spec 001 section 4.6)", async () => {
    const visit = returnFromPayment([{ outcome: 'error', data: 'bad gateway' }]);
    await visit.runtime.idle();
    expect(visit.reported).toContainEqual({ message: 'activation', operation: 'payment.status', detail: 'bad gateway' });
  });

  it('counts the payment step of the funnel for a payment found paid at once, whose status page is never shown; a guard that turns the visitor away does not', async () => {
    const paid = returnFromPayment([{ outcome: 'finished', data: { status: 'PAID' } }]);
    await paid.runtime.idle();
    const screens = (visit: typeof paid) => visit.tracked.filter((event) => event.event === 'screen').map((event) => event.step);
    expect(screens(paid)[0]).toBe('status');
    expect(paid.tracked.find((event) => event.step === 'status')).toMatchObject({ funnel: { name: 'signup', step: 10, stepName: 'Betaling' } });
    expect(paid.tracked).toContainEqual({ event: 'redirect', reason: 'payment.status answered finished', to: { kind: 'internal', path: '/geactiveerd/abonnement/premium' } });

    const loggedOut = start({ at: '/activeer/abonnement/premium/status/paypal?transactionId=t-9' });
    await loggedOut.runtime.idle();
    expect(screens(loggedOut)).not.toContain('status');
  });

  it("sends a screen event with what the site's tracking keywords add, and reports a keyword written that no hook takes", async () => {
    const withHooks = start({ at: '/aanmelden/email' });
    await withHooks.runtime.idle();
    expect(withHooks.tracked.find((event) => event.event === 'screen')).toEqual({
      event: 'screen',
      flow: 'registration',
      step: 'email',
      screen: 'signup-email',
      funnel: { name: 'signup', step: 1, stepName: 'Aanmelden' },
    });
    const withoutFunnel = start({ at: '/aanmelden/email', trackingKeywords: { withAccountId: trackingKeywords.withAccountId } });
    await withoutFunnel.runtime.idle();
    expect(withoutFunnel.tracked.find((event) => event.event === 'screen')).toEqual({ event: 'screen', flow: 'registration', step: 'email', screen: 'signup-email' });
    expect(withoutFunnel.reported).toEqual([{ message: 'the tracking of step "email" of flow "registration" writes "funnel", which no trackingKeywords hook takes' }]);
    expect(withoutFunnel.runtime.getSnapshot().render?.step.id).toBe('email');
  });
});

describe('what goes wrong around a page', () => {
  it("a flow whose code does not load is the snapshot's error", async () => {
    const failure = new Error('chunk did not load');
    const visit = start({ at: '/aanmelden/email', loadFlow: () => Promise.reject(failure) });
    await visit.runtime.idle();
    expect(visit.runtime.getSnapshot()).toMatchObject({ loading: false, error: failure });
    expect(visit.runtime.getSnapshot().render).toBeUndefined();
  });

  it('an address no flow knows is unmatched; a not-found decision is reported and leads to the not-found page', async () => {
    // An address no flow knows is the not-found page's, where routes have one.
    expect(start({ at: '/bestaat-niet', match: routeTable([projectOutline('login')]), notFoundElsewhere: true }).runtime.getSnapshot()).toMatchObject({
      unmatched: true,
      loading: false,
    });
    const known = start({ at: '/bestaat-niet' });
    await known.runtime.idle();
    expect(known.shown()).toBe('not-found');
    const visit = start({
      at: '/activeer/abonnement/geen-plan',
      session: { user: { loggedIn: true } },
      answer: { 'account.geoCheck': () => ({ outcome: 'allowed' }), 'subscription.plan': () => ({ outcome: 'notFound' }) },
    });
    await visit.runtime.idle();
    expect(visit.reported).toContainEqual({ message: 'No plan found for this route', code: 'REDIRECT_NOT_FOUND' });
    expect(visit.address()).toBe('/pagina-niet-gevonden');
  });

  it('a not-found page that is none of its routes is an error at start, or reported once the routes still loading have come: never a page that shows nothing', async () => {
    expect(() => start({ at: '/inloggen', match: routeTable([projectOutline('login')]) })).toThrow(
      "notFoundPath /pagina-niet-gevonden is no page of the site's routes: an address no flow knows, and every not-found decision, would show no page",
    );
    // Routes still to load are not loaded for the check; should they lack the page, it is the snapshot's error where it would show.
    const loads: string[] = [];
    const growing = start({ at: '/inloggen', match: growingRoutes([projectOutline('login')], async () => (loads.push('whole'), [projectOutline('login')])).match });
    await growing.runtime.idle();
    expect([growing.shown(), loads]).toEqual(['email', []]);
    growing.history.push('/pagina-niet-gevonden');
    await vi.waitFor(() =>
      expect(growing.runtime.getSnapshot().error).toEqual(
        new Error("notFoundPath /pagina-niet-gevonden is no page of the site's routes: an address no flow knows, and every not-found decision, would show no page"),
      ),
    );
    expect(loads).toEqual(['whole']);
  });

  it("decides a page its first routes know at once; waits for the whole table where they do not; one that fails to load is the snapshot's error", async () => {
    const askedForWhole: string[] = [];
    const known = start({ at: '/inloggen', match: growingRoutes([projectOutline('login')], () => (askedForWhole.push('login page'), new Promise(() => undefined))).match });
    await known.runtime.idle();
    expect(known.runtime.getSnapshot()).toMatchObject({ layout: 'onboarding', render: { step: { id: 'email' } } });
    expect(askedForWhole).toEqual([]);

    let arrive: (outlines: FlowOutline[]) => void = () => undefined;
    const waiting = start({ at: '/aanmelden/email', match: growingRoutes([projectOutline('login')], () => new Promise((resolve) => (arrive = resolve))).match });
    const before = waiting.runtime.getSnapshot();
    expect([before.loading, before.layout, before.render]).toEqual([true, undefined, undefined]);
    arrive(['registration', 'login'].map(projectOutline));
    await waiting.runtime.idle();
    expect(waiting.runtime.getSnapshot()).toMatchObject({ loading: false, layout: 'onboarding', render: { step: { id: 'email' } } });

    const failure = new Error('the route table did not load');
    const broken = start({ at: '/aanmelden/email', match: growingRoutes([projectOutline('login')], () => Promise.reject(failure)).match });
    await broken.runtime.idle();
    expect(broken.runtime.getSnapshot()).toMatchObject({ loading: false, error: failure });
  });

  it('publishes the same snapshot object until something changes', async () => {
    const visit = start({ at: '/aanmelden/email' });
    await visit.runtime.idle();
    const before = visit.runtime.getSnapshot();
    expect(visit.runtime.getSnapshot()).toBe(before);
  });
});

/**
 * The core's decisions beyond step order: guards, next rules, service outcomes, not-found and
 * page flows, on a small flow that passes the validator like any flow of the project.
 */
import { interpretedLogic, compileFlow, decideAfterSubmit, decideEntry, decideOutcome, loadKey, mergeFacts, ConditionError } from 'journey-engine';
import { describe, expect, it } from 'vitest';
import { defaultFacts } from '../../schemas/generated/facts-defaults.ts';
import type { Decision, FactsInput, Flow } from 'journey-engine';
import { createValidator } from 'journey-engine/validate';
import { flowSources, loadValidationProject, sharedConditions } from '../../tools/project.ts';
import { compiledFlow } from '../support/project-flows.ts';

const flow = {
  $schema: '../../schemas/flow.schema.json',
  id: 'test-decide',
  basePath: '/test-decide',
  layout: 'onboarding',
  guards: [{ when: { '===': [{ var: 'user.isOnboardingGeoBlocked' }, true] }, reason: 'abroad', redirect: { route: '/meldingen/geo-check' } }],
  steps: [
    {
      id: 'ask',
      path: 'vraag',
      type: 'form',
      form: { fields: [{ name: 'email', input: 'email', label: 'registration.email.label', required: true, schema: { type: 'string' } }] },
      next: [
        { when: { in: ['@partner.nl', { var: 'answers.email' }] }, redirect: { route: '/meldingen/al-geactiveerd-via/:partnerName', params: { partnerName: 'Partner' } } },
        { when: { '===': [{ var: 'answers.email' }, 'skip@example.nl'] }, goto: 'last' },
      ],
      props: { title: 'registration.email.title', submit: 'common.continue' },
    },
    {
      id: 'middle',
      path: 'midden',
      type: 'form',
      guards: [{ when: { '===': [{ var: 'user.isInDebt' }, 'BAD_DEBT_ON_THIS_ACCOUNT'] }, notFound: 'debt' }],
      props: { title: 'registration.complete.title', submit: 'common.continue' },
    },
    { id: 'last', path: 'laatste', type: 'form', props: { title: 'registration.complete.title', submit: 'common.continue' } },
  ],
  complete: {
    call: {
      operation: 'identity.register',
      input: { email: { var: 'answers.email' } },
      outcomes: {
        success: { redirect: { external: 'streamingApp' } },
        loggedIn: { redirect: { external: 'streamingApp' } },
        emailAlreadyExists: { goto: 'ask' },
        error: { redirect: { route: '/fout', query: { code: { var: 'result.code' } } } },
      },
    },
  },
} as unknown as Flow;

const compiled = compileFlow(flow, { sharedConditions: sharedConditions(), logic: interpretedLogic() });
const facts = (input: FactsInput = {}) => mergeFacts(defaultFacts(), input);
const passed = { 'step:middle': true, 'step:last': true };

it('is a valid flow', () => {
  const { diagnostics } = createValidator(loadValidationProject())([{ file: 'test-decide.flow.json', text: JSON.stringify(flow) }], flowSources());
  expect(diagnostics).toEqual([]);
});

describe('guards', () => {
  it('a flow guard redirects before any step renders, even a deep link', () => {
    for (const stepId of [null, 'ask', 'last']) {
      expect(decideEntry(compiled, stepId, facts({ user: { isOnboardingGeoBlocked: true } }))).toEqual({
        type: 'redirect',
        to: { kind: 'internal', path: '/meldingen/geo-check' },
        reason: 'abroad',
      });
    }
  });

  it('a step guard can show not-found', () => {
    const decision = decideEntry(compiled, 'middle', facts({ user: { isInDebt: 'BAD_DEBT_ON_THIS_ACCOUNT' }, answers: { email: 'a@example.nl' } }));
    expect(decision).toEqual({ type: 'not-found', reason: 'debt' });
  });

  it('a step whose guard does not hold renders', () => {
    expect(decideEntry(compiled, 'middle', facts({ answers: { email: 'a@example.nl' } }))).toMatchObject({ type: 'render', step: { id: 'middle' } });
  });
});

describe('next rules', () => {
  it.each([
    ['a partner address goes to the partner notification with its parameter', 'jan@partner.nl', '/meldingen/al-geactiveerd-via/Partner'],
    ['a rule can jump over a step', 'skip@example.nl', '/test-decide/laatste'],
    ['without a rule that holds, the next step follows', 'gewoon@example.nl', '/test-decide/midden'],
  ])('%s', (_name, email, path) => {
    expect(decideAfterSubmit(compiled, 'ask', facts({ answers: { email } }))).toMatchObject({ type: 'redirect', to: { kind: 'internal', path } });
  });
});

describe('completing the flow calls the service and routes its outcomes', () => {
  const done = facts({ answers: { email: 'klaar@example.nl', ...passed } });
  const call = decideAfterSubmit(compiled, 'last', done) as Extract<Decision, { type: 'call-service' }>;

  it('the call carries its evaluated input', () => {
    expect(call).toMatchObject({ type: 'call-service', operation: 'identity.register', input: { email: 'klaar@example.nl' } });
  });

  it.each([
    ['success', { type: 'redirect', to: { kind: 'external', name: 'streamingApp' } }],
    ['emailAlreadyExists', { type: 'redirect', to: { kind: 'internal', path: '/test-decide/vraag' } }],
    ['error', { type: 'redirect', to: { kind: 'internal', path: '/fout?code=403042' } }],
    ['anUnnamedFailure', { type: 'redirect', to: { kind: 'internal', path: '/fout?code=403042' } }],
  ])('%s', (outcome, expected) => {
    expect(decideOutcome(compiled, call, outcome, mergeFacts(done, { result: { code: 403042 } }))).toMatchObject(expected);
  });
});

describe('conditions never fail silently', () => {
  it('an operator that throws while evaluating raises a ConditionError', () => {
    const broken = compileFlow({ ...flow, guards: [{ when: { unknownOperator: [1] }, redirect: { route: '/' } }] } as unknown as Flow, { logic: interpretedLogic() });
    expect(() => decideEntry(broken, null, facts())).toThrow(ConditionError);
  });

  it('a named condition that does not exist is an error at compile time', () => {
    expect(() => compileFlow({ ...flow, steps: [{ ...flow.steps[0], skipWhen: 'doesNotExist' }] } as unknown as Flow, { logic: interpretedLogic() })).toThrow(
      /unknown condition "doesNotExist"/,
    );
  });
});

describe("the logic in a step's props is compiled once per flow", () => {
  it('asked again for the same expression, the flow hands back the evaluator it made', () => {
    const value = { cat: ['Hallo ', { var: 'profile.firstName' }] };
    expect(compiled.compileExpression(value)).toBe(compiled.compileExpression(value));
    expect(compiled.compileExpression(value)(facts({ profile: { firstName: 'Anna' } }))).toBe('Hallo Anna');
  });

  it('a condition holds by its logic or its name; none holds; a bare string is a text as an expression', () => {
    const when = { '===': [{ var: 'user.loggedIn' }, true] };
    expect([compiled.holds(when, facts({ user: { loggedIn: true } })), compiled.holds(when, facts())]).toEqual([true, false]);
    expect([compiled.holds('isLoggedIn', facts({ user: { loggedIn: true } })), compiled.holds('isLoggedIn', facts())]).toEqual([true, false]);
    expect(compiled.holds(undefined, facts())).toBe(true);
    expect(compiled.compileExpression('isLoggedIn')(facts())).toBe('isLoggedIn');
  });
});

describe('pages', () => {
  it('a page of a pages flow renders on its own, with its route parameters', () => {
    const notifications = compileFlow(
      {
        $schema: '../../schemas/flow.schema.json',
        id: 'test-pages',
        mode: 'pages',
        basePath: '/test-pages',
        layout: 'plain',
        steps: [{ id: 'partner', path: 'via/:partnerName?', type: 'message', props: { title: 'home.title' } }],
      } as Flow,
      { sharedConditions: sharedConditions(), logic: interpretedLogic() },
    );
    expect(decideEntry(notifications, 'partner', facts({ params: { partnerName: 'KPN' } }))).toMatchObject({
      type: 'render',
      step: { id: 'partner', route: '/test-pages/via/:partnerName?' },
    });
    expect(decideEntry(notifications, null, facts())).toEqual({ type: 'not-found', reason: 'no page at /test-pages' });
  });
});

describe('loads', () => {
  const loading = {
    $schema: '../../schemas/flow.schema.json',
    id: 'test-loads',
    mode: 'pages',
    basePath: '/test-loads',
    layout: 'plain',
    load: [
      {
        operation: 'subscription.plan',
        input: { slug: { var: 'params.plan' } },
        into: 'plan',
        outcomes: { notFound: { notFound: 'no plan' }, error: { notFound: 'plan failed' } },
      },
    ],
    guards: [
      { when: { '===': [{ var: 'plan.paidThroughThirdParty' }, true] }, notFound: 'partner plan' },
      { when: { '!': { condition: 'isLoggedIn' } }, redirect: { route: '/inloggen' } },
    ],
    steps: [
      {
        id: 'status',
        path: ':plan',
        type: 'message',
        load: [
          {
            operation: 'payment.status',
            input: { transactionId: { var: 'query.transactionId' } },
            into: 'payment',
            outcomes: { error: { redirect: { route: '/fout' } } },
          },
        ],
        props: { title: 'home.title' },
        next: [
          {
            call: {
              operation: 'billing.pay',
              input: { method: 'ideal' },
              outcomes: { started: { redirect: { url: { var: 'result.paymentUrl' } } }, error: { redirect: { route: '/fout' } } },
            },
          },
        ],
      },
    ],
  } as unknown as Flow;
  const compiledLoads = compileFlow(loading, { sharedConditions: sharedConditions(), logic: interpretedLogic() });
  const visitor = facts({ user: { loggedIn: true }, params: { plan: 'plus' }, query: { transactionId: 't-1' } });
  const planKey = loadKey('subscription.plan', { slug: 'plus' });
  const paymentKey = loadKey('payment.status', { transactionId: 't-1' });

  it('is a valid flow', () => {
    const { diagnostics } = createValidator(loadValidationProject())([{ file: 'test-loads.flow.json', text: JSON.stringify(loading) }], flowSources());
    expect(diagnostics).toEqual([]);
  });

  it("the flow's load comes first, with its evaluated input, before any guard", () => {
    expect(decideEntry(compiledLoads, 'status', facts({ params: { plan: 'plus' } }))).toEqual({
      type: 'load',
      operation: 'subscription.plan',
      input: { slug: 'plus' },
      key: planKey,
    });
  });

  it.each([
    { visitor: 'logged in, returning with a transaction', facts: visitor, ahead: [{ operation: 'payment.status', input: { transactionId: 't-1' }, key: paymentKey }] },
    { visitor: 'logged out: the guard sends to login before the step loads', facts: facts({ params: { plan: 'plus' }, query: { transactionId: 't-1' } }), ahead: undefined },
    { visitor: 'logged in without a transaction: its input is not known', facts: { ...visitor, query: {} }, ahead: undefined },
  ])("the page's later loads, as far as the facts known at its first tell, come with it to be asked beside it: $visitor", ({ facts: known, ahead }) => {
    const decision = decideEntry(compiledLoads, 'status', known);
    expect(decision).toMatchObject({ type: 'load', key: planKey });
    expect((decision as Extract<Decision, { type: 'load' }>).ahead).toEqual(ahead);
  });

  it('logic that throws where the later loads are looked for leaves them to wait; the decision that reaches it throws', () => {
    const throwing = compileFlow({ ...loading, guards: [{ when: { unknownOperator: [1] }, redirect: { route: '/' } }] } as unknown as Flow, { logic: interpretedLogic() });
    expect(decideEntry(throwing, 'status', visitor)).toEqual({ type: 'load', operation: 'subscription.plan', input: { slug: 'plus' }, key: planKey });
    expect(() => decideEntry(throwing, 'status', visitor, new Map([[planKey, { outcome: 'found', data: { slug: 'plus' } }]]))).toThrow(ConditionError);
  });

  it('an outcome the load names leads away; the guards then read what it filled', () => {
    expect(decideEntry(compiledLoads, 'status', visitor, new Map([[planKey, { outcome: 'notFound' }]]))).toEqual({ type: 'not-found', reason: 'no plan' });
    const partnerPlan = new Map([[planKey, { outcome: 'found', data: { slug: 'plus', paidThroughThirdParty: true } }]]);
    expect(decideEntry(compiledLoads, 'status', visitor, partnerPlan)).toEqual({ type: 'not-found', reason: 'partner plan' });
  });

  it("the step's load follows the flow's guards, so a visitor who must log in first causes no call", () => {
    const found = new Map([[planKey, { outcome: 'found', data: { slug: 'plus', tierId: 'standard' } }]]);
    expect(decideEntry(compiledLoads, 'status', facts({ params: { plan: 'plus' } }), found)).toMatchObject({ type: 'redirect', to: { kind: 'internal', path: '/inloggen' } });
    expect(decideEntry(compiledLoads, 'status', visitor, found)).toMatchObject({ type: 'load', operation: 'payment.status', input: { transactionId: 't-1' } });
  });

  it('outcomes it does not name render the page with the facts its loads filled', () => {
    const loaded = new Map([
      [planKey, { outcome: 'found', data: { slug: 'plus', tierId: 'standard' } }],
      [paymentKey, { outcome: 'pending', data: { transactionId: 't-1', status: 'IN_PROGRESS' } }],
    ]);
    const decision = decideEntry(compiledLoads, 'status', visitor, loaded);
    expect(decision).toMatchObject({ type: 'render', step: { id: 'status' }, facts: { plan: { tierId: 'standard', trialDays: 0 }, payment: { status: 'IN_PROGRESS' } } });
  });

  it('a load with a when is made only while it holds', () => {
    const conditional = compileFlow(
      { ...loading, steps: [{ ...loading.steps[0], load: [{ ...loading.steps[0]?.load?.[0], when: { '!!': { var: 'query.transactionId' } } }] }] } as Flow,
      { sharedConditions: sharedConditions(), logic: interpretedLogic() },
    );
    const found = new Map([[planKey, { outcome: 'found', data: { slug: 'plus' } }]]);
    expect(decideEntry(conditional, 'status', visitor, found)).toMatchObject({ type: 'load', operation: 'payment.status' });
    expect(decideEntry(conditional, 'status', { ...visitor, query: {} }, found)).toMatchObject({ type: 'render', facts: { payment: { status: null } } });
  });

  it('a url target goes to a page of this site or an https URL a service answered, and nowhere else', () => {
    const pay = decideAfterSubmit(compiledLoads, 'status', visitor) as Extract<Decision, { type: 'call-service' }>;
    const withUrl = (paymentUrl: string) => decideOutcome(compiledLoads, pay, 'started', mergeFacts(visitor, { result: { paymentUrl } }));
    expect(withUrl('/sandbox/psp/t-1')).toMatchObject({ to: { kind: 'url', url: '/sandbox/psp/t-1' } });
    expect(withUrl('https://psp.example/pay/t-1')).toMatchObject({ to: { kind: 'url', url: 'https://psp.example/pay/t-1' } });
    for (const hostile of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'http://psp.example/pay', 'https:/\\evil.example']) {
      expect(() => withUrl(hostile), hostile).toThrow(/neither a path of this site nor an https URL/);
    }
  });
});

describe("a link in a step's props", () => {
  const login = compiledFlow('login');
  const asked = facts({ query: { redirect: '/mijn-abonnement' } });

  it.each([
    [{ route: '/inloggen/rtlxl' }, '/inloggen/rtlxl?redirect=%2Fmijn-abonnement'],
    [{ route: '/inloggen', query: { xlToVl: 'true' } }, '/inloggen?redirect=%2Fmijn-abonnement&xlToVl=true'],
    [{ route: '/aanmelden' }, '/aanmelden'],
  ])("to %j leads to %s: a route of its own flow keeps the carried query, another flow's does not", (target, path) => {
    expect(login.destination(target, asked)).toEqual({ kind: 'internal', path });
  });

  it('to an external destination names it', () => {
    expect(login.destination({ external: 'helpCenter' }, asked)).toEqual({ kind: 'external', name: 'helpCenter' });
  });
});

describe("a load's recheck: the activation's status page asks again while a payment is pending", () => {
  const activation = compiledFlow('activation');
  const visitor = facts({
    user: { loggedIn: true },
    params: { purchase: 'activeer', plan: 'plus', transactionMethod: 'ideal' },
    query: { transactionId: 't-1' },
  });
  // The flow's own loads answered as for any visitor here: not abroad, and the plan of the route.
  const answered = (outcome: string, overdue: boolean) =>
    new Map([
      [loadKey('account.geoCheck', {}), { outcome: 'allowed' }],
      [loadKey('subscription.plan', { slug: 'plus', renewal: false }), { outcome: 'found', data: { slug: 'plus', tierId: 'standard', running: true } }],
      [loadKey('payment.status', { transactionId: 't-1' }), { outcome, data: { transactionId: 't-1', status: 'IN_PROGRESS', overdue } }],
    ]);

  it('is made again every 5 seconds while the payment is pending and not overdue', () => {
    const decision = decideEntry(activation, 'status', visitor, answered('pending', false));
    expect(decision).toMatchObject({ type: 'render', step: { id: 'status' } });
    expect(decision.type === 'render' && decision.rechecks).toEqual([
      { operation: 'payment.status', input: { transactionId: 't-1' }, key: loadKey('payment.status', { transactionId: 't-1' }), afterMs: 5000 },
    ]);
  });

  it('stops once the payment is overdue (5 minutes on the payment service clock): the page stays, and says what to do', () => {
    const decision = decideEntry(activation, 'status', visitor, answered('pending', true));
    expect(decision).toMatchObject({ type: 'render', step: { id: 'status' }, rechecks: [] });
  });

  it('leads on when an answer settles the payment', () => {
    expect(decideEntry(activation, 'status', visitor, answered('failed', false))).toMatchObject({
      type: 'redirect',
      to: { path: '/activeer/abonnement/plus/ideal/transactie-mislukt' },
    });
  });
});

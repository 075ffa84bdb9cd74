/**
 * The journey runtime owns what outlives a render: a page visit's loads (made once, kept for the
 * visit), the decisions being performed and the visitor's answers. Driven here with the
 * registration flow and operations that answer as the test says.
 */
import { describe, expect, it, vi } from 'vitest';
import { decideEntry } from '../../engine/core/decide.ts';
import { pageFacts } from '../../engine/core/facts.ts';
import type { ServiceOperation, ServiceResult } from '../../engine/core/service-operation.ts';
import type { CompiledStep, FactsInput } from '../../engine/core/types.ts';
import { createJourneyRuntime, type LoadDecision } from '../../engine/react/journey-runtime.ts';
import { sessionStore } from '../../engine/runtime/session.ts';
import { compiledFlow } from '../support/project-flows.ts';

const flow = compiledFlow('registration');
const step = (id: string) => flow.stepsById.get(id) as CompiledStep;

/** A runtime whose operations answer with what answer() gives; every call is counted. */
function runtimeWith(answer: (name: string, input: Readonly<Record<string, unknown>>) => Promise<ServiceResult>) {
  const calls: string[] = [];
  const operation = (name: string): ServiceOperation =>
    ({ name, outcomes: [], inputs: {}, call: (input: Readonly<Record<string, unknown>>) => (calls.push(name), answer(name, input)) }) as unknown as ServiceOperation;
  const stored = new Map<string, string>();
  const runtime = createJourneyRuntime(
    {
      stepTypes: new Map(),
      loadFlow: () => Promise.reject(new Error('not used')),
      services: new Map(['account.featureFlags', 'identity.checkEmail'].map((name) => [name, () => Promise.resolve(operation(name))])),
      externalDestinations: {},
      session: sessionStore({}, () => Promise.resolve({})),
      buildFacts: {},
      siteName: 'test',
      notFoundPath: '/niet-gevonden',
      report: () => undefined,
      track: () => undefined,
    },
    { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
  );
  return { runtime, calls, stored };
}

const facts = (input: FactsInput & { query?: Record<string, string> } = {}) =>
  pageFacts(input, { query: input.query ?? {}, params: {}, answers: {}, location: { path: '/aanmelden/email' } });

describe('the loads of a page visit', () => {
  const blackFriday = facts({ query: { 'black-friday': 'true' } });
  const load = decideEntry(flow, 'email', blackFriday) as LoadDecision;

  it('are made once however often a page asks, kept for the visit, and published once', async () => {
    const { runtime, calls } = runtimeWith(() => Promise.resolve({ outcome: 'success', data: { isBlackFriday: true } }));
    expect(load.type).toBe('load');
    const published = vi.fn();
    runtime.subscribe(published);
    const before = runtime.loadResults('visit-1');
    runtime.startLoad('visit-1', load);
    runtime.startLoad('visit-1', load);
    await vi.waitFor(() => expect(published).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['account.featureFlags']);
    const after = runtime.loadResults('visit-1');
    expect(after).not.toBe(before);
    expect(runtime.loadResults('visit-1')).toBe(after);
    expect(decideEntry(flow, 'email', blackFriday, after)).toMatchObject({ type: 'render', step: { id: 'email' } });
    runtime.startLoad('visit-1', load);
    expect(calls).toHaveLength(1);
  });

  it('are made again for another visit, and after the visit ended (Back to the same entry)', async () => {
    const { runtime, calls } = runtimeWith(() => Promise.resolve({ outcome: 'success', data: {} }));
    runtime.startLoad('visit-1', load);
    await vi.waitFor(() => expect(runtime.loadResults('visit-1').size).toBe(1));
    runtime.startLoad('visit-2', load);
    runtime.endVisit('visit-1');
    expect(runtime.loadResults('visit-1').size).toBe(0);
    runtime.startLoad('visit-1', load);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
  });
});

describe('a submitted step', () => {
  it("keeps its answers, calls the flow's service while it is performing, and goes where the outcome leads", async () => {
    let answer: (result: ServiceResult) => void = () => undefined;
    const { runtime, calls, stored } = runtimeWith(() => new Promise((resolve) => (answer = resolve)));
    const navigate = vi.fn();
    const done = runtime.submit(flow, step('email'), { email: 'anna@example.nl' }, facts(), navigate);
    await vi.waitFor(() => expect(calls).toEqual(['identity.checkEmail']));
    expect(runtime.isPerforming()).toBe(true);
    answer({ outcome: 'available', data: {} });
    await done;
    expect(runtime.isPerforming()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/aanmelden/wachtwoord', { replace: false });
    expect(runtime.answers.read('registration')).toEqual({ email: 'anna@example.nl' });
    expect(JSON.parse(stored.get('journey:answers:registration') ?? '{}')).toEqual({ email: 'anna@example.nl' });
  });

  it('keeps a write-only answer (the password) in memory only: a reload asks for it again', async () => {
    const { runtime, stored } = runtimeWith(() => Promise.resolve({ outcome: 'available', data: {} }));
    await runtime.submit(flow, step('password'), { password: 'Geheim123' }, facts(), vi.fn());
    expect(runtime.answers.read('registration')).toMatchObject({ password: 'Geheim123' });
    expect(stored.get('journey:answers:registration')).not.toContain('Geheim123');
  });

  it('a failing service is the outcome error, routed by the flow with the answers kept', async () => {
    const { runtime } = runtimeWith(() => Promise.reject(new Error('network down')));
    const navigate = vi.fn();
    await runtime.submit(flow, step('email'), { email: 'anna@example.nl' }, facts(), navigate);
    expect(navigate).toHaveBeenCalledWith('/aanmelden/email?fout=EMAIL_CHECK_UNKNOWN_ERROR', { replace: false });
    expect(runtime.answers.read('registration')).toEqual({ email: 'anna@example.nl' });
  });
});

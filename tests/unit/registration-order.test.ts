/**
 * The registration step order of spec 000 section 2, for every combination of the facts it depends
 * on, against an oracle written straight from the spec's six rules.
 */
import { describe, expect, it } from 'vitest';
import { activeSteps, decideEntry, loadKey, mergeFacts } from 'journey-engine';
import { defaultFacts } from '../../schemas/generated/facts-defaults.ts';
import type { FactsInput } from 'journey-engine';
import { runJourneyCase } from 'journey-engine/runtime';
import { caseSite, compiledFlow, projectOutline } from '../support/project-flows.ts';

const flow = compiledFlow('registration');
const outline = projectOutline('registration');

const toggles = ['incomplete', 'email', 'emailError', 'emailPrefilled', 'forced', 'experiment', 'firstName', 'lastName', 'gender', 'birthdate'] as const;
type Combination = Record<(typeof toggles)[number], boolean>;

function factsOf(c: Combination): FactsInput {
  return {
    user: { accountStatus: c.incomplete ? 'incomplete' : 'anonymous' },
    profile: {
      email: c.email ? 'bekend@example.nl' : null,
      emailError: c.emailError,
      emailPrefilled: c.emailPrefilled,
      firstName: c.firstName ? 'Anna' : null,
      lastName: c.lastName ? 'de Vries' : null,
      gender: c.gender ? 'f' : null,
      birthdate: c.birthdate ? '1990-04-12' : null,
    },
    flags: { forceAllSignupSteps: c.forced },
    experiments: { registrationExperiment: c.experiment ? 'variant' : 'control' },
  };
}

/** Spec 000 section 2, "The registration step order is built per user", rule by rule. */
function specOrder(c: Combination): string[] {
  const order: string[] = [];
  if (c.incomplete) order.push('complete-registration'); // 1
  if (!c.email || c.emailError || c.emailPrefilled || c.forced) order.push('email'); // 2
  if (!c.incomplete && !c.experiment) order.push('password'); // 3
  if (!(c.firstName && c.lastName)) order.push('name'); // 4
  if (!c.gender) order.push('gender'); // 5
  if (!c.birthdate) order.push('birthdate'); // 5
  order.push('privacy'); // 6
  return order;
}

const combinations: Combination[] = Array.from(
  { length: 2 ** toggles.length },
  (_, bits) => Object.fromEntries(toggles.map((name, index) => [name, Boolean(bits & (1 << index))])) as Combination,
);

const allAnswers = { email: 'nieuw@example.nl', password: 'Geheim123', firstName: 'Anna', lastName: 'de Vries', gender: 'f', birthdate: '1990-04-12', acceptTerms: true };

describe('registration step order, all 1024 combinations', () => {
  it.each(combinations.map((c) => [toggles.filter((name) => c[name]).join('+') || 'new visitor', c] as const))('%s', async (_label, c) => {
    const facts = mergeFacts(defaultFacts(), factsOf(c));
    expect(activeSteps(flow, facts).map((step) => step.id)).toEqual(specOrder(c));
    const journey = await runJourneyCase({ flow, outline }, { name: 'walk', facts: factsOf(c), answers: allAnswers, outcomes: { 'identity.checkEmail': 'available' } }, caseSite);
    expect(journey.path).toEqual(specOrder(c));
    expect(journey.end).toBe('/aanmelden/verifieer-email');
  });
});

describe('position is derived: deep links', () => {
  // Once the address is answered, the flow asks which experiments the visitor is in: in none here.
  const noExperiments = new Map([[loadKey('account.visitorExperiments', {}), { outcome: 'success', data: {} }]]);
  const socialProfile = mergeFacts(defaultFacts(), { profile: { email: 'a@example.nl', firstName: 'Anna', lastName: 'de Vries' } });

  it.each([
    ['the base path leads a new visitor to the e-mail step', defaultFacts(), null, '/aanmelden/email'],
    ['the base path leads a known social profile to the password step', socialProfile, null, '/aanmelden/wachtwoord'],
    ['a visitor with a full name is sent on from the skipped name step', socialProfile, 'name', '/aanmelden/wachtwoord'],
    ['a complete account is sent away from the complete-registration step', defaultFacts(), 'complete-registration', '/aanmelden/email'],
    ['an unanswered earlier step comes first', defaultFacts(), 'birthdate', '/aanmelden/email'],
    ['an answered journey resumes at the first unanswered step', mergeFacts(defaultFacts(), { answers: { email: 'a@example.nl' } }), 'privacy', '/aanmelden/wachtwoord'],
  ] as const)('%s', (_name, facts, stepId, expected) => {
    const decision = decideEntry(flow, stepId, facts, noExperiments);
    expect(decision).toMatchObject({ type: 'redirect', to: { kind: 'internal', path: expected } });
  });

  it('a password is asked again after a reload, since it is never stored', () => {
    const reloaded = mergeFacts(defaultFacts(), { answers: { email: 'a@example.nl', firstName: 'A', lastName: 'B', gender: 'f', birthdate: '1990-01-01' } });
    expect(decideEntry(flow, 'privacy', reloaded, noExperiments)).toMatchObject({ type: 'redirect', to: { path: '/aanmelden/wachtwoord' } });
  });

  it('renders a step that applies and whose predecessors are answered, with its position', () => {
    const facts = mergeFacts(defaultFacts(), { answers: { email: 'a@example.nl', password: 'Geheim123' } });
    const decision = decideEntry(flow, 'name', facts, noExperiments);
    expect(decision).toMatchObject({ type: 'render', step: { id: 'name' }, position: { index: 2, count: 6 } });
  });

  it("asks the visitor's experiments once the address is answered, and skips the password in the registration experiment", () => {
    const answered = mergeFacts(defaultFacts(), { answers: { email: 'a@example.nl' } });
    expect(decideEntry(flow, 'password', answered)).toMatchObject({ type: 'load', operation: 'account.visitorExperiments' });
    const inVariant = new Map([[loadKey('account.visitorExperiments', {}), { outcome: 'success', data: { registrationExperiment: 'variant' } }]]);
    expect(decideEntry(flow, 'password', answered, inVariant)).toMatchObject({ type: 'redirect', to: { path: '/aanmelden/naam' } });
    expect(decideEntry(flow, null, defaultFacts())).toMatchObject({ type: 'redirect', to: { path: '/aanmelden/email' } });
  });
});

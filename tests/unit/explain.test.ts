/**
 * Explaining a path (npm run explain, the studio's explanation): a table of visitors, each with the
 * outcome and reason of every registration step and where the journey ends, run by the runtime.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlow, outlineOf } from 'journey-engine';
import { runJourneyCase, type JourneyCase } from 'journey-engine/runtime';
import { explainRun, fromOfferLink, saveCase, withSandboxFacts, type ExplainInput } from '../../studio/explain.ts';
import { visitorSituations } from '../../studio/demo-user.ts';
import { loadStudioProject } from '../../studio/project.ts';
import { visitorGets } from '../../studio/visitor-gets.ts';
import { campaignVisitors } from '../../studio/visitors.ts';
import { main as explain } from '../../tools/explain.ts';
import { FLOWS_DIR } from '../../tools/project.ts';
import { caseSite } from '../support/project-flows.ts';
import { runInProcess } from '../support/run-in-process.ts';
import { startSandbox, type RunningSandbox } from '../sandbox/support.ts';

const project = loadStudioProject();
const answers = { email: 'nieuw@example.nl', password: 'Geheim123', firstName: 'Anna', lastName: 'de Vries', gender: 'f', birthdate: '1990-04-12', acceptTerms: true };
const dealOver = /^een Black Friday-aanmeldlink na Black Friday/;

type Expected = Record<string, [outcome: string, because?: RegExp]>;
const visitors: [name: string, input: ExplainInput, steps: Expected, end: string][] = [
  [
    'a new visitor answers every step',
    { flow: 'registration', answers },
    {
      'complete-registration': ['skipped', /isIncompleteAccount = false/],
      email: ['shown', /journey start/],
      password: ['shown', /identity\.checkEmail answered available.*after email/],
      privacy: ['shown', /after birthdate/],
    },
    '/aanmelden/verifieer-email',
  ],
  [
    'a Black Friday link after Black Friday is held back by the e-mail step’s guard',
    { flow: 'registration', facts: { query: { 'black-friday': 'true' } }, at: '2026-01-10' },
    { email: ['guarded', dealOver], password: ['not-reached'], privacy: ['not-reached'] },
    '/meldingen/black-friday-is-voorbij',
  ],
  [
    'the same link during Black Friday 2025 signs up',
    { flow: 'registration', facts: { query: { 'black-friday': 'true' } }, at: '2025-11-28', answers },
    { email: ['shown'], password: ['shown'] },
    '/aanmelden/verifieer-email',
  ],
  [
    'the registration experiment skips the password',
    { flow: 'registration', facts: { experiments: { registrationExperiment: 'variant' } }, answers },
    { password: ['skipped', /inRegistrationExperiment = true/], name: ['shown'] },
    '/aanmelden/verifieer-email',
  ],
  [
    'a known name is not asked',
    { flow: 'registration', facts: { profile: { firstName: 'Anna', lastName: 'de Vries' } }, answers },
    { name: ['skipped', /hasFullName = true/], gender: ['shown', /after password/] },
    '/aanmelden/verifieer-email',
  ],
  [
    'an address the visitor brought is not asked again',
    { flow: 'registration', facts: { answers: { email: answers.email } } },
    { email: ['answered', /answered already/], password: ['shown', /journey start/], name: ['not-reached', /stuck:password/] },
    'stuck:password',
  ],
  ['a registration the identity provider refuses', { flow: 'registration', answers, outcomes: { 'identity.register': 'error' } }, { privacy: ['shown'] }, '/fout'],
];

describe.each(visitors)('%s', (_name, input, steps, end) => {
  it('says each step’s outcome and why, and where the journey ends', async () => {
    const explanation = await explainRun(project, input);
    expect(explanation.steps.map((step) => step.step)).toEqual(project.flows.get('registration')?.flow.steps.map((step) => step.id));
    for (const [id, [outcome, because]] of Object.entries(steps)) {
      const step = explanation.steps.find((candidate) => candidate.step === id);
      expect(step?.outcome, id).toBe(outcome);
      if (because) expect(step?.because, id).toMatch(because);
    }
    expect(explanation.end.split('?')[0]).toBe(end);
    // The steps shown are the path the runtime took, in order.
    expect(explanation.steps.filter((step) => step.outcome === 'shown').map((step) => step.step)).toEqual(explanation.path);
  });
});

describe('a demo user', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('brings the facts the site loads after their login: a verified account is sent on by the registration’s guard', async () => {
    const input = await withSandboxFacts({ flow: 'registration', user: 'geverifieerd@example.nl' }, sandbox.url);
    expect(input.facts).toMatchObject({ user: { loggedIn: true, accountStatus: 'verified' }, profile: { email: 'geverifieerd@example.nl' } });
    const explanation = await explainRun(project, input);
    expect(explanation.path).toEqual([]);
    expect(explanation.end).toBe('/inloggen/doorsturen');
    expect(explanation.endBecause).toMatch(/^registreren is voor bezoekers/);
  });

  it('with a registration to finish brings its pending registration, as a login leaves it: the registration is completed without e-mail and password', async () => {
    const input = await withSandboxFacts({ flow: 'registration', user: 'onvolledig@example.nl' }, sandbox.url);
    expect(input.facts).toMatchObject({ user: { accountStatus: 'incomplete' } });
    const explanation = await explainRun(project, input);
    expect(explanation.steps.slice(0, 3).map((step) => [step.step, step.outcome])).toEqual([
      ['complete-registration', 'shown'],
      ['email', 'skipped'],
      ['password', 'skipped'],
    ]);
    expect(explanation.steps.find((step) => step.step === 'password')?.because).toMatch(/isIncompleteAccount = true/);
  });

  // The short form's visitors (studio/demo-user.ts): each demo user is the visitor its words say.
  it.each([
    ['Ingelogd, nog nooit een abonnement gehad', { user: { loggedIn: true, hadSubscription: false } }],
    ['Ingelogd, had eerder een abonnement (oud-abonnee)', { user: { hadSubscription: true }, subscription: { status: 'CANCELLED' } }],
    ['Ingelogd, in de gratis proefperiode', { user: { isPromo: true }, subscription: { status: 'ACTIVE' } }],
    ['Ingelogd, met een lopend abonnement (Plus, per maand)', { subscription: { status: 'ACTIVE', tierId: 'standard', termType: 'EVERGREEN', reseller: null } }],
    ['Ingelogd, met een vast contract dat nog loopt', { subscription: { status: 'ACTIVE', termType: 'TERMED' } }],
    ['Ingelogd, met een abonnement via een partner (Ziggo)', { subscription: { status: 'ACTIVE', reseller: 'ZIGGO' } }],
    ['Ingelogd, met een openstaande rekening', { user: { isInDebt: 'BAD_DEBT_ON_THIS_ACCOUNT' } }],
  ])('"%s" is a demo user with those facts', async (label, facts) => {
    const situation = visitorSituations.find((candidate) => candidate.label === label);
    const input = await withSandboxFacts({ flow: 'registration', user: situation?.email }, sandbox.url);
    expect(input.facts).toMatchObject(facts);
  });

  // An offer's path: its plan as the sandbox answers it that day, no stub written.
  it.each([
    ['ziggo', { user: 'plus@example.nl' }, 'page:landing', 'shown'],
    ['young-capital', { user: 'plus@example.nl' }, '/meldingen/geen-recht-op-abonnement-via/young-capital?reden=bestaande-klant', 'guarded'],
    ['albert-heijn', { at: '2026-10-01' }, 'page:landing', 'shown'],
    ['albert-heijn', { at: '2027-03-01' }, '/abonnementen?actie=voorbij', 'guarded'],
  ])('explains the offer %s to %j from the sandbox: ends on %s', async (offer, given, end, landing) => {
    const explanation = await explainRun(project, await withSandboxFacts(fromOfferLink(project, offer, given), sandbox.url));
    expect(explanation.end).toBe(end);
    expect(explanation.steps.find((step) => step.step === 'landing')?.outcome).toBe(landing);
  });

  // What the offer means for the visitor (issue 60): the activation page's rows, and what happens to a paid plan.
  it("tells a paying subscriber the day a partner's gift starts and the day the paid plan comes back, and a new visitor that it starts when activated", async () => {
    await sandbox.post('/sandbox/clock', { now: '2026-10-05T10:00:00Z' });
    const email = `betaler-${Date.now()}@example.nl`;
    expect((await sandbox.post('/sandbox/users', { email, password: 'Welkom123', subscription: { plan: 'premium', startedDaysAgo: 20 } })).status).toBe(201);
    const payer = visitorGets(await withSandboxFacts(fromOfferLink(project, 'albert-heijn', { user: email, at: '2026-10-05' }), sandbox.url));
    expect(payer?.sentences).toEqual([
      'Het cadeau start op 15 oktober 2026, als de betaalde periode van het huidige abonnement afloopt. Tot dan kijkt de bezoeker verder met dat abonnement; na het cadeau, vanaf 15 oktober 2027, loopt het weer, voor € 12,99 per maand.',
      'Wat het kost: 12 maanden gratis, betaald door Albert Heijn, tot en met 14 oktober 2027.',
    ]);
    expect(payer?.rows).toContainEqual({ label: 'Start', text: 'Op 15 oktober 2026, als je huidige abonnement afloopt.' });
    const newcomer = visitorGets(await withSandboxFacts(fromOfferLink(project, 'albert-heijn', { at: '2026-10-05' }), sandbox.url));
    expect(newcomer?.sentences.slice(0, 2)).toEqual([
      'Deze bezoeker is niet ingelogd: de site vraagt eerst om in te loggen of een account te maken, en zegt daarna wat hij afsluit.',
      'Het cadeau start op de dag dat de bezoeker het activeert (op 5 oktober 2026).',
    ]);
    expect(visitorGets(await withSandboxFacts({ flow: 'registration', user: email }, sandbox.url))).toBeUndefined();
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
  });

  // Who sees what of a campaign on a day (issue 60): every kind of visitor at once, each from the sandbox at that day.
  it('tells every kind of visitor of a gift that ends what it follows where its button takes them and what happens to their plan', async () => {
    await sandbox.post('/sandbox/clock', { now: '2026-10-05T10:00:00Z' });
    const visitors = await campaignVisitors(project, 'flows/partners/t-mobile-thuis.offer.json', '2026-10-05', sandbox.url);
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    expect(visitors.map((visitor) => visitor.label)).toEqual(visitorSituations.map((situation) => situation.label));
    const of = (label: string) => visitors.find((visitor) => visitor.label === label)?.plans[0];
    const expected: [label: string, ends: string | RegExp, says: string | RegExp][] = [
      [
        'Een nieuwe bezoeker, niet ingelogd',
        /^gaat naar \/inloggen\?redirect=\/partner\/tmobile-thuis-6-maanden-plus\/activeer\?entitlementId=/,
        'Het cadeau start op de dag dat de bezoeker het activeert (op 5 oktober 2026).',
      ],
      ['Ingelogd, nog nooit een abonnement gehad', 'komt op de pagina activate', 'Het cadeau start op de dag dat de bezoeker het activeert (op 5 oktober 2026).'],
      [
        'Ingelogd, met een lopend abonnement (Plus, per maand)',
        'komt op de pagina activate',
        /Tot dan kijkt de bezoeker verder met dat abonnement; dan stopt het, en na het cadeau komt het niet vanzelf terug\.$/,
      ],
      ['Ingelogd, met een abonnement via een partner (Ziggo)', 'komt op de pagina activate', /kan dit aanbod hier niet nemen/],
    ];
    for (const [label, ends, says] of expected) {
      expect(of(label)?.ends, label).toMatch(ends);
      expect(of(label)?.gets?.sentences, label).toContainEqual(typeof says === 'string' ? says : expect.stringMatching(says));
    }
    expect(of('Ingelogd, met een lopend abonnement (Plus, per maand)')?.gets?.rows).toContainEqual({
      label: 'Daarna',
      text: expect.stringMatching(/^Je abonnement Videoland Plus stopt op \d+ \w+ \d{4}, als het cadeau begint, en komt daarna niet vanzelf terug\.$/),
    });
  });

  it('tells every kind of visitor of a promotion what each plan’s button does: a subscriber is sent to a notice and is quoted nothing', async () => {
    await sandbox.post('/sandbox/clock', { now: '2025-11-25T10:00:00Z' });
    const visitors = await campaignVisitors(project, 'flows/promotions/black-friday-2025.promotion.json', '2025-11-25', sandbox.url);
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    const of = (label: string) => visitors.find((visitor) => visitor.label === label)?.plans;
    expect(of('Ingelogd, nog nooit een abonnement gehad')?.map((plan) => [plan.slug, plan.ends, plan.gets?.sentences.at(-1)])).toEqual([
      ['basis-black-friday', 'komt op de pagina choose-payment', 'Wat het kost: € 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99); daarna € 5,99 per maand.'],
      ['plus-black-friday', 'komt op de pagina choose-payment', 'Wat het kost: € 8,99 per maand, de eerste 6 maanden (in plaats van € 10,99); daarna € 10,99 per maand.'],
    ]);
    for (const plan of of('Ingelogd, met een lopend abonnement (Plus, per maand)') ?? []) {
      expect(plan.ends).toBe('gaat naar /meldingen/actief-abonnement');
      expect(plan.because).toMatch(/^een actieve abonnee koopt geen tweede abonnement/);
      expect(plan.gets).toBeUndefined();
    }
  });

  it('is said plainly when it cannot log in', async () => {
    await expect(withSandboxFacts({ flow: 'registration', user: 'geblokkeerd@example.nl' }, sandbox.url)).rejects.toThrow('geblokkeerd@example.nl kan niet inloggen in de sandbox');
  });
});

describe('npm run explain', () => {
  const dir = mkdtempSync(join(tmpdir(), 'explain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints every step of the flow in order as JSON, then the end', async () => {
    writeFileSync(join(dir, 'facts.json'), JSON.stringify({ query: { 'black-friday': 'true' } }));
    const run = await runInProcess(explain, '--flow', 'registration', '--facts', join(dir, 'facts.json'), '--at', '2026-01-10', '--json');
    expect(run.status, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as { steps: { step: string; route: string; outcome: string; because: string }[]; end: string; because: string };
    expect(printed.steps.map((step) => `${step.step} ${step.route} ${step.outcome}`)).toEqual([
      'complete-registration /aanmelden/voltooien not-reached',
      'email /aanmelden/email guarded',
      'password /aanmelden/wachtwoord not-reached',
      'name /aanmelden/naam not-reached',
      'gender /aanmelden/geslacht not-reached',
      'birthdate /aanmelden/geboortedatum not-reached',
      'privacy /aanmelden/privacy not-reached',
    ]);
    expect(printed.end).toBe('/meldingen/black-friday-is-voorbij');
    expect(printed.because).toMatch(dealOver);
    expect(printed.steps[2]?.because).toBe('de reis eindigde ervoor: gaat naar /meldingen/black-friday-is-voorbij');
  });

  it('prints the path in Dutch: each step’s outcome and why, then where the visitor ends', async () => {
    writeFileSync(join(dir, 'facts.json'), JSON.stringify({ query: { 'black-friday': 'true' } }));
    const run = await runInProcess(explain, '--flow', 'registration', '--facts', join(dir, 'facts.json'), '--at', '2026-01-10');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Reis registration:\n {2}niet bereikt {3}complete-registration/);
    expect(run.stdout).toMatch(/ {2}tegengehouden {2}email {18}\/aanmelden\/email\n {17}een Black Friday-aanmeldlink na Black Friday/);
    expect(run.stdout).toContain('Einde: gaat naar /meldingen/black-friday-is-voorbij');
    expect(run.stdout).not.toMatch(/journey|answered|not-reached|guarded/);
  });

  it('refuses to run without a flow or an offer, or with an option it does not know, saying how it is used', async () => {
    for (const run of [await runInProcess(explain), await runInProcess(explain, '--flow', 'registration', '--plan', 'plus')]) {
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('--flow ID | --offer ID');
    }
    expect((await runInProcess(explain, '--help')).stdout).toContain('--offer ID');
  });

  it('refuses an operation name no service has, naming it', async () => {
    writeFileSync(join(dir, 'outcomes.json'), JSON.stringify({ 'subscription.loadPlan': 'found' }));
    const run = await runInProcess(explain, '--flow', 'partner', '--outcomes', join(dir, 'outcomes.json'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Geen service-operatie: subscription.loadPlan');
  });

  // The command starts a sandbox of its own for an offer's path: its plan as the sandbox answers it that day.
  it('explains --offer albert-heijn after its window from a sandbox of its own: the landing sends the visitor on', async () => {
    const run = await runInProcess(explain, '--offer', 'albert-heijn', '--at', '2027-03-01', '--json');
    expect(run.status, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as { steps: { step: string; outcome: string }[]; end: string };
    expect(printed.end).toBe('/abonnementen?actie=voorbij');
    expect(printed.steps.find((step) => step.step === 'landing')?.outcome).toBe('guarded');
  });

  it('keeps an explained path as a journey case that the runner then passes', async () => {
    const flows = join(dir, 'flows');
    cpSync(FLOWS_DIR, flows, { recursive: true });
    const copy = loadStudioProject(flows);
    const input: ExplainInput = { flow: 'registration', facts: { experiments: { registrationExperiment: 'variant' } }, answers };
    const explanation = await explainRun(copy, input);
    const file = await saveCase(copy, input, explanation, 'explained: the experiment skips the password');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { tests: (JourneyCase & { expect: { path: string[]; end: string } })[] };
    const journeyCase = saved.tests.at(-1);
    expect(journeyCase?.name).toBe('explained: the experiment skips the password');
    const flow = loadStudioProject(flows).flows.get('registration')?.flow;
    if (!flow || !journeyCase) throw new Error('the saved flow did not validate');
    const result = await runJourneyCase({ flow: compileFlow(flow, copy.context), outline: outlineOf(flow) }, journeyCase, caseSite);
    expect(result.path).toEqual(journeyCase.expect.path);
    expect(result.end).toBe(journeyCase.expect.end);
    expect(journeyCase.expect.path).not.toContain('password');
  });
});

/**
 * Explaining a visitor's path through a flow of the project (engine/runtime/explain.ts), for the
 * studio and npm run explain: facts, answers and stubbed outcomes, and a day whose feature flags
 * are the sandbox's for that day. A path can be kept as a journey case of its flow.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { mergeFacts } from 'journey-engine';
import type { Facts, FactsInput, Flow } from 'journey-engine';
import { explainJourney, type Explanation } from 'journey-engine/runtime';
import type { JourneyCase } from 'journey-engine/runtime';
import { goesOn } from '../components/steps/registry.ts';
import { featureFlags, NO_FLAGS } from '../sandbox/account/schema.ts';
import { instantOf } from '../sandbox/window.ts';
import { serviceOperations } from '../services/operations/registry.ts';
import { loadPlan } from '../services/operations/load-plan.ts';
import { demoUserFacts, liveOperation } from './demo-user.ts';
import { sandboxClock } from './sandbox-clock.ts';
import { compiledFlowOf, type StudioProject } from './project.ts';
import { offersOf } from '../tools/project.ts';

export interface ExplainInput {
  flow: string;
  /** The step whose address the visitor opens (with the facts' params and query); the flow's own address when not given. */
  start?: string;
  /** A demo user of the sandbox, whose facts (as the site loads them) come before the input's own. */
  user?: string;
  facts?: FactsInput;
  answers?: Record<string, unknown>;
  outcomes?: Record<string, string>;
  /** What a stubbed service answers, per operation: a call's result, or what a load puts in its facts group (the plan of a slug). */
  results?: Record<string, unknown>;
  /** A day (YYYY-MM-DD, noon in Amsterdam) or an ISO instant: the feature flags are that day's. */
  at?: string;
}

/** The journey case the input describes: the day's flags under the facts' own; a service the input names no outcome of answers as a working one does (the engine's stubOutcome). */
export function caseOf(input: ExplainInput, name = 'explain'): JourneyCase {
  const dayFlags = input.at === undefined ? undefined : featureFlags({ clock: { now: () => instantOf(input.at ?? '') }, flags: { for: () => NO_FLAGS } });
  const facts = dayFlags ? { ...input.facts, flags: { ...dayFlags, ...input.facts?.flags } } : input.facts;
  return { name, start: input.start, facts, answers: input.answers, outcomes: input.outcomes, results: input.results };
}

/**
 * The path from a partner offer's link (flows/partners/ID.offer.json): its landing page is the
 * partner journey's, for the offer's plan, unless the input names another step to start at.
 */
export function fromOfferLink(project: StudioProject, offerId: string, input: Omit<ExplainInput, 'flow'>): ExplainInput {
  const offers = [...offersOf(project.result).values()];
  const offer = offers.find((candidate) => candidate.id === offerId);
  if (!offer) throw new Error(`Geen geldig aanbod "${offerId}": kies uit ${offers.map((candidate) => candidate.id).join(', ')}.`);
  return { ...input, flow: 'partner', start: input.start ?? 'landing', facts: { ...input.facts, params: { ...input.facts?.params, plan: offer.plan.slug } } };
}

/** The operations an input may stub, by name: any other name is a mistake (subscription.loadPlan for subscription.plan). */
export function unknownOperations(input: ExplainInput): string[] {
  const known = new Set(serviceOperations.map((operation) => operation.name));
  return [...Object.keys(input.outcomes ?? {}), ...Object.keys(input.results ?? {})].filter((name) => !known.has(name));
}

/**
 * What the sandbox at sandboxUrl knows for the input, on the input's day (its clock set to it
 * first, so a subscription and a promotion stand as they do that day), under the input's own:
 * - a demo user's facts, when the input names one, as the site loads them;
 * - the plan of the address (its :plan), to that user or a visitor who is not logged in, where the
 *   input stubs no answer of its own: an offer's or promotion's path needs no hand-written plan.
 */
export async function withSandboxFacts(input: ExplainInput, sandboxUrl: string): Promise<ExplainInput> {
  if (input.at !== undefined) {
    const clock = await sandboxClock(sandboxUrl).set(instantOf(input.at));
    if (!clock.ok) throw new Error(`de klok van de sandbox gaat niet naar ${input.at} (${clock.status})`);
  }
  return withLivePlan(await withUserFacts(input, sandboxUrl), sandboxUrl);
}

async function withUserFacts(input: ExplainInput, sandboxUrl: string): Promise<ExplainInput> {
  return input.user === undefined ? input : withVisitorFacts(input, await demoUserFacts(sandboxUrl, input.user));
}

/** The input with a visitor's facts (a demo user's, as the site loaded them) under its own. */
export function withVisitorFacts(input: ExplainInput, visitor: FactsInput): ExplainInput {
  return { ...input, facts: mergeFacts(visitor as Facts, input.facts ?? {}) };
}

/** The slug of the address's plan, where the sandbox is to answer it: the input stubs no answer of its own. */
function livePlanSlug(input: ExplainInput): string | undefined {
  const slug = (input.facts?.params as Record<string, unknown> | undefined)?.plan;
  return typeof slug === 'string' && input.results?.[loadPlan.name] === undefined && input.outcomes?.[loadPlan.name] === undefined ? slug : undefined;
}

/** Whether withSandboxFacts has anything to ask a sandbox: a demo user, or the address's plan. */
export const asksSandbox = (input: ExplainInput): boolean => input.user !== undefined || livePlanSlug(input) !== undefined;

/** The plan of the address as the sandbox answers it to the input's user (or a visitor who is not logged in), where the input stubs none. */
export async function withLivePlan(input: ExplainInput, sandboxUrl: string): Promise<ExplainInput> {
  const slug = livePlanSlug(input);
  if (slug === undefined) return input;
  const { outcome, data } = await liveOperation(sandboxUrl, input.user, loadPlan, { slug });
  return { ...input, outcomes: { ...input.outcomes, [loadPlan.name]: outcome }, results: data === undefined ? input.results : { ...input.results, [loadPlan.name]: data } };
}

export function explainRun(project: StudioProject, input: ExplainInput): Promise<Explanation> {
  const compiled = compiledFlowOf(project, input.flow);
  const { sharedConditions = {}, logic } = project.context;
  return explainJourney(
    compiled,
    caseOf(input),
    { siteFacts: project.siteFacts, goesOn, operations: serviceOperations },
    { flow: flowOf(project, input.flow).flow, sharedConditions, logic },
  );
}

function flowOf(project: StudioProject, id: string): { flow: Flow; file: string } {
  const found = project.flows.get(id);
  if (!found) throw new Error(`no valid flow "${id}"`);
  return found;
}

/** Appends the explained path to the flow's journey cases ("tests"), formatted as the repository formats it; answers the file. */
export async function saveCase(project: StudioProject, input: ExplainInput, explanation: Explanation, name: string): Promise<string> {
  const file = project.pathOf(flowOf(project, input.flow).file);
  const written = JSON.parse(readFileSync(file, 'utf8')) as { tests?: unknown[] };
  const { start, facts, answers, results } = caseOf(input, name);
  // The outcomes the path took where they are not the runner's default, so the case runs as explained.
  const taken = explanation.calls.filter((call) => call.outcome !== 'success').map((call) => [call.operation, call.outcome]);
  const outcomes = taken.length > 0 ? Object.fromEntries(taken) : undefined;
  const journeyCase = {
    name,
    ...(start ? { start } : {}),
    ...(facts ? { facts } : {}),
    ...(answers ? { answers } : {}),
    ...(outcomes ? { outcomes } : {}),
    ...(results ? { results } : {}),
    expect: { path: explanation.path, end: explanation.end },
  };
  written.tests = [...(written.tests ?? []), journeyCase];
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(written), { ...options, filepath: file }));
  return file;
}

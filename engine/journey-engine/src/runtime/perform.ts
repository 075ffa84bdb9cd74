/** Service calls of the core's decisions: the only place that calls a service (the journey runtime performs them). */
import { decideOutcome } from '../core/decide.ts';
import { mergeFacts } from '../core/facts.ts';
import type { CompiledFlow, Decision, Facts, FactsInput } from '../core/types.ts';
import { ServiceTimeout, type ServiceOperation, type ServiceResult } from '../core/service-operation.ts';
import type { SessionStore } from './session.ts';

/** What the engine needs of a site to call its services. */
export interface ServicePorts {
  /** Each operation by name, loaded with its first call: the first page carries the names only. */
  services: { get(name: string): (() => Promise<ServiceOperation>) | undefined };
  /** Loaded again after an operation that changes the session. */
  session: Pick<SessionStore, 'reload'>;
  report(error: ErrorReport): void;
}

export interface ErrorReport {
  message: string;
  /** The service operation whose call failed. */
  operation?: string;
  code?: unknown;
  providerCode?: unknown;
  detail?: unknown;
}

export type PlaceToGo = Extract<Decision, { type: 'redirect' | 'not-found' }>;

/** A call's answer: its result, and the session's facts loaded again after an operation that changes them. */
export interface CallAnswer {
  result: ServiceResult;
  session?: FactsInput;
}

/** How a call is made: callOperation, or an answer asked ahead taken first (runtime/ahead.ts). */
export type OperationCall = (name: string, input: Readonly<Record<string, unknown>>, runtime: ServicePorts) => Promise<CallAnswer>;

/** The ports for a flow's calls: a flow that names what its failures are reported as (reportAs) has them reported so, the operation beside it. */
export function portsOf<Ports extends ServicePorts>(flow: CompiledFlow, ports: Ports): Ports {
  const { reportAs } = flow;
  return reportAs === undefined ? ports : { ...ports, report: (error: ErrorReport) => ports.report({ ...error, message: reportAs }) };
}

/** Calls services until the decision is a place to go; failures become the "error" outcome. */
export async function settle(flow: CompiledFlow, decision: Decision, facts: Facts, ports: ServicePorts, call: OperationCall = callOperation): Promise<PlaceToGo> {
  const runtime = portsOf(flow, ports);
  let current = decision;
  let known = facts;
  while (current.type === 'call-service') {
    const { result, session } = await call(current.operation, current.input, runtime);
    // What the page loaded (its plan) stays: the session brings only its own groups anew.
    if (session) known = mergeFacts(known, session);
    current = decideOutcome(flow, current, result.outcome, mergeFacts(known, { result: result.data }));
  }
  // An action (a rule's, a guard's, an outcome's) always leads somewhere; only an entry renders or loads.
  if (current.type === 'render' || current.type === 'load') throw new Error(`an action decided ${current.type}`);
  return current;
}

/**
 * Loads the code of each named operation and what its first call needs (the operation's prepare: a
 * provider's script, a client), so that a call waits for its service alone. A failure here is the
 * call's to meet, and say, later.
 */
export function prepareOperations(names: Iterable<string>, services: ServicePorts['services']): void {
  for (const name of names) {
    const load = services.get(name);
    if (!load) continue;
    Promise.resolve()
      .then(load)
      .then((operation) => operation.prepare?.())
      .catch(() => undefined);
  }
}

/**
 * Calls a registered operation. One that changes what the session knows (a login, a paid plan) and
 * succeeded has the session's facts loaded again, and answers them, before its outcome is routed;
 * when they cannot be loaded, the call did not succeed after all: its outcome is error. A failure
 * of an operation that names what it fails as (failsAs) is that outcome.
 */
export async function callOperation(name: string, input: Readonly<Record<string, unknown>>, runtime: ServicePorts): Promise<CallAnswer> {
  const { result, operation } = await callService(name, input, runtime);
  if (operation?.failsAs && (result.outcome === 'error' || result.outcome === 'timeout')) return { result: { ...result, outcome: operation.failsAs } };
  if (!operation?.changesSession || result.outcome === 'error') return { result };
  try {
    return { result, session: await runtime.session.reload() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    runtime.report({ message: `${name} failed`, operation: name, detail: message });
    return { result: { outcome: 'error', data: { message } } };
  }
}

/** Loads the operation (its first call fetches its code) and calls it; any failure is the outcome error (timeout for no answer in time). */
async function callService(name: string, input: Readonly<Record<string, unknown>>, runtime: ServicePorts): Promise<{ result: ServiceResult; operation?: ServiceOperation }> {
  let operation: ServiceOperation | undefined;
  try {
    const load = runtime.services.get(name);
    if (!load) throw new Error(`no service operation ${name} is registered`);
    operation = await load();
    const result = await operation.call(input);
    if (result.outcome === 'error') runtime.report({ message: operation.reportsAs ?? `${name} failed`, operation: name, detail: result.data });
    return { result, operation };
  } catch (error) {
    runtime.report({ message: operation?.reportsAs ?? `${name} failed`, operation: name, detail: error instanceof Error ? error.message : error });
    if (error instanceof ServiceTimeout) return { result: { outcome: 'timeout', data: { code: 'SERVICE_TIMEOUT', message: error.message } }, operation };
    return { result: { outcome: 'error', data: { message: error instanceof Error ? error.message : String(error) } }, operation };
  }
}

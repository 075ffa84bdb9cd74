/** What the site gives the journey runtime: step types, the flow loader, services, configuration and base facts. */
import type { ServiceOperation } from '../core/service-operation.ts';
import type { CompiledFlow, FactsInput } from '../core/types.ts';
import type { PrecompiledValidator } from './form-resolver.ts';
import type { ErrorReport } from '../runtime/perform.ts';
import type { SessionStore } from '../runtime/session.ts';

export type { ErrorReport } from '../runtime/perform.ts';
import type { StepType } from './step-type.ts';

/** A flow as the runtime uses it: compiled, with the precompiled validators of its forms. */
export interface LoadedFlow {
  flow: CompiledFlow;
  validators: Readonly<Record<string, PrecompiledValidator>>;
}

export interface RuntimeConfig {
  stepTypes: ReadonlyMap<string, StepType<never>>;
  /** Loads a flow by id; the same promise for the same id, so React can suspend on it. */
  loadFlow(id: string): Promise<LoadedFlow>;
  /** Each operation by name, loaded with its first call: the first page carries the names only. */
  services: ReadonlyMap<string, () => Promise<ServiceOperation>>;
  externalDestinations: Readonly<Record<string, string>>;
  /** What is known of the visitor before any answer: user, profile, subscription, flags, experiments. */
  session: SessionStore;
  /** Facts the build knows, the same for every visitor (the partners of the offer files). */
  buildFacts: FactsInput;
  siteName: string;
  /** The route of the not-found page, where a not-found decision leads. */
  notFoundPath: string;
  report(error: ErrorReport): void;
  track(event: Record<string, unknown>): void;
}

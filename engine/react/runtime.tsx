/** What the rendered journeys share: step types, validators, services, configuration and base facts. */
import { createContext, useContext } from 'react';
import type { ServiceOperation } from '../core/service-operation.ts';
import type { FactsInput } from '../core/types.ts';
import type { PrecompiledValidator } from './form-resolver.ts';
import type { StepType } from './step-type.ts';

export interface ErrorReport {
  message: string;
  code?: unknown;
  providerCode?: unknown;
  detail?: unknown;
}

export interface JourneyRuntime {
  stepTypes: ReadonlyMap<string, StepType<never>>;
  validators: Readonly<Record<string, PrecompiledValidator>>;
  services: ReadonlyMap<string, ServiceOperation>;
  externalDestinations: Readonly<Record<string, string>>;
  sharedConditions: Readonly<Record<string, unknown>>;
  /** What is known of the visitor before any answer: user, profile, flags, experiments. */
  baseFacts: FactsInput;
  siteName: string;
  report(error: ErrorReport): void;
  track(event: Record<string, unknown>): void;
}

export const RuntimeContext = createContext<JourneyRuntime | null>(null);

export function useRuntime(): JourneyRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeContext provider');
  return runtime;
}

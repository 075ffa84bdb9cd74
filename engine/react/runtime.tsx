/** The journey runtime as React sees it: a context, and the hooks that bind a page to it. */
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { CompiledFlow, Decision, Destination, Facts } from '../core/types.ts';
import type { JourneyRuntime } from './journey-runtime.ts';

export type { JourneyRuntime } from './journey-runtime.ts';
export type { ErrorReport, LoadedFlow } from './runtime-config.ts';

export const RuntimeContext = createContext<JourneyRuntime | null>(null);

export function useRuntime(): JourneyRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeContext provider');
  return runtime;
}

/** Goes to a destination with this router. */
export function useGo(): (to: Destination, replace?: boolean) => void {
  const navigate = useNavigate();
  const runtime = useRuntime();
  return useCallback((to, replace = false) => runtime.go(to, navigate, replace), [navigate, runtime]);
}

/** Settles a decision of this flow and goes where it leads. */
export function usePerform(flow: CompiledFlow): (decision: Decision, facts: Facts) => Promise<void> {
  const navigate = useNavigate();
  const runtime = useRuntime();
  return useCallback((decision, facts) => runtime.perform(flow, decision, facts, navigate), [flow, runtime, navigate]);
}

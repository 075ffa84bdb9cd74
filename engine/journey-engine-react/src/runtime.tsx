/** The journey runtime as React sees it: one context with the runtime and what the site's components read beside it. */
import { createContext, useContext } from 'react';
import type { JourneyRuntime } from 'journey-engine/runtime';
import type { LoadedFlow, SiteConfig } from './runtime-config.ts';

export type { ErrorReport, LoadedFlow } from './runtime-config.ts';

export interface SiteRuntime extends SiteConfig {
  journey: JourneyRuntime<LoadedFlow>;
}

export const RuntimeContext = createContext<SiteRuntime | null>(null);

export function useRuntime(): SiteRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeContext provider');
  return runtime;
}

/** What the site's components read beside the journey runtime: step types, configuration and the session. */
import type { CompiledFlow } from 'journey-engine';
import type { PrecompiledValidator } from 'journey-engine';
import type { ErrorReport, SessionStore } from 'journey-engine/runtime';
import type { StepType } from './step-type.ts';

export type { ErrorReport } from 'journey-engine/runtime';

/** A flow as the runtime uses it: compiled, with the precompiled validators of its forms. */
export interface LoadedFlow {
  flow: CompiledFlow;
  validators: Readonly<Record<string, PrecompiledValidator>>;
}

export interface SiteConfig {
  stepTypes: ReadonlyMap<string, StepType<never>>;
  externalDestinations: Readonly<Record<string, string>>;
  /** What is known of the visitor before any answer: user, profile, subscription, flags, experiments. */
  session: SessionStore;
  siteName: string;
  report(error: ErrorReport): void;
  track(event: Record<string, unknown>): void;
  /** Told the page's title as it renders, where no document takes it (a server render). */
  titled?(title: string): void;
}

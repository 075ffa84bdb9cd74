/** What a step component needs to take part in its flow: the step, the facts, and submit. */
import { createContext, useContext } from 'react';
import type { Answers, CompiledFlow, CompiledStep, Facts, StepError } from 'journey-engine';
import type { PrecompiledValidator } from 'journey-engine';

export interface StepContextValue {
  flow: CompiledFlow;
  validators: Readonly<Record<string, PrecompiledValidator>>;
  step: CompiledStep;
  facts: Facts;
  /** Sends the step's answers to the runtime; a second submit while the first is under way is dropped. */
  submit(values: Answers): void;
  /** The submitted step's calls, or the way to the next page, are under way. */
  busy: boolean;
  /**
   * The step's error whose code the page's query names (after a fail action), shown above its form.
   * attempt is the navigation that brought it: a second refusal of the same kind leads to the same
   * address, and is told (and announced) again because its attempt is new.
   */
  error?: StepError & { code: string; attempt: string };
}

export const StepContext = createContext<StepContextValue | null>(null);

export function useStep(): StepContextValue {
  const value = useContext(StepContext);
  if (!value) throw new Error('useStep needs a StepContext provider (JourneyView.tsx)');
  return value;
}

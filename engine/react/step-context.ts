/** What a step component needs to take part in its flow: the step, the facts, and submit. */
import { createContext, useContext } from 'react';
import type { Answers, CompiledFlow, CompiledStep, Facts } from '../core/types.ts';
import type { PrecompiledValidator } from './form-resolver.ts';

export interface StepContextValue {
  flow: CompiledFlow;
  validators: Readonly<Record<string, PrecompiledValidator>>;
  step: CompiledStep;
  facts: Facts;
  submit(values: Answers): Promise<void>;
  busy: boolean;
}

export const StepContext = createContext<StepContextValue | null>(null);

export function useStep(): StepContextValue {
  const value = useContext(StepContext);
  if (!value) throw new Error('useStep needs a StepPage');
  return value;
}

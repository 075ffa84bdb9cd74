/** Every step type flows may use. tools/generate.ts builds the flow schema's step types from this list. */
import type { StepType } from 'journey-engine-react';
import { autoStep } from './AutoStep.tsx';
import { formStep } from './FormStep.tsx';
import { landingStep } from './LandingStep.tsx';
import { messageStep } from './MessageStep.tsx';

export const stepTypes: readonly StepType<never>[] = [formStep, messageStep, autoStep, landingStep] as unknown as StepType<never>[];

/** Whether a step of this type goes on by itself when shown (the journey runtime submits it). */
export const goesOn = (type: string): boolean => stepTypes.some((stepType) => stepType.type === type && stepType.goesOn === true);

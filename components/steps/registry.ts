/**
 * Every step type flows may use, each in a folder of its own (its component and definition, its
 * stylesheet, which app/main.tsx collects); journey-engine new-step-type adds to this list.
 * tools/generate.ts builds the flow schema's step types from it.
 */
import type { StepType } from 'journey-engine-react';
import { autoStep } from './auto/AutoStep.tsx';
import { formStep } from './form/FormStep.tsx';
import { landingStep } from './landing/LandingStep.tsx';
import { messageStep } from './message/MessageStep.tsx';

export const stepTypes: readonly StepType<never>[] = [formStep, messageStep, autoStep, landingStep] as unknown as StepType<never>[];

/** Whether a step of this type goes on by itself when shown (the journey runtime submits it). */
export const goesOn = (type: string): boolean => stepTypes.some((stepType) => stepType.type === type && stepType.goesOn === true);

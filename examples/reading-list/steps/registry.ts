/** Every step type the reading list's flows may use; journey-engine new-step-type adds to this list. */
import type { StepType } from 'journey-engine-react';
import { noteStep } from './note/NoteStep.tsx';
import { questionStep } from './question/QuestionStep.tsx';
import { ratingStep } from './rating/RatingStep.tsx';

export const stepTypes: readonly StepType<never>[] = [questionStep, noteStep, ratingStep] as unknown as StepType<never>[];

/**
 * What journey-engine types gives a developer (tests/unit/engine-packages.test.ts type-checks it in
 * the reading list with the stars flow added): a step key, step id, field name or fact that no flow
 * or the facts schema has is a TypeScript error. Each @ts-expect-error is one; where the types did
 * not register, it would expect an error that never comes, and the type check fails.
 */
import type { ReactElement } from 'react';
import type { StepId, StepKey } from 'journey-engine';
import { useStep, useStepForm } from 'journey-engine-react';

export function TypedStars(): ReactElement {
  const { form } = useStepForm('stars/give');
  // @ts-expect-error the step "give" has no field "sterren"
  form.register('sterren');
  // The field's answer is one of its options.
  const stars: '1' | '2' | '3' | '4' | '5' = form.getValues('stars');
  // @ts-expect-error no flow has the step "stars/geef"
  useStepForm('stars/geef');
  const { facts, step } = useStep();
  const card: string | null | undefined = facts.reader.card;
  // @ts-expect-error the facts schema has no group "lezer"
  void facts.lezer;
  // @ts-expect-error no flow has a step "thanks": this comparison is always false
  const thanked = step.id === 'thanks';
  return <input {...form.register('stars')} defaultValue={`${stars} ${card ?? ''} ${String(thanked)}`} />;
}

export const shownAfterStars: StepId = 'thanked';
// @ts-expect-error no flow has a step "thanks"
export const misspelled: StepId = 'thanks';
export const firstOfRating: StepKey = 'rating/rate';

/** Where a step stands among the screens of its flow, for a progress indicator that moves on each. */
import { activeSteps, type Facts } from 'journey-engine';
import { useStep } from './step-context.ts';

export interface ScreenPosition {
  /** The step's place, from 1. */
  at: number;
  /** The screens this visitor is shown, the skipped ones left out. */
  of: number;
}

/** The current step's place among its flow's screens this visitor is shown now (their skips read with facts); undefined for a step that is not one of them. */
export function useScreenPosition(facts: Facts): ScreenPosition | undefined {
  const { flow, step } = useStep();
  const screens = activeSteps(flow, facts);
  const at = screens.findIndex((screen) => screen.id === step.id);
  return at >= 0 ? { at: at + 1, of: screens.length } : undefined;
}

/** Where a step stands among the screens of its flow, for a progress indicator that moves on each. */
import { activeSteps, type CompiledFlow, type CompiledStep, type Facts } from 'journey-engine';

export interface ScreenPosition {
  /** The step's place, from 1. */
  at: number;
  /** The screens this visitor is shown, the skipped ones left out. */
  of: number;
}

/** The step's place among its flow's screens this visitor is shown now (their skips read with facts); undefined for a step that is not one of them. */
export function screenPosition(flow: CompiledFlow, step: CompiledStep, facts: Facts): ScreenPosition | undefined {
  const screens = activeSteps(flow, facts);
  const at = screens.findIndex((screen) => screen.id === step.id);
  return at >= 0 ? { at: at + 1, of: screens.length } : undefined;
}

/**
 * Whether the page the document holds is the one the build prerendered for the step the runtime
 * shows (its root names it in data-prerendered: journey-engine/runtime's prerenderedStep). Only
 * then is the page hydrated, and a press kept on it acted on; any other page is rendered anew, and
 * so is a step's still (STILL_ATTRIBUTE), which is not the page its loads lead to.
 */
import { prerenderedStep, STILL_ATTRIBUTE } from 'journey-engine/runtime';

export function showsPrerenderedStep(shown: { loaded: { flow: { id: string } }; step: { id: string } } | undefined): boolean {
  const page = document.querySelector(`[data-prerendered]:not([${STILL_ATTRIBUTE}])`)?.getAttribute('data-prerendered');
  return shown !== undefined && page === prerenderedStep(shown.loaded.flow.id, shown.step.id);
}

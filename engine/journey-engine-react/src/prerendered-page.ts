/**
 * Whether the page the document holds is the one the build prerendered for the step the runtime
 * shows (its root names it in data-prerendered: journey-engine/runtime's prerenderedStep). Only
 * then is the page hydrated, and a press kept on it acted on; any other page is rendered anew.
 */
import { prerenderedStep } from 'journey-engine/runtime';

export function showsPrerenderedStep(shown: { loaded: { flow: { id: string } }; step: { id: string } } | undefined): boolean {
  const page = document.querySelector('[data-prerendered]')?.getAttribute('data-prerendered');
  return shown !== undefined && page === prerenderedStep(shown.loaded.flow.id, shown.step.id);
}

/**
 * A press kept before the page was live (early-press.ts) is made again once it is; its answers are
 * known before that. Where they pass the step's own validator, the runtime asks what their submit
 * will ask, as far as it is safe to ask early (journey-engine/runtime's ahead answers): the page
 * hydrates while the services answer, and the press, once made again, finds their answers.
 */
import { givenAnswers, validatorKey, type CompiledField } from 'journey-engine';
import { prerenderedStep, type JourneyRuntime } from 'journey-engine/runtime';
import { whenPressKept } from './early-press.ts';
import type { LoadedFlow } from './runtime-config.ts';

/** The fields' values as the form holds them; undefined where a field is not one control of the form (a date's parts): the press alone says then. */
function formValues(form: HTMLFormElement, fields: readonly CompiledField[]): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  for (const { name } of fields) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement || control instanceof RadioNodeList)
      values[name] = control.value;
    else return undefined;
  }
  return values;
}

/** Called once the runtime has decided the first page, before the page is hydrated (the prerendered page still names its step). */
export function askAheadOfKeptPress(journey: JourneyRuntime<LoadedFlow>): void {
  const first = journey.getSnapshot().render;
  // A press is kept only on the page the build rendered, and that is this step's only where the runtime shows the same.
  const rendered = document.querySelector('[data-prerendered]')?.getAttribute('data-prerendered');
  if (!first || rendered !== prerenderedStep(first.loaded.flow.id, first.step.id) || first.step.fields.length === 0) return;
  whenPressKept((form) => {
    const shown = journey.getSnapshot().render;
    if (shown?.step !== first.step || !form.isConnected) return;
    const validate = shown.loaded.validators[validatorKey(shown.loaded.flow.id, shown.step.id)];
    const values = formValues(form, shown.step.fields);
    if (!validate || !values) return;
    const answers = givenAnswers(
      values,
      shown.step.fields.map((field) => field.definition),
    );
    if (validate(answers)) journey.dispatch({ type: 'expect', values: answers });
  });
}

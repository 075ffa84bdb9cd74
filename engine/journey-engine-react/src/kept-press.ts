/**
 * A press kept before the page was live (early-press.ts) need not wait for the page to be live:
 * its answers are in the form. Once the runtime has decided the first page, and before the page is
 * hydrated, a press kept on the step the build rendered, whose answers pass the step's own
 * validator, is submitted at once. The page the build sent is then not hydrated, since what it
 * shows is no longer what the runtime shows: the site renders the page the press led to, so the
 * visitor's next step waits for the services alone, not for the hydration of a page being left.
 * A press whose answers do not pass is made again once the page is live, and the form says why.
 * A press made while the page hydrates has the safe calls of its submit asked meanwhile
 * (journey-engine/runtime's answers asked ahead), and is made again once the page is live.
 */
import { givenAnswers, validatorKey, type CompiledField } from 'journey-engine';
import type { JourneyRuntime, ShownStep } from 'journey-engine/runtime';
import { keptPress, startWaitingWork, whenPressKept } from './early-press.ts';
import { showsPrerenderedStep } from './prerendered-page.ts';
import type { LoadedFlow } from './runtime-config.ts';

/**
 * The fields' values as the form holds them; undefined where a field is not one control of the
 * form (a date's parts, a group of checkboxes, an answer given by the button pressed): the press
 * is then made again once the page is live, for the form's own code to read.
 */
function formValues(form: HTMLFormElement, fields: readonly CompiledField[]): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  for (const { name } of fields) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) values[name] = control.value;
    else if (control instanceof RadioNodeList && [...control].every((option) => option instanceof HTMLInputElement && option.type === 'radio')) values[name] = control.value;
    else return undefined;
  }
  return values;
}

/** The answers of a press on the shown step's form, where the step's validator passes them (the press module reads them so too). */
export function validAnswers({ loaded, step }: Pick<ShownStep<LoadedFlow>, 'loaded' | 'step'>, form: HTMLFormElement): Record<string, unknown> | undefined {
  const validate = loaded.validators[validatorKey(loaded.flow.id, step.id)];
  const values = formValues(form, step.fields);
  if (!validate || !values || !form.isConnected) return undefined;
  const answers = givenAnswers(
    values,
    step.fields.map((field) => field.definition),
  );
  return validate(answers) ? answers : undefined;
}

/** As long as a visitor waits on a busy button for a kept press's calls. */
const PRESS_WAIT_MS = 2000;

/**
 * Settles once nothing is under way in the runtime, or once a visitor has waited on the busy button
 * as long as they should: past that the site renders the page as it stands (main.tsx), and the press
 * module leaves the press to the site (press-module.ts).
 */
export function idleWithinPressWait(journey: Pick<JourneyRuntime<LoadedFlow>, 'idle'>): Promise<void> {
  return Promise.race([journey.idle(), new Promise<void>((resolve) => setTimeout(resolve, PRESS_WAIT_MS))]);
}

/**
 * Called once the runtime has decided the first page, before the page is hydrated. True: a kept
 * press was submitted, and the page is to be rendered anew, not hydrated.
 */
export function actOnKeptPress(journey: JourneyRuntime<LoadedFlow>): boolean {
  const first = journey.getSnapshot().render;
  // A press is kept only on the page the build rendered, and that is this step's only where the runtime shows the same.
  if (!first || !showsPrerenderedStep(first) || first.step.fields.length === 0) return false;
  const kept = keptPress();
  if (kept) {
    const answers = validAnswers(first, kept.form);
    if (!answers) return false;
    kept.take();
    // The code of what the step may call loads now, beside the press's calls (the runtime's warming).
    startWaitingWork();
    journey.dispatch({ type: 'submit', values: answers });
    return true;
  }
  whenPressKept((form) => {
    const shown = journey.getSnapshot().render;
    const answers = shown?.step === first.step ? validAnswers(shown, form) : undefined;
    if (answers) journey.dispatch({ type: 'expect', values: answers });
  });
  return false;
}

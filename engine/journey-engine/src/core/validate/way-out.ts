/** Rules no-way-out and missing-submit. */
import type { Flow } from '../types.ts';
import type { Finding } from './finding.ts';

/**
 * A step that takes answers must lead somewhere: a rule without a condition, or (as the engine
 * goes on) a later step of a journey, or the flow's complete.
 */
export function checkWayOut(flow: Flow): Finding[] {
  const findings: Finding[] = [];
  const journey = (flow.mode ?? 'journey') === 'journey';
  flow.steps.forEach((step, index) => {
    if (!step.form) return;
    const unconditional = (step.next ?? []).some((rule) => rule.when === undefined);
    const goesOn = (journey && index < flow.steps.length - 1) || flow.complete !== undefined;
    if (!unconditional && !goesOn) {
      findings.push({
        rule: 'no-way-out',
        message: `step "${step.id}" takes answers but leads nowhere: add a next rule without "when" or the flow's "complete"`,
        pointer: `/steps/${index}`,
      });
    }
    // A form is sent with its submit button, or by pressing one of the buttons of a buttons field.
    if (!(step.props as { submit?: unknown } | undefined)?.submit && !step.form.fields.some((field) => field.input === 'buttons')) {
      findings.push({
        rule: 'missing-submit',
        message: `step "${step.id}" has a form but no way to send it: give props.submit or a field with input "buttons"`,
        pointer: step.props ? `/steps/${index}/props` : `/steps/${index}`,
        atKey: step.props !== undefined,
      });
    }
  });
  return findings;
}

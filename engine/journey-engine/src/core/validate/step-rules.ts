/**
 * Rules of a flow's steps among themselves: unique ids (duplicate-step-id), no required field that
 * may be hidden (conditional-required-field), route parameters that exist (unknown-route-param) and
 * no skipping in a pages flow (skip-in-pages).
 */
import { patternParams } from '../paths.ts';
import type { Flow } from '../types.ts';
import type { Finding } from './finding.ts';

export function checkSteps(flow: Flow): { findings: Finding[]; stepIds: Set<string> } {
  const findings: Finding[] = [];
  const stepIds = new Set<string>();
  const steps = flow.steps;
  const journey = (flow.mode ?? 'journey') === 'journey';
  steps.forEach((step, index) => {
    if (stepIds.has(step.id)) findings.push({ rule: 'duplicate-step-id', message: `a step "${step.id}" exists already in this flow`, pointer: `/steps/${index}/id` });
    stepIds.add(step.id);
    const fields = new Set((step.form?.fields ?? []).map((field) => field.name));
    for (const [code, error] of Object.entries(step.errors ?? {})) {
      if (error?.field !== undefined && !fields.has(error.field)) {
        findings.push({ rule: 'unknown-field', message: `no field "${error.field}" in this step's form`, pointer: `/steps/${index}/errors/${code}/field` });
      }
    }
    if (!journey && step.skipWhen !== undefined) {
      findings.push({
        rule: 'skip-in-pages',
        message: 'a page of a pages flow is never skipped; use a guard to send visitors elsewhere',
        pointer: `/steps/${index}/skipWhen`,
        atKey: true,
      });
    }
    (step.form?.fields ?? []).forEach((field, fieldIndex) => {
      if (field.when !== undefined && field.required === true) {
        findings.push({
          rule: 'conditional-required-field',
          message: `field "${field.name}" is shown only while its "when" holds, so it cannot be required`,
          pointer: `/steps/${index}/form/fields/${fieldIndex}/required`,
        });
      }
    });
    const aliasParam = step.aliasesFrom?.param;
    if (aliasParam !== undefined && !patternParams(step.path).some((param) => param.name === aliasParam)) {
      findings.push({
        rule: 'unknown-route-param',
        message: `the step's path ${step.path} has no parameter :${aliasParam} for its aliases to set`,
        pointer: `/steps/${index}/aliasesFrom/param`,
      });
    }
  });
  for (const name of Object.keys(flow.paramValues ?? {})) {
    if (!steps.some((step) => patternParams(step.path).some((param) => param.name === name && !param.optional))) {
      findings.push({ rule: 'unknown-route-param', message: `no step's path has the parameter :${name} (not optional) for its values to fix`, pointer: `/paramValues/${name}` });
    }
  }

  return { findings, stepIds };
}

/**
 * Rules of a flow's journey cases: known steps (unknown-step), facts (unknown-fact) and fields,
 * answered or expected refused (unknown-field), and the data a case stubs for an operation, each
 * field one the operation answers with the case's outcome (unknown-result-field). Which operations
 * and outcomes a case may stub the site's flow schema says (unknown-service-operation, unknown-outcome).
 */
import type { Flow } from '../types.ts';
import { isKnownFact } from './facts-paths.ts';
import type { Finding } from './finding.ts';
import { escape } from './locate.ts';
import type { OperationResults } from './project.ts';
import { answeredFields } from './result-fields.ts';
import { stubOutcome } from '../service-operation.ts';

export function checkJourneyCases(flow: Flow, stepIds: ReadonlySet<string>, factsSchema: object, factsName: string, operations: readonly OperationResults[]): Finding[] {
  const byName = new Map(operations.map((operation) => [operation.name, operation]));
  const findings: Finding[] = [];
  const steps = flow.steps;
  const fieldNames = new Set(steps.flatMap((step) => (step.form?.fields ?? []).map((field) => field.name)));
  (flow.tests ?? []).forEach((journeyCase, index) => {
    if (journeyCase.start !== undefined && !stepIds.has(journeyCase.start))
      findings.push({ rule: 'unknown-step', message: `no step "${journeyCase.start}" in this flow`, pointer: `/tests/${index}/start` });
    (journeyCase.expect.path ?? []).forEach((stepId, position) => {
      if (!stepIds.has(stepId)) findings.push({ rule: 'unknown-step', message: `no step "${stepId}" in this flow`, pointer: `/tests/${index}/expect/path/${position}` });
    });
    for (const path of factPaths(journeyCase.facts ?? {})) {
      if (!isKnownFact(path, factsSchema, fieldNames)) {
        findings.push({
          rule: 'unknown-fact',
          message: `"${path}" is no fact of ${factsName}`,
          pointer: `/tests/${index}/facts/${path.replaceAll('.', '/')}`,
          atKey: true,
        });
      }
    }
    for (const [group, names] of [
      ['answers', Object.keys(journeyCase.answers ?? {})],
      ['expect/refused', Object.keys(journeyCase.expect.refused ?? {})],
    ] as const) {
      for (const name of names) {
        if (!fieldNames.has(name))
          findings.push({ rule: 'unknown-field', message: `no step of this flow asks "${name}"`, pointer: `/tests/${index}/${group}/${name}`, atKey: true });
      }
    }
    for (const [name, data] of Object.entries(journeyCase.results ?? {})) {
      const operation = byName.get(name);
      if (!operation || !data || typeof data !== 'object' || Array.isArray(data)) continue;
      const outcome = journeyCase.outcomes?.[name] ?? stubOutcome(operation);
      const fields = answeredFields(operation, outcome);
      for (const field of Object.keys(data)) {
        if (fields.includes(field)) continue;
        const answers = fields.length > 0 ? `it answers ${fields.join(', ')}` : 'it answers nothing';
        findings.push({
          rule: 'unknown-result-field',
          message: `${name} does not answer "${field}" with ${outcome}: ${answers}`,
          pointer: `/tests/${index}/results/${escape(name)}/${escape(field)}`,
          atKey: true,
        });
      }
    }
  });
  return findings;
}

/** The dotted paths of the leaves of a facts object: {user: {loggedIn: true}} gives user.loggedIn. */
function factPaths(facts: object, prefix = ''): string[] {
  return Object.entries(facts).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const open = key === 'answers' || key === 'query' || key === 'params' || key === 'result';
    return value && typeof value === 'object' && !Array.isArray(value) && !open ? factPaths(value, path) : [path];
  });
}

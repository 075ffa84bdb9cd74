/** The project's flows, validated and compiled the way the build does it, for the unit tests. */
import { compileFlow, outlineOf, type FlowOutline } from 'journey-engine';
import type { CompiledFlow, Flow } from 'journey-engine';
import { formatDiagnostic, createValidator } from 'journey-engine/validate';
import { flowContext, flowSources, loadValidationProject } from '../../tools/project.ts';

export { caseSite } from '../../tools/case-site.ts';

let validated: Flow[] | undefined;

/** Validated once per test file (validating every flow takes the better part of a second): no test here changes them. */
export function projectFlows(): Flow[] {
  if (!validated) {
    const { diagnostics, flows } = createValidator(loadValidationProject())(flowSources());
    if (diagnostics.length > 0) throw new Error(diagnostics.map(formatDiagnostic).join('\n'));
    validated = [...flows.values()];
  }
  return validated;
}

function projectFlow(id: string): Flow {
  const flow = projectFlows().find((candidate) => candidate.id === id);
  if (!flow) throw new Error(`no flow ${id}`);
  return flow;
}

export function compiledFlow(id: string): CompiledFlow {
  return compileFlow(projectFlow(id), flowContext());
}

/** A flow's routes and layout, without the data files' aliases. */
export function projectOutline(id: string): FlowOutline {
  return outlineOf(projectFlow(id));
}

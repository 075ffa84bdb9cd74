/**
 * Runs every journey case that the flows carry ("tests" in a flow file) through the real engine
 * (journey-engine/cli's flowCases, as npm run cases runs them). Each case is named by its file, line
 * and name, so a failing one says where it is written; what it says is each way its result differs.
 * Every case runs twice: on the flow as written, its logic interpreted, and on the flow as the
 * browser gets it from the build, its logic references to the functions compiled for it.
 */
import { describe, expect, it } from 'vitest';
import { compileFlow, precompiledLogic } from 'journey-engine';
import { caseResult, flowCases, type FlowCases } from 'journey-engine/cli';
import { caseSite } from '../../tools/case-site.ts';
import { shippedFlow } from 'journey-engine/vite';
import { compileContext, compiledLogic, flowLogicSources } from '../../tools/compiled-logic.ts';
import { flowContext, flowSources, loadValidationProject, siteConfig } from '../../tools/project.ts';

const sources = flowSources();
const flows = flowCases(sources, sources, { project: loadValidationProject(), context: flowContext() });

describe.each(flows.map((cases) => [cases.flow.id, cases] as const))('journey cases of %s', (_id, { compiled, cases }) => {
  it.each(cases.map(({ where, journeyCase }) => [`${where} ${journeyCase.name}`, journeyCase] as const))('%s', async (_name, journeyCase) => {
    // Answers the form refuses fail a case unless it expects them refused, with these messages.
    expect(await caseResult(compiled, journeyCase, caseSite)).toEqual([]);
  });
});

/** The flow as its chunk carries it, compiled as app/flow-module.ts compiles it. */
async function asShipped({ flow, compiled }: FlowCases): Promise<FlowCases['compiled']> {
  const shipped = shippedFlow(flow, compileContext());
  const logic = precompiledLogic(await compiledLogic(flowLogicSources(flow)));
  return { ...compiled, flow: compileFlow(shipped.flow, { siteGuards: shipped.siteGuards, namedGuards: shipped.namedGuards, logic, errorParameter: siteConfig().errorParameter }) };
}

describe.each(flows.map((cases) => [cases.flow.id, cases] as const))('journey cases of %s, on the flow as the browser gets it', (_id, cases) => {
  const shipped = asShipped(cases);
  it.each(cases.cases.map(({ where, journeyCase }) => [`${where} ${journeyCase.name}`, journeyCase] as const))('%s', async (_name, journeyCase) => {
    expect(await caseResult(await shipped, journeyCase, caseSite)).toEqual([]);
  });
});

it('the flows carry journey cases', () => {
  expect(flows.map((cases) => cases.flow.id)).toContain('registration');
});

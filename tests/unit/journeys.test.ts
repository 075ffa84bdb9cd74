/**
 * Runs every journey case that the flows carry ("tests" in a flow file) through the real engine
 * (journey-engine/cli's flowCases, as npm run cases runs them). Each case is named by its file, line
 * and name, so a failing one says where it is written; what it says is each way its result differs.
 */
import { describe, expect, it } from 'vitest';
import { caseResult, flowCases } from 'journey-engine/cli';
import { caseSite } from '../../tools/case-site.ts';
import { flowContext, flowSources, loadValidationProject } from '../../tools/project.ts';

const sources = flowSources();
const flows = flowCases(sources, sources, { project: loadValidationProject(), context: flowContext() });

describe.each(flows.map((cases) => [cases.flow.id, cases] as const))('journey cases of %s', (_id, { compiled, cases }) => {
  it.each(cases.map(({ where, journeyCase }) => [`${where} ${journeyCase.name}`, journeyCase] as const))('%s', async (_name, journeyCase) => {
    // Answers the form refuses fail a case unless it expects them refused, with these messages.
    expect(await caseResult(compiled, journeyCase, caseSite)).toEqual([]);
  });
});

it('the flows carry journey cases', () => {
  expect(flows.map((cases) => cases.flow.id)).toContain('registration');
});

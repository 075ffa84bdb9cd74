/** Runs every journey case that the flows carry ("tests" in a flow file) through the real engine. */
import { describe, expect, it } from 'vitest';
import { stepTypes } from '../../components/steps/registry.ts';
import { compileFlow } from '../../engine/core/compile.ts';
import { runJourney } from '../../engine/core/journey.ts';
import type { FactsInput } from '../../engine/core/types.ts';
import { sharedConditions, siteGuards } from '../../tools/project.ts';
import { projectFlows } from '../support/project-flows.ts';

const goesOn = (type: string) => stepTypes.some((stepType) => stepType.type === type && stepType.goesOn === true);
const flows = projectFlows().filter((flow) => (flow.tests ?? []).length > 0);

describe.each(flows.map((flow) => [flow.id, flow] as const))('journey cases of %s', (_id, flow) => {
  // As on the site: the site's guards come first on every page.
  const compiled = compileFlow(flow, sharedConditions(), 'interpreted', siteGuards());
  it.each((flow.tests ?? []).map((journeyCase) => [journeyCase.name, journeyCase] as const))('%s', (_name, journeyCase) => {
    const result = runJourney(compiled, { ...journeyCase, start: journeyCase.start, facts: journeyCase.facts as FactsInput | undefined, answers: journeyCase.answers, outcomes: journeyCase.outcomes as Record<string, string> | undefined }, goesOn);
    if (journeyCase.expect.path) expect(result.path).toEqual(journeyCase.expect.path);
    if (journeyCase.expect.end) expect(result.end).toBe(journeyCase.expect.end);
    if (journeyCase.expect.location) expect(result.location).toBe(journeyCase.expect.location);
    const calls = journeyCase.expect.calls;
    if (calls) expect(result.calls.filter((call) => calls.some((expected) => expected.operation === call.operation))).toMatchObject(calls);
  });
});

it('the flows carry journey cases', () => {
  expect(flows.map((flow) => flow.id)).toContain('registration');
});

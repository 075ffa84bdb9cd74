/**
 * Runs every journey case that the flows carry ("tests" in a flow file) through the real engine.
 * Each case is named by its file, line and name, so a failing one says where it is written.
 */
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFlow } from '../../engine/core/compile.ts';
import { outlineOf } from '../../engine/core/outline.ts';
import type { FactsInput } from '../../engine/core/types.ts';
import { parseLocated } from '../../engine/core/validate/locate.ts';
import { runJourneyCase } from '../../engine/runtime/journey-case.ts';
import { flowContext, flowSources, ROOT } from '../../tools/project.ts';
import { caseSite, projectFlows } from '../support/project-flows.ts';

const flows = projectFlows().filter((flow) => (flow.tests ?? []).length > 0);

/** Where each flow's cases are written: its file and the line of each case. */
const sources = new Map(
  flowSources().flatMap((source) => {
    const located = parseLocated(source.text);
    const id = (located.value as { id?: unknown }).id;
    return typeof id === 'string' ? [[id, { file: relative(ROOT, source.file), lineOf: (index: number) => located.valueAt(`/tests/${index}`).line }] as const] : [];
  }),
);

describe.each(flows.map((flow) => [flow.id, flow] as const))('journey cases of %s', (id, flow) => {
  // As on the site: the site's guards come first on every page.
  const compiled = { flow: compileFlow(flow, flowContext()), outline: outlineOf(flow) };
  const source = sources.get(id);
  const where = (index: number): string => (source ? `${source.file}:${source.lineOf(index)}` : id);
  it.each((flow.tests ?? []).map((journeyCase, index) => [`${where(index)} ${journeyCase.name}`, journeyCase] as const))('%s', async (_name, journeyCase) => {
    const result = await runJourneyCase(
      compiled,
      {
        ...journeyCase,
        start: journeyCase.start,
        facts: journeyCase.facts as FactsInput | undefined,
        answers: journeyCase.answers,
        outcomes: journeyCase.outcomes as Record<string, string> | undefined,
      },
      caseSite,
    );
    if (journeyCase.expect.path) expect(result.path).toEqual(journeyCase.expect.path);
    if (journeyCase.expect.end) expect(result.end).toBe(journeyCase.expect.end);
    if (journeyCase.expect.location) expect(result.location).toBe(journeyCase.expect.location);
    // Answers the form refuses fail a case unless it expects them refused, with these messages.
    expect(result.refusals).toEqual(journeyCase.expect.refused);
    const calls = journeyCase.expect.calls;
    if (calls) expect(result.calls.filter((call) => calls.some((expected) => expected.operation === call.operation))).toMatchObject(calls);
  });
});

it('the flows carry journey cases', () => {
  expect(flows.map((flow) => flow.id)).toContain('registration');
});

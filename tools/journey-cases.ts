/**
 * The journey cases the project's flows carry ("tests"), each with the file and line it is written
 * at, run through the journey runtime (engine/runtime/journey-case.ts) as a browser would go: the
 * unit tests (tests/unit/journeys.test.ts) and npm run cases run them alike.
 */
import { relative, resolve } from 'node:path';
import { compileFlow, outlineOf, type FlowOutline } from 'journey-engine';
import type { CompiledFlow, FactsInput, Flow } from 'journey-engine';
import { formatDiagnostic, parseLocated, createValidator } from 'journey-engine/validate';
import { caseMismatches, runJourneyCase, type CaseSite } from 'journey-engine/runtime';
import { goesOn } from '../components/steps/registry.ts';
import { defaultFacts } from '../schemas/generated/facts-defaults.ts';
import type { SourceFile } from 'journey-engine/validate';
import { flowContext, loadValidationProject, ROOT } from './project.ts';

/** The site as journey cases see it: a new visitor's facts, and the step types that go on by themselves. */
export const caseSite: CaseSite = { siteFacts: defaultFacts(), goesOn };

export type FlowCase = NonNullable<Flow['tests']>[number];

export interface LocatedCase {
  /** FILE:LINE of the case, relative to the project. */
  where: string;
  journeyCase: FlowCase;
}

export interface FlowCases {
  flow: Flow;
  compiled: { flow: CompiledFlow; outline: FlowOutline };
  cases: LocatedCase[];
}

/** The cases of the flows among these files (validated against the project first: a flow with errors has none to run). */
export function flowCases(targets: readonly SourceFile[], project: readonly SourceFile[]): FlowCases[] {
  const { diagnostics, flows } = createValidator(loadValidationProject())(targets, project);
  if (diagnostics.length > 0) throw new Error(diagnostics.map(formatDiagnostic).join('\n'));
  const fileOf = new Map(targets.map((source) => [source.file, source]));
  return [...flows.entries()].flatMap(([file, flow]) => {
    const cases = flow.tests ?? [];
    if (cases.length === 0) return [];
    const located = parseLocated(fileOf.get(file)?.text ?? '');
    return [
      {
        flow,
        compiled: { flow: compileFlow(flow, flowContext()), outline: outlineOf(flow) },
        cases: cases.map((journeyCase, index) => ({ where: `${relative(ROOT, resolve(file))}:${located.valueAt(`/tests/${index}`).line}`, journeyCase })),
      },
    ];
  });
}

/** Runs one case; what differs from its expectation, one sentence each (none: it holds). */
export async function caseResult(compiled: FlowCases['compiled'], journeyCase: FlowCase): Promise<string[]> {
  const result = await runJourneyCase(
    compiled,
    { ...journeyCase, facts: journeyCase.facts as FactsInput | undefined, outcomes: journeyCase.outcomes as Record<string, string> | undefined },
    caseSite,
  );
  return caseMismatches(journeyCase.expect, result);
}

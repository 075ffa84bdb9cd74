/**
 * The journey cases a site's flows carry ("tests"), each with the file and line it is written at,
 * run through the journey runtime as a browser would go (runtime/journey-case.ts): the command
 * journey-engine cases runs them, and a site's unit tests may run them alike.
 */
import { relative, resolve } from 'node:path';
import { compileFlow, type FlowContext } from '../core/compile.ts';
import { outlineOf, type FlowOutline } from '../core/outline.ts';
import type { CompiledFlow, FactsInput, Flow } from '../core/types.ts';
import { formatDiagnostic } from '../core/validate/diagnostic.ts';
import { parseLocated } from '../core/validate/locate.ts';
import type { SourceFile, ValidationProject } from '../core/validate/project.ts';
import { createValidator } from '../core/validate/validate.ts';
import { caseMismatches, runJourneyCase, type CaseSite } from '../runtime/journey-case.ts';

export type FlowCase = NonNullable<Flow['tests']>[number];

export interface LocatedCase {
  /** FILE:LINE of the case, from the working folder. */
  where: string;
  journeyCase: FlowCase;
}

export interface FlowCases {
  flow: Flow;
  compiled: { flow: CompiledFlow; outline: FlowOutline };
  cases: LocatedCase[];
}

/** What running a site's journey cases needs of it: its validation, how it compiles a flow, and what a case needs of it. */
export interface CasesSite {
  project: ValidationProject;
  context: FlowContext;
  site: CaseSite;
}

/**
 * The cases of the flows among the targets, validated against all of the site's files first: a
 * flow with errors has none to run, so the errors are thrown, one a line.
 */
export function flowCases(targets: readonly SourceFile[], all: readonly SourceFile[], { project, context }: Omit<CasesSite, 'site'>): FlowCases[] {
  const { diagnostics, flows } = createValidator(project)(targets, all);
  if (diagnostics.length > 0) throw new Error(diagnostics.map(formatDiagnostic).join('\n'));
  const fileOf = new Map(targets.map((source) => [source.file, source]));
  return [...flows.entries()].flatMap(([file, flow]) => {
    const cases = flow.tests ?? [];
    if (cases.length === 0) return [];
    const located = parseLocated(fileOf.get(file)?.text ?? '');
    const shown = relative(process.cwd(), resolve(file)) || file;
    return [
      {
        flow,
        compiled: { flow: compileFlow(flow, context), outline: outlineOf(flow) },
        cases: cases.map((journeyCase, index) => ({ where: `${shown}:${located.valueAt(`/tests/${index}`).line}`, journeyCase })),
      },
    ];
  });
}

/** Runs one case; what differs from its expectation, one sentence each (none: it holds). */
export async function caseResult(compiled: FlowCases['compiled'], journeyCase: FlowCase, site: CaseSite): Promise<string[]> {
  const result = await runJourneyCase(
    compiled,
    { ...journeyCase, facts: journeyCase.facts as FactsInput | undefined, outcomes: journeyCase.outcomes as Record<string, string> | undefined },
    site,
  );
  return caseMismatches(journeyCase.expect, result);
}

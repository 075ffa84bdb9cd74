/**
 * journey-engine explain FLOW: why a visitor goes the way they go through one flow of the site,
 * told by the journey runtime itself (runtime/explain.ts) from what is known of the visitor, what
 * they answer and what each service answers, as a journey case would be run.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compileFlow } from '../core/compile.ts';
import { outlineOf } from '../core/outline.ts';
import { createValidator } from '../core/validate/validate.ts';
import { formatDiagnostic } from '../core/validate/diagnostic.ts';
import { explainedStepLines, explainJourney, explanationSummary, type Explanation } from '../runtime/explain.ts';
import type { JourneyCase } from '../runtime/journey-case.ts';
import type { SiteDefinition } from './site.ts';
import { UsageError, type Console } from './usage.ts';
import { readSources } from './validate-command.ts';

export const EXPLAIN_USAGE = `journey-engine explain FLOW [--start STEP] [--facts FILE] [--answers FILE] [--outcomes FILE] [--results FILE] [--json]

  Why a visitor goes the way they go through the flow FLOW (its id), run by the journey runtime
  as a journey case is: each step of the flow in order, shown, skipped (which skip condition
  held), held back by a guard (its reason), answered or not reached; then where the journey ends
  (after ->) and why. The site's definition says how it runs: cases: { site, context }.

  --start STEP      the step whose address the visitor opens (default: the flow's own address)
  --facts FILE      what is known of the visitor: JSON, as a journey case's "facts"
  --answers FILE    what the visitor answers: JSON, by field name
  --outcomes FILE   what each service operation answers: JSON, such as {"list.add": "full"};
                    an operation not named answers success
  --results FILE    what an outcome carries: JSON by operation, as a journey case's "results"
  --json            the steps as {"step","route","outcome","because"}, then the end`;

/** A JSON file given with an option, read; a file that is not there or not JSON is a usage error. */
function jsonFile<T>(option: string, file: string | undefined): T | undefined {
  if (file === undefined) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new UsageError(`--${option} ${file}: ${(error as Error).message}`);
  }
}

/**
 * The explanation in lines: the flow, each step's outcome, id and address with why under it, then
 * where the journey ends (after "->") and why. The whys are the runtime's own words.
 */
function explanationText(explanation: Explanation): string[] {
  return [explanation.flow, ...explainedStepLines(explanation), `-> ${explanation.end}\n  ${explanation.endBecause}`];
}

/** Runs the command; its exit status. */
export async function explainCommand(args: readonly string[], site: SiteDefinition, console: Console): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      start: { type: 'string' },
      facts: { type: 'string' },
      answers: { type: 'string' },
      outcomes: { type: 'string' },
      results: { type: 'string' },
      json: { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (!site.cases) throw new UsageError("The site's definition does not say how its journeys run: add cases: { site, context } to defineSite.");
  if (positionals.length !== 1) throw new UsageError('Name one flow, by its id.');
  const [id] = positionals as [string];
  const { diagnostics, flows } = createValidator(site.validation.project())(readSources(site.validation.files()));
  const flow = [...flows.values()].find((candidate) => candidate.id === id);
  if (!flow) throw new UsageError(`The site has no flow "${id}": ${[...flows.values()].map((candidate) => candidate.id).join(', ')}.`);
  if (diagnostics.length > 0) {
    console.error(`The flows have errors (journey-engine validate says them too):\n${diagnostics.map(formatDiagnostic).join('\n')}`);
    return 1;
  }
  const journeyCase: JourneyCase = {
    name: 'explain',
    start: values.start,
    facts: jsonFile<JourneyCase['facts']>('facts', values.facts),
    answers: jsonFile<JourneyCase['answers']>('answers', values.answers),
    outcomes: jsonFile<JourneyCase['outcomes']>('outcomes', values.outcomes),
    results: jsonFile<JourneyCase['results']>('results', values.results),
  };
  if (values.start !== undefined && !flow.steps.some((step) => step.id === values.start))
    throw new UsageError(`--start ${values.start}: the flow ${id} has no such step: ${flow.steps.map((step) => step.id).join(', ')}.`);
  const context = site.cases.context();
  const explanation = await explainJourney({ flow: compileFlow(flow, context), outline: outlineOf(flow) }, journeyCase, await site.cases.site(), {
    flow,
    sharedConditions: context.sharedConditions ?? {},
    logic: context.logic,
  });
  console.log(values.json ? JSON.stringify(explanationSummary(explanation), null, 2) : explanationText(explanation).join('\n'));
  return 0;
}

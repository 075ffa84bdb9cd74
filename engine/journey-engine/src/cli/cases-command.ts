/**
 * journey-engine cases [FILE...]: the journey cases of every flow of the site, or of the named flow
 * files against the rest, run through the journey runtime. Each case is said with where it is
 * written; one that fails, with each way its result differs. Exit 1 when one fails or a flow is invalid.
 */
import { parseArgs } from 'node:util';
import { caseResult, flowCases, type FlowCases } from './journey-cases.ts';
import type { SiteDefinition } from './site.ts';
import { UsageError, type Console } from './usage.ts';
import { readSources } from './validate-command.ts';

export const CASES_USAGE = `journey-engine cases [FILE...]

  Runs the journey cases ("tests") of every flow of the site, or of the named flow files against
  the rest of the site, through the journey runtime, as a visitor would go. One case a line:
  ok or FAIL, FILE:LINE and its name; under a failed case, each way its result differs from what
  it expects. The site's definition says how: cases: { site, context }.`;

/** Runs the command; its exit status. */
export async function casesCommand(args: readonly string[], site: SiteDefinition, console: Console): Promise<number> {
  const { positionals } = parseArgs({ args: [...args], options: {}, allowPositionals: true, strict: true });
  if (!site.cases) throw new UsageError("The site's definition does not say how its journey cases run: add cases: { site, context } to defineSite.");
  const all = readSources(site.validation.files());
  const targets = positionals.length > 0 ? readSources(positionals) : all;
  const caseSite = await site.cases.site();
  let flows: FlowCases[];
  try {
    flows = flowCases(targets, all, { project: site.validation.project(), context: site.cases.context() });
  } catch (error) {
    console.error(`The flows have errors (journey-engine validate says them too):\n${(error as Error).message}`);
    return 1;
  }
  let failed = 0;
  let total = 0;
  for (const { compiled, cases } of flows) {
    for (const { where, journeyCase } of cases) {
      total += 1;
      const mismatches = await caseResult(compiled, journeyCase, caseSite);
      if (mismatches.length === 0) {
        console.log(`ok    ${where}  ${journeyCase.name}`);
        continue;
      }
      failed += 1;
      console.log(`FAIL  ${where}  ${journeyCase.name}`);
      for (const mismatch of mismatches) console.log(`        ${mismatch}`);
    }
  }
  const summary = `${total} case${total === 1 ? '' : 's'} of ${flows.length} flow${flows.length === 1 ? '' : 's'}: ${failed} failed`;
  if (failed > 0) console.error(summary);
  else console.log(summary);
  return failed > 0 ? 1 : 0;
}

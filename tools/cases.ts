/**
 * npm run cases [-- FILE...]: runs the journey cases of every flow (or of the named flow files,
 * against the rest of the project) through the journey runtime, as npm test does, and says of each
 * where it is written and, for one that fails, each way its result differs from what it expects.
 * Exit 1 when a case fails or a flow is invalid.
 */
import { resolve } from 'node:path';
import { caseResult, flowCases } from './journey-cases.ts';
import { commandLine, fail } from './command-line.ts';
import { readSources } from 'journey-engine/cli';
import { flowSources } from './project.ts';

const USAGE = `npm run cases -- [BESTAND...]

  Speelt de journey cases ("tests") van elke reis onder flows/ na, of alleen die van de genoemde
  reisbestanden (tegen de rest van het project), zoals npm test ze naspeelt. Per case: waar hij
  staat (BESTAND:REGEL) en zijn naam; bij een case die faalt, elk verschil met wat hij verwacht.

  --help     deze uitleg`;

const { positionals } = commandLine(USAGE, {}, { positionals: true });
const project = flowSources();
const targets = positionals.length > 0 ? readSources(positionals.map((file) => resolve(file))) : project;
let flows: ReturnType<typeof flowCases>;
try {
  flows = flowCases(targets, project);
} catch (error) {
  fail(`Eerst de fouten van npm run validate:\n${(error as Error).message}`);
}

let failed = 0;
let total = 0;
for (const { compiled, cases } of flows) {
  for (const { where, journeyCase } of cases) {
    total += 1;
    const mismatches = await caseResult(compiled, journeyCase);
    if (mismatches.length === 0) {
      console.log(`ok    ${where}  ${journeyCase.name}`);
      continue;
    }
    failed += 1;
    console.log(`FAIL  ${where}  ${journeyCase.name}`);
    for (const mismatch of mismatches) console.log(`        ${mismatch}`);
  }
}
const summary = `${total} cases of ${flows.length} flows: ${failed} failed`;
if (failed > 0) fail(summary);
console.log(summary);

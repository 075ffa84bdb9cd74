/**
 * npm run bench:ab -- A B: two builds of the site (two dist/ folders) side by side, to tell whether
 * a change makes the first step faster. Each is served by a sandbox of its own; their pages are
 * measured as the bench measures the first step (tools/first-step-bench.ts: a fresh context per
 * run, the two interleaved in random order, a warm-up round left out) at each CPU rate: until the
 * form can be sent, and until a fast visitor's next step shows. On a shared machine one run differs
 * from the next by a third, so beside the medians it says how sure the difference is: a 90%
 * interval of the difference of the medians, by resampling each build's runs (bootstrap). An
 * interval that holds 0 is no clear difference.
 */
import { resolve } from 'node:path';
import { benchSandbox } from './bench-sandbox.ts';
import { commandLine, fail } from './command-line.ts';
import { launchBenchChromium, NETWORKS, type NetworkName } from './bench-chromium.ts';
import { interleavedRuns, type FirstStepMeasure } from './first-step-bench.ts';
import { median } from './median.ts';

const USAGE = `npm run bench:ab -- A B [--path /aanmelden] [--runs 16] [--cpus 1,4] [--measure next,sendable] [--network fast4g|slow4g]

A and B are dist/ folders, each built by npm run build (copy dist/ aside before building the other).
"next" is the registration's next step (an address, then the password step): on /aanmelden only.
--network emulates a phone's network (DevTools' presets), as the bench's next step on 4G; the loopback without it.`;

const { values, positionals } = commandLine(
  USAGE,
  {
    path: { type: 'string', default: '/aanmelden' },
    runs: { type: 'string', default: '16' },
    cpus: { type: 'string', default: '1,4' },
    measure: { type: 'string', default: 'next,sendable' },
    network: { type: 'string' },
  },
  { positionals: true },
);
if (positionals.length !== 2) fail(`Two dist/ folders, A and B.\n\n${USAGE}`);
const runs = Number(values.runs);
const cpus = values.cpus.split(',').map(Number);
const measures = values.measure.split(',') as FirstStepMeasure[];
const network = values.network as NetworkName | undefined;
if (network !== undefined && !Object.hasOwn(NETWORKS, network)) fail(`No network ${network}.\n\n${USAGE}`);
if (measures.includes('next') && values.path !== '/aanmelden') fail(`The next step is measured on /aanmelden only.\n\n${USAGE}`);
if (!(runs >= 3) || cpus.some((cpu) => !(cpu >= 1)) || measures.some((measure) => measure !== 'next' && measure !== 'sendable')) fail(USAGE);

/** The 5th and 95th percentiles of the difference of medians (B − A), of 2,000 resamplings of each side's runs. */
function differenceInterval(a: readonly number[], b: readonly number[]): [number, number] {
  const resample = (values: readonly number[]) => values.map(() => values[Math.floor(Math.random() * values.length)] as number);
  const differences = Array.from({ length: 2000 }, () => median(resample(b)) - median(resample(a))).sort((x, y) => x - y);
  return [differences[100] as number, differences[1899] as number];
}

const [siteA, siteB] = positionals.map((folder) => resolve(folder)) as [string, string];
const sandboxA = await benchSandbox(siteA, 4391);
const sandboxB = await benchSandbox(siteB, 4392);
const browser = launchBenchChromium();
try {
  for (const cpu of cpus) {
    for (const measure of measures) {
      const times = await interleavedRuns(browser, { A: `${sandboxA.url}${values.path}`, B: `${sandboxB.url}${values.path}` }, { cpu, measure, runs, network });
      const [a, b] = [times.A ?? [], times.B ?? []];
      const [low, high] = differenceInterval(a, b);
      const verdict = low > 0 ? 'B slower' : high < 0 ? 'B faster' : 'no clear difference';
      const what = measure === 'next' ? 'next step shown' : 'form can be sent';
      console.log(
        `${values.path} at CPU ${cpu}×${network ? ` on ${network}` : ''}, ${what}: A ${Math.round(median(a))} ms, B ${Math.round(median(b))} ms (${runs} runs each); B − A between ${Math.round(low)} and ${Math.round(high)} ms: ${verdict}`,
      );
    }
  }
} finally {
  await browser.close();
  sandboxA.stop();
  sandboxB.stop();
}

/**
 * npm run bench: the engine's speed, written to bench/results.json (summarised in docs/performance.md).
 *
 * - decide: median time for the core to decide where a visitor goes next in registration, with
 *   the conditions compiled by the build (what the browser runs), interpreted by json-logic-engine
 *   (the tools' and tests' mode) and compiled by json-logic-engine's eval mode;
 * - validate: wall time of `npm run validate` over all flows (process start included), and the
 *   validation alone in process;
 * - bundle: gzip bytes of the JavaScript a browser loads for the first registration step, measured
 *   in Chromium against the production build served by the sandbox;
 * - first input: time until the first input of /aanmelden, /inloggen and / is ready, side by
 *   side with the peer bench's hand-written floor, as ratios (tools/peer-bench.ts); time until the
 *   form of four first steps can be sent, and until a fast visitor's next step shows, against the
 *   floor's, on the loopback and on DevTools' fast and slow 4G (tools/first-step-bench.ts);
 * - Lighthouse 12.2.3's mobile preset on the public first pages and two logged-in ones, beside the
 *   floor (tools/lighthouse-bench.ts);
 * - sandbox: 200 registrations at once, then 200 logins at once, against that sandbox: throughput
 *   and latency (p50, p95).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { compileFlow, decideAfterSubmit, decideEntry, mergeFacts, precompiledLogic, type LogicCompiler, interpretedLogic } from 'journey-engine';
import { defaultFacts } from '../schemas/generated/facts-defaults.ts';
import type { Flow } from 'journey-engine';
import { createValidator } from 'journey-engine/validate';
import { operators as productOperators } from '../operators/registry.ts';
import { benchSandbox } from './bench-sandbox.ts';
import { findChromium } from './chromium.ts';
import { compiledLogic, flowLogicSources } from './compiled-logic.ts';
import { median } from './median.ts';
import { flowContext, flowSources, loadValidationProject, readJson, ROOT } from './project.ts';
import { sideBySide } from './peer-bench.ts';
import { runLoad } from './sandbox-load.ts';

/** The hand-written floor's JavaScript before its first step's form can be sent (it ships React too): the target (issue 28). */
const FLOOR_FIRST_STEP_GZIP = Math.round(121.7 * 1024);

/** Median microseconds per call over batches, after a warm-up. */
function perCall(run: () => void, batches = 200, batchSize = 500): number {
  for (let i = 0; i < 5000; i += 1) run();
  const samples: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const start = performance.now();
    for (let i = 0; i < batchSize; i += 1) run();
    samples.push(((performance.now() - start) * 1000) / batchSize);
  }
  return Number(median(samples).toFixed(3));
}

const registration = readJson<Flow>(join(ROOT, 'flows', 'registration', 'registration.flow.json'));

/** The registration flow's logic as the build compiles it. */
async function generatedLogic(): Promise<LogicCompiler> {
  return precompiledLogic(await compiledLogic(flowLogicSources(registration)));
}

function decisionBench(logic: LogicCompiler) {
  const flow = compileFlow(registration, { ...flowContext(), logic });
  const profile = mergeFacts(defaultFacts(), {
    profile: { email: 'anna@example.nl', firstName: 'Anna', lastName: null },
    answers: { password: 'Geheim123' },
  });
  return {
    entryMicroseconds: perCall(() => decideEntry(flow, null, profile)),
    afterSubmitMicroseconds: perCall(() => decideAfterSubmit(flow, 'password', profile)),
  };
}

function validationBench() {
  const wall: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    execFileSync('npx', ['journey-engine', 'validate'], { cwd: ROOT, stdio: 'pipe' });
    wall.push(performance.now() - start);
  }
  const sources = flowSources();
  const project = loadValidationProject();
  const inProcess: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const start = performance.now();
    createValidator(project)(sources);
    inProcess.push(performance.now() - start);
  }
  return { files: sources.length, cliWallMilliseconds: Math.round(median(wall)), inProcessMilliseconds: Number(median(inProcess).toFixed(1)) };
}

async function sandboxBench() {
  // The build as served: with its prerendered pages.
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'pipe' });
  const port = Number(process.env.BENCH_PORT ?? 4399);
  const server = await benchSandbox('dist', port, join(tmpdir(), 'journey-bench'));
  try {
    const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-gpu', '--disable-background-networking'] });
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    });
    await page.goto(`http://localhost:${port}/aanmelden`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await browser.close();
    const files = Object.fromEntries([...scripts].map(([url, bytes]) => [new URL(url).pathname, bytes]));
    const firstInput = await sideBySide(`http://127.0.0.1:${port}`, join(ROOT, 'dist'));
    const { registrations, logins } = await runLoad(`http://localhost:${port}`, 200);
    return {
      firstRegistrationStep: { route: '/aanmelden/email', gzipBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0), files, targetGzipBytes: FLOOR_FIRST_STEP_GZIP },
      firstInput: { ...firstInput, targetRatioToFloor: 1 },
      sandboxLoad: { registrations, logins },
    };
  } finally {
    server.stop();
  }
}

const results = {
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  decide: {
    generated: decisionBench(await generatedLogic()),
    interpreted: decisionBench(interpretedLogic({ operators: productOperators })),
    compiled: decisionBench(interpretedLogic({ operators: productOperators, mode: 'compiled' })),
    targetMicroseconds: 10,
  },
  validate: { ...validationBench(), targetMilliseconds: 1000 },
  ...(await sandboxBench()),
};
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));

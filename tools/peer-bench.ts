/**
 * The side-by-side comparison of issue 16: the product's first pages against the hand-written
 * floor of the peer bench (../shared/peer-bench: React + react-hook-form + ajv, and React rendering
 * one input), measured in one Chromium session, interleaved, at CPU 1× and 4×, by the peer bench's
 * own script (scripts/measure-project.mjs). Absolute times differ from machine to machine and hour
 * to hour; the ratios measured in one run are what compares.
 *
 * Beside it, Lighthouse's mobile preset on the site's pages and the floor (tools/lighthouse-bench.ts).
 *
 * The peer bench is copied to a work folder (it may be read-only), installed and built there once,
 * and served with vite preview; the product is the sandbox serving the production build.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstStep, type FirstStepResults } from './first-step-bench.ts';
import { lighthouseSideBySide, type LighthouseFigures } from './lighthouse-bench.ts';
import { ROOT } from './project.ts';

const SOURCE = process.env.PEER_BENCH ?? join(ROOT, '..', 'shared', 'peer-bench');
const WORK = join(tmpdir(), 'journey-peer-bench');
const FLOOR = 'd-baseline';
/** The floor as scripts/serve.sh serves it. */
const FLOOR_URL = 'http://127.0.0.1:4104/';
const REACT_ONLY = 'f-react-only';
// P-aanmelden-form: the first step's submit button usable, with the JavaScript loaded before it.
// P-inloggen: the login page's first control, its e-mail input since the e-mail login is the login page (issue 42).
const PRODUCT_PAGES = ['P-aanmelden', 'P-aanmelden-form', 'P-inloggen', 'P-home'];

interface Summary {
  readyAt: { median: number; min: number; max: number };
  jsBeforeReady: { fileGzip9: { median: number } };
}

export interface PageRatio {
  readyMedianMs: number;
  floorReadyMedianMs: number;
  ratioToFloor: number;
  ratioToReactOnly: number;
  jsGzipBeforeReady: number;
}

export type SideBySide =
  | { skipped: string }
  | {
      runs: number;
      measuredWith: string;
      cpu1: Record<string, PageRatio>;
      cpu4: Record<string, PageRatio>;
      firstStep: FirstStepResults;
      /** Lighthouse's mobile preset on the site's pages, keyed by path, and on the floor (`floor`). */
      lighthouse: Record<string, LighthouseFigures>;
    };

function prepare(): void {
  const lock = (dir: string): string => (existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json'), 'utf8') : '');
  if (!existsSync(join(WORK, 'node_modules')) || lock(WORK) !== lock(SOURCE)) {
    rmSync(WORK, { recursive: true, force: true });
    cpSync(SOURCE, WORK, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)$/.test(path) });
    // The source may be read-only, and a copy keeps its modes: the copy's results must be writable.
    execFileSync('chmod', ['-R', 'u+w', WORK]);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: WORK, stdio: 'pipe' });
    execFileSync('npm', ['run', 'build'], { cwd: WORK, stdio: 'pipe' });
  }
}

function ratios(summary: Record<string, Summary>): Record<string, PageRatio> {
  const floor = summary[FLOOR]?.readyAt.median ?? Number.NaN;
  const reactOnly = summary[REACT_ONLY]?.readyAt.median ?? Number.NaN;
  return Object.fromEntries(
    PRODUCT_PAGES.flatMap((id) => {
      const page = summary[id];
      if (!page) return [];
      const ready = page.readyAt.median;
      const round = (value: number): number => Number(value.toFixed(2));
      return [
        [
          id,
          {
            readyMedianMs: Math.round(ready),
            floorReadyMedianMs: Math.round(floor),
            ratioToFloor: round(ready / floor),
            ratioToReactOnly: round(ready / reactOnly),
            jsGzipBeforeReady: page.jsBeforeReady.fileGzip9.median,
          },
        ],
      ];
    }),
  );
}

/** Runs the comparison against the product served at base (its files in dist); skipped, with the reason, when the peer bench is absent. */
export async function sideBySide(base: string, dist: string, runs = 10): Promise<SideBySide> {
  if (!existsSync(join(SOURCE, 'scripts', 'measure-project.mjs'))) return { skipped: `no peer bench at ${SOURCE} (set PEER_BENCH)` };
  prepare();
  const serving = spawn('bash', ['scripts/serve.sh'], { cwd: WORK, stdio: 'ignore', detached: true });
  await new Promise((resolve) => serving.on('exit', resolve));
  try {
    const date = 'npm-run-bench';
    execFileSync(
      'node',
      [
        'scripts/measure-project.mjs',
        '--only',
        [...PRODUCT_PAGES, FLOOR, REACT_ONLY].join(','),
        '--runs',
        String(runs),
        '--cpus',
        '1,4',
        '--base',
        base,
        '--dist',
        dist,
        '--date',
        date,
      ],
      {
        cwd: WORK,
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const data = JSON.parse(readFileSync(join(WORK, 'results', `project-${date}.json`), 'utf8')) as {
      series: Record<string, { summary: Record<string, Summary> }>;
      browser: string;
    };
    const cpu1 = data.series.cpu1?.summary ?? {};
    const cpu4 = data.series.cpu4?.summary ?? {};
    return {
      runs,
      measuredWith: `${SOURCE}/scripts/measure-project.mjs, Chromium ${data.browser}`,
      cpu1: ratios(cpu1),
      cpu4: ratios(cpu4),
      firstStep: await firstStep(base, runs),
      lighthouse: await lighthouseSideBySide(base, FLOOR_URL),
    };
  } finally {
    // serve.sh leaves its vite previews running in its process group (none, when their ports were taken).
    try {
      if (serving.pid) process.kill(-serving.pid);
    } catch {
      // nothing left to stop
    }
  }
}

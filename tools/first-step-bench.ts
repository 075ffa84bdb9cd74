/**
 * The second half of the side-by-side comparison (tools/peer-bench.ts): what a visitor of the first
 * step feels, against the hand-written floor of the peer bench, by the peer bench's method (an init
 * script's MutationObserver notes each moment, in a fresh browser context per run, the targets
 * interleaved in random order, after a discarded warm-up round, at CPU 1× and 4×), in a Chromium
 * driven by the DevTools protocol alone (bench-chromium.ts: a driver that follows each request
 * slows a page by its requests):
 *
 * - form can be sent: the first step's submit button exists, is laid out, visible and enabled. A
 *   press on it is then taken and acted on: on a prerendered page the head script keeps a press made
 *   before the site's script has run (engine/react/early-press.ts), on the floor the button exists
 *   once its script has rendered it. For four prerendered entries.
 * - next step shown: a fast visitor types a valid address the moment the e-mail input is ready and
 *   presses Enter; the time, from the navigation's start, until the next step's password input is
 *   ready. For the registration, against the floor and the two peers that share its form.
 * - layout shift: the cumulative layout shift of each entry from the navigation until the site is
 *   live and the brand's font has been swapped in (issue 42: under 0.05, as the font's fallback
 *   takes its room).
 * - next step on a phone's network: the next step again, at CPU 4× on DevTools' fast and slow 4G
 *   (issue 62), against the floor, with the JavaScript each loaded before it (gzip -9 of each file,
 *   as the peer bench counts it).
 */
import { gzipSync } from 'node:zlib';
import { launchBenchChromium, NETWORKS, type BenchChromium, type NetworkName } from './bench-chromium.ts';
import { median } from './median.ts';

/** The peers of ../shared/peer-bench with the floor's form (scripts/serve.sh's ports). */
const PEERS = { 'd-baseline': 'http://127.0.0.1:4104/', 'e-xstate': 'http://127.0.0.1:4105/', 'd2-baseline-cached': 'http://127.0.0.1:4107/' } as const;
const FLOOR = PEERS['d-baseline'];
// A dialog's form (the header's help) is no step's.
const SUBMIT = 'form:not([method=dialog]) button[type=submit]';
export const FORM_ENTRIES = ['/aanmelden', '/inloggen', '/wachtwoord-vergeten', '/contact'] as const;
const REGISTRATION = '/aanmelden';
/**
 * The next step is measured in more runs than the rest: its target is the floor's own time, which
 * the product's now comes near, and the median of ten runs moved by a tenth between two runs of
 * one build (1.13× and 0.97× the floor on 2026-11-28; three series of 60 runs then: 0.93–0.94×).
 */
const NEXT_STEP_RUNS = 30;
/**
 * Runs of the next step on each network: a run on slow 4G takes seconds. Twenty, as the product now
 * comes within a few hundredths of the floor there: medians of ten moved by 0.04 between runs of
 * one build (0.98–1.02× on 2026-12-07).
 */
const NETWORK_RUNS = 20;

export interface SentAgainstFloor {
  productMedianMs: number;
  floorMedianMs: number;
  ratioToFloor: number;
}

export interface NextStep {
  /** Runs of each (NEXT_STEP_RUNS). */
  runs: number;
  productMedianMs: number;
  peersMedianMs: Record<keyof typeof PEERS, number>;
  ratioToFloor: number;
}

export interface NextStepOnNetwork {
  runs: number;
  productMedianMs: number;
  floorMedianMs: number;
  ratioToFloor: number;
  /** Gzip bytes (-9) of the scripts loaded before the next step showed. */
  productScriptGzipBytes: number;
  floorScriptGzipBytes: number;
}

export interface FirstStep {
  formCanBeSent: Record<(typeof FORM_ENTRIES)[number], SentAgainstFloor>;
  nextStepShown: NextStep;
  /** The median cumulative layout shift per entry, until the site is live and its font is in. */
  layoutShift: Record<(typeof FORM_ENTRIES)[number], number>;
}

/** In the page, before its scripts (declared beside each watcher below): when an element is there for a visitor (laid out, visible, enabled). */
function usable(element: Element | null): element is HTMLInputElement | HTMLButtonElement {
  return (
    (element instanceof HTMLInputElement || element instanceof HTMLButtonElement) &&
    !element.disabled &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden'
  );
}

/**
 * What the watchers below say on the page's console with the time they measured. Read from the
 * console rather than polled: Playwright's waitForFunction, which the bench used before, injects
 * its own script into the page, which at CPU 4× took 55–90 ms of its main thread, in the middle of
 * its loading or not, from one run to the next.
 */
const MEASURED = 'first-step-bench:measured';

/** In the page: notes when the submit button can be pressed. */
function watchSubmit(selector: string, measured: string): void {
  const observer = new MutationObserver(() => {
    if (!usable(document.querySelector(selector))) return;
    console.debug(measured, performance.now());
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * In the page: the fast visitor. The address is set as typing sets it (the native setter and an
 * input event, which a script's form hears), and Enter is the form's implicit submission.
 */
function typeAndSend(email: string, measured: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  let sent = false;
  const observer = new MutationObserver(() => {
    if (!sent) {
      const input = document.querySelector('input[type=email]');
      if (!usable(input) || !(input instanceof HTMLInputElement) || !input.form) return;
      sent = true;
      setValue?.call(input, email);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.form.requestSubmit();
      return;
    }
    if (!usable(document.querySelector('input[type=password]'))) return;
    const now = performance.now();
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType !== 'fetch' && new URL(entry.name).pathname.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= now,
      )
      .map((entry) => entry.name);
    console.debug(measured, now, JSON.stringify(scripts));
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

function watcherScript(measure: FirstStepMeasure): string {
  // As source, not a function the driver calls: the watcher calls usable, and the product's
  // Content-Security-Policy allows no eval to rebuild it in the page.
  const [watcher, argument] = measure === 'sendable' ? [watchSubmit, SUBMIT] : [typeAndSend, `bench.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.nl`];
  return `(function(){${usable.toString()};(${watcher.toString()})(${JSON.stringify(argument)},${JSON.stringify(MEASURED)})})()`;
}

function once(browser: BenchChromium, url: string, cpu: number, measure: FirstStepMeasure, network?: NetworkName): Promise<number> {
  return browser.timeLogged(url, { cpu, script: watcherScript(measure), marker: MEASURED, network });
}

/** Gzip bytes (-9) of the scripts a fast visitor's browser loaded before the next step showed. */
async function scriptsBeforeNextStep(browser: BenchChromium, url: string, network: NetworkName): Promise<number> {
  const [, listed] = await browser.valuesLogged(url, { cpu: 4, script: watcherScript('next'), marker: MEASURED, network });
  const files = JSON.parse(String(listed)) as string[];
  const sizes = await Promise.all(files.map(async (file) => gzipSync(Buffer.from(await (await fetch(file)).arrayBuffer()), { level: 9 }).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** In the page: its cumulative layout shift (shifts a visitor did not cause) once it is live and its fonts are in. */
async function shiftOnceLive(): Promise<number> {
  while (!document.documentElement.hasAttribute('data-live') || document.fonts.status !== 'loaded') await new Promise((wait) => setTimeout(wait, 50));
  return new Promise<number>((done) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The buffered entries come in the observer's first call, in a task of their own.
    setTimeout(() => done(sum), 100);
  });
}

/** The page's cumulative layout shift until it is live and its fonts are in. */
function layoutShift(browser: BenchChromium, url: string, cpu: number): Promise<number> {
  return browser.valueOnceParsed<number>(url, cpu, `(${shiftOnceLive.toString()})()`);
}

/** What one run measures: until the first step's form can be sent, or until a fast visitor's next step shows. */
export type FirstStepMeasure = 'sendable' | 'next';

/** A series of runs: what each measures, at which CPU rate and on which network (the loopback where none), how many. */
export interface Series {
  cpu: number;
  measure: FirstStepMeasure;
  runs: number;
  network?: NetworkName;
}

/** Each target's times, of runs interleaved in random order, after a discarded warm-up round. */
export async function interleavedRuns(browser: BenchChromium, targets: Record<string, string>, { cpu, measure, runs, network }: Series): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round <= runs; round += 1) {
    const order = Object.keys(targets).sort(() => Math.random() - 0.5);
    for (const name of order) {
      const ms = await once(browser, targets[name] as string, cpu, measure, network);
      if (round > 0) times[name]?.push(ms);
    }
  }
  return times;
}

/** The medians per target of interleavedRuns. */
async function interleaved(browser: BenchChromium, targets: Record<string, string>, series: Series): Promise<Record<string, number>> {
  const times = await interleavedRuns(browser, targets, series);
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, Math.round(median(values))]));
}

const ratio = (value: number, floor: number): number => Number((value / floor).toFixed(2));

/** A fast visitor's next step at CPU 4× on each of DevTools' 4G networks, the product against the floor. */
async function nextStepOnNetworks(browser: BenchChromium, base: string): Promise<Record<NetworkName, NextStepOnNetwork>> {
  const product = `${base}${REGISTRATION}`;
  const result = {} as Record<NetworkName, NextStepOnNetwork>;
  for (const network of Object.keys(NETWORKS) as NetworkName[]) {
    const next = await interleaved(browser, { product, floor: FLOOR }, { cpu: 4, measure: 'next', runs: NETWORK_RUNS, network });
    result[network] = {
      runs: NETWORK_RUNS,
      productMedianMs: next.product as number,
      floorMedianMs: next.floor as number,
      ratioToFloor: ratio(next.product as number, next.floor as number),
      productScriptGzipBytes: await scriptsBeforeNextStep(browser, product, network),
      floorScriptGzipBytes: await scriptsBeforeNextStep(browser, FLOOR, network),
    };
  }
  return result;
}

export type FirstStepResults = Record<'cpu1' | 'cpu4', FirstStep> & { nextStepOnNetwork: Record<NetworkName, NextStepOnNetwork> };

/** The product (served at base) against the peers (served by the peer bench), runs per CPU rate, and the next step on 4G. */
export async function firstStep(base: string, runs: number): Promise<FirstStepResults> {
  const browser = launchBenchChromium();
  try {
    const result = {} as FirstStepResults;
    for (const cpu of [1, 4] as const) {
      const sendable = await interleaved(
        browser,
        { floor: FLOOR, ...Object.fromEntries(FORM_ENTRIES.map((entry) => [entry, `${base}${entry}`])) },
        { cpu, measure: 'sendable', runs },
      );
      const floorSendable = sendable.floor as number;
      const next = await interleaved(browser, { product: `${base}${REGISTRATION}`, ...PEERS }, { cpu, measure: 'next', runs: NEXT_STEP_RUNS });
      const floorNext = next['d-baseline'] as number;
      const shifts: Record<string, number[]> = Object.fromEntries(FORM_ENTRIES.map((entry) => [entry, []]));
      for (let round = 0; round < runs; round += 1) for (const entry of FORM_ENTRIES) shifts[entry]?.push(await layoutShift(browser, `${base}${entry}`, cpu));
      result[`cpu${cpu}`] = {
        formCanBeSent: Object.fromEntries(
          FORM_ENTRIES.map((entry) => [
            entry,
            { productMedianMs: sendable[entry] as number, floorMedianMs: floorSendable, ratioToFloor: ratio(sendable[entry] as number, floorSendable) },
          ]),
        ) as FirstStep['formCanBeSent'],
        nextStepShown: {
          runs: NEXT_STEP_RUNS,
          productMedianMs: next.product as number,
          peersMedianMs: Object.fromEntries(Object.keys(PEERS).map((peer) => [peer, next[peer] as number])) as NextStep['peersMedianMs'],
          ratioToFloor: ratio(next.product as number, floorNext),
        },
        layoutShift: Object.fromEntries(FORM_ENTRIES.map((entry) => [entry, Number(median(shifts[entry] ?? []).toFixed(3))])) as FirstStep['layoutShift'],
      };
    }
    result.nextStepOnNetwork = await nextStepOnNetworks(browser, base);
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * The Chromium the bench's timing runs drive: the DevTools protocol on a pipe, and no more of it
 * than a run reads. Playwright, which drives the browser tests, follows every request, frame and
 * console message of the pages it drives: Chromium's DevTools agents report each one to it, and it
 * handles each one, on the same two cores the page runs on. That costs a page in proportion to its
 * requests: side by side in one process (16 runs each, the next step at CPU 1×, 2026-11-27) the
 * floor, which asks for nothing after its first render, took 133 ms driven by Playwright and 128 ms
 * driven by this; the product, whose press asks for about fifteen files and two services, 149 and
 * 136 ms (a bare pipe, without the page's focus and the launch's flags below: 126 and 128). A
 * visitor's browser reports to nobody. A run here enables the page's events and the console's, which it
 * reads, and sets what Playwright sets for every page it opens: a 1280 × 720 viewport, a focused
 * page, the CPU rate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.ts';

/** What Playwright's launch passes that bears on how a page runs: no throttling of a page no window shows, the same colours and scrollbars. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-component-update',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--mute-audio',
];

/** DevTools' own network presets (its Network panel's "Fast 4G" and "Slow 4G"): latency in ms, throughput in bytes per second. */
export const NETWORKS = {
  fast4g: { latency: 60 * 2.75, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: (1_500_000 / 8) * 0.9 },
  slow4g: { latency: 150 * 3.75, downloadThroughput: (1_600_000 / 8) * 0.9, uploadThroughput: (750_000 / 8) * 0.9 },
} as const;
export type NetworkName = keyof typeof NETWORKS;

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface LoggedRun {
  cpu: number;
  script: string;
  marker: string;
  network?: NetworkName;
}

export interface BenchChromium {
  /**
   * Opens url in a fresh browser context at the CPU rate (and the network's, where one is named: the
   * loopback otherwise), with script run in every document before the page's own, and answers the
   * number the page logs after marker (console.debug(marker, ms)).
   */
  timeLogged(url: string, run: LoggedRun): Promise<number>;
  /** As timeLogged, answering every value the page logs after marker. */
  valuesLogged(url: string, run: LoggedRun): Promise<unknown[]>;
  /** Opens url in a fresh browser context at the CPU rate, and answers the value of expression, a promise evaluated once the page is parsed. */
  valueOnceParsed<T>(url: string, cpu: number, expression: string): Promise<T>;
  close(): Promise<void>;
}

const RUN_TIMEOUT_MS = 30_000;

export function launchBenchChromium(): BenchChromium {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chromium: ChildProcess = spawn(findChromium(), [...ARGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const commands = chromium.stdio[3] as NodeJS.WritableStream;
  const answers = chromium.stdio[4] as NodeJS.ReadableStream;
  const waiting = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  let lastId = 0;
  let unread = '';
  // The pipe's messages are JSON, each ended by a NUL.
  answers.on('data', (chunk: Buffer) => {
    unread += chunk.toString('utf8');
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const message = JSON.parse(unread.slice(0, end)) as Message;
      unread = unread.slice(end + 1);
      if (message.id === undefined) for (const listener of listeners) listener(message);
      else if (message.error) waiting.get(message.id)?.reject(new Error(message.error.message));
      else waiting.get(message.id)?.resolve(message.result ?? {});
      if (message.id !== undefined) waiting.delete(message.id);
    }
  });

  // A browser that ended (crashed, or could not start) answers nothing more: every command waiting says so.
  chromium.once('exit', (code, signal) => {
    for (const { reject } of waiting.values()) reject(new Error(`Chromium ended (${signal ?? `exit code ${code}`}) before it answered`));
    waiting.clear();
  });

  function send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    lastId += 1;
    const id = lastId;
    commands.write(`${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`);
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  }

  /** The first event of the session that matches, within the run's time. */
  function event(sessionId: string, matches: (message: Message) => boolean, what: string): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`${what}: nothing within ${RUN_TIMEOUT_MS} ms`));
      }, RUN_TIMEOUT_MS);
      const listener = (message: Message) => {
        if (message.sessionId !== sessionId || !matches(message)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(message);
      };
      listeners.add(listener);
    });
  }

  /** A page in a browser context of its own, as Playwright opens one; closed with its context after work. */
  async function onFreshPage<T>(cpu: number, work: (sessionId: string) => Promise<T>, network?: NetworkName): Promise<T> {
    const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
    try {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      await send('Page.enable', {}, sessionId);
      await send('Runtime.enable', {}, sessionId);
      await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false, screenWidth: 1280, screenHeight: 720 }, sessionId);
      await send('Emulation.setFocusEmulationEnabled', { enabled: true }, sessionId);
      if (cpu > 1) await send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
      if (network) {
        await send('Network.enable', {}, sessionId);
        await send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] }, sessionId);
      }
      return await work(sessionId);
    } finally {
      await send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  function valuesLogged(url: string, { cpu, script, marker, network }: LoggedRun): Promise<unknown[]> {
    return onFreshPage(
      cpu,
      async (sessionId) => {
        await send('Page.addScriptToEvaluateOnNewDocument', { source: script }, sessionId);
        const logged = event(
          sessionId,
          (message) => message.method === 'Runtime.consoleAPICalled' && (message.params?.args as { value?: unknown }[] | undefined)?.[0]?.value === marker,
          `${url}: ${marker}`,
        );
        await send('Page.navigate', { url }, sessionId);
        const { params } = await logged;
        return (params?.args as { value?: unknown }[]).slice(1).map((arg) => arg.value);
      },
      network,
    );
  }

  return {
    timeLogged: async (url, run) => Number((await valuesLogged(url, run))[0]),
    valuesLogged,
    valueOnceParsed: <T>(url: string, cpu: number, expression: string) =>
      onFreshPage(cpu, async (sessionId) => {
        const parsed = event(sessionId, (message) => message.method === 'Page.domContentEventFired', `${url}: DOMContentLoaded`);
        await send('Page.navigate', { url }, sessionId);
        await parsed;
        const { result, exceptionDetails } = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)) as {
          result: { value: T };
          exceptionDetails?: { text: string };
        };
        if (exceptionDetails) throw new Error(`${url}: ${exceptionDetails.text}`);
        return result.value;
      }),
    async close() {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill();
      await exited;
      // Its helper processes (network, storage, GPU) may still write the profile for a moment after
      // the browser's own exit: removal is tried again for some seconds, and a profile left behind
      // in the temporary folder is said, not a reason to lose a run's figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`the bench's Chromium profile ${profile} was left behind: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

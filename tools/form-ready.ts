/**
 * The second half of the side-by-side comparison (tools/peer-bench.ts): when the first step's
 * form can be sent. A prerendered page shows its input as the HTML arrives, before its script has
 * run; its submit button is enabled once the script has rendered over it. The floor's button is
 * there when its input is, so this compares the product's working page with the floor's first
 * input, by the peer bench's method: an init script's MutationObserver notes the moment the button
 * exists, is laid out, visible and enabled, in a fresh browser context per run, the two targets
 * interleaved in random order, after a discarded warm-up round, at CPU 1× and 4×.
 */
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from './chromium.ts';
import { median } from './median.ts';

const FLOOR_URL = 'http://127.0.0.1:4104/';
const SUBMIT = 'form button[type=submit]';

export interface FormReady {
  productMedianMs: number;
  floorMedianMs: number;
  ratioToFloor: number;
}

function watch(selector: string): void {
  const record = window as unknown as { formReadyAt?: number };
  const observer = new MutationObserver(() => {
    const button = document.querySelector<HTMLButtonElement>(selector);
    if (!button || button.disabled || button.getClientRects().length === 0 || getComputedStyle(button).visibility === 'hidden') return;
    record.formReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

async function once(browser: Browser, url: string, cpu: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(watch, SUBMIT);
    await page.goto(url, { waitUntil: 'commit' });
    return await page
      .waitForFunction(() => (window as unknown as { formReadyAt?: number }).formReadyAt, undefined, { polling: 10 })
      .then((handle) => handle.jsonValue() as Promise<number>);
  } finally {
    await context.close();
  }
}

/** The product's /aanmelden/email (served at base) against the floor (served by the peer bench), runs per CPU rate. */
export async function formReady(base: string, runs: number): Promise<Record<'cpu1' | 'cpu4', FormReady>> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
  try {
    const result = {} as Record<'cpu1' | 'cpu4', FormReady>;
    for (const cpu of [1, 4] as const) {
      const times = { product: [] as number[], floor: [] as number[] };
      for (let round = 0; round <= runs; round += 1) {
        const order = Math.random() < 0.5 ? (['product', 'floor'] as const) : (['floor', 'product'] as const);
        for (const target of order) {
          const ms = await once(browser, target === 'product' ? `${base}/aanmelden/email` : FLOOR_URL, cpu);
          if (round > 0) times[target].push(ms);
        }
      }
      const product = median(times.product);
      const floor = median(times.floor);
      result[`cpu${cpu}`] = { productMedianMs: Math.round(product), floorMedianMs: Math.round(floor), ratioToFloor: Number((product / floor).toFixed(2)) };
    }
    return result;
  } finally {
    await browser.close();
  }
}

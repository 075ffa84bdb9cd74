/**
 * Lighthouse's mobile preset (Lighthouse 12.2.3's default settings: a mid-range phone's screen,
 * simulated slow 4G, a CPU 4× slower than this machine's) on the site's public pages and two pages
 * of a logged-in demo user, side by side with the peer bench's hand-written floor (d-baseline) in
 * one run: interleaved, page after page, `runs` times, and the medians kept (issue 62). Each run
 * starts in a fresh state: no cache, no cookie but a logged-in page's session, and the cookie
 * question unanswered, as a first visit finds the site.
 *
 * Standalone: `npx tsx tools/lighthouse-bench.ts BASE FLOOR_URL [RUNS]`; `npm run bench` runs it
 * with the sandbox and the peer bench it starts.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import site from '../config/site.json' with { type: 'json' };
import { logIn } from '../studio/demo-user.ts';
import { findChromium } from './chromium.ts';
import { median } from './median.ts';

export interface LighthousePage {
  path: string;
  /** A demo user whose session the page is opened with. */
  user?: string;
}

/** The pages of issue 62: every public first page, and Mijn abonnement and an activation for a logged-in visitor. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { path: '/' },
  { path: '/aanmelden' },
  { path: '/inloggen' },
  { path: '/wachtwoord-vergeten' },
  { path: '/contact' },
  { path: '/abonnementen' },
  { path: '/ah' },
  { path: '/mijn-abonnement', user: 'plus@example.nl' },
  { path: '/activeer/abonnement/plus', user: 'geverifieerd@example.nl' },
];

/** What one page scored: medians over the runs, and the largest element of the last one. */
export interface LighthouseFigures {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferKb: number;
  largestElement: string;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

interface Audit {
  numericValue?: number;
}

/** Lighthouse's mobile screen (its default screenEmulation: 412 × 823 at 1.75). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The session cookie's value of a demo user, logged in as the studio logs one in. */
async function sessionOf(base: string, email: string): Promise<string> {
  const login = await logIn(base, email);
  if (!('cookie' in login)) throw new Error(`the demo user ${email} has a registration to finish: no session to measure with`);
  return login.cookie.slice(`${site.sessionCookie}=`.length);
}

const figure = (audits: Record<string, Audit>, id: string): number => audits[id]?.numericValue ?? Number.NaN;

/** A fresh state: the browser's cache and cookies emptied, the session set. */
async function freshState(browser: Browser, url: string, session: string | undefined): Promise<void> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.clearBrowserCookies');
  if (session) await cdp.send('Network.setCookie', { name: site.sessionCookie, value: session, url, path: '/' });
  await page.close();
}

/**
 * The page's largest element on Lighthouse's phone screen, as the browser reports it. Lighthouse 12.2.3
 * cannot name it with this Chromium (its RootCauses gatherer fails on the trace): which element is
 * largest does not depend on the throttling, only when it paints.
 */
async function largestElement(browser: Browser, url: string, session: string | undefined): Promise<string> {
  await freshState(browser, url, session);
  const page = await browser.newPage();
  try {
    await page.setViewport(PHONE);
    // Named as each entry comes: a page's still (issue 62) is replaced once the site runs, and an
    // entry's element read after that is gone.
    await page.evaluateOnNewDocument(() => {
      const named: string[] = [];
      Object.assign(window, { largestElements: named });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const { element } = entry;
          const name = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
            : 'none';
          named.push(`${name} "${(element?.textContent ?? '').trim().slice(0, 50)}"`);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    return await page.evaluate(() => (window as unknown as { largestElements: string[] }).largestElements.at(-1) ?? 'none ""');
  } finally {
    await page.close();
  }
}

/** Lets Lighthouse load url in a page of its own, from a fresh state. */
async function measure(browser: Browser, port: number, url: string, session: string | undefined): Promise<Run> {
  await freshState(browser, url, session);
  // Storage is emptied above: Lighthouse's own reset would take the session with it.
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableStorageReset: true });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: figure(audits, 'first-contentful-paint'),
    lcp: figure(audits, 'largest-contentful-paint'),
    tbt: figure(audits, 'total-blocking-time'),
    cls: figure(audits, 'cumulative-layout-shift'),
    bytes: figure(audits, 'total-byte-weight'),
  };
}

function summary(runs: Run[], element: string): LighthouseFigures {
  const of = (pick: (run: Run) => number): number => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    firstContentfulPaintMs: Math.round(of((run) => run.fcp)),
    largestContentfulPaintMs: Math.round(of((run) => run.lcp)),
    totalBlockingTimeMs: Math.round(of((run) => run.tbt)),
    cumulativeLayoutShift: Number(of((run) => run.cls).toFixed(3)),
    transferKb: Math.round(of((run) => run.bytes) / 1024),
    largestElement: element,
  };
}

/** The floor first, then each page, `runs` times over; keyed by path, the floor as `floor`. */
export async function lighthouseSideBySide(base: string, floorUrl: string, runs = 2, pages = LIGHTHOUSE_PAGES): Promise<Record<string, LighthouseFigures>> {
  const sessions = new Map<string, string>();
  for (const { user } of pages) if (user && !sessions.has(user)) sessions.set(user, await sessionOf(base, user));
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const measured = new Map<string, Run[]>();
  const elements = new Map<string, string>();
  const add = (key: string, run: Run): void => void measured.set(key, [...(measured.get(key) ?? []), run]);
  try {
    for (let round = 0; round < runs; round += 1) {
      add('floor', await measure(browser, chrome.port, floorUrl, undefined));
      for (const page of pages) add(page.path, await measure(browser, chrome.port, `${base}${page.path}`, page.user ? sessions.get(page.user) : undefined));
    }
    elements.set('floor', await largestElement(browser, floorUrl, undefined));
    for (const page of pages) elements.set(page.path, await largestElement(browser, `${base}${page.path}`, page.user ? sessions.get(page.user) : undefined));
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return Object.fromEntries([...measured].map(([key, list]) => [key, summary(list, elements.get(key) ?? 'none')]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, floorUrl, runs] = process.argv.slice(2);
  if (!base || !floorUrl) throw new Error('usage: npx tsx tools/lighthouse-bench.ts BASE FLOOR_URL [RUNS]');
  console.log(JSON.stringify(await lighthouseSideBySide(base, floorUrl, Number(runs ?? 2)), null, 2));
}

/**
 * The journeys in Firefox (issue 63): Debian's Firefox ESR, driven over WebDriver BiDi by
 * puppeteer-core. Playwright's own Firefox is a patched build it downloads (not reachable here), and
 * its BiDi channel refuses this ESR (emulation.setMediaFeaturesOverride: unknown command); Playwright
 * stays the runner: its web servers, its reports, its request for the sandbox's switches.
 *
 * One Firefox per worker; each test a browser context of its own that starts as the site's tests do
 * (the consent answered with the necessary cookies only, tools/consent-cookies.ts) and is named as
 * the test's visitor of the sandbox (support-visitor.ts), so its clock is its own.
 */
import { existsSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import puppeteer, { type Browser, type Locator, type Page } from 'puppeteer-core';
import { necessaryOnlyCookies } from '../../tools/consent-cookies.ts';

const FIREFOX = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path): path is string => Boolean(path) && existsSync(path as string));

export interface FirefoxTab {
  page: Page;
  /** Opens a path of the site. */
  open(path: string): Promise<void>;
  /** The page's address without its origin: path and query. */
  address(): string;
}

export const test = base.extend<{ tab: FirefoxTab; consented: boolean; visitor: string; clock: { set(now: string): Promise<void> } }, { firefox: Browser }>({
  firefox: [
    async ({}, provide) => {
      if (!FIREFOX) throw new Error("No Firefox found: install Debian's firefox-esr (npm test does, tools/system-packages.sh), or set FIREFOX_PATH.");
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  // Whether the visitor answered the consent dialog before (the necessary cookies only); the dialog's own test says no.
  consented: [true, { option: true }],
  visitor: async ({}, provide, testInfo) => provide(`firefox-${testInfo.testId}-${testInfo.retry}`),
  tab: async ({ firefox, baseURL, consented, visitor }, provide) => {
    const origin = baseURL ?? '';
    const context = await firefox.createBrowserContext();
    const domain = new URL(origin).hostname;
    await context.setCookie(...(consented ? necessaryOnlyCookies(domain) : []), { name: 'sandbox-visitor', value: visitor, domain, path: '/', httpOnly: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await provide({
      page,
      open: async (path) => void (await page.goto(`${origin}${path}`)),
      address: () => page.url().slice(origin.length),
    });
    await context.close();
  },
  clock: async ({ request, visitor }, provide) => {
    await provide({
      async set(now) {
        expect((await request.post('/sandbox/clock', { data: { now, visitor } })).ok()).toBe(true);
      },
    });
    expect((await request.delete(`/sandbox/clock?visitor=${encodeURIComponent(visitor)}`)).ok()).toBe(true);
  },
});

/** The control a person finds by its role and accessible name (the label of a field, the text of a button). */
export const byRole = (page: Page, role: string, name: string): Locator<Element> => page.locator(`::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`);

/** Waits until the tab is at the address (path and query; a pattern, or the exact text). */
export async function expectAt(tab: FirefoxTab, address: string | RegExp): Promise<void> {
  await expect.poll(() => tab.address(), { timeout: 10_000 }).toMatch(typeof address === 'string' ? new RegExp(`^${literally(address).source}$`) : address);
}

/** Waits until the element (a CSS selector) says the text (its no-break spaces read as spaces: "€ 5,99"). */
export async function expectText(tab: FirefoxTab, selector: string, text: string | RegExp): Promise<void> {
  const said = () => tab.page.$eval(selector, (element) => (element as HTMLElement).innerText.replace(/\u00a0/g, ' ')).catch(() => '');
  await expect.poll(said, { timeout: 10_000 }).toMatch(typeof text === 'string' ? literally(text) : text);
}

/** The text as a pattern that matches it alone: none of its characters special. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export { expect };

/**
 * Firefox ESR (Debian's), driven over WebDriver BiDi by puppeteer-core: Playwright's own Firefox is
 * a patched build it downloads (not reachable here), and its BiDi channel refuses this ESR
 * (emulation.setMediaFeaturesOverride: unknown command). One Firefox per worker; each test a
 * browser context of its own.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buttonNamed, labelled, tabTest, type Tab } from './support-tab.ts';

const FIREFOX = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path): path is string => Boolean(path) && existsSync(path as string));

/**
 * The environment Firefox starts in: without libfaketime, which the suite two years ahead preloads
 * into every process (npm run test:years-ahead), and under which Firefox never finishes starting.
 * Every day the site decides is the sandbox's clock's; the browser's own clock decides none.
 */
function withoutFakedTime(environment: NodeJS.ProcessEnv): Record<string, string> {
  const kept = Object.entries(environment).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && !entry[0].startsWith('FAKETIME') && !(entry[0] === 'LD_PRELOAD' && entry[1].includes('faketime')),
  );
  return Object.fromEntries(kept);
}

function firefoxTab(page: Page, origin: string): Tab {
  const at = (xpath: string) => page.locator(`::-p-xpath(${xpath})`);
  return {
    open: async (path) => void (await page.goto(`${origin}${path}`)),
    async openUntil(path, label) {
      // Not until the page's load: that waits for the scripts, which may be held.
      void page.goto(`${origin}${path}`).catch(() => undefined);
      await at(labelled(label)).wait();
    },
    openAddress: async (url) => void (await page.goto(url)),
    // The document's own address: puppeteer's page.url() over BiDi can keep the last same-document
    // address after Back returns to another document restored from the back-forward cache.
    async address() {
      // Asked while a navigation replaces the document, the page cannot answer: the driver's last address, and the next poll asks again.
      const { pathname, search } = new URL(await page.evaluate(() => location.href).catch(() => page.url()));
      return pathname + search;
    },
    fill: (label, text) => at(labelled(label)).fill(text),
    async type(label, text) {
      await at(labelled(label)).click();
      await page.keyboard.type(text);
    },
    choose: (label) => at(labelled(label)).click(),
    click: (button) => at(buttonNamed(button)).click(),
    press: (key) => page.keyboard.press(key),
    valueOf: (label) =>
      at(labelled(label))
        .map((input) => (input as HTMLInputElement).value)
        .wait(),
    checked: (label) =>
      at(labelled(label))
        .map((input) => (input as HTMLInputElement).checked)
        .wait(),
    text: (selector) => page.$eval(selector, (element) => (element as HTMLElement).innerText).catch(() => ''),
    attribute: (selector, name) => page.$eval(selector, (element, attribute) => element.getAttribute(attribute), name).catch(() => null),
    run: (script) => page.evaluate(script),
    back: async () => void (await page.goBack()),
    forward: async () => void (await page.goForward()),
    reload: async () => void (await page.reload()),
    cookies: async () => (await page.browserContext().cookies()).map(({ name, value }) => ({ name, value })),
  };
}

export const test = tabTest.extend<{ tab: Tab }, { firefox: Browser }>({
  firefox: [
    async ({}, provide) => {
      if (!FIREFOX) throw new Error("No Firefox found: install Debian's firefox-esr (npm test does, tools/system-packages.sh), or set FIREFOX_PATH.");
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, env: withoutFakedTime(process.env) });
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ firefox, scripts, startCookies }, provide) => {
    const context = await firefox.createBrowserContext();
    await context.setCookie(...startCookies);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await provide(firefoxTab(page, scripts.origin));
    await context.close();
  },
});

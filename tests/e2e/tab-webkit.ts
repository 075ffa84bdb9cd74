/**
 * WebKit, the engine of every iPhone, as Debian has it: WebKitGTK's MiniBrowser driven over
 * WebDriver by WebdriverIO, through WebKitGTK's own driver (WebKitWebDriver), in a virtual display
 * (xvfb-run: WebKitGTK has no headless mode of its own). Playwright's WebKit is a build it
 * downloads, not reachable here. One driver per worker; each test a browser session of its own,
 * with its own cookies and storage.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port.ts';
import { remote } from 'webdriverio';
import { buttonNamed, labelled, tabTest, type Tab } from './support-tab.ts';

const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** How long a request to the driver (a browser's start among them) may take before it is made again. */
const SESSION_START_MS = 30_000;

type Session = WebdriverIO.Browser;

/** WebKitWebDriver in a virtual display of its own, answering on the port. */
async function startDriver(): Promise<{ port: number; driver: ChildProcess }> {
  const port = await freePort();
  // Its own process group: xvfb-run, Xvfb, the driver and the browsers it starts end together.
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], { detached: true, stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    const ready = await fetch(`http://localhost:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, driver };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start: install webkit2gtk-driver and xvfb (npm test does, tools/system-packages.sh)');
}

function webkitTab(session: Session, origin: string): Tab {
  const at = (xpath: string) => session.$(xpath);
  /**
   * The session does not wait for a page's load (pageLoadStrategy none: with the site's scripts
   * held it never comes): a navigation waits here until a new document has loaded, the old one
   * marked before it so that it is not taken for the new.
   */
  const loaded = async (navigate: () => Promise<unknown>) => {
    await session.execute(() => void ((window as { leaving?: boolean }).leaving = true));
    await navigate();
    await session.waitUntil(() => session.execute(() => !(window as { leaving?: boolean }).leaving && document.readyState === 'complete'), { timeout: 10_000 });
  };
  const open = (url: string) => loaded(() => session.url(url));
  return {
    open: (path) => open(`${origin}${path}`),
    async openUntil(path, label) {
      await session.url(`${origin}${path}`);
      await at(labelled(label)).waitForExist({ timeout: 10_000 });
    },
    openAddress: open,
    address: async () => {
      const url = new URL(await session.getUrl());
      return url.pathname + url.search;
    },
    fill: (label, text) => at(labelled(label)).setValue(text),
    async type(label, text) {
      await at(labelled(label)).click();
      // The element's own keys, not the session's actions: WebKitGTK's driver drops the second of two equal keys in a row there ("44" typed "4").
      await at(labelled(label)).addValue(text);
    },
    choose: (label) => at(labelled(label)).click(),
    click: (button) => at(buttonNamed(button)).click(),
    press: (key) => session.keys(key),
    valueOf: (label) => at(labelled(label)).getValue(),
    checked: (label) => at(labelled(label)).isSelected(),
    text: (selector) => session.execute((css: string) => (document.querySelector(css) as HTMLElement | null)?.innerText ?? '', selector),
    attribute: (selector, name) => session.execute((css: string, attribute: string) => document.querySelector(css)?.getAttribute(attribute) ?? null, selector, name),
    run: (script) => session.execute(script) as Promise<ReturnType<typeof script>>,
    back: () => session.back(),
    forward: () => session.forward(),
    reload: () => loaded(() => session.refresh()),
    cookies: async () => (await session.getCookies()).map(({ name, value }) => ({ name, value })),
  };
}

export const test = tabTest.extend<{ tab: Tab }, { webkit: { port: number } }>({
  webkit: [
    async ({}, provide) => {
      const { port, driver } = await startDriver();
      await provide({ port });
      if (driver.pid) process.kill(-driver.pid);
    },
    { scope: 'worker' },
  ],
  // Each test starts a browser of its own: on a busy machine that can take longer than a test's own
  // time, so the tab has a time of its own, and a start the driver never answers is asked again.
  tab: [
    async ({ webkit, scripts, startCookies }, provide) => {
      const session = await remote({
        hostname: 'localhost',
        port: webkit.port,
        logLevel: 'error',
        connectionRetryTimeout: SESSION_START_MS,
        capabilities: {
          browserName: 'MiniBrowser',
          pageLoadStrategy: 'none',
          // This driver speaks WebDriver, not its BiDi.
          'wdio:enforceWebDriverClassic': true,
          // WebKitGTK's own capability (not in WebdriverIO's types): the browser the driver starts.
          ...{ 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] } },
        } as WebdriverIO.Capabilities,
      });
      // A cookie is set on a page of its site.
      await webkitTab(session, scripts.origin).open('/favicon.svg');
      await session.setCookies(startCookies.map(({ name, value, path, httpOnly }) => ({ name, value, path, httpOnly })));
      await provide(webkitTab(session, scripts.origin));
      await session.deleteSession();
    },
    { timeout: 3 * SESSION_START_MS },
  ],
});

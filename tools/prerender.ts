/**
 * npm run build's last step: the pages a first visit sees, rendered at build time.
 *
 * Every route of a page without parameters is opened in Chromium against the built site, served
 * by the sandbox, as a visitor without a session who answered the consent dialog. A page that
 * shows itself there (not a redirect elsewhere, not a loading state) without asking a service for
 * its content is kept as it stands:
 * `dist/prerendered.json` maps the route to the content of `#root` and the page's title, and the
 * sandbox sends it inside the page to a visitor without a session or query (sandbox/site.ts). The
 * visitor sees the page and its first input as the HTML arrives; the site's script then renders
 * over it, with the visitor's own facts, keeping what was typed (app/prerendered.ts). Its buttons
 * stay disabled until then: no form is sent before the script can check it, and no button (the help
 * balloon, the cookie settings) takes a press it cannot act on yet.
 *
 * Without a Chromium the build goes on without prerendered pages: each page renders once its
 * script has run, as it would on the dev server.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startLocalSandbox } from '../sandbox/local.ts';
import { findChromium } from './chromium.ts';
import { necessaryOnlyCookies } from './consent-cookies.ts';
import { ROOT } from './project.ts';

/** What dist/prerendered.json holds per route (sandbox/site.ts reads it). */
interface Prerendered {
  html: string;
  title: string;
}

const DIST = join(ROOT, 'dist');
const PARALLEL = 4;
const SETTLE_MS = 5000;

function settled(): boolean {
  return document.querySelector('#root main h1') !== null && document.querySelector('#root .loading') === null;
}

/** What the page shows once it has settled, if it shows itself at its own address. */
function snapshot(route: string): Prerendered | undefined {
  const root = document.getElementById('root');
  if (!root || window.location.search || root.querySelector('.loading') || !root.querySelector('main h1')) return undefined;
  const { pathname } = window.location;
  // A journey's own address shows its first step (/aanmelden is /aanmelden/email); anything else is a redirect away.
  if (pathname !== route && (route === '/' || !pathname.startsWith(`${route}/`))) return undefined;
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('button').forEach((button) => button.setAttribute('disabled', ''));
  return { html: copy.innerHTML, title: document.title };
}

async function prerender(): Promise<void> {
  let executablePath: string;
  try {
    executablePath = findChromium();
  } catch {
    console.warn('prerender: no Chromium found; the site is built without prerendered pages (README: install chromium).');
    return;
  }
  // The pages are taken as the script renders them, not as an earlier prerendering left them.
  rmSync(join(DIST, 'prerendered.json'), { force: true });
  const routing = JSON.parse(readFileSync(join(DIST, 'routes.json'), 'utf8')) as { pages: { route: string }[] };
  const routes = [...new Set(routing.pages.map((page) => page.route))].filter((route) => !/[:*]/.test(route));

  // Served on "localhost", the consent cookies' domain.
  const local = await startLocalSandbox({ distDir: DIST }, 'localhost');
  const browser = await chromium.launch({ executablePath, args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const pages: Record<string, Prerendered> = {};
  try {
    // A few pages at once: most of the time is spent waiting for a page to settle.
    const queue = [...routes];
    const take = async (): Promise<void> => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        // A new visitor each time: nothing one page keeps in the browser changes the next.
        const context = await browser.newContext({ locale: 'nl-NL', storageState: { cookies: necessaryOnlyCookies('localhost'), origins: [] } });
        const page = await context.newPage();
        // A page that asks a service for what it shows is not prerendered: its answer is the visitor's and of the moment.
        let asked = false;
        page.on('request', (request) => {
          if (['fetch', 'xhr'].includes(request.resourceType())) asked = true;
        });
        await page.goto(local.url + route);
        // Settled: a heading and no loading state; a page that never settles is not prerendered.
        await page.waitForFunction(settled, undefined, { timeout: SETTLE_MS }).catch(() => undefined);
        // A call made after the page settled counts too: which pages are kept must not depend on timing.
        await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
        const shown = await page.evaluate(snapshot, route);
        if (shown && !asked) pages[route] = shown;
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, take));
  } finally {
    await browser.close();
    await local.close();
  }
  writeFileSync(join(DIST, 'prerendered.json'), JSON.stringify(pages));
  console.log(`prerender: ${Object.keys(pages).length} of ${routes.length} pages without parameters are in dist/prerendered.json`);
}

await prerender();

/**
 * The first page of a visit as a visitor's browser meets it (issue 16): the server announces the
 * page's flow scripts with the page, so they arrive beside the site's entry, and the page's
 * content is there in the first render instead of after an empty layout.
 */
import { expect, test } from '@playwright/test';

/**
 * [path, where the page is, the flow whose chunk the page needs, what a visitor uses first]. The
 * site's whole route table is asked for only once the page has shown. A journey's own
 * address shows its first step at once; the page of a path no flow knows is the not-found page,
 * prerendered as 404.html (only the whole table can tell the script that it is that page).
 */
const firstPages: [string, string, string, string][] = [
  ['/aanmelden/email', '/aanmelden/email', 'registration', 'input[type=email]'],
  ['/aanmelden', '/aanmelden/email', 'registration', 'input[type=email]'],
  ['/inloggen', '/inloggen', 'login', 'input[type=email]'],
  // The e-mail login's old address leads to the login page, which is now that form.
  ['/inloggen/email', '/inloggen', 'login', 'input[type=email]'],
  ['/', '/', 'home', 'main a'],
  ['/meldingen/al-geactiveerd-via/ah', '/meldingen/al-geactiveerd-via/ah', 'notifications', 'main a'],
  ['/bestaat-niet', '/bestaat-niet', 'errors', 'main a'],
];

/**
 * Records whether <main> ever stood in the page without the control the visitor uses first, once
 * the HTML has been parsed: a prerendered page's <main> is in the HTML with its control, and while
 * the parser is still inside it (a busy machine may yield between the two) nothing has rendered it
 * empty; the site's script runs only after the parse.
 */
function watchFirstRender(selector: string): void {
  const record = window as unknown as { mainWith?: boolean; mainWithout?: boolean };
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main || record.mainWith) return;
    if (document.readyState === 'loading' && !main.querySelector(selector)) return;
    if (main.querySelector(selector)) record.mainWith = true;
    else record.mainWithout = true;
  }).observe(document, { childList: true, subtree: true });
}

for (const [path, landsOn, flow, first] of firstPages) {
  test(`${path} announces the ${flow} flow's scripts with the page and renders its content with the layout, the other flows' routes after`, async ({ page }) => {
    await page.addInitScript(watchFirstRender, first);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Whether the page already showed its control when the site asked for its whole route table.
    let shownWhenTableAsked: boolean | undefined;
    await page.route(/\/assets\/routes-[\w-]+\.js$/, async (route) => {
      shownWhenTableAsked = await page.evaluate((selector) => document.querySelector(selector) !== null, first);
      await route.continue();
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const announced = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
    await expect(page.locator(first).first()).toBeVisible();
    await expect(page).toHaveURL(landsOn);

    // A prerendered page fetches its scripts once its first paint is shown: after its control may be seen.
    const flowChunkOf = () => scripts.find((script) => new RegExp(`^/assets/${flow}-[\\w-]+\\.js$`).test(script));
    await expect.poll(flowChunkOf, { message: `the page loads the ${flow} flow's chunk` }).toBeDefined();
    const flowChunk = flowChunkOf();
    expect(announced).toContain(flowChunk);
    expect(await page.evaluate(() => (window as unknown as { mainWithout?: boolean }).mainWithout ?? false), 'an empty <main> was shown first').toBe(false);
    // The page did not wait for the route table; it comes in any case, for the first link.
    await expect.poll(() => shownWhenTableAsked).toBe(true);
  });
}

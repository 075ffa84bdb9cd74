/**
 * Prerendered first pages (issues 16 and 28): a new visitor gets the page's content in the HTML,
 * with its first input, before any script has run (tools/build-static-site.ts writes it at build time,
 * sandbox/site.ts serves it as a static host does); the site's script then hydrates it, keeping
 * what was typed. Its form takes a press before the script has run: the head script keeps it, and
 * the site sends it once it runs (issue 43). A visitor the page may not be for gets the same file,
 * and sees the loading state until the script has rendered their own page.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import site from '../../config/site.json' with { type: 'json' };
import { expectAccessible, stepPaths, uniqueEmail } from './support.ts';
import { logInByServices } from './support-login.ts';
import { newBuyer } from './support-payment.ts';

/** [path, what the HTML shows before any script, its first control, the title]. */
const prerendered: [string, string, string, string][] = [
  ['/aanmelden', 'Maak je account aan', 'input[type=email][name=email]', 'Maak je account aan | Videoland'],
  ['/aanmelden/email', 'Maak je account aan', 'input[type=email][name=email]', 'Maak je account aan | Videoland'],
  ['/inloggen', 'Inloggen', 'input[type=email][name=email]', 'Inloggen | Videoland'],
  ['/', 'Welkom bij Videoland', 'main a.button', 'Welkom bij Videoland | Videoland'],
];

/**
 * The page as the server sends it, and as the browser shows it before the site's scripts arrive:
 * they are held, never answered during the test (a script that fails instead is chunk-failure.spec.ts).
 */
async function withoutScripts(page: Page, path: string): Promise<string> {
  await page.route('**/*.js', () => undefined);
  // Neither load nor DOMContentLoaded comes while the site's module script is held.
  const response = await page.goto(path, { waitUntil: 'commit' });
  return (await response?.text()) ?? '';
}

for (const [path, heading, control, title] of prerendered) {
  test(`${path} arrives prerendered: heading, first control and title in the HTML; its form's buttons take a press, those that open a dialog wait for the script`, async ({
    page,
  }) => {
    const html = await withoutScripts(page, path);
    expect(html).toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator(control).first()).toBeEnabled();
    await expect(page).toHaveTitle(title);
    for (const button of await page.locator('main form button[type=submit]').all()) await expect(button).toBeEnabled();
    const dialogButtons = page.locator('#root button[aria-haspopup=dialog]');
    expect(await dialogButtons.count()).toBeGreaterThan(0);
    for (const button of await dialogButtons.all()) await expect(button).toBeDisabled();
  });
}

for (const [path, heading] of prerendered) {
  test(`${path}: the script takes over the prerendered page as it is, without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('#root button').first()).toBeEnabled();
    const layer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(layer).not.toContain('the prerendered page did not match');
    expect(errors).toEqual([]);
  });
}

/** [who, how the request differs from a new visitor's]: each sees the loading state, not a prerendered page, until the script renders theirs. */
const notPrerendered: [string, (page: Page) => Promise<string>][] = [
  [
    'a visitor with a session',
    async (page) => {
      await page.context().addCookies([{ name: site.sessionCookie, value: 'any', domain: 'localhost', path: '/' }]);
      return '/aanmelden/email';
    },
  ],
  ['a request with a query', async () => '/aanmelden/email?redirect=%2Fmijn-abonnement'],
  [
    'a tab that keeps answers of a journey (a reload mid-journey: its own page fills them in)',
    async (page) => {
      await page.goto('/fallback');
      await page.evaluate(() => sessionStorage.setItem('journey:answers:login', JSON.stringify({ email: 'eerder@example.nl' })));
      return '/inloggen';
    },
  ],
  ['a page that asks a service for its content and shows nothing before it (no still)', async () => '/abonnementen/welkom-terug'],
];

for (const [who, arrange] of notPrerendered) {
  test(`${who} sees the loading state before the script, not a prerendered page`, async ({ page }) => {
    await withoutScripts(page, await arrange(page));
    await expect(page.getByRole('status')).toHaveText('Laden…');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
}

/**
 * The pages Lighthouse's mobile preset measures (issue 62), on its phone's screen, for a first visit:
 * the cookie question is painted with the page, and the page's largest paint is still its own content
 * in its main, never a line of the question (the banner's sentences are kept short for it).
 */
interface Painted {
  inQuestion: boolean;
  inMain: boolean;
  /** Which element, for the failure's message. */
  what: string;
}

for (const path of ['/', '/aanmelden', '/inloggen', '/wachtwoord-vergeten', '/contact', '/abonnementen', '/ah']) {
  test(`${path} on a phone, asked the cookie question: its largest paint is its own content, not the question`, async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState: { cookies: [], origins: [] } });
    const page = await phone.newPage();
    await page.addInitScript(() => {
      const painted: Painted[] = [];
      Object.assign(window, { painted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { element, url } = entry as PerformanceEntry & { element: Element | null; url: string };
          // Where it is, read as it paints: a still's element is replaced once the site runs.
          painted.push({
            inQuestion: Boolean(element?.closest('#consent-banner')),
            inMain: Boolean(element?.closest('main')),
            what: `${element?.tagName} ${element?.textContent?.slice(0, 40) || url}`,
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('#consent-banner')).toBeVisible();
    // The largest so far is the last entry; the question is painted with the page's first frame.
    const largest = () => page.evaluate(() => (window as unknown as { painted: Painted[] }).painted.at(-1));
    await expect.poll(largest).toMatchObject({ inQuestion: false, inMain: true });
    await phone.close();
  });
}

/**
 * [path, the key art its still shows, its heading, the heading of the page its load leads to, what
 * that page says that the still may not]: a page whose content a load brings, prerendered as its step's
 * still (issue 62). The partner's offer runs every day, so its page is the landing on any day.
 */
const stills: [string, string, string, string, RegExp][] = [
  // \s: an amount is kept on one line by a no-break space.
  ['/abonnementen', '/art/plans-', 'Kies je abonnement', 'Kies je abonnement', /€\s\d+,\d\d/],
  ['/vriendenloterij', '/art/partner-vriendenloterij-', 'Videoland via VriendenLoterij', '12 maanden Videoland Basis voor € 2,99 per maand', /€\s2,99/],
];

for (const [path, art, stillHeading, heading, daysWords] of stills) {
  test(`${path} arrives as its still: its key art painted from the HTML, nothing of the day (a price, a button) before the load says it is sold`, async ({ page }) => {
    const html = await withoutScripts(page, path);
    expect(html).toMatch(/data-prerendered="[^"]+" data-still/);
    const keyArt = page.locator('main img.key-art').first();
    await expect(keyArt).toHaveAttribute('src', new RegExp(`^${art}`));
    await expect.poll(() => keyArt.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stillHeading);
    await expect(page.getByRole('status')).toHaveText('Laden…');
    await expect(page.locator('main')).not.toContainText(daysWords);
    await expect(page.locator('main').getByRole('link')).toHaveCount(0);
    await expect(page.locator('main').getByRole('button')).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`${path} on a phone: the largest art of its first screen loads with the page, first`, async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await phone.newPage();
    await withoutScripts(page, path);
    const art = await page.locator('main img.key-art').evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        const shown = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) * Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
        return { shown, loading: (image as HTMLImageElement).loading, priority: image.getAttribute('fetchpriority') };
      }),
    );
    const largest = art.reduce((most, image) => (image.shown > most.shown ? image : most));
    expect(largest.shown).toBeGreaterThan(0);
    expect(largest).toMatchObject({ loading: 'eager', priority: 'high' });
    await phone.close();
  });

  test(`${path}: the script puts the page its load leads to in place of the still, nothing shown moving, and no mismatch`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main')).toContainText(daysWords);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).not.toContain('the prerendered page did not match');
  });
}

/** The address checks the registration's first step asks of the identity provider, one per submission. */
function countEmailChecks(page: Page): () => number {
  let checks = 0;
  page.on('request', (request) => {
    if (request.url().includes('accounts.isAvailableLoginID')) checks += 1;
  });
  return () => checks;
}

/** The calls the page makes, in order: each by its operation, the document's (GraphQL) or the identity provider's method. */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec((request.postDataJSON() as { query?: string } | null)?.query ?? '')?.[1];
    if (operation || pathname.startsWith('/idp/api/')) calls.push(operation ?? pathname);
  });
  return calls;
}

/** Holds the session's first call (the account's GetUserInfo): until it answers, the visitor's session is not known. */
function holdSessionsFirstCall(page: Page): ReturnType<typeof holdRequests> {
  return holdRequests(page, '**/account/graphql', (route) => /query\s+GetUserInfo/.test(route.request().postData() ?? ''));
}

/** Holds the requests to url (those which picks) until release() is called; held: those held so far. */
async function holdRequests(page: Page, url: string | RegExp, which: (route: Route) => boolean = () => true): Promise<{ held: Route[]; release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => (holding && which(route) ? held.push(route) : route.continue()));
  return {
    held,
    async release() {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Holds the site's scripts (or those the pattern names) until release() is called: the page is as the HTML made it. */
async function holdScripts(page: Page, scripts: string | RegExp = '**/assets/*.js'): Promise<() => Promise<void>> {
  return (await holdRequests(page, scripts)).release;
}

/**
 * Sends the step's form the moment the parser has made its field (by id): a script placed right after
 * the field in the page (its hash added to the page's Content-Security-Policy, as served otherwise)
 * types the value into it and submits its form, as Enter would, before the rest is parsed.
 */
async function pressWhileParsed(page: Page, path: string, fieldId: string, value: string): Promise<void> {
  const press = `(function(){var f=document.getElementById(${JSON.stringify(fieldId)});f.value=${JSON.stringify(value)};f.dispatchEvent(new Event('input',{bubbles:true}));f.form.requestSubmit()})()`;
  const hash = createHash('sha256').update(press).digest('base64');
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const at = html.indexOf(`<input id="${fieldId}"`);
      expect(at, 'the field is in the page').toBeGreaterThan(-1);
      const end = html.indexOf('>', at) + 1;
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, "the page's script-src").toContain("script-src 'self'");
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`) },
        body: `${html.slice(0, end)}<script>${press}</script>${html.slice(end)}`,
      });
    },
  );
}

/** Opens the e-mail step with its scripts held, types the address and sends it by Enter, then lets the scripts run. */
async function sendByEnterBeforeScript(page: Page, address: string): Promise<void> {
  const release = await holdScripts(page);
  await page.goto('/aanmelden/email', { waitUntil: 'commit' });
  await page.getByLabel('E-mailadres').fill(address);
  await page.getByLabel('E-mailadres').press('Enter');
  await release();
}

/** [how the address is sent before the script runs, whether the cookie question was answered before]. */
const earlyPresses: [string, (page: Page) => Promise<void>, boolean][] = [
  ['Enter', (page) => page.getByLabel('E-mailadres').press('Enter'), true],
  ['a double click on "Ga verder"', (page) => page.getByRole('button', { name: 'Ga verder' }).dblclick(), true],
  ['Enter (the cookie question unanswered: its banner holds neither the press nor the next step)', (page) => page.getByLabel('E-mailadres').press('Enter'), false],
];

for (const [how, press, consented] of earlyPresses) {
  test(`an address typed and sent by ${how} before the script runs is sent once it runs: once, with that address, nothing in the URL`, async ({ browser }) => {
    const context = await browser.newContext(consented ? {} : { storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const checks = countEmailChecks(page);
    const release = await holdScripts(page);
    // Not until the page's load: that waits for the scripts being held.
    await page.goto('/aanmelden/email', { waitUntil: 'commit' });
    const email = uniqueEmail('vroeg');
    await page.getByLabel('E-mailadres').fill(email);
    await press(page);
    // Kept, not sent by the browser: the button says it is busy, and the address stays out of the URL.
    await expect(page.getByRole('button', { name: 'Ga verder' })).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toMatch(/\/aanmelden\/email$/);
    expect(checks()).toBe(0);

    await release();
    await expect(page).toHaveURL(stepPaths.password);
    expect(checks()).toBe(1);
    // The page the press led to is a page moved to: its heading has the focus, as after any step.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const answers = await page.evaluate(() => sessionStorage.getItem('journey:answers:registration'));
    expect(JSON.parse(answers ?? '{}')).toMatchObject({ email });
    // The next step takes a click and typing, whether or not the cookie question is answered.
    await expect(page.getByRole('dialog', { name: 'Mogen we cookies gebruiken?' })).toHaveCount(consented ? 0 : 1);
    await page.getByLabel('Wachtwoord', { exact: true }).click();
    await page.keyboard.type('Geheim123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(stepPaths.name);
    await context.close();
  });
}

test('a logged-in visitor’s page, held behind its loading state, asks the session and the page’s loads while the site’s own code is still on its way: each once, the page the site shows built on them', async ({
  page,
}) => {
  await logInByServices(page, await newBuyer(page, 'vooruit'));
  const calls = watchCalls(page);
  const release = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/activeer/abonnement/plus', { waitUntil: 'commit' });
  // The session (the account's queries and the provider's) and the page's loads, the last of which is the purchase in progress.
  await expect.poll(() => calls).toEqual(expect.arrayContaining(['GetUserInfo', 'Subscription', '/idp/api/accounts.getAccountInfo', 'plan', 'PurchaseInProgress']));
  const asked = calls.length;
  await release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activeer Videoland Plus');
  await expect(page.getByText('Je betaalt € 10,99 per maand.', { exact: false })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  // The site took every answer: nothing was asked again once its code ran.
  expect(calls.slice(asked)).toEqual([]);
  expect(new Set(calls).size).toBe(calls.length);
});

for (const [who, loggedIn, fetched] of [
  ['a logged-in visitor', true, 1],
  ['a visitor without a session', false, 0],
] as const) {
  test(`${who} on Mijn abonnement: the identity provider's script, which a session's facts need, is fetched from the page's head ${fetched ? 'before the site’s own scripts have come, once' : 'not at all'}`, async ({
    page,
  }) => {
    if (loggedIn) await logInByServices(page, await newBuyer(page, 'sdk'));
    const provider = site.identityProvider.scriptUrl;
    let fetches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === provider) fetches += 1;
    });
    const release = await holdScripts(page, '**/assets/*.js');
    await page.goto('/mijn-abonnement', { waitUntil: 'commit' });
    // The whole page parsed, its head script long run, and none of the site's scripts here.
    await expect(page.locator('#consent-banner')).toBeAttached();
    await expect.poll(() => fetches).toBe(fetched);
    await release();
    if (!loggedIn) return;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn abonnement');
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    // The site's own use of the script took the fetch its head began.
    expect(fetches).toBe(1);
  });
}

test('a held page’s loads that read nothing of the session leave beside its calls, not after them; the step’s own, behind the login it needs, once the session has answered', async ({
  page,
}) => {
  await logInByServices(page, await newBuyer(page, 'naast'));
  const calls = watchCalls(page);
  // The site's entry held too, so that the loads seen leaving before the session's answer are the
  // press module's: the site, once started, asks its own loads after the session.
  const entry = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
  const user = await holdSessionsFirstCall(page);
  await page.goto('/activeer/abonnement/plus', { waitUntil: 'commit' });
  // May the visitor start here, and the plan: asked while the session's first call has no answer.
  await expect.poll(() => calls).toEqual(expect.arrayContaining(['GetUserInfo', 'IsOnboardingGeoBlocked', 'plan']));
  expect(user.held).toHaveLength(1);
  expect(calls).not.toContain('PurchaseInProgress');
  await user.release();
  await entry();
  await expect(page.getByText('Je betaalt € 10,99 per maand.', { exact: false })).toBeVisible();
  expect(calls.filter((call) => call === 'PurchaseInProgress')).toHaveLength(1);
  expect(new Set(calls).size).toBe(calls.length);
});

test('a held page whose site starts before its session has answered: the press module, still deciding ahead, and the site ask each of its loads once between them', async ({
  page,
}) => {
  await logInByServices(page, await newBuyer(page, 'samen'));
  const calls = watchCalls(page);
  const user = await holdSessionsFirstCall(page);
  await page.goto('/activeer/abonnement/plus', { waitUntil: 'commit' });
  await expect.poll(() => user.held.length).toBe(1);
  // The site's script runs while the session's first call has no answer: both wait for the same session.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __journeySiteStarted?: boolean }).__journeySiteStarted === true)).toBe(true);
  await user.release();
  await expect(page.getByText('Je betaalt € 10,99 per maand.', { exact: false })).toBeVisible();
  expect(calls.filter((call) => call === 'PurchaseInProgress')).toHaveLength(1);
  expect(new Set(calls).size).toBe(calls.length);
});

test('a held page whose press module comes after the site has started asks nothing beside the site: each call once', async ({ page }) => {
  await logInByServices(page, await newBuyer(page, 'later'));
  const calls = watchCalls(page);
  const pressModule = /\/assets\/press-[\w-]+\.js$/;
  const release = await holdScripts(page, pressModule);
  const pressModuleAsked = page.waitForRequest(pressModule);
  await page.goto('/activeer/abonnement/plus');
  await expect(page.getByText('Je betaalt € 10,99 per maand.', { exact: false })).toBeVisible();
  await pressModuleAsked;
  const before = calls.length;
  await release();
  // The head script's import of it settles once its runtime has decided the page (app/press.ts awaits it),
  // which would have asked the page's loads again.
  await page.evaluate(() => (window as unknown as { __journeyAhead: Promise<unknown> }).__journeyAhead);
  expect(calls.slice(before)).toEqual([]);
  expect(new Set(calls).size).toBe(calls.length);
});

test('a press before the site’s own script goes on without it: the page it leads to shows as the build prerendered it, and the site takes that page over as it stands', async ({
  page,
}) => {
  const checks = countEmailChecks(page);
  let experiments = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/account/graphql')) experiments += 1;
  });
  // The site's entry alone is held: the press module (app/press.ts) and what it imports load.
  const release = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/aanmelden', { waitUntil: 'commit' });
  const email = uniqueEmail('voor-de-site');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('E-mailadres').press('Enter');

  await expect(page).toHaveURL(stepPaths.password);
  await expect(page).toHaveTitle('Kies een wachtwoord | Videoland');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('journey:answers:registration'))) ?? '{}')).toMatchObject({ email });
  // What is typed on it before the site runs stays, and is sent once it does.
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123');

  await release();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('Geheim123');
  const layer = await page.evaluate(() => window.dataLayer ?? []);
  // Hydrated as it stood: no mismatch, nothing failed; each screen tracked once; each call made once, the site taking the press module's answers.
  expect(layer.filter((entry) => entry.event === 'error')).toEqual([]);
  expect(layer.filter((entry) => entry.event === 'screen').map((entry) => entry.step)).toEqual(['email', 'password']);
  expect(checks()).toBe(1);
  expect(experiments).toBe(1);

  await page.getByLabel('Wachtwoord', { exact: true }).press('Enter');
  await expect(page).toHaveURL(stepPaths.name);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(stepPaths.email);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
});

test('a press module at work when the site’s entry arrives has the main thread first: the entry starts only once it has shown the next page', async ({ page }) => {
  const checks = countEmailChecks(page);
  // The entry is still on its way when the page is parsed (so it is run as soon as it arrives), and
  // the address check the press module asks waits: the press module is at work when the entry comes.
  const releaseEntry = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
  const releaseCheck = await holdScripts(page, /accounts\.isAvailableLoginID/);
  // The entry is asked for once the page's first frame is drawn; a press before that would hold it back.
  const entryAsked = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/aanmelden', { waitUntil: 'domcontentloaded' });
  await entryAsked;
  await page.getByLabel('E-mailadres').fill(uniqueEmail('drukmodule-eerst'));
  await page.getByLabel('E-mailadres').press('Enter');
  await expect.poll(checks).toBe(1);

  const entryArrived = page.waitForEvent('requestfinished', (request) => /\/assets\/index-[\w-]+\.js$/.test(request.url()));
  await releaseEntry();
  await entryArrived;
  // Time enough for the entry to be evaluated and to start; it waits for the press module instead.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __journeySiteStarted?: boolean }).__journeySiteStarted)).toBeUndefined();

  await releaseCheck();
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  const layer = await page.evaluate(() => window.dataLayer ?? []);
  expect(layer.filter((entry) => entry.event === 'error')).toEqual([]);
  expect(layer.filter((entry) => entry.event === 'screen').map((entry) => entry.step)).toEqual(['email', 'password']);
  expect(checks()).toBe(1);
});

test('the code of the step’s calls, and the provider’s script they call through, load with the page’s scripts, in the engine’s chunk, before the press module asks for them: a press’s calls wait for their services alone', async ({
  page,
}) => {
  const checks = countEmailChecks(page);
  const requested = new Set<string>();
  page.on('request', (request) => void requested.add(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js')));
  // The press module's file and the site's entry are held: neither asks for any operation's code,
  // and the press goes to the press module (the site, started first, would make it itself).
  const release = await holdScripts(page, /\/assets\/(press|index)-[\w-]+\.js$/);
  await page.goto('/aanmelden', { waitUntil: 'commit' });
  await page.getByLabel('E-mailadres').fill(uniqueEmail('code-vooraf'));
  await page.getByLabel('E-mailadres').press('Enter');
  // The address check's code with the identity provider's SDK it calls through, and the experiments'
  // with the GraphQL client their call loads (the password step's load): safe operations, in the
  // engine's chunk, so that no file of their own waits for a connection behind the others.
  const calls = ['/assets/journey.js', '/idp/sdk.js'];
  await expect.poll(() => calls.filter((file) => !requested.has(file)), { timeout: 3000 }).toEqual([]);
  expect([...requested].filter((path) => /identity-check-email|visitor-experiments|graphql/.test(path))).toEqual([]);
  expect(checks()).toBe(0);
  // The SDK is asked for before the site's files but the press module (which the press itself
  // imports): a call through it waits for it and then makes a round trip of its own.
  const scripts = [...requested].filter((path) => path.endsWith('.js') && path !== '/assets/press.js');
  expect(scripts[0]).toBe('/idp/sdk.js');

  await release();
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(checks()).toBe(1);
});

test('the experiments the next step reads are asked ahead, before any press, while the page shows, and once: the press waits for the address check alone', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (request.url().endsWith('/account/graphql') && operation === 'VisitorExperiments') asked.push(operation);
  });
  await page.goto('/aanmelden');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect.poll(() => asked.length).toBe(1);
  await page.getByLabel('E-mailadres').fill(uniqueEmail('vooraf'));
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL(stepPaths.password);
  expect(asked).toHaveLength(1);
});

test('a press made as the step is parsed, before the page’s scripts are fetched: the site’s own code is fetched once the press module has shown the next page', async ({
  page,
}) => {
  const checks = countEmailChecks(page);
  const entry = /\/assets\/index-[\w-]+\.js$/;
  let entryRequested = false;
  page.on('request', (request) => void (entryRequested ||= entry.test(request.url())));
  // A fast visitor's: sent by Enter the moment the field is there, before its button is parsed and
  // before the head script has fetched the page's scripts. An observer of the parse is not that
  // visitor: the browser may tell it of the whole page only as the page's scripts are being fetched.
  await pressWhileParsed(page, '/aanmelden', 'field-email', uniqueEmail('snel'));
  // The press module is at work while the address check waits.
  const releaseCheck = await holdScripts(page, /accounts\.isAvailableLoginID/);
  await page.goto('/aanmelden', { waitUntil: 'commit' });
  await expect.poll(checks).toBe(1);
  // Time enough for the site's entry to be asked for, were it not held back.
  await page.waitForTimeout(300);
  expect(entryRequested).toBe(false);

  await releaseCheck();
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(entryRequested).toBe(true);
  const layer = await page.evaluate(() => window.dataLayer ?? []);
  expect(layer.filter((item) => item.event === 'error')).toEqual([]);
  expect(layer.filter((item) => item.event === 'screen').map((item) => item.step)).toEqual(['email', 'password']);
  expect(checks()).toBe(1);
});

test('a press made once the site’s script has started, before its page is live, is the site’s alone: sent once, the page the site’s own', async ({ page }) => {
  const checks = countEmailChecks(page);
  // The flow's chunk is held: the site's script has started and waits for it, and so would a press module.
  const release = await holdScripts(page, /\/assets\/registration-[\w-]+\.js$/);
  await page.goto('/aanmelden', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __journeySiteStarted?: boolean }).__journeySiteStarted === true)).toBe(true);
  await page.getByLabel('E-mailadres').fill(uniqueEmail('na-de-start'));
  await page.getByLabel('E-mailadres').press('Enter');
  await release();
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  const layer = await page.evaluate(() => window.dataLayer ?? []);
  expect(layer.filter((entry) => entry.event === 'error')).toEqual([]);
  expect(checks()).toBe(1);
});

test('a press module that does not load is given up: the site starts without it and sends the press once', async ({ page }) => {
  const checks = countEmailChecks(page);
  // The press module's file never arrives; the site's own scripts do.
  await page.route(/\/assets\/press-[\w-]+\.js$/, () => undefined);
  await page.goto('/aanmelden', { waitUntil: 'commit' });
  await page.getByLabel('E-mailadres').fill(uniqueEmail('zonder-drukmodule'));
  await page.getByLabel('E-mailadres').press('Enter');
  await expect(page).toHaveURL(stepPaths.password, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(checks()).toBe(1);
});

test('a contact message written, its choices made and sent by a double click before the script runs is sent once, with those choices', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v3/contact')) sent += 1;
  });
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Naam').fill('Lotte Visser');
  await page.getByLabel('E-mailadres').fill(uniqueEmail('vroeg-contact'));
  // Radios the page's script controls: the hydration would set them back, but the visitor's choice stays.
  await page.getByLabel('Betalen en facturen').check();
  await page.getByLabel('Een vraag').check();
  await page.getByLabel('Smart-tv').check();
  await page.getByLabel('Je bericht').fill('Ik zie mijn laatste factuur niet in mijn overzicht.');
  await page.getByRole('button', { name: 'Bericht versturen' }).dblclick();
  await expect(page.getByRole('button', { name: 'Bericht versturen' })).toHaveAttribute('aria-busy', 'true');

  await release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bericht');
  expect(sent).toBe(1);
});

test('an invalid address sent before the script runs is refused beside its field once the script runs, and nothing is sent', async ({ page }) => {
  const checks = countEmailChecks(page);
  await sendByEnterBeforeScript(page, 'geen-adres');
  await expect(page.getByText('Dat lijkt geen e-mailadres.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('geen-adres');
  await expect(page.getByRole('button', { name: 'Ga verder' })).not.toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/aanmelden\/email$/);
  expect(checks()).toBe(0);
});

test('a taken address sent before the script runs is refused with its message once checked, the address kept in its field and the focus on it, and checked once', async ({
  page,
}) => {
  const checks = countEmailChecks(page);
  await sendByEnterBeforeScript(page, 'basis@example.nl');
  await expect(page.getByText('Er is al een Videoland-account met dit e-mailadres.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('basis@example.nl');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  expect(page.url()).toMatch(/\/aanmelden\/email(\?|$)/);
  expect(checks()).toBe(1);
  // The page is the site's own now: a second address goes on.
  await page.getByLabel('E-mailadres').fill(uniqueEmail('vroeg'));
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL(stepPaths.password);
  expect(checks()).toBe(2);
});

test('a press before the script runs whose check does not answer at once: the page becomes the site’s own meanwhile, its button busy, and goes on when the check answers', async ({
  page,
}) => {
  const checks: Route[] = [];
  await page.route('**/accounts.isAvailableLoginID', (route) => checks.push(route));
  await sendByEnterBeforeScript(page, uniqueEmail('vroeg'));
  await expect.poll(() => checks.length).toBe(1);
  // Past the time a kept press waits for its calls, the page is rendered as it stands.
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-live')), { timeout: 10_000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Ga verder' })).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/aanmelden\/email$/);
  await checks[0]?.continue();
  await expect(page).toHaveURL(stepPaths.password);
  expect(checks).toHaveLength(1);
});

test('a login sent before the script runs whose provider is not ready when the page becomes the site’s own: the address stays in its field while it waits, and after the refusal', async ({
  page,
}) => {
  const sdk: Route[] = [];
  await page.route('**/idp/sdk.js', (route) => sdk.push(route));
  const release = await holdScripts(page);
  await page.goto('/inloggen', { waitUntil: 'commit' });
  // An address of its own: no other login's refusals count against it.
  const email = uniqueEmail('vroeg-inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('fout');
  await page.getByLabel('Wachtwoord', { exact: true }).press('Enter');
  await release();
  // Past the time a kept press waits for its calls, the page is rendered as it stands: with what was sent.
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-live')), { timeout: 10_000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await page.unroute('**/idp/sdk.js');
  await Promise.all(sdk.map((route) => route.continue()));
  await expect(page).toHaveURL('/inloggen?fout=WRONG_EMAIL');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
});

test('what a visitor types before the script runs is kept, with the focus, for a press after it runs', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/aanmelden/email', { waitUntil: 'commit' });
  const email = uniqueEmail('vroeg');
  const input = page.getByLabel('E-mailadres');
  await input.fill(email);
  await release();
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(true);
  await expect(input).toHaveValue(email);
  await expect(input).toBeFocused();
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL(stepPaths.password);
});

test('the page’s stylesheet is in the page, allowed by the policy: its first paint asks for nothing but the page and its font', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { refused: string[] }).refused = [];
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { refused: string[] }).refused.push(event.violatedDirective));
  });
  const answer = await page.goto('/aanmelden/email');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(answer?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
  // Styled: the step's button has the brand's colour, not the browser's grey.
  await expect(page.getByRole('button', { name: 'Ga verder' })).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
  expect(stylesheets).toEqual([]);
});

/** The page's script files, each with the time its fetch started (resource timing). */
function scriptsFetched(page: Page): Promise<{ name: string; startTime: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  );
}

test('nothing but the page itself loads before its step can be sent: the site’s scripts are fetched once the submit button is parsed, and run once the page is', async ({
  page,
}) => {
  // Before the page's own scripts: when the step's button entered the document, when the page was
  // parsed, and when the site's module script was put into it.
  await page.addInitScript(() => {
    const seen = window as unknown as { buttonAt?: number; parsedAt?: number; scriptAt?: number };
    new MutationObserver(() => {
      if (document.querySelector('main form button[type=submit]')) seen.buttonAt ??= performance.now();
      if (document.querySelector('script[type=module][src]')) seen.scriptAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
    // Observers may be told of the whole page only after its first DOMContentLoaded listener (this one, made before the head script's).
    document.addEventListener('DOMContentLoaded', () => {
      seen.parsedAt = performance.now();
      if (document.querySelector('main form button[type=submit]')) seen.buttonAt ??= seen.parsedAt;
    });
  });
  const html = (await (await page.goto('/aanmelden/email'))?.text()) ?? '';
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  const { buttonAt, parsedAt, scriptAt } = await page.evaluate(() => {
    const { buttonAt, parsedAt, scriptAt } = window as unknown as { buttonAt: number; parsedAt: number; scriptAt: number };
    return { buttonAt, parsedAt, scriptAt };
  });
  const scripts = await scriptsFetched(page);
  // The page names its scripts in a template, which the browser neither fetches nor runs by itself.
  const template = /<template id="journey-site-scripts">(.*?)<\/template>/.exec(html)?.[1] ?? '';
  const moduleScripts = [...template.matchAll(/<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/g)].map((match) => match[1]);
  expect(moduleScripts.length).toBeGreaterThan(0);
  for (const moduleScript of moduleScripts) expect(scripts.map((script) => script.name)).toContain(moduleScript);
  for (const script of scripts) expect(script.startTime, `${script.name} was fetched before the step's button was there`).toBeGreaterThanOrEqual(buttonAt);
  expect(scriptAt, 'the site ran before the page was parsed').toBeGreaterThanOrEqual(parsedAt);
});

test('a form before the step’s own (the header’s help dialog, which only closes itself) starts no fetch: the parser paused between them, nothing of the site has been asked for', async ({
  page,
}) => {
  // A parser-blocking script of the test's, right before the step's main, pauses the parse there as a slow link would.
  let pause: Route | undefined;
  await page.route('**/parse-paused.js', (route) => void (pause = route));
  await page.route(
    (url) => url.pathname === '/aanmelden/email',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const main = html.indexOf('<main id="main"');
      expect(html.slice(0, main), 'a dialog form precedes the step').toContain('<form method="dialog">');
      await route.fulfill({ response, body: `${html.slice(0, main)}<script src="/parse-paused.js"></script>${html.slice(main)}` });
    },
  );
  await page.goto('/aanmelden/email', { waitUntil: 'commit' });
  await expect.poll(() => pause !== undefined).toBe(true);
  const asked = await page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    preloads: document.querySelectorAll('link[rel=modulepreload]').length,
  }));
  expect(asked).toEqual({ scripts: [], preloads: 0 });
  await pause?.fulfill({ contentType: 'text/javascript', body: '' });
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
});

/** [the page, whether the site's entry waits for its first frame]: a step that can be pressed, and one held behind its loading state (a query). */
const entryFetched: [string, boolean][] = [
  ['/aanmelden', true],
  ['/aanmelden?referral=vriend', false],
];

for (const [path, afterFirstFrame] of entryFetched) {
  test(`${path}: the site’s code is fetched ${afterFirstFrame ? 'once the first frame is drawn (the page’s first paint has the network to itself), the files a press needs before the site’s own' : 'at once, as the page is held for it'}`, async ({
    page,
  }) => {
    // The first frame after the page is parsed: this listener and its frame come before the head script's (a page held for its site).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => ((window as unknown as { frameAt: number }).frameAt = performance.now())));
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    const frameAt = await page.evaluate(() => (window as unknown as { frameAt: number }).frameAt);
    const fetched = await scriptsFetched(page);
    const started = (file: RegExp) => fetched.find((script) => file.test(script.name))?.startTime ?? Number.NaN;
    if (afterFirstFrame) {
      const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN);
      for (const script of fetched) expect(script.startTime, `${script.name} was fetched before the page's first paint`).toBeGreaterThanOrEqual(firstPaint);
      for (const file of [/^\/assets\/journey-[\w-]+\.js$/, /^\/assets\/press-[\w-]+\.js$/, /^\/assets\/registration-[\w-]+\.js$/])
        expect(started(file)).toBeLessThan(started(/^\/assets\/index-[\w-]+\.js$/));
    } else expect(started(/^\/assets\/index-[\w-]+\.js$/)).toBeLessThan(frameAt);
  });
}

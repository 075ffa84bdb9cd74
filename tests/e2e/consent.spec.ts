/**
 * Consent (issue 15 point 1; spec 001 sections 6 and 9.6): a first visit is asked in an accessible
 * dialog, nothing of another party loads before the answer, and each script loads only with its
 * category: the tag manager with analytics (C0002), the feedback tool with feedback (C0007), the
 * ad script with advertising (C0004) and the consent string. The sandbox serves the scripts as
 * stand-ins that announce themselves on window.dataLayer.
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { expectAccessible } from './support.ts';

// A visitor who never answered: no consent cookies.
test.use({ storageState: { cookies: [], origins: [] } });

/** A first visit's question, in the page's HTML. */
const banner = (page: Page) => page.getByRole('dialog', { name: 'Mogen we cookies gebruiken?' });
/** The site's dialog: its "Zelf kiezen", and the footer's "Cookie-instellingen". */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies op Videoland' });

/** The scripts of other parties the page asked for, by path. */
function watchVendors(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/vendor/')) requested.push(pathname);
  });
  return requested;
}

const loaded = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'vendor-loaded').map(({ vendor, consentString }) => ({ vendor, consentString })));

/**
 * A cookie as the page reads it. The browser's own store (context.cookies()) takes a cookie the
 * page wrote a moment later: on a busy machine, after the test has asked.
 */
const pageCookie = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith(`${wanted}=`))
        ?.slice(wanted.length + 1),
    name,
  );

async function consentCookie(page: Page): Promise<string | undefined> {
  const value = await pageCookie(page, 'OptanonConsent');
  return value ? (new URLSearchParams(decodeURIComponent(value)).get('groups') ?? undefined) : undefined;
}

const isModal = (question: Locator) => question.evaluate((element) => element.matches(':modal'));

test('a first visit asks in an accessible banner that holds nothing of the page; nothing of another party loads before or after "Alleen noodzakelijke", and the answer is remembered', async ({
  page,
}) => {
  const vendors = watchVendors(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  // Not modal, and the focus stays where it was: the page is used as if the banner were not there.
  expect(await isModal(banner(page))).toBe(false);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(false);
  await expect(banner(page).getByRole('link', { name: 'Lees meer in ons cookiebeleid' })).toHaveAttribute('href', 'https://www.videoland.com/cookies');
  await expectAccessible(page);

  await banner(page).getByRole('button', { name: 'Alleen noodzakelijke' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(page)).toBe('C0001:1,C0002:0,C0004:0,C0005:0,C0007:0');
  expect(await pageCookie(page, 'OptanonAlertBoxClosed')).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(vendors).toEqual([]);
});

test('accepting everything loads the tag manager, the feedback tool and the ad script with the consent string, on every page after', async ({ page }) => {
  const vendors = watchVendors(page);
  await page.goto('/aanmelden/email');
  // The tracker records before any answer, on the data layer only: no tag manager reads it yet.
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'screen' && entry.screen === 'signup-email'))).toBe(true);
  expect(vendors).toEqual([]);
  await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect.poll(async () => (await loaded(page)).map((entry) => entry.vendor).sort()).toEqual(['ads', 'feedback', 'tagManager']);
  const ads = (await loaded(page)).find((entry) => entry.vendor === 'ads');
  expect(ads?.consentString).toBe(Buffer.from('C0001:1,C0002:1,C0004:1,C0005:1,C0007:1').toString('base64url'));
  expect(await consentCookie(page)).toBe('C0001:1,C0002:1,C0004:1,C0005:1,C0007:1');

  await page.goto('/contact');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await loaded(page)).map((entry) => entry.vendor).sort()).toEqual(['ads', 'feedback', 'tagManager']);
});

test('a choice per category by keyboard loads only that category; the footer reopens the dialog with it, and a withdrawn category is gone after the page loads again', async ({
  page,
}) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: 'Zelf kiezen' }).click();
  const necessary = dialog(page).getByLabel('Noodzakelijk (altijd aan)');
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expectAccessible(page);
  await dialog(page).getByLabel('Analyse').focus();
  await page.keyboard.press('Space');
  await expect(dialog(page).getByLabel('Analyse')).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Keuze opslaan' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(async () => (await loaded(page)).map((entry) => entry.vendor)).toEqual(['tagManager']);
  expect(await consentCookie(page)).toBe('C0001:1,C0002:1,C0004:0,C0005:0,C0007:0');

  // Escape closes the reopened dialog, a modal one, and changes nothing.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
  await expect(dialog(page).getByLabel('Analyse')).toBeChecked();
  expect(await isModal(dialog(page))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await consentCookie(page)).toBe('C0001:1,C0002:1,C0004:0,C0005:0,C0007:0');

  // Analytics withdrawn, feedback granted: the page loads again, without the tag manager.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
  await dialog(page).getByLabel('Analyse').uncheck();
  await dialog(page).getByLabel('Feedback').check();
  await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Keuze opslaan' }).click()]);
  await expect.poll(async () => (await loaded(page)).map((entry) => entry.vendor)).toEqual(['feedback']);
  expect(await consentCookie(page)).toBe('C0001:1,C0002:0,C0004:0,C0005:0,C0007:1');
});

test('a consent cookie written badly is no answer: the dialog asks again and the page works', async ({ page, context }) => {
  await context.addCookies([
    { name: 'OptanonConsent', value: '%E0%A4%A', domain: 'localhost', path: '/' },
    { name: 'OptanonAlertBoxClosed', value: '2026-01-01', domain: 'localhost', path: '/' },
  ]);
  await page.goto('/contact');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Alleen noodzakelijke' }).click();
  await expect(page.getByLabel('Naam')).toBeVisible();
});

/** Holds the site's scripts until the returned function lets them load. */
async function holdSiteScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', '');

test('the banner is the page’s own: it paints before the site’s script has run, takes "Alles accepteren" at once, and the site loads the granted scripts and tracks the answer once it runs', async ({
  page,
}) => {
  const vendors = watchVendors(page);
  const release = await holdSiteScripts(page);
  await page.goto('/aanmelden/email', { waitUntil: 'commit' });
  await expect(banner(page)).toBeVisible();
  // Choosing per category is the site's dialog: it waits for it.
  await expect(banner(page).getByRole('button', { name: 'Zelf kiezen' })).toBeDisabled();
  await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(page)).toBe('C0001:1,C0002:1,C0004:1,C0005:1,C0007:1');
  expect(vendors).toEqual([]);
  await release();
  await live(page);
  await expect.poll(async () => (await loaded(page)).map((entry) => entry.vendor).sort()).toEqual(['ads', 'feedback', 'tagManager']);
  const tracked = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'consent').map((entry) => entry.granted));
  expect(tracked).toEqual([['C0001', 'C0002', 'C0004', 'C0005', 'C0007']]);
});

test('"Zelf kiezen" on the banner opens the site’s dialog in its place; Escape closes it and the banner asks again', async ({ page }) => {
  await page.goto('/contact');
  await live(page);
  await banner(page).getByRole('button', { name: 'Zelf kiezen' }).click();
  expect(await isModal(dialog(page))).toBe(true);
  await expect(banner(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await isModal(banner(page))).toBe(false);
  expect(await consentCookie(page)).toBeUndefined();
});

test('a visitor who answered before gets no banner: the page’s copy of it is gone once parsed, before the site’s script runs', async ({ page, context }) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: 'Alleen noodzakelijke' }).click();
  // The next page's request carries the answer once the browser's store holds it.
  await expect.poll(async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith('Optanon'))).toHaveLength(2);
  const release = await holdSiteScripts(page);
  await page.goto('/inloggen', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#consent-banner')).toHaveCount(0);
  await release();
  await live(page);
  await expect(page.locator('dialog.consent-dialog')).toHaveCount(0);
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('Optanon'))).toHaveLength(2);
});

/**
 * The look of the site (issue 42): twenty key pages compared with their reference screenshots, each
 * at a phone's width (375 px) and a desktop's (1280 px), in the dark theme and the light one, with the
 * brand's font loaded and the clocks fixed. The references are in visual.spec.ts-snapshots/: a change of
 * look is a reviewed change of those images (npx playwright test visual --update-snapshots).
 *
 * Every page is seen on a fixed day of the sandbox's clock for this visitor: the first from 1 December
 * 2026 on which no promotion shows on the plan choice (the partner's landing page on a day its offer runs); an account's
 * page is seen by an account made for the test on that day (its subscription starting then), so its
 * dates are the same in every run, years ahead too, and a campaign added for another day changes none.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { offers } from '../../sandbox/offers.ts';
import { promotions } from '../../sandbox/promotions.ts';
import { isRunning } from '../../sandbox/window.ts';
import { logInByServices, PASSWORD } from './support-login.ts';
import { expect, test } from './support-visitor.ts';

/**
 * The first day from 1 December 2026 on which no promotion shows on the plan choice: its cards show
 * their regular prices there, so a campaign added for some other day leaves these references as they are.
 */
function dayWithoutPromotion(from: string): string {
  const onPlanChoice = promotions.filter((promotion) => promotion.plans.some((plan) => plan.onPlanChoice));
  const day = new Date(from);
  for (let days = 0; days < 5 * 366; days += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    if (!onPlanChoice.some((promotion) => isRunning(promotion, day))) return day.toISOString();
  }
  throw new Error(`a promotion shows on the plan choice on every day of five years from ${from}`);
}

const DAY = dayWithoutPromotion('2026-12-01T11:00:00Z');
/** The browser's own drawing (a textarea's resize grip) is left out of every screenshot. */
const stylePath = fileURLToPath(new URL('visual-screenshot.css', import.meta.url));
const albertHeijn = offers.find((offer) => offer.id === 'albert-heijn');
/** The partner's landing page on a day its offer runs: DAY, or else the first day of its window. */
const LANDING_DAY = albertHeijn && !isRunning(albertHeijn, new Date(DAY)) && albertHeijn.valid?.from ? `${albertHeijn.valid.from}T12:00:00+01:00` : DAY;

interface KeyPage {
  name: string;
  path: string;
  /** The sandbox's day for the page, if not DAY. */
  day?: string;
  /** The account the page is seen by, made on the test's day: with a subscription to this plan, or none; absent: logged out. */
  account?: { plan?: string };
}

const subscriber = { plan: 'plus' };

const pages: KeyPage[] = [
  { name: 'home', path: '/' },
  { name: 'registration-email', path: '/aanmelden' },
  { name: 'login', path: '/inloggen' },
  { name: 'login-rtlxl', path: '/inloggen/rtlxl' },
  { name: 'password-forgotten', path: '/wachtwoord-vergeten' },
  { name: 'contact', path: '/contact' },
  { name: 'company', path: '/bedrijfsgegevens' },
  { name: 'plan-choice', path: '/abonnementen' },
  { name: 'email-verified-tiers', path: '/aanmelden/email-geverifieerd', account: {} },
  { name: 'partner-landing', path: '/albert-heijn', day: LANDING_DAY },
  { name: 'voucher', path: '/activeer/voucher' },
  { name: 'error', path: '/fout' },
  { name: 'not-found', path: '/bestaat-niet' },
  { name: 'geo-check', path: '/meldingen/geo-check' },
  { name: 'debt-notification', path: '/meldingen/openstaande-factuur' },
  { name: 'home-subscriber', path: '/', account: subscriber },
  { name: 'plan-choice-subscriber', path: '/abonnementen', account: subscriber },
  { name: 'my-subscription', path: '/mijn-abonnement', account: subscriber },
  { name: 'invoices', path: '/mijn-abonnement/facturen', account: subscriber },
  { name: 'payment', path: '/activeer/abonnement/plus', account: {} },
];

/**
 * Waits until what the page shows is complete: its heading, the site live and its render after
 * hydration (what only the script shows: the footer's year, its cookie settings enabled), the
 * brand's font, every image. A prerendered page shows its heading before its script has run.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(page.locator('footer button:disabled')).toHaveCount(0);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
}

for (const key of pages) {
  const who = key.account ? (key.account.plan ? `, to a ${key.account.plan} subscriber` : ', to an account without a subscription') : '';
  test(`${key.name} (${key.path}${who}) looks as its references, on a phone and a desktop, dark and light`, async ({ page, clock }) => {
    // The browser's own clock too: the footer's year is the visitor's.
    await page.clock.setFixedTime(new Date(DAY));
    await clock.set(key.day ?? DAY);
    if (key.account) {
      // The same name and address in every run: the sandbox starts empty of them (no retries).
      const email = `beeld-${key.name}@example.nl`;
      const subscription = key.account.plan ? { subscription: { plan: key.account.plan } } : {};
      const made = await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Petra', lastName: 'Bos', ...subscription } });
      expect(made.ok(), await made.text()).toBe(true);
      await logInByServices(page, email);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(key.path);
    await settled(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        await settled(page);
        await expect(page).toHaveScreenshot(`${key.name}-${width}-${colorScheme}.png`, { fullPage: true, stylePath });
      }
    }
  });
}

test('the component states of docs/design.md look as their references: an alert, fields refused and in focus, a button under the pointer', async ({ page, clock }) => {
  await page.clock.setFixedTime(new Date(DAY));
  await clock.set(DAY);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/inloggen?fout=UNKNOWN_LOGIN_ERROR');
  await settled(page);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveAccessibleDescription(/Vul je wachtwoord in/);
  await page.getByLabel('E-mailadres').focus();
  await page.getByRole('link', { name: 'Inloggen met Google' }).hover();
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('main')).toHaveScreenshot(`component-states-1280-${colorScheme}.png`, { stylePath });
  }
});

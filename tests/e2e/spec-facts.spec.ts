/**
 * What the specification states and the pages now say (issue 44, item 13), each seen by a visitor
 * who is not logged in (the e-mail-verified page by the account it confirmed): catch-up TV 7 days back in the tiers' comparison and about 4 minutes of ads an hour on the tier cards
 * (spec 000 section 9), the support hours beside each channel (spec 000 section 9; which channel has
 * which hours is config/site.json's choice), complaints within 24 hours on the contact page and the
 * date the general terms last changed where the registration asks to accept them (spec 001 section 9.2).
 */
import { expect, test, type Page } from '@playwright/test';
import { logInByServices } from './support-login.ts';
import { expectAccessible, walkTo } from './support.ts';

const CATCH_UP = "Programma's tot 7 dagen terugkijken";
const ADS = 'Met reclame: ongeveer 4 minuten per uur';

const card = (page: Page, tier: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tier, exact: true }) });

// The plan choice and the tier picker of the e-mail-verified page compare the same three tiers:
// Basis with ads, Plus and Premium without (spec 001 section 9.1).
for (const path of ['/abonnementen', '/aanmelden/email-geverifieerd']) {
  test(`${path}: every tier catches up 7 days back, and only the tier with ads says how much`, async ({ page }) => {
    // The e-mail-verified page is seen by the account its link confirmed: logged in, without a subscription.
    if (path === '/aanmelden/email-geverifieerd') await logInByServices(page, 'geverifieerd@example.nl');
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Kies / })).toHaveCount(3);
    // The comparison under the cards: a column per tier, a row per feature.
    const comparison = page.getByRole('table', { name: 'Vergelijk de abonnementen' });
    await expect(comparison.getByRole('columnheader')).toHaveText(['Basis', 'Plus', 'Premium']);
    const row = (name: string) =>
      comparison
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell');
    await expect(row(CATCH_UP).getByRole('img', { name: 'ja' })).toHaveCount(3);
    await expect(row('Reclame')).toHaveText(['Ongeveer 4 minuten per uur', 'Geen', 'Geen']);
    await expect(card(page, 'Basis').getByText(ADS, { exact: true })).toBeVisible();
    for (const tier of ['Plus', 'Premium']) {
      await expect(card(page, tier).getByText('Zonder reclame', { exact: true })).toBeVisible();
      await expect(card(page, tier).getByText(ADS)).toHaveCount(0);
    }
    await expectAccessible(page);
  });
}

test('/contact: the help sidebar gives each channel its hours, and the page says a complaint is made within 24 hours', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await expect(page.getByText('Een klacht over de dienst of een betaling meld je binnen 24 uur nadat het is gebeurd.', { exact: true })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Hulp nodig?' });
  const channel = (name: RegExp) => sidebar.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(channel(/^Bel ons: /).getByText('Elke dag van 10:00 tot 22:00 uur', { exact: true })).toBeVisible();
  await expect(channel(/^WhatsApp ons: /).getByText('Elke dag van 12:00 tot 18:00 uur', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test.describe('below the width of the help sidebar', () => {
  test.use({ viewport: { width: 900, height: 740 } });

  test("the Hulp button's modal gives each channel its hours too", async ({ page }) => {
    await page.goto('/contact');
    const help = page.getByRole('button', { name: 'Hulp' });
    await expect(help).toBeEnabled();
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Hulp nodig?' });
    await expect(dialog).toBeVisible();
    const channel = (name: RegExp) => dialog.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(channel(/^Bel ons: /).getByText('Elke dag van 10:00 tot 22:00 uur', { exact: true })).toBeVisible();
    await expect(channel(/^WhatsApp ons: /).getByText('Elke dag van 12:00 tot 18:00 uur', { exact: true })).toBeVisible();
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expectAccessible(page);
  });
});

test('the registration asks to accept the general terms and says when they last changed', async ({ page }) => {
  await walkTo(page, 'privacy');
  await expect(page.getByText('Onze voorwaarden zijn laatst gewijzigd op 6 februari 2024.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lees de voorwaarden' })).toHaveAttribute('href', 'https://www.videoland.com/voorwaarden');
  await expectAccessible(page);
});

/**
 * A code chunk that does not load (spec 001 sections 4.6 and 9.5; issue 15 point 4): the page says
 * so in Dutch with a way to try again, inside its layout, and reports ChunkLoadError; trying again
 * once the network is back shows the page. Never a blank page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support.ts';

const errors = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.code));

test('a page whose code does not load says so with a retry, keeps the footer, and shows the page once the code loads', async ({ page }) => {
  await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/bedrijfsgegevens');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina laadt niet');
  await expect(page.getByRole('main')).toContainText('wat je al had ingevuld, blijft bewaard');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect.poll(() => errors(page)).toContain('ChunkLoadError');
  await expectAccessible(page);

  await page.unroute(/\/assets\/contact-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByLabel('Naam')).toBeVisible();
});

test('opened directly, a page whose code does not load is not blank either', async ({ page }) => {
  await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina laadt niet');
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
});

// The site's own script (its entry, or a module the entry imports) does not load: nothing of the
// site runs, so the page's head script says so in place of a loading state that would never end.
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
for (const [what, path, heading] of [
  ['a prerendered page', '/aanmelden/email', 'Maak je account aan'],
  ['a prerendered page held back by its query', '/contact?onderwerp=facturen', 'Contact'],
  ['a page that starts from its loading state', '/abonnementen', 'Kies je abonnement'],
] as const) {
  test(`${what} whose site script does not load says so with a way to try again, which then shows the page (${path})`, async ({ page }) => {
    await page.route(ENTRY, (route) => route.abort('internetdisconnected'));
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('De pagina kon niet worden geladen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina laadt niet');
    await expectAccessible(page);

    await page.unroute(ENTRY);
    await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

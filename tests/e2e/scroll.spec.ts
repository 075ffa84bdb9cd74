/**
 * Scroll positions (spec 001 section 9.5): a new page starts at the top, and Back returns to where
 * the visitor left the page before, also when that page's code is still loading.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 420 } });

test('a new page starts at the top; Back returns to where the page was left', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByLabel('Naam')).toBeVisible();
  // Down to the footer's link, where the visitor leaves the page.
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Bedrijfsgegevens' });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);

  await link.click();
  await expect(page).toHaveURL('/bedrijfsgegevens');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a reload returns to where the page was, once its code and the visitor\'s session have loaded', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByLabel('Naam')).toBeVisible();
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Bedrijfsgegevens' });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);
  // The page's code arrives late: the position is tried again until the page is tall enough.
  await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByLabel('Naam')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

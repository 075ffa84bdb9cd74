/**
 * Scroll positions (spec 001 section 9.5): a new page starts at the top, and Back returns to where
 * the visitor left the page before, also when that page's code is still loading.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ viewport: { width: 360, height: 420 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Until the site's script has taken the prerendered page over. */
const live = (page: Page) => expect(page.locator('html[data-live]')).toBeAttached();

/** On the contact form, down to the footer's link, where the visitor leaves the page: that link and how far down it is. */
async function downToFooter(page: Page, waitUntil: 'load' | 'commit' = 'load'): Promise<{ link: Locator; left: number }> {
  await page.goto('/contact', { waitUntil });
  await expect(page.getByLabel('Naam')).toBeVisible();
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Bedrijfsgegevens' });
  await link.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(200);
  return { link, left };
}

test('a new page starts at the top; Back returns to where the page was left', async ({ page }) => {
  const { link, left } = await downToFooter(page);
  await live(page);
  await link.click();
  await expect(page).toHaveURL('/bedrijfsgegevens');
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect.poll(() => scrollY(page)).toBe(left);
});

test("a reload returns to where the page was, once its code and the visitor's session have loaded", async ({ page }) => {
  const { left } = await downToFooter(page);
  await live(page);
  // The page's code arrives late: the position is tried again until the page is tall enough.
  await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByLabel('Naam')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);
});

/** Holds the site's entry until released: the visitor scrolls a prerendered page nothing listens on yet, however fast the machine. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a position scrolled to on the prerendered page, before its script ran, is where a reload returns', async ({ page }) => {
  const release = await holdEntry(page);
  // Not waiting for the load event, which waits for the entry.
  const { left } = await downToFooter(page, 'commit');
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await live(page);
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByLabel('Naam')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('a position scrolled to on the prerendered page, before its script ran, is where Back returns after a link', async ({ page }) => {
  const release = await holdEntry(page);
  const { link, left } = await downToFooter(page, 'commit');
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await live(page);
  await link.click();
  await expect(page).toHaveURL('/bedrijfsgegevens');
  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect.poll(() => scrollY(page)).toBe(left);
});

/**
 * The look on a phone and a desktop (issue 64, items 12 and 13): the help sits in the header, never
 * over the page; the home page opens as a streaming service's does, its art the window's width
 * behind the heading and actions; the comparison's ticks are discs that read at a glance; a long
 * list of choices is a grid of tiles, two side by side.
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible, expectHelpCoversNothing } from './support.ts';

const box = async (locator: Locator) => (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

test('on a phone the help is a button in the header, in the flow of the page, and covers nothing at any scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/contact', '/aanmelden', '/abonnementen', '/abonnementen/actievoorwaarden/basis-black-friday']) {
    await page.goto(path);
    const help = page.getByRole('banner').getByRole('button', { name: 'Hulp' });
    await expect(help, path).toBeVisible();
    // The site's own page, not its prerendered still, which the site renders anew (the help waits for the site).
    await expect(help, path).toBeEnabled();
    expect(await help.evaluate((element) => getComputedStyle(element).position), path).toBe('static');
    await expectHelpCoversNothing(page);
  }
});

test('at 1280 px the home page opens with its art across the window, the heading and actions over it on the left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const art = page.locator('main img.hero-art');
  const heading = page.getByRole('heading', { level: 1, name: 'Welkom bij Videoland' });
  const [artBox, headingBox, actionBox] = [await box(art), await box(heading), await box(page.getByRole('link', { name: 'Account aanmaken' }))];
  expect(artBox.width).toBeGreaterThanOrEqual(1260);
  expect(artBox.height).toBeGreaterThanOrEqual(500);
  for (const inside of [headingBox, actionBox]) {
    expect(inside.y).toBeGreaterThan(artBox.y);
    expect(inside.y + inside.height).toBeLessThan(artBox.y + artBox.height);
    expect(inside.x + inside.width).toBeLessThanOrEqual(artBox.x + artBox.width / 2);
  }
  // No help column beside it: the help is the header's.
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hulp' })).toBeVisible();
  await expectAccessible(page);
});

test("the comparison's ticks are discs a finger's width, in both themes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/abonnementen');
  const ticks = page.getByRole('table', { name: 'Vergelijk de abonnementen' }).getByRole('img', { name: 'ja' });
  await expect(ticks.first()).toBeVisible();
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    const { size, disc, glyph } = await ticks.first().evaluate((tick) => {
      const style = getComputedStyle(tick);
      return { size: tick.getBoundingClientRect().width, disc: style.backgroundColor, glyph: style.color };
    });
    expect(size, colorScheme).toBeGreaterThanOrEqual(24);
    expect(disc, colorScheme).not.toBe('rgba(0, 0, 0, 0)');
    expect(disc, colorScheme).not.toBe(glyph);
  }
});

test('a long list of choices is a grid of tiles, two side by side, each tile choosing where it is tapped', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact');
  const devices = page.getByRole('group', { name: 'Op welk apparaat kijk je?' }).getByRole('radio');
  await expect(devices).toHaveCount(8);
  const columns = new Set<number>();
  for (const radio of await devices.all()) columns.add(Math.round((await box(radio)).x));
  expect(columns.size).toBe(2);
  // A tap on the tile's far side, beyond its words, chooses it (once the page's script runs).
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const tile = page.locator('.radio').filter({ has: page.getByLabel('Chromecast') });
  await tile.scrollIntoViewIfNeeded();
  const tileBox = await box(tile);
  await page.mouse.click(tileBox.x + tileBox.width - 4, tileBox.y + tileBox.height / 2);
  await expect(page.getByLabel('Chromecast')).toBeChecked();
  await expectAccessible(page);
});

/**
 * A reader on the built site: the prerendered first page, taken over by the script; three books on
 * the list, kept across a reload, and a fourth refused with the reason; a rating, refused without
 * stars by the browser and thanked with them, asked what could be better where it is low; an
 * address no flow knows.
 */
import { expect, test } from '@playwright/test';

test('a reader fills the list, is refused a fourth book, rates the last one read and is thanked', async ({ page }) => {
  const response = await page.request.get('/lijst/boek');
  // The page itself is in the HTML, before any script, whose one inline script the policy allows by its hash.
  expect(await response.text()).toMatch(/data-prerendered="reading-list\/book"[\s\S]*Welk boek wil je lezen\?/);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);

  for (const title of ['Max Havelaar', 'Het Achterhuis', 'De Avonden']) {
    await page.goto('/lijst/boek');
    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Titel').press('Enter');
    await expect(page).toHaveURL('/lijst/toegevoegd');
    await expect(page.getByText('Het boek staat op je leeslijst.')).toBeVisible();
    await expect(page).toHaveTitle('Het boek staat op je leeslijst. | Leeslijst van de bibliotheek');
  }
  await page.goto('/lijst/boek');
  await page.getByLabel('Titel').fill('Karakter');
  await page.getByRole('button', { name: 'Zet op de lijst' }).click();
  await expect(page).toHaveURL('/lijst/boek?error=full');
  await expect(page.getByRole('alert')).toHaveText('Je leeslijst is vol.');

  await page.getByRole('link', { name: 'Oordeel geven' }).click();
  await expect(page).toHaveURL('/oordeel/geven');
  await page.getByRole('button', { name: 'Geef mijn oordeel' }).click();
  await expect(page.locator('input[name="stars"]:invalid')).toHaveCount(5);
  await expect(page).toHaveURL('/oordeel/geven');
  await page.getByLabel('4 sterren').check();
  await page.getByRole('button', { name: 'Geef mijn oordeel' }).click();
  await expect(page.getByText('Dank je wel voor je oordeel.')).toBeVisible();
  await expect(page).toHaveURL('/oordeel/bedankt');
  // Two stars: the reader is asked what could be better (a page four stars skip), then thanked.
  await page.goto('/oordeel/geven');
  await page.getByLabel('2 sterren').check();
  await page.getByRole('button', { name: 'Geef mijn oordeel' }).click();
  await expect(page).toHaveURL('/oordeel/beter');
  await page.getByLabel('Wat je miste (mag leeg blijven)').fill('Het einde kwam te snel.');
  await page.getByRole('button', { name: 'Verstuur' }).click();
  await expect(page).toHaveURL('/oordeel/bedankt');

  const notFound = await page.goto('/bestaat-niet');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByText('Deze pagina bestaat niet.')).toBeVisible();
});

test('a title sent before the page’s script has run is added once the script runs, once, with nothing in the address', async ({ page }) => {
  // The site's scripts wait until the title is typed and sent: the page is as the HTML made it.
  let release: () => void = () => undefined;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/lijst/boek', { waitUntil: 'commit' });
  await page.getByLabel('Titel').fill('Nooit meer slapen');
  await page.getByLabel('Titel').press('Enter');
  expect(page.url()).toMatch(/\/lijst\/boek$/);
  release();
  await expect(page).toHaveURL('/lijst/toegevoegd');
  await expect(page.getByText('Het boek staat op je leeslijst.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('reading-list:books'))).toBe(JSON.stringify(['Nooit meer slapen']));
});

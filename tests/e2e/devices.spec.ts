/**
 * Linking a TV at /koppelen: the code the TV shows links it to the logged-in account; a wrong,
 * unknown or used code says why beside the field or above the form, and the code typed stays.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support-login.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

test("an anonymous visitor logs in first; the TV's code links it, and a wrong or unknown code says why", async ({ page }) => {
  const tv = (await (await page.request.post('/sandbox/devices', { data: { deviceName: 'Tv in de woonkamer' } })).json()) as { code: string };
  const email = uniqueEmail('tv');
  expect((await page.request.post('/sandbox/users', { data: { email, password: 'Welkom123', firstName: 'Tim', lastName: 'Tv', subscription: { plan: 'plus' } } })).ok()).toBe(true);

  await page.goto('/koppelen');
  await expect(page).toHaveURL('/inloggen?redirect=%2Fkoppelen');
  await logIn(page, email, { query: '?redirect=%2Fkoppelen' });
  await expect(page).toHaveURL('/koppelen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koppel je tv');
  await expectAccessible(page);

  const code = page.getByLabel('Code op je tv');
  await page.getByRole('button', { name: 'Tv koppelen' }).click();
  await expect(page.getByText('Vul de code in die je tv laat zien.')).toBeVisible();
  await code.fill('K7Q');
  await page.getByRole('button', { name: 'Tv koppelen' }).click();
  await expect(page.getByText('Een code heeft 8 letters en cijfers')).toBeVisible();
  await expectAccessible(page);

  await code.fill('AAAA-BBBB');
  await page.getByRole('button', { name: 'Tv koppelen' }).click();
  await expect(page).toHaveURL('/koppelen?fout=onbekend');
  await expect(page.getByRole('alert')).toContainText('Deze code kennen we niet.');
  await expect(code).toHaveValue('AAAA-BBBB');

  await code.fill(tv.code.toLowerCase());
  await page.getByRole('button', { name: 'Tv koppelen' }).click();
  await expect(page).toHaveURL('/koppelen/gekoppeld?tv=Tv+in+de+woonkamer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je tv is gekoppeld');
  await expect(page.getByRole('main')).toContainText('Tv in de woonkamer is gekoppeld aan je account.');
  await expectAccessible(page);
});

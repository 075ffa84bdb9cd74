/**
 * An account still on the previous platform is not active here (spec 001 section 2.7): after its
 * login every page leads to the new-platform notice, except those a visitor always needs: logging
 * out, contact, the company's details (flows/site-guards.json, flows/conditions.json).
 */
import { expect, test } from '@playwright/test';
import { answerForStreamingApp, expectLoggedIn, logIn, PASSWORD } from './support-login.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

const NOTICE = '/meldingen/nieuw-platform';

test('an account of the previous platform sees the new-platform notice on every page but logout, contact and the company details', async ({ page }) => {
  const email = uniqueEmail('oud-platform');
  const created = await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Olga', lastName: 'Bakker', onPreviousPlatform: true } });
  expect(created.ok()).toBe(true);
  await answerForStreamingApp(page);
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });

  await expect(page).toHaveURL(NOTICE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videoland heeft een nieuw platform');
  await expect(page.getByRole('link', { name: 'Naar het nieuwe platform' })).toHaveAttribute('href', /^https:\/\//);
  await expectAccessible(page);

  const reached: [string, string][] = [];
  for (const path of ['/', '/abonnementen', '/mijn-abonnement', '/aanmelden', '/activeer/voucher', '/contact', '/bedrijfsgegevens']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    reached.push([path, new URL(page.url()).pathname]);
  }
  expect(reached).toEqual([
    ['/', NOTICE],
    ['/abonnementen', NOTICE],
    ['/mijn-abonnement', NOTICE],
    ['/aanmelden', NOTICE],
    ['/activeer/voucher', NOTICE],
    ['/contact', '/contact'],
    ['/bedrijfsgegevens', '/bedrijfsgegevens'],
  ]);
  // Back goes to the page before, which leads to the notice again rather than showing what it may not.
  await page.goBack();
  await expect(page).toHaveURL('/contact');

  await page.goto('/uitloggen');
  await expect
    .poll(() =>
      expectLoggedIn(page, false).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await page.goto('/abonnementen');
  await expect(page).toHaveURL('/abonnementen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
});

test('a cancelled subscriber is active here: the plan choice shows, with no new-platform notice', async ({ page }) => {
  const email = uniqueEmail('opgezegd');
  const created = await page.request.post('/sandbox/users', {
    data: { email, password: PASSWORD, firstName: 'Cas', lastName: 'Opgezegd', subscription: { plan: 'plus', status: 'cancelled' } },
  });
  expect(created.ok()).toBe(true);
  await logIn(page, email, { query: '?redirect=%2Fcontact' });
  await expect(page).toHaveURL('/contact');
  await page.goto('/abonnementen');
  await expect(page).not.toHaveURL(NOTICE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

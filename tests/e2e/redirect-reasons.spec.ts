/**
 * The redirect reasons the previous platform sends visitors with (spec 001 section 4.4), on any
 * page of the site (flows/site-guards.json), including the repair of an active subscription that
 * platform left without its tier.
 */
import { expect, test } from '@playwright/test';
import { answerForStreamingApp, expectLoggedIn, logIn, PASSWORD } from './support-login.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

test('an unknown redirect reason is reported and ends on the generic error page', async ({ page }) => {
  await page.goto('/abonnementen?redirect_reason=abonnement_verwijderd');
  await expect(page).toHaveURL('/fout?code=UNKNOWN_REDIRECT_REASON');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, er is een fout opgetreden');
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.code))).toEqual(['UNKNOWN_REDIRECT_REASON']);
  await expectAccessible(page);
});

test('registration_requested leads to the registration, and on the registration it stays there', async ({ page }) => {
  await page.goto('/inloggen?redirect_reason=registration_requested');
  await expect(page).toHaveURL('/aanmelden/email');
  await page.goto('/aanmelden/email?redirect_reason=registration_requested');
  await expect(page).toHaveURL('/aanmelden/email?redirect_reason=registration_requested');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maak je account aan');
});

for (const reason of ['subscription_management_requested', 'no_subscription', 'logout_requested']) {
  test(`${reason} is allowed: the page the visitor came to shows`, async ({ page }) => {
    await page.goto(`/abonnementen?redirect_reason=${reason}`);
    await expect(page).toHaveURL(`/abonnementen?redirect_reason=${reason}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
  });
}

test('no_subscription for an active subscription without its tier repairs it and ends the session; then it is allowed', async ({ page, request }) => {
  const email = uniqueEmail('bedrock');
  const created = await request.post('/sandbox/users', {
    data: { email, password: PASSWORD, firstName: 'Bert', lastName: 'Rock', subscription: { plan: 'plus', tierUnknown: true } },
  });
  expect(created.ok()).toBe(true);
  await answerForStreamingApp(page);
  await logIn(page, email);
  await expect(page).toHaveURL('https://v2.videoland.com/');

  const repairs: string[] = [];
  page.on('request', (sent) => {
    if (sent.postData()?.includes('fixBedrockSubscription')) repairs.push(sent.url());
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/abonnementen?redirect_reason=no_subscription');
  await expect(page.getByRole('status')).toHaveText('Laden…');
  // The repair, once, 3 timeout units of settling, then the session ends on the login page: no error page on the way.
  await expect(page).toHaveURL('/inloggen', { timeout: 10_000 });
  await expectLoggedIn(page, false);
  expect(repairs).toHaveLength(1);
  expect(visited).not.toContain('/fout');

  // Logged in again, the tier is known: the reason is allowed and the page shows.
  await logIn(page, email);
  await expect(page).toHaveURL('https://v2.videoland.com/');
  await page.goto('/abonnementen?redirect_reason=no_subscription');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
  await expect(page).toHaveURL('/abonnementen?redirect_reason=no_subscription');
});

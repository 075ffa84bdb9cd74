/**
 * A link with ?autologin=true (spec 000 sections 7 and 9): a visitor whom the identity provider
 * knows (its session holds, the site's does not, as for one coming from the streaming app) is
 * logged in on the spot and stays on the page; anyone else logs in on the login page and comes back.
 */
import { expect, test } from '@playwright/test';
import { expectLoggedIn, logIn } from './support-login.ts';

test("the identity provider's session logs the visitor in on the page the link names, without the parameter", async ({ page }) => {
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');
  // The site's session is gone; the provider's stays.
  await page.context().clearCookies({ name: 'vlId' });
  await page.goto('/mijn-abonnement?tab=facturen&autologin=true');
  await expect(page).toHaveURL('/mijn-abonnement?tab=facturen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn abonnement');
  await expectLoggedIn(page, true);
});

test("without the provider's session, the link leads to the login page and back", async ({ page }) => {
  await page.goto('/mijn-abonnement?autologin=true');
  await expect(page).toHaveURL('/inloggen?redirect=%2Fmijn-abonnement%3Fautologin%3Dtrue');
  await expectLoggedIn(page, false);
});

/**
 * The identity provider's script announces itself through the page's ready callback; a script that
 * loaded but never calls back is called back by hand after 5 timeout units (spec 001 sections 4.6
 * and 9.5), and what that callback finds wrong is logged.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { logIn } from './support-login.ts';

const UNIT_MS = 1000;

/** The sandbox's SDK, as a provider's script that never calls the ready callback would be served; or nothing at all. */
async function serveSdk(page: Page, change: (body: string) => string): Promise<void> {
  await page.route('**/idp/sdk.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
}

test('a script that never calls back is called back after 5 timeout units, and the login goes on', async ({ page }) => {
  await serveSdk(page, (body) => body.replace('window.onIdentityProviderReady()', 'void 0'));
  const started = Date.now();
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement', { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(5 * UNIT_MS);
});

test('a script that defines no SDK fails at the manual callback, which is logged, and the login page says logging in does not work now', async ({ page }) => {
  await serveSdk(page, () => '/* not the SDK */');
  await logIn(page, 'plus@example.nl');
  await expect(page).toHaveURL('/inloggen?fout=UNKNOWN_LOGIN_ERROR', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('Inloggen lukt nu even niet.');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('plus@example.nl');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => String(entry.detail))))
    .toContain('identity provider ready callback: the script defined no SDK');
});

for (const [how, fail] of [
  ['does not load', (route: Route) => route.abort('failed')],
  ['answers an error', (route: Route) => route.fulfill({ status: 503, body: '' })],
  ['defines no SDK, found at the manual callback after 5 timeout units', (route: Route) => route.fulfill({ contentType: 'text/javascript', body: '/* not the SDK */' })],
] as const) {
  test(`a logged-in visitor whose identity provider script ${how} is logged and sent to the login page (spec 001 section 4.6)`, async ({ page }) => {
    await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
    await expect(page).toHaveURL('/mijn-abonnement');
    await page.route('**/idp/sdk.js', fail);
    await page.goto('/mijn-abonnement');
    await expect(page).toHaveURL('/inloggen', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => String(entry.message))))
      .toContain('identity provider script failed to load');
  });
}

/**
 * dist/ served by a real nginx with the build's nginx/site.conf (tests/support/nginx-site.ts), the
 * services passed on to the sandbox: the host rules the build writes from the flows hold in a web
 * server that knows nothing of them (issue 28). A smoke set: the rest of the browser tests run
 * against the sandbox, which serves dist/ by the same routes.json.
 */
import { expect, test } from '@playwright/test';
import { cspViolations, stepPaths, uniqueEmail, watchCsp } from './support.ts';

test('registration starts on its prerendered page, which the script takes over, and goes on through the services', async ({ page }) => {
  await watchCsp(page);
  const response = await page.goto('/aanmelden');
  expect(await response?.text()).toContain('data-prerendered="registration/email"');
  await expect(page).toHaveURL(stepPaths.email);
  await page.getByLabel('E-mailadres').fill(uniqueEmail('nginx'));
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een wachtwoord');
  expect(await cspViolations(page)).toEqual([]);
});

test('a path no flow knows is the prerendered not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/deze/pagina/bestaat/niet');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Deze pagina bestaat niet');
  await expect(page.getByRole('link', { name: 'Naar de homepage' })).toBeVisible();
});

test('a route that moved answers 301 to its new place', async ({ request }) => {
  const response = await request.get('/login', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/inloggen$/);
});

test('a route with a parameter is its flow’s page, rendered for the parameter', async ({ page }) => {
  const response = await page.goto('/meldingen/al-geactiveerd-via/ah');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Albert Heijn/);
});

test('every answer carries the build’s Content-Security-Policy; hashed assets are cached for good', async ({ page, request }) => {
  const response = await page.goto('/inloggen');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  const script = /src="(\/assets\/[^"]+\.js)"/.exec((await response?.text()) ?? '')?.[1] ?? '';
  const asset = await request.get(script);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toBe(policy);
  expect((await request.get('/deze/pagina/bestaat/niet')).headers()['content-security-policy']).toBe(policy);
});

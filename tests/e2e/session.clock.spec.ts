/**
 * A session lives in real time: a tester who moves the sandbox clock back, to see a 2023 promotion as
 * a visitor saw it, can still log in and stays logged in (issue 12).
 */
import { expect, test } from '@playwright/test';
import { expectLoggedIn, logIn } from './support-login.ts';

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/clock');
});

test('with the clock in 2023, an e-mail login works and the visitor stays logged in', async ({ page, request }) => {
  expect((await request.post('/sandbox/clock', { data: { now: '2023-07-01T12:00:00Z' } })).ok()).toBe(true);
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');
  await expectLoggedIn(page, true);
  await page.reload();
  await expect(page).toHaveURL('/mijn-abonnement');
  await expect(page.getByText('Je kijkt met Videoland Plus voor € 10,99 per maand.')).toBeVisible();
});

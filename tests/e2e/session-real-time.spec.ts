/**
 * A session lives in real time: a tester who moves the sandbox clock back, to see a 2023 promotion as
 * a visitor saw it, can still log in and stays logged in (issue 12).
 */
import { expect, test } from './support-visitor.ts';
import { expectLoggedIn, logIn } from './support-login.ts';

test('with the clock in 2023, an e-mail login works and the visitor stays logged in', async ({ page, clock }) => {
  // This visitor's clock (support-visitor.ts), so the test runs beside the others.
  await clock.set('2023-07-01T12:00:00Z');
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');
  await expectLoggedIn(page, true);
  await page.reload();
  await expect(page).toHaveURL('/mijn-abonnement');
  await expect(page.getByText('Je kijkt met Videoland Plus voor € 10,99 per maand.')).toBeVisible();
});

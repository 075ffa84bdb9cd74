/**
 * The log names the specification gives (spec 001 sections 2.3, 4.2 and 4.6; issue 44, item 10):
 * each is the message of the event the error reporter receives on window.dataLayer, as a tag
 * manager reads it, not a detail beside a generic one. A table of what the visitor does and the
 * message and code reported.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Faults } from './support-visitor.ts';
import { logIn } from './support-login.ts';
import { newBuyer } from './support-payment.ts';
import { uniqueEmail } from './support.ts';

const reported = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map(({ message, code }) => ({ message, code: code ?? null })));

const cases: { what: string; message: string; code: string | null; act: (page: Page, faults: Faults) => Promise<void> }[] = [
  { what: 'a partner route without a plan slug', message: 'No plan slug provided', code: 'REDIRECT_NOT_FOUND', act: (page) => page.goto('/partner').then(() => undefined) },
  { what: 'an unknown plan slug', message: 'No plan found for this route', code: 'REDIRECT_NOT_FOUND', act: (page) => page.goto('/partner/goud').then(() => undefined) },
  { what: 'a partner plan without landing copy', message: 'softlanding is missing copy', code: null, act: (page) => page.goto('/partner/plus').then(() => undefined) },
  {
    what: 'a tier change the service does not make',
    message: 'Switch tier failed for user',
    code: null,
    act: async (page, faults) => {
      const email = uniqueEmail('wissel-log');
      expect((await page.request.post('/sandbox/users', { data: { email, password: 'Welkom123', subscription: { plan: 'plus', startedDaysAgo: 10 } } })).ok()).toBe(true);
      await logIn(page, email, { query: `?redirect=${encodeURIComponent('/mijn-abonnement/abonnement-wijzigen/reden?abonnement=premium')}` });
      await expect(page).toHaveURL('/mijn-abonnement/abonnement-wijzigen/reden?abonnement=premium');
      await faults.break('switchTier', 'http-500', { times: 1 });
      await page.getByLabel('Ik wil op meer apparaten tegelijk kijken').check();
      await page.getByRole('button', { name: 'Wijziging bevestigen' }).click();
      await expect(page).toHaveURL(/fout=wijzigen-mislukt/);
    },
  },
  {
    what: 'a plan activation whose payment cannot start',
    message: 'activation',
    code: null,
    act: async (page, faults) => {
      await logIn(page, await newBuyer(page, 'activatie-log'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
      await expect(page).toHaveURL('/activeer/abonnement/plus');
      await faults.break('startPurchase', 'http-500', { times: 1 });
      await page.getByLabel('iDEAL').check();
      await page.getByRole('button', { name: 'Naar betalen' }).click();
      await expect(page.getByRole('alert')).toContainText('Het betalen kon niet beginnen.');
    },
  },
];

for (const { what, message, code, act } of cases) {
  test(`${what} is reported as "${message}"`, async ({ page, faults }) => {
    await act(page, faults);
    await expect.poll(() => reported(page)).toContainEqual({ message, code });
  });
}

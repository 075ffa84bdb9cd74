/**
 * A purchase in progress resumes (spec 001 section 4.3): wherever a logged-in visitor lands, the
 * browser goes to the page the payment returns to. A purchase status that cannot be loaded leads
 * to the generic error page (spec 001 section 4.6). Fault switches are one for all: run one at a time.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn, PASSWORD } from './support-login.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

const RETURN_PAGE = '/meldingen/betaling-afronden';

/** Starts a purchase as the site's payment step will, and leaves it pending at the provider. */
async function leavePaymentPending(page: Page): Promise<void> {
  const status = await page.evaluate(async (returnUrl) => {
    const post = (path: string, body: unknown) => fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const started = await post('/payment/graphql', {
      query: 'mutation ($returnUrl: String!) { startPurchase(planCode: "videoland-basis", paymentMethod: IDEAL, idempotencyKey: "hervat", returnUrl: $returnUrl) { ... on PaymentStarted { paymentUrl } } }',
      variables: { returnUrl },
    });
    const { paymentUrl } = ((await started.json()) as { data: { startPurchase: { paymentUrl: string } } }).data.startPurchase;
    const pressed = await fetch(paymentUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=pending&bank=ING', redirect: 'manual' });
    return pressed.type;
  }, RETURN_PAGE);
  expect(status).toBe('opaqueredirect');
}

async function newLoggedInUser(page: Page, name: string): Promise<void> {
  const email = uniqueEmail(name);
  expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Hanna', lastName: 'Hervat' } })).ok()).toBe(true);
  await logIn(page, email);
  await expect(page).toHaveURL('/abonnementen');
}

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/faults');
});

test('a purchase left pending resumes on its return page, wherever the visitor lands', async ({ page }) => {
  await newLoggedInUser(page, 'hervat');
  await leavePaymentPending(page);
  for (const landing of ['/abonnementen', '/mijn-abonnement', '/']) {
    await page.goto(landing);
    await expect(page).toHaveURL(RETURN_PAGE);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We wachten nog op je betaling');
  await expectAccessible(page);
});

test('a purchase status that does not load is reported and leads to the generic error page', async ({ page, request }) => {
  await newLoggedInUser(page, 'status-storing');
  expect((await request.post('/sandbox/faults', { data: { operation: 'PurchaseAndRedemptionStatus', fault: 'http-500', times: 1 } })).ok()).toBe(true);
  await page.goto('/abonnementen');
  await expect(page).toHaveURL('/fout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, er is een fout opgetreden');
  const reported = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.message));
  expect(reported).toContain('the purchase status could not be loaded');
});

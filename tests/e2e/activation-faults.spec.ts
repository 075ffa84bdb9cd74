/**
 * What goes wrong around buying a plan: a purchase status that cannot be loaded (spec 001 section
 * 4.6), a visitor abroad on the activation and a partner's (section 4.7) and a plan that fails to
 * load (section 2.3); a payment that cannot start is payment-faults.spec.ts. Each fault, the geo
 * switch and the clock are this test's visitor's alone, so the tests run beside the others.
 */
import type { Page } from '@playwright/test';
import { offerOfPlan } from '../../sandbox/offers.ts';
import { momentInside } from '../support/dates-inside.ts';
import { logIn } from './support-login.ts';
import { newBuyer } from './support-payment.ts';
import { expect, test } from './support-visitor.ts';
import { expectAccessible } from './support.ts';

const reported = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.message));

// Albert Heijn's gift is activated on a day its offer runs, whatever the machine's date.
const albertHeijn = offerOfPlan('ah-12-maanden');

test('a purchase status that does not load is reported and leads to the generic error page', async ({ page, faults }) => {
  await logIn(page, await newBuyer(page, 'status-storing'));
  await expect(page).toHaveURL('/abonnementen');
  await faults.break('PurchaseAndRedemptionStatus', 'http-500', { times: 1 });
  await page.goto('/abonnementen');
  await expect(page).toHaveURL('/fout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, er is een fout opgetreden');
  await expect.poll(() => reported(page)).toContain('the purchase status could not be loaded');
});

test('a visitor abroad is stopped before the activation, on the geo notification', async ({ page, switches }) => {
  await logIn(page, await newBuyer(page, 'buitenland'));
  await expect(page).toHaveURL('/abonnementen');
  await switches.goAbroad();
  await page.goto('/activeer/abonnement/plus-2-weken');
  await expect(page).toHaveURL('/meldingen/geo-check');
  await expectAccessible(page);
});

test("a visitor abroad is stopped before a partner's activation too (spec 001 section 4.7)", async ({ page, switches, clock }) => {
  await clock.set(momentInside(albertHeijn?.valid) as string);
  const answer = await page.request.post('/sandbox/entitlements', { data: { plan: 'ah-12-maanden' } });
  expect(answer.status()).toBe(201);
  const { entitlementId } = (await answer.json()) as { entitlementId: string };
  await logIn(page, await newBuyer(page, 'buitenland-partner'), { query: `?redirect=${encodeURIComponent(`/partner/ah-12-maanden/activeer?entitlementId=${entitlementId}`)}` });
  await expect(page).toHaveURL(`/partner/ah-12-maanden/activeer?entitlementId=${entitlementId}`);
  await switches.goAbroad();
  await page.reload();
  await expect(page).toHaveURL('/meldingen/geo-check');
  await expectAccessible(page);
});

test('a plan that fails to load is not found, with the reason of spec 001 section 2.3', async ({ page, faults }) => {
  await logIn(page, await newBuyer(page, 'plan-storing'));
  await expect(page).toHaveURL('/abonnementen');
  await faults.break('plan', 'http-500', { times: 1 });
  await page.goto('/activeer/abonnement/plus-2-weken');
  await expect(page).toHaveURL('/pagina-niet-gevonden');
  await expect.poll(() => reported(page)).toContain('An error occurred while loading the plan');
});

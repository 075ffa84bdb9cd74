/**
 * The payment service failing around a payment (issue 26 item 5). A payment that cannot start:
 * whatever fails when a logged-in buyer presses "Naar betalen", the buyer stays on the method choice
 * of the plan with the payment's own message (announced), the method kept, nothing charged, and the
 * next press goes on to the provider. A payment whose status cannot be asked after the provider:
 * not known yet is not failed; the status page says so and checks again until it knows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support-visitor.ts';
import { logIn } from './support-login.ts';
import { answerAtProvider, newBuyer, startPayment } from './support-payment.ts';
import { expectAccessible } from './support.ts';

/** The errors reported, as "MESSAGE (OPERATION)": the activation's failures are reported as "activation" (spec 001 section 4.6), with the operation beside it. */
const reported = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => `${String(entry.message)} (${String(entry.operation)})`));

const STARTS = [
  { fault: 'http-500', code: 'PAYMENT_START_FAILED', message: 'Het betalen kon niet beginnen. Er is niets afgeschreven.' },
  { fault: 'malformed-json', code: 'PAYMENT_START_FAILED', message: 'Het betalen kon niet beginnen. Er is niets afgeschreven.' },
  { fault: 'timeout', code: 'PAYMENT_START_TIMEOUT', message: 'Het starten van de betaling duurt te lang. Er is niets afgeschreven.' },
];

for (const row of STARTS) {
  test(`a purchase start answered ${row.fault} keeps the buyer on the plan's method choice with its message, and the next press pays`, async ({ page, faults }) => {
    await logIn(page, await newBuyer(page, `start-${row.fault}`), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
    await expect(page).toHaveURL('/activeer/abonnement/plus');
    await faults.break('startPurchase', row.fault, { times: 1 });
    await page.getByLabel('PayPal').check();
    await page.getByRole('button', { name: 'Naar betalen' }).click();
    // config/site.json: callTimeoutMs 8000; a mutation is never retried, so one wait at most.
    await expect(page).toHaveURL(`/activeer/abonnement/plus?fout=${row.code}`, { timeout: 12_000 });
    await expect(page.getByRole('alert')).toContainText(row.message);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activeer Videoland Plus');
    await expect(page.getByLabel('PayPal')).toBeChecked();
    await expect.poll(() => reported(page)).toContain('activation (payment.startPurchase)');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Naar betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/psp\/[0-9a-f-]+$/);
  });
}

test('a payment the provider took, whose status cannot be asked at first, is not declared failed: the status page checks again and welcomes the buyer', async ({
  page,
  faults,
}) => {
  await logIn(page, await newBuyer(page, 'status-503'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
  await expect(page).toHaveURL('/activeer/abonnement/plus');
  await startPayment(page, 'iDEAL');
  await faults.break('paymentStatus', 'http-503', { times: 1 });
  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL(/\/activeer\/abonnement\/plus\/status\/ideal\?transactionId=/);
  await expect(page.getByText('We kunnen je betaling op dit moment niet controleren.', { exact: false })).toBeVisible();
  await expect.poll(() => reported(page)).toContain('activation (payment.status)');
  await expectAccessible(page);
  // The page asks again after 5 seconds, by itself; the payment went through.
  await expect(page).toHaveURL('/geactiveerd/abonnement/plus', { timeout: 15_000 });
});

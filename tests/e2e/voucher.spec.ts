/**
 * Redeeming an action code (spec 000 sections 2 and 5, /activeer/voucher) and the resumption of a
 * redemption whose payment is pending (spec 001 section 4.3), in Chromium against the sandbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support-login.ts';
import { answerAtProvider, newBuyer, startPayment } from './support-payment.ts';
import { expectAccessible, expectNoRawCopyKeys } from './support.ts';

const PLAN = 'videoland-voucher-3-maanden-plus';

async function redeemCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Actiecode').fill(code);
  await page.getByRole('button', { name: 'Code inwisselen' }).click();
}

/** An action code of its own: redeeming one uses it up. */
async function newCode(page: Page, code: string): Promise<void> {
  expect((await page.request.post('/sandbox/vouchers', { data: { code } })).status()).toBe(201);
}

test('a code is checked letter by letter and by the service, each refusal shown beside the form with the code kept', async ({ page }) => {
  await page.goto('/activeer/voucher');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actiecode inwisselen');
  await expectAccessible(page);
  await redeemCode(page, 'ABC-123');
  await expect(page.getByText('Een actiecode bestaat alleen uit letters en cijfers.')).toBeVisible();
  await expect(page).toHaveURL('/activeer/voucher');
  // A code too long is told so, not that it has other characters than letters and digits (issue 64, item 11).
  await redeemCode(page, 'A'.repeat(200));
  await expect(page.getByText('Een actiecode is hoogstens 32 tekens lang. Controleer de code.')).toBeVisible();
  await expect(page.getByText('Een actiecode bestaat alleen uit letters en cijfers.')).toHaveCount(0);
  const refusals: [string, string][] = [
    ['GEBRUIKT2024', 'Deze actiecode is al gebruikt.'],
    ['VERLOPEN2023', 'Deze actiecode is verlopen.'],
    ['BESTAATNIET', 'Deze actiecode kennen we niet. Controleer de code en probeer het opnieuw.'],
  ];
  for (const [code, message] of refusals) {
    await redeemCode(page, code);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByLabel('Actiecode')).toHaveValue(code);
    await expectAccessible(page);
  }
});

test('a valid code leads through the login to its plan; a redemption left pending resumes from any page and ends welcomed', async ({ page }) => {
  const code = `CADEAU${Date.now()}`;
  await newCode(page, code);
  const email = await newBuyer(page, 'cadeau');
  await page.goto('/activeer/voucher');
  await redeemCode(page, code);
  const activation = `/activeer/abonnement/${PLAN}?actiecode=${code}`;
  await expect(page).toHaveURL(`/inloggen?redirect=${encodeURIComponent(activation)}`);
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(activation)}` });

  await expect(page).toHaveURL(activation);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activeer Videoland Plus');
  await expect(page.getByText('Je actiecode is geldig: 3 maanden gratis; daarna € 10,99 per maand.')).toBeVisible();
  await expectNoRawCopyKeys(page);
  await expectAccessible(page);

  // Cancelled at the provider: back to the method choice, the code still with it.
  await startPayment(page, 'iDEAL');
  await expect(page.getByText('€ 0,01')).toBeVisible();
  await answerAtProvider(page, 'Geannuleerd');
  await expect(page).toHaveURL(`/activeer/abonnement/${PLAN}/ideal/transactie-geannuleerd?actiecode=${code}`);
  await expect(page.getByRole('alert')).toHaveText('Je hebt de betaling geannuleerd. Er is niets afgeschreven. Probeer het opnieuw wanneer je wilt.');

  await startPayment(page, 'PayPal');
  await answerAtProvider(page, 'In behandeling');
  await expect(page).toHaveURL(new RegExp(`/activeer/abonnement/${PLAN}/status/paypal\\?transactionId=[0-9a-f-]+&status=IN_PROGRESS$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We wachten nog op je betaling');

  // Spec 001 section 4.3: from any page, to the activation of the code's plan with its transaction, which is pending, and its code.
  const transactionId = await page.evaluate(() => localStorage.getItem('vl-transaction-id'));
  for (const landing of ['/', '/abonnementen', '/activeer/voucher']) {
    await page.goto(landing);
    await expect(page).toHaveURL(`/activeer/abonnement/${PLAN}/status/paypal?actiecode=${code}&transactionId=${transactionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We wachten nog op je betaling');
  }

  expect((await page.request.post(`/sandbox/psp/${transactionId}`, { form: { outcome: 'success' }, maxRedirects: 0 })).status()).toBe(303);
  await page.getByRole('link', { name: 'Opnieuw kijken' }).click();
  await expect(page).toHaveURL(`/geactiveerd/abonnement/${PLAN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij Videoland Plus');
  // Free for the voucher's months, and the first payment after them: one story, the voucher's.
  const words = (date: Date) => date.toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const today = new Date(Date.parse((await (await page.request.get('/sandbox/clock')).json()).now));
  // Three calendar months on, on the same day or that month's last when it is shorter (30 November: 28 February).
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 1));
  const lastDay = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const firstPayment = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), Math.min(today.getUTCDate(), lastDay)));
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText(
    `Je kijkt 3 maanden gratis, tot en met ${words(new Date(firstPayment.getTime() - 86_400_000))}. Daarna betaal je € 10,99 per maand.`,
  );
  await expect(page.locator('main')).toContainText(`Je volgende betaling is € 10,99, op ${words(firstPayment)}.`);
  // Redeemed: the code is used up, and no page sends the visitor back.
  await page.goto('/activeer/voucher');
  await redeemCode(page, code);
  await expect(page.getByRole('alert')).toHaveText('Deze actiecode is al gebruikt.');
});

test("a voucher's plan opened without its code asks for the code", async ({ page }) => {
  const activation = `/activeer/abonnement/${PLAN}`;
  await logIn(page, await newBuyer(page, 'zonder-code'), { query: `?redirect=${encodeURIComponent(activation)}` });
  await expect(page).toHaveURL('/activeer/voucher');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actiecode inwisselen');
});

test('the code page tells a new visitor that logging in comes next, and a logged-in one only what is left to do', async ({ page }) => {
  await page.goto('/activeer/voucher');
  await expect(page.locator('main .intro')).toContainText('Daarna log je in of maak je een account aan');
  const email = await newBuyer(page, 'intro');
  await logIn(page, email);
  await expect(page).toHaveURL('/abonnementen');
  await page.goto('/activeer/voucher');
  await expect(page.locator('main .intro')).toHaveText(
    'Heb je een actiecode of een cadeaucode gekregen? Vul hem hieronder in. Daarna kies je hoe je na de actieperiode wilt betalen.',
  );
  await expectAccessible(page);
});

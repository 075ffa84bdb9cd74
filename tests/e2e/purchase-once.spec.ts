/**
 * Nothing is charged twice (issue 17): fast presses, a reload and a second tab of one visitor make
 * one transaction, and a second payment of an account that has just subscribed is not taken.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support-login.ts';
import { answerAtProvider, newBuyer, startPayment } from './support-payment.ts';
import { expectAccessible } from './support.ts';

const ACTIVATION = '/activeer/abonnement/basis';

/** Counts the startPurchase calls the page makes. */
function countStarts(page: Page): () => number {
  let starts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/payment/graphql') && (request.postData() ?? '').includes('startPurchase')) starts += 1;
  });
  return () => starts;
}

async function openActivation(page: Page, email: string): Promise<void> {
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(ACTIVATION)}` });
  await expect(page).toHaveURL(ACTIVATION);
}

test('twenty presses of "Naar betalen" before the page can answer make one call and one transaction', async ({ page }) => {
  await openActivation(page, await newBuyer(page, 'twintig'));
  const starts = countStarts(page);
  await page.getByLabel('iDEAL').check();
  // Twenty clicks in one task: all of them land before React can show the busy button.
  await page.getByRole('button', { name: 'Naar betalen' }).evaluate((button: HTMLButtonElement) => {
    for (let press = 0; press < 20; press += 1) button.click();
  });
  await expect(page).toHaveURL(/\/sandbox\/psp\/[0-9a-f-]+$/);
  expect(starts()).toBe(1);
});

test('back from the provider without paying, a second press and a second tab reach the same transaction', async ({ page, context }) => {
  await openActivation(page, await newBuyer(page, 'terug'));
  await startPayment(page, 'iDEAL');
  const provider = page.url();
  await page.goBack();
  await expect(page).toHaveURL(ACTIVATION);
  await startPayment(page, 'iDEAL');
  expect(page.url()).toBe(provider);

  const tab = await context.newPage();
  await tab.goto(ACTIVATION);
  await startPayment(tab, 'iDEAL');
  expect(tab.url()).toBe(provider);

  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL('/geactiveerd/abonnement/basis');
  // The other tab's press of the same page is answered with the payment already made.
  await answerAtProvider(tab, 'Geslaagd');
  await expect(tab).toHaveURL('/geactiveerd/abonnement/basis');
});

test('two tabs paying with two methods: the second payment is not taken, and the visitor is told so', async ({ page, context }) => {
  await openActivation(page, await newBuyer(page, 'tweetabs'));
  const tab = await context.newPage();
  await tab.goto(ACTIVATION);
  await startPayment(page, 'iDEAL');
  await startPayment(tab, 'PayPal');
  expect(tab.url()).not.toBe(page.url());

  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL('/geactiveerd/abonnement/basis');
  await answerAtProvider(tab, 'Geslaagd');
  await expect(tab).toHaveURL('/meldingen/actief-abonnement?betaling=niet-uitgevoerd');
  await expect(
    tab.getByText('Je betaling is niet uitgevoerd: je abonnement was net al afgesloten, bijvoorbeeld in een ander venster. Er is niets dubbel afgeschreven.'),
  ).toBeVisible();
  await expectAccessible(tab);
  // The plain notification, reached another way, does not say so.
  await tab.goto('/meldingen/actief-abonnement');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Je hebt al een abonnement');
  await expect(tab.getByText('Je betaling is niet uitgevoerd', { exact: false })).toHaveCount(0);
});

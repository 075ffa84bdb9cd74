/**
 * A pending payment is waited for 5 minutes (spec 000 section 9), on the payment service's clock:
 * meanwhile the visitor is taken back to it from any page but logging out and contact; after them
 * the status page stops checking and says what the visitor can do, and no page forces it any more.
 */
import { expectLoggedIn, logIn } from './support-login.ts';
import { answerAtProvider, newBuyer, startPayment } from './support-payment.ts';
import { expect, test } from './support-visitor.ts';
import { expectAccessible } from './support.ts';

const STATUS = '/activeer/abonnement/basis-2-weken/status/creditcard';

test('a pending payment never traps the visitor: logging out works, and after 5 minutes the page says what to do and lets go', async ({ page, clock }) => {
  const email = await newBuyer(page, 'hangt');
  await logIn(page, email, { query: '?redirect=%2Factiveer%2Fabonnement%2Fbasis-2-weken' });
  await startPayment(page, 'Creditcard (Mastercard, Visa)');
  await answerAtProvider(page, 'In behandeling');
  await expect(page).toHaveURL(new RegExp(`${STATUS}\\?transactionId=`));

  // Logging out is always allowed.
  await page.goto('/uitloggen');
  await expect(page).toHaveURL('/inloggen');
  await expectLoggedIn(page, false);
  await logIn(page, email);
  // Back on the return page, with the transaction the payment service knows.
  await expect(page).toHaveURL(new RegExp(`${STATUS}\\?transactionId=[0-9a-f-]+$`));
  await expect(page.getByText('deze pagina kijkt zelf opnieuw')).toBeVisible();

  // Six minutes later on this visitor's sandbox clock (the browser's clock is not moved): the page's next check finds it overdue.
  await clock.advance(0.1);
  await expect(page.getByText('Je betaling is na 5 minuten nog steeds niet bevestigd door je bank.')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText('deze pagina kijkt zelf opnieuw')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Andere betaalmethode kiezen' })).toHaveAttribute('href', '/activeer/abonnement/basis-2-weken');
  await expect(page.getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', '/contact');
  await expectAccessible(page);

  // No page forces the overdue payment any more.
  await page.goto('/abonnementen');
  await expect(page).toHaveURL('/abonnementen');
});

test('while a payment waits for the bank, no activation page offers a second purchase: each leads to the pending one', async ({ page }) => {
  const email = await newBuyer(page, 'tweedekoop');
  await logIn(page, email, { query: '?redirect=%2Factiveer%2Fabonnement%2Fbasis-2-weken' });
  await startPayment(page, 'Creditcard (Mastercard, Visa)');
  await answerAtProvider(page, 'In behandeling');
  await expect(page).toHaveURL(new RegExp(`${STATUS}\\?transactionId=`));
  const pending = new URL(page.url()).searchParams.get('transactionId');

  for (const other of ['/activeer/abonnement/plus', '/activeer/abonnement/basis-2-weken', '/activeer/abonnement/premium']) {
    await page.goto(other);
    await expect(page).toHaveURL(`${STATUS}?transactionId=${pending}`);
    await expect(page.getByText('deze pagina kijkt zelf opnieuw')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Naar betalen' })).toHaveCount(0);
  }
});

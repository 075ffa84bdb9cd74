/**
 * Invoices and debt (issue 14 point 5; spec 000 sections 2, 4 and 7): an invoice with its lines and a
 * real PDF, paying one at the provider's page, and a subscriber in debt who pays everything and is
 * let through afterwards. Each test makes its own user, so that the demo users keep their state.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support-login.ts';
import { answerAtProvider } from './support-payment.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

const PASSWORD = 'Welkom123';
const main = (page: Page) => page.locator('main');

async function billedUser(page: Page, name: string, user: Record<string, unknown>, openLatest = false): Promise<string> {
  const email = uniqueEmail(name);
  expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Fien', lastName: 'Factuur', ...user } })).ok()).toBe(true);
  expect((await page.request.post('/sandbox/invoices', { data: { email, openLatest } })).status()).toBe(201);
  return email;
}

test('a subscriber opens an invoice, downloads its PDF and pays it at the provider; it is paid afterwards', async ({ page }) => {
  const email = await billedUser(page, 'factuur', { subscription: { plan: 'basis', startedDaysAgo: 40 } }, true);
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement%3Ftab%3Dfacturen' });
  await expect(page).toHaveURL('/mijn-abonnement?tab=facturen');
  const cards = main(page).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('€ 5,99');
  await expect(cards.first()).toContainText('Deze factuur staat nog open.');
  await expect(cards.nth(1)).not.toContainText('staat nog open');
  await expectAccessible(page);

  await cards.first().getByRole('link', { name: 'Bekijk factuur' }).click();
  await expect(page).toHaveURL(/\/mijn-abonnement\/factuur\/[\w-]+$/);
  const number = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Factuur ${number}`);
  // The invoice is a record of rows: each label beside its value (amounts written with a no-break space).
  const rows = await main(page)
    .locator('dl.details > div')
    .evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent?.replace(/\s/g, ' ')]));
  expect(rows.map(([label]) => label)).toEqual(['Datum', 'Bestelnummer', 'Product', 'Periode', 'Aantal', 'Bedrag zonder btw', 'Btw', 'Totaal met btw']);
  expect(Object.fromEntries(rows)).toMatchObject({ Btw: '€ 1,04', 'Totaal met btw': '€ 5,99', Aantal: '1' });
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download als pdf' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await import('node:fs/promises')).readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Deze factuur betalen' }).click();
  await expect(page).toHaveURL(`/factuur-betalen?factuur=${number}`);
  await expect(main(page)).toContainText('Je betaalt € 5,99 voor je openstaande factuur.');
  await page.getByLabel('iDEAL').check();
  await page.getByRole('button', { name: 'Naar betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/psp\/invoices\//);
  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL(/\/factuur-betaald\?ppeid=/);
  await expect(main(page)).toContainText('Bedankt, je betaling is gelukt.');
  await expect(main(page)).toContainText('Je hebt geen openstaande facturen meer.');
  await expectAccessible(page);
  // Paid: paying it again is refused before any payment.
  await page.goto(`/factuur-betalen?factuur=${number}`);
  await expect(page).toHaveURL('/factuur-betaald?factuur=niet-open');
  await expect(main(page)).toContainText('Deze factuur is niet gevonden of al betaald.');
});

test('a subscriber in debt pays all open invoices, a failed payment first, and is let through afterwards', async ({ page }) => {
  const email = await billedUser(page, 'schuld', { isInDebt: 'BAD_DEBT_ON_THIS_ACCOUNT' });
  await logIn(page, email);
  await expect(page).toHaveURL('/meldingen/abonnement-beeindigd');
  await page.getByRole('link', { name: 'Openstaande facturen betalen' }).click();
  await expect(page).toHaveURL('/alle-facturen-betalen');
  await expect(main(page)).toContainText('Je hebt 3 openstaande facturen, samen € 32,97.');
  await expect(main(page).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Openstaande facturen betalen' }).click();
  await expect(page).toHaveURL('/factuur-betalen');
  await expect(main(page)).toContainText('Je betaalt € 32,97 voor je 3 openstaande facturen in één keer.');
  await page.getByLabel('PayPal').check();
  await page.getByRole('button', { name: 'Naar betalen' }).click();
  await answerAtProvider(page, 'Mislukt');
  await expect(page).toHaveURL(/\/factuur-betalen\?ppeid=[\w-]+&status=FAILED$/);
  await expect(page.getByText('Je betaling is mislukt: je factuur staat nog open.')).toBeVisible();

  await page.getByLabel('iDEAL').check();
  await page.getByRole('button', { name: 'Naar betalen' }).click();
  await answerAtProvider(page, 'Geslaagd');
  await expect(main(page)).toContainText('Je hebt geen openstaande facturen meer.');
  // The debt is gone: the redirect after login lets the subscriber through to the plan choice.
  // Every cookie but the consent ones, as a logout leaves them.
  await page.context().clearCookies({ name: /^(?!Optanon)/ });
  await logIn(page, email);
  await expect(page).toHaveURL('/abonnementen');
});

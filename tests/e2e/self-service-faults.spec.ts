/**
 * A failing service on the self-service pages keeps the visitor on the page with a Dutch message
 * and what was typed or chosen, and a retry after the fault works (issue 14 point 8; the contact
 * form of issue 15).
 */
import { expect, test } from './support-visitor.ts';
import { logIn } from './support-login.ts';
import { uniqueEmail } from './support.ts';

test('a contact service that fails keeps the message, says so, and a second try sends it', async ({ page, faults }) => {
  await faults.break('POST /account/api/v3/contact', 'http-500', { times: 1 });
  await page.goto('/contact');
  const email = uniqueEmail('storing');
  await page.getByLabel('Naam').fill('Lotte Visser');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Mijn account en inloggen').check();
  await page.getByLabel('Een probleem').check();
  await page.getByLabel('Webbrowser').check();
  await page.getByLabel('Je bericht').fill('Ik kan niet inloggen op mijn laptop.');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(page).toHaveURL('/contact?fout=mislukt');
  await expect(page.getByText('Het versturen is niet gelukt. Je bericht staat er nog', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Je bericht')).toHaveValue('Ik kan niet inloggen op mijn laptop.');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.getByLabel('Webbrowser')).toBeChecked();
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(page).toHaveURL(`/contact/verzonden?email=${encodeURIComponent(email)}`);
});

test('a cancellation that fails stays on the reason page with its message and the reason, and a second try cancels', async ({ page, faults }) => {
  const email = uniqueEmail('opzegstoring');
  expect((await page.request.post('/sandbox/users', { data: { email, password: 'Welkom123', subscription: { plan: 'plus' } } })).ok()).toBe(true);
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement%2Fabonnement-opzeggen%2Freden' });
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-opzeggen/reden');
  await faults.break('cancelSubscription', 'http-500', { times: 1 });
  await page.getByLabel('Ik stop tijdelijk').check();
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-opzeggen/reden?fout=opzeggen-mislukt');
  await expect(page.getByText('Het opzeggen is niet gelukt.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Ik stop tijdelijk')).toBeChecked();
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?opgezegd=ja');
});

test('the error page leads back to the page that failed, and a logged-in visitor to Mijn abonnement, not to registering', async ({ page, faults }) => {
  const email = uniqueEmail('terug');
  expect((await page.request.post('/sandbox/users', { data: { email, password: 'Welkom123', subscription: { plan: 'basis', startedDaysAgo: 40 } } })).ok()).toBe(true);
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');
  await faults.break('Invoices', 'http-500', { times: 1 });
  await page.goto('/mijn-abonnement?tab=facturen');
  await expect(page).toHaveURL('/fout?code=INVOICES_NOT_LOADED');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Naar Mijn abonnement' })).toHaveAttribute('href', '/mijn-abonnement');
  await expect(main.getByRole('link', { name: 'Aanmelden' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?tab=facturen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the error page offers a visitor who is not logged in the page again, registering and logging in; after a reload, no way back it does not know', async ({ page, faults }) => {
  await faults.break('FetchTiers', 'http-500', { times: 1 });
  await page.goto('/abonnementen');
  await expect(page).toHaveURL('/fout?code=TIERS_NOT_LOADED');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/abonnementen');
  await expect(main.getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Naar Mijn abonnement' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('link', { name: 'Kies Plus' })).toBeVisible();
  await faults.break('FetchTiers', 'http-500', { times: 1 });
  await page.reload();
  await expect(page).toHaveURL('/fout?code=TIERS_NOT_LOADED');
  await page.reload();
  await expect(main.getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Opnieuw proberen' })).toHaveCount(0);
});

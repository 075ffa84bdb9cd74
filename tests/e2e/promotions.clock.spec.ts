/**
 * Promotions start and end by themselves, by their files and the sandbox clock (issue 12; spec 001
 * section 9.3): the plan choice shows a running promotion's price beside the regular one, its slugs
 * lead to its plans, and after its end a link to it leads to its "deal is over" page.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support-login.ts';
import { newBuyer } from './support-payment.ts';
import { expectAccessible } from './support.ts';

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/clock');
});

const setClock = async (page: Page, now: string) => expect((await page.request.post('/sandbox/clock', { data: { now } })).ok()).toBe(true);
const card = (page: Page, tier: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tier }) });

test('on 26 November 2025 Black Friday prices show beside the regular ones, and its slugs lead to its plans', async ({ page }) => {
  await setClock(page, '2025-11-26T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(card(page, 'Basis')).toContainText('Black Friday: € 3,99 per maand in plaats van € 5,99, de eerste 6 maanden');
  await expect(card(page, 'Basis')).toContainText('Daarna € 5,99 per maand');
  await expect(card(page, 'Plus')).toContainText('Black Friday: € 8,99 per maand in plaats van € 10,99, de eerste 6 maanden');
  await expect(card(page, 'Premium')).toContainText('€ 12,99 per maand');
  await expect(card(page, 'Premium')).not.toContainText('Black Friday');
  await expectAccessible(page);

  await logIn(page, await newBuyer(page, 'blackfriday'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
  await expect(page).toHaveURL('/activeer/abonnement/plus-black-friday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activeer Videoland Plus');
  await expect(page.locator('main')).toContainText('€ 8,99');
});

test('on 2 December 2025 only regular prices show, and a Black Friday link leads to its deal-is-over page', async ({ page }) => {
  await setClock(page, '2025-12-02T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(card(page, 'Basis')).toContainText('€ 5,99 per maand');
  await expect(page.locator('main')).not.toContainText('Black Friday');
  await logIn(page, await newBuyer(page, 'telaat'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus-black-friday' });
  await expect(page).toHaveURL('/meldingen/black-friday-is-voorbij');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Black Friday-deal is voorbij');
  // The plain slug is no longer taken over.
  await page.goto('/activeer/abonnement/plus');
  await expect(page).toHaveURL('/activeer/abonnement/plus');
});

test('a Black Friday signup link signs up during Black Friday, and after it leads to its deal-is-over page', async ({ page }) => {
  await setClock(page, '2025-11-26T12:00:00Z');
  await page.goto('/aanmelden?black-friday=true');
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expect(page).toHaveURL(/^[^?]*\/aanmelden[^?]*\?black-friday=true$/);
  await setClock(page, '2025-12-02T12:00:00Z');
  // A new visit: the flags of the earlier one are not kept.
  await page.goto('/aanmelden?black-friday=true');
  await expect(page).toHaveURL('/meldingen/black-friday-is-voorbij');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Black Friday-deal is voorbij');
});

test('the winback page offers former subscribers the tiers with their prices, without a trial', async ({ page }) => {
  await page.goto('/abonnementen/welkom-terug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom terug');
  await expect(card(page, 'Plus')).toContainText('€ 10,99 per maand');
  await expect(card(page, 'Plus')).toContainText('Op 2 apparaten tegelijk');
  await expect(card(page, 'Basis')).toContainText('Op 1 apparaat tegelijk');
  await expect(page.getByRole('link', { name: 'Kies Premium' })).toHaveAttribute('href', '/activeer/abonnement/premium');
  await expectAccessible(page);
});

test('on 1 August 2024 the 2024 annual offer shows its prices, and on 26 August 2024 they are gone', async ({ page }) => {
  await setClock(page, '2024-08-01T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(card(page, 'Basis')).toContainText('Jaaraanbieding 2024: € 4,99 per maand in plaats van € 5,99, de eerste 12 maanden');
  await expect(card(page, 'Plus')).toContainText('Jaaraanbieding 2024: € 9,99 per maand in plaats van € 10,99, de eerste 12 maanden');
  await setClock(page, '2024-08-26T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(page.locator('main')).not.toContainText('Jaaraanbieding');
  await expect(card(page, 'Plus')).toContainText('€ 10,99 per maand');
});

test('the referral page takes the invitation code into the signup, where it travels on', async ({ page }) => {
  await page.goto('/abonnementen/referral?referral=VRIEND12');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent uitgenodigd voor Videoland');
  await expect(page.getByText('Je uitnodigingscode VRIEND12 gaat vanzelf mee met je aanmelding.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Maak een account' }).click();
  await expect(page).toHaveURL(/\/aanmelden[^?]*\?referral=VRIEND12$/);
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
});

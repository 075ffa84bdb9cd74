/**
 * The newsletter (issue 15 points 2 and 3; spec 000 section 7, spec 001 sections 7 and 9.6): behind
 * the flag privacy_step_newsletter the registration's privacy step offers it, and the visitor is
 * subscribed once the address is verified; a subscriber subscribes and unsubscribes at Mijn
 * abonnement. The flag is switched for this test's visitor alone.
 */
import type { Page } from '@playwright/test';
import { logIn } from './support-login.ts';
import { newestLink } from './support-mail.ts';
import { expect, test } from './support-visitor.ts';
import { answerStep, expectAccessible, uniqueEmail, walkTo } from './support.ts';

const newsletterBox = (page: Page) => page.getByLabel('Ja, stuur me de nieuwsbrief van Videoland');

test('the privacy step offers the newsletter only behind its flag; asked for, it is received once the address is verified', async ({ page, request, switches }) => {
  await walkTo(page, 'privacy');
  await expect(page.getByLabel('Ja, ik ga akkoord')).toBeVisible();
  await expect(newsletterBox(page)).toHaveCount(0);

  await switches.flags({ privacy_step_newsletter: true });
  const email = uniqueEmail('nieuwsbrief');
  // A new signup: the answers of the first are this tab's, kept for the visit.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/aanmelden');
  await answerStep(page, 'email', email);
  for (const step of ['password', 'name', 'gender', 'birthdate'] as const) await answerStep(page, step);
  await expect(page).toHaveURL('/aanmelden/privacy');
  await expect(newsletterBox(page)).not.toBeChecked();
  await expectAccessible(page);
  await newsletterBox(page).check();
  await answerStep(page, 'privacy');
  await expect(page).toHaveURL('/aanmelden/verifieer-email');

  await page.goto(await newestLink(request, email, 'verify-email'));
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
  // The link logged the visitor in.
  await page.goto('/mijn-abonnement/nieuwsbrief');
  await expect(page).toHaveURL('/mijn-abonnement/nieuwsbrief');
  await expect(page.getByLabel('Ik wil de nieuwsbrief van Videoland ontvangen')).toBeChecked();
});

test('a subscriber subscribes at Mijn abonnement and unsubscribes again', async ({ page }) => {
  const email = uniqueEmail('lezer');
  expect((await page.request.post('/sandbox/users', { data: { email, password: 'Welkom123', firstName: 'Lies', lastName: 'Lezer', subscription: { plan: 'plus' } } })).ok()).toBe(
    true,
  );
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
  await page.getByRole('link', { name: 'Nieuwsbrief' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/nieuwsbrief');
  const box = page.getByLabel('Ik wil de nieuwsbrief van Videoland ontvangen');
  await expect(box).not.toBeChecked();
  await expectAccessible(page);
  await box.check();
  // Spec 000 section 7: the site subscribes with POST /v3/subscriptions.
  const subscribing = page.waitForRequest((request) => request.url().endsWith('/newsletter/v3/subscriptions'));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  expect((await subscribing).method()).toBe('POST');
  await expect(page).toHaveURL('/mijn-abonnement?nieuwsbrief=aangemeld');
  await expect(page.locator('main')).toContainText('Je bent aangemeld voor de nieuwsbrief.');

  await page.getByRole('link', { name: 'Nieuwsbrief' }).click();
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?nieuwsbrief=afgemeld');
  await page.goto('/mijn-abonnement/nieuwsbrief');
  await expect(box).not.toBeChecked();
});

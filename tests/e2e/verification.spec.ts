/**
 * The verification e-mail of a registration, through the sandbox: its link works once, within 48
 * hours on the sandbox's clock, and each outcome has its page. Each test moves its own visitor's
 * clock and breaks its own visitor's calls (support-visitor.ts), so they run beside the others.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, nameVisitor, test } from './support-visitor.ts';
import { logIn } from './support-login.ts';
import { newestLink } from './support-mail.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

async function registerAndReadLink(request: APIRequestContext, email: string): Promise<string> {
  const registered = await request.post('/idp/api/accounts.register', {
    headers: { 'X-Requested-With': 'identity-sdk' },
    data: { email, password: 'Geheim123', profile: { firstName: 'Lotte', lastName: 'Visser', gender: 'f', birthdate: '1995-07-01' }, data: { terms: true } },
  });
  expect(await registered.json()).toMatchObject({ errorCode: 206002, UID: expect.any(String) });
  const [message] = await (await request.get(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json();
  return message.links[0].url;
}

test('the link verifies the address once; a second use says it was used already', async ({ page }) => {
  const link = await registerAndReadLink(page.request, uniqueEmail('bevestig'));
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je e-mailadres is bevestigd');
  await expectAccessible(page);
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/link/al-eens-gebruikt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link is al gebruikt');
});

test('the link still works after 47 hours', async ({ page, clock }) => {
  const link = await registerAndReadLink(page.request, uniqueEmail('bijna'));
  await clock.advance(47);
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
});

test('after 48 hours the link has expired; a new link is sent on request and verifies the address', async ({ page, clock }) => {
  const email = uniqueEmail('verlopen');
  const link = await registerAndReadLink(page.request, email);
  await clock.advance(48);
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/link/verlopen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link is verlopen');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Stuur een nieuwe link' }).click();
  await expect(page).toHaveURL('/aanmelden/verifieer-email/opnieuw');
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByText('Vul je e-mailadres in.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page).toHaveURL('/aanmelden/verifieer-email?opnieuw=verstuurd');
  await expect(page.getByText('We hebben de link opnieuw gestuurd.', { exact: false })).toBeVisible();
  const fresh = await newestLink(page.request, email, 'verify-email');
  expect(fresh).not.toBe(link);
  await page.goto(fresh);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
});

test('a new link asked for an address without an account awaiting one is answered the same, and nothing is sent', async ({ page }) => {
  const email = uniqueEmail('onbekend');
  await page.goto('/aanmelden/verifieer-email');
  await page.getByRole('link', { name: 'Geen e-mail ontvangen? Stuur de link opnieuw' }).click();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page).toHaveURL('/aanmelden/verifieer-email?opnieuw=verstuurd');
  expect(await (await page.request.get(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()).toEqual([]);
});

test('an expired link of an address verified meanwhile, opened when logged in, shows the e-mail-verified page', async ({ page, clock, visitor, baseURL }) => {
  const email = uniqueEmail('al-bevestigd');
  const link = await registerAndReadLink(page.request, email);
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
  await clock.advance(49);
  // Logged in anew (the link logged in too, two days ago), still as this test's visitor, on its clock.
  await page.context().clearCookies();
  await nameVisitor(page.context(), visitor, baseURL);
  await logIn(page, email, { password: 'Geheim123' });
  await expect(page).toHaveURL('/abonnementen');
  // The link has expired, but the provider's account is verified: verification proceeds (spec 001 section 4.5).
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
});

test('a verification the provider answers with an unknown code ends on the generic error page, and is reported', async ({ page, faults }) => {
  const link = await registerAndReadLink(page.request, uniqueEmail('storing'));
  await faults.break('accounts.verifyEmail', 'identity-code', { code: 500001, times: 1 });
  await page.goto(link);
  await expect(page).toHaveURL('/fout?code=UNKNOWN_REGISTRATION_ERROR&providerCode=500001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, er is een fout opgetreden');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.code)))
    .toContain('UNKNOWN_REGISTRATION_ERROR');
  // The link was not spent by the failure: it still verifies.
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
});

test('the identity provider refuses what the registration flow refuses', async ({ request }) => {
  const answer = await request.post('/idp/api/accounts.register', {
    headers: { 'X-Requested-With': 'identity-sdk' },
    data: { email: 'geen-email', password: 'kort', profile: { firstName: 'A'.repeat(51), lastName: 'B', gender: 'f', birthdate: '2019-01-01' }, data: { terms: true } },
  });
  expect(await answer.json()).toEqual({
    errorCode: 400009,
    errorMessage: 'Validation error',
    validationErrors: expect.arrayContaining([
      { fieldName: 'email', rule: 'format' },
      { fieldName: 'password', rule: 'minLength' },
      { fieldName: 'firstName', rule: 'maxLength' },
      { fieldName: 'birthdate', rule: 'minimumAge' },
    ]),
  });
});

test('a call without the SDK marker is refused, so no other site can post to it', async ({ request }) => {
  const answer = await request.post('/idp/api/accounts.register', { data: { email: 'csrf@example.nl' } });
  expect(answer.status()).toBe(403);
});

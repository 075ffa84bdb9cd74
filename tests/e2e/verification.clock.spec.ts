/**
 * The verification e-mail of a registration, through the sandbox: its link works once, within 48
 * hours on the sandbox's clock, and each outcome has its page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
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

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/clock');
});

test('the link verifies the address once; a second use says it was used already', async ({ page, request }) => {
  const link = await registerAndReadLink(request, uniqueEmail('bevestig'));
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je e-mailadres is bevestigd');
  await expectAccessible(page);
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/link/al-eens-gebruikt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link is al gebruikt');
});

test('the link still works after 47 hours', async ({ page, request }) => {
  const link = await registerAndReadLink(request, uniqueEmail('bijna'));
  await request.post('/sandbox/clock', { data: { advanceHours: 47 } });
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
});

test('after 48 hours the link has expired', async ({ page, request }) => {
  const link = await registerAndReadLink(request, uniqueEmail('verlopen'));
  await request.post('/sandbox/clock', { data: { advanceHours: 48 } });
  await page.goto(link);
  await expect(page).toHaveURL('/aanmelden/link/verlopen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link is verlopen');
  await expectAccessible(page);
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

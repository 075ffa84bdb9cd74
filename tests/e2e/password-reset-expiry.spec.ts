/** The password-reset link expires after 48 hours on the sandbox clock: this visitor's own (support-visitor.ts). */
import { expect, test } from './support-visitor.ts';
import { newestLink } from './support-mail.ts';
import { uniqueEmail } from './support.ts';

test('an expired reset link says so as soon as it is opened, before a new password is typed', async ({ page, clock }) => {
  const { request } = page;
  const email = uniqueEmail('oudelink');
  await request.post('/sandbox/users', { data: { email, password: 'Welkom123' } });
  await request.post('/oidc/send-email', { data: { email, returnUrl: '/wachtwoord-vergeten/nieuw-wachtwoord' } });
  const link = await newestLink(request, email, 'reset-password');
  await clock.advance(49);
  await page.goto(link);
  await expect(page).toHaveURL('/nieuw-wachtwoord/link-verlopen');
});

test('a link that expires while the page is open says so when the password is saved', async ({ page, clock }) => {
  const { request } = page;
  const email = uniqueEmail('laatlink');
  await request.post('/sandbox/users', { data: { email, password: 'Welkom123' } });
  await request.post('/oidc/send-email', { data: { email, returnUrl: '/wachtwoord-vergeten/nieuw-wachtwoord' } });
  await page.goto(await newestLink(request, email, 'reset-password'));
  await expect(page.getByLabel('Nieuw wachtwoord')).toBeVisible();
  await clock.advance(49);
  await page.getByLabel('Nieuw wachtwoord').fill('Nieuw1234');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL('/nieuw-wachtwoord/link-verlopen');
});

/** A forgotten password, through the sandbox's OIDC service and mailbox (spec 000 sections 2 and 7). */
import { expect, test } from './support-visitor.ts';
import { newestLink } from './support-mail.ts';
import { expectAccessible, expectNoRawCopyKeys, uniqueEmail } from './support.ts';

test('a visitor asks for the link, sets a new password from the e-mail, and logs in with it', async ({ page, request }) => {
  const email = uniqueEmail('vergeten');
  await request.post('/sandbox/users', { data: { email, password: 'Welkom123', firstName: 'Vera' } });

  await page.goto('/wachtwoord-vergeten');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wachtwoord vergeten?');
  await expectAccessible(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page).toHaveURL('/wachtwoord-vergeten/verstuurd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijk in je mail');
  await expectAccessible(page);

  const link = await newestLink(request, email, 'reset-password');
  expect(new URL(link).pathname).toBe('/wachtwoord-vergeten/nieuw-wachtwoord');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een nieuw wachtwoord');
  await expectAccessible(page);
  // The rule of the registration's password holds here too, beside the field.
  await page.getByLabel('Nieuw wachtwoord').fill('alleenklein1');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.locator('.field-error')).toHaveText('Je wachtwoord moet minstens één hoofdletter en één kleine letter bevatten.');
  await page.getByLabel('Nieuw wachtwoord').fill('Nieuw1234');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL('/wachtwoord-vergeten/aangepast');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je wachtwoord is aangepast');
  await expectNoRawCopyKeys(page);
  // What the visitor came for next: logging in with it (the start page beside it).
  await expect(page.getByRole('main').getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
  await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/inloggen');

  const login = async (password: string) =>
    (await request.post('/idp/api/accounts.login', { headers: { 'X-Requested-With': 'identity-sdk' }, data: { loginID: email, password } })).json();
  expect(await login('Nieuw1234')).toMatchObject({ errorCode: 0 });
  expect(await login('Welkom123')).toMatchObject({ errorCode: 403042 });

  // The link worked once: opened again, it says so at once.
  await page.goto(link);
  await expect(page).toHaveURL('/nieuw-wachtwoord/link-verlopen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet meer');
  await expectAccessible(page);
});

test('an address without an account gets its message beside a way to register, and stays on the form', async ({ page }) => {
  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(uniqueEmail('onbekend'));
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page).toHaveURL('/wachtwoord-vergeten?fout=EMAIL_NOT_FOUND');
  await expect(page.getByRole('alert')).toContainText('We kennen geen account met dit e-mailadres.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/aanmelden');
  // What the visitor typed is still there.
  await expect(page.getByLabel('E-mailadres')).not.toHaveValue('');
  await expectAccessible(page);
});

test('a link without its token leads to the expired-link page', async ({ page }) => {
  await page.goto('/nieuw-wachtwoord');
  await expect(page).toHaveURL('/nieuw-wachtwoord/link-verlopen');
});

test('a failing OIDC service leads to the generic error page, the address kept', async ({ page, faults }) => {
  const email = uniqueEmail('storing');
  await faults.break('POST /oidc/send-email', 'http-503', { times: 1 });
  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page).toHaveURL('/fout?code=UNKNOWN_RESET_ERROR');
  await page.goBack();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
});

test("the reset link's other address, /nieuw-wachtwoord (the apps' own), sets the password the same way and leads to the login", async ({ page, request }) => {
  const email = uniqueEmail('nieuw-wachtwoord');
  await request.post('/sandbox/users', { data: { email, password: 'Welkom123', firstName: 'Vera' } });
  await request.post('/oidc/send-email', { data: { email, returnUrl: '/nieuw-wachtwoord' } });
  const link = await newestLink(request, email, 'reset-password');
  expect(new URL(link).pathname).toBe('/nieuw-wachtwoord');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een nieuw wachtwoord');
  await page.getByLabel('Nieuw wachtwoord').fill('Anders1234');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL('/nieuw-wachtwoord/aangepast');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je wachtwoord is aangepast');
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/inloggen');
});

/**
 * A visitor who comes from a social login with a name already known finishes registration without
 * the name step (spec 000 section 2, rule 4), through the sandbox's consent page.
 */
import { expect, test } from '@playwright/test';
import { allowSocialLogin, logInByServices } from './support-login.ts';
import { answerStep, expectAccessible, stepPaths, uniqueEmail } from './support.ts';

test('a social profile with first and last name never sees the name step, nor e-mail or password', async ({ page }) => {
  const email = uniqueEmail('sociaal');
  await page.goto('/idp/social/google?redirect=/aanmelden');
  await allowSocialLogin(page, { email, firstName: 'Noor', lastName: 'Claes' });

  // Back on the site with the provider's regToken: an incomplete account to finish.
  await expect(page).toHaveURL('/aanmelden/voltooien');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maak je registratie af');
  await expectAccessible(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Registratie afmaken' }).click();

  await expect(page).toHaveURL(stepPaths.gender);
  await answerStep(page, 'gender');
  await answerStep(page, 'birthdate');
  await answerStep(page, 'privacy');
  // The address came from the provider, so the account is ready and the visitor logged in.
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
  expect(visited).not.toContain(stepPaths.name);
  expect(visited).not.toContain(stepPaths.email);
  expect(visited).not.toContain(stepPaths.password);

  const account = await page.evaluate(() => window.identityProvider?.call('accounts', 'getAccountInfo', {}));
  expect(account).toMatchObject({ errorCode: 0, profile: { email, firstName: 'Noor', lastName: 'Claes', gender: 'f', birthdate: '1990-04-12' } });
  // Logged in at the site too (login steps 2 and 3), and without a redirect URL the tier picker is next.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('vlId');
  await expect(page.getByRole('link', { name: 'Kies Plus' })).toHaveAttribute('href', '/activeer/abonnement/plus-2-weken');
  await expect(page.getByRole('link', { name: 'Ga verder' })).toHaveCount(0);
});

test('the e-mail-verified page proceeds to a safe redirect URL, and ignores a hostile one', async ({ page }) => {
  // Seen by the account its link confirmed: logged in, verified, without a subscription.
  await logInByServices(page, 'geverifieerd@example.nl');
  await page.goto('/aanmelden/email-geverifieerd?redirectUrl=%2Fmijn-abonnement');
  await expect(page.getByRole('link', { name: 'Ga verder' })).toHaveAttribute('href', '/mijn-abonnement');
  await expect(page.getByRole('link', { name: /^Kies / })).toHaveCount(0);
  await page.goto('/aanmelden/email-geverifieerd?redirectUrl=%2F%2Fevil.example');
  await expect(page.getByRole('link', { name: 'Kies Basis' })).toHaveAttribute('href', '/activeer/abonnement/basis-2-weken');
  await expect(page.getByRole('link', { name: 'Ga verder' })).toHaveCount(0);
});

test('an address from the social provider that the site cannot use is asked again on the e-mail step', async ({ page }) => {
  // It passes the provider's own check (an @), not the site's e-mail rule: no domain with a dot.
  await page.goto('/idp/social/google?redirect=/aanmelden');
  await allowSocialLogin(page, { email: `${uniqueEmail('zonder-domein').split('@')[0]}@localhost`, firstName: 'Noor', lastName: 'Claes' });
  await expect(page).toHaveURL('/aanmelden/voltooien');
  await page.getByRole('button', { name: 'Registratie afmaken' }).click();
  await expect(page).toHaveURL(stepPaths.email);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(/Dat lijkt geen e-mailadres/);
  await expect(page).toHaveURL(stepPaths.email);
});

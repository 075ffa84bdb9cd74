/**
 * A visitor who comes from a social login with a name already known finishes registration without
 * the name step (spec 000 section 2, rule 4), through the sandbox's consent page.
 */
import { expect, test } from '@playwright/test';
import { answerStep, expectAccessible, stepPaths, uniqueEmail } from './support.ts';

test('a social profile with first and last name never sees the name step, nor e-mail or password', async ({ page }) => {
  const email = uniqueEmail('sociaal');
  await page.goto('/idp/social/google?redirect=/aanmelden');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Voornaam').fill('Noor');
  await page.getByLabel('Achternaam').fill('Claes');
  await page.getByRole('button', { name: 'Toestaan' }).click();

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
});

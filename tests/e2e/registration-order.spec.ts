/**
 * Rule 2 of the registration order (spec 000 section 2), from the browser: the e-mail step appears
 * for a registration to finish when all steps are forced (the account service's flag
 * forceAllSignupSteps, switched for this test's visitor alone), with the address the social
 * provider gave filled in to confirm; without the flag that step is skipped
 * (tests/e2e/social-registration.spec.ts). Rule 3: a visitor in the registration experiment (the
 * account service's experiments of visitors not logged in, switched for this test's visitor alone)
 * is asked no password, and sets one from the verification e-mail.
 */
import { allowSocialLogin } from './support-login.ts';
import { expect, test } from './support-visitor.ts';
import { answerStep, expectAccessible, stepPaths, uniqueEmail } from './support.ts';

test('with all steps forced, a social registration shows the e-mail step with the address to confirm, and goes on from it', async ({ page, switches }) => {
  await switches.flags({ forceAllSignupSteps: true });
  const email = uniqueEmail('alles-verplicht');
  await page.goto('/idp/social/google?redirect=/aanmelden');
  await allowSocialLogin(page, { email, firstName: 'Fay', lastName: 'Visser' });
  await expect(page).toHaveURL('/aanmelden/voltooien');
  await page.getByRole('button', { name: 'Registratie afmaken' }).click();

  await expect(page).toHaveURL(stepPaths.email);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  // The name is known and stays skipped; the password is never asked of an account to finish.
  await expect(page).toHaveURL(stepPaths.gender);
});

test('a visitor in the registration experiment is asked no password, and the account is made without one', async ({ page, switches }) => {
  await switches.experiments({ registrationExperiment: 'variant' });
  await page.goto('/aanmelden');
  await answerStep(page, 'email', uniqueEmail('experiment'));
  await expect(page).toHaveURL(stepPaths.name);
  for (const step of ['name', 'gender', 'birthdate', 'privacy'] as const) await answerStep(page, step);
  await expect(page).toHaveURL('/aanmelden/verifieer-email');
});

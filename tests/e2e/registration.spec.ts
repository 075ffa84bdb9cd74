/** Registration in a real Chromium against the production build (spec 000 sections 2 and 5). */
import { expect, test } from '@playwright/test';
import { newestLink } from './support-mail.ts';
import { expectLoggedIn, logIn } from './support-login.ts';
import { answerStep, cspViolations, expectAccessible, expectNoRawCopyKeys, stepPaths, submit, uniqueEmail, walkTo, watchCsp, type StepName } from './support.ts';

test('a new visitor goes through the registration steps in order, each page accessible and tracked', async ({ page, request }) => {
  await watchCsp(page);
  const email = uniqueEmail('nieuw');
  await page.goto('/aanmelden');
  const expected: [StepName, string][] = [
    ['email', 'Maak je account aan'],
    ['password', 'Kies een wachtwoord'],
    ['name', 'Hoe heet je?'],
    ['gender', 'Wat is je geslacht?'],
    ['birthdate', 'Wat is je geboortedatum?'],
    ['privacy', 'Je privacy'],
  ];
  for (const [index, [step, title]] of expected.entries()) {
    await expect(page).toHaveURL(stepPaths[step]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Videoland`);
    // The registration is the first phase of the onboarding on every one of its pages (the flow's
    // progress), and the indicator moves with its questions: the current step's bar fills with them.
    const progress = page.getByRole('navigation', { name: 'Voortgang van je aanmelding' });
    await expect(progress).toContainText(`Stap 1 van 4, vraag ${index + 1} van 6`);
    await expect(progress.locator('li.current span')).toHaveCount(6);
    await expect(progress.locator('li.current span.filled')).toHaveCount(index + 1);
    await expectNoRawCopyKeys(page);
    await expectAccessible(page);
    await answerStep(page, step, email);
  }
  // The sandbox's identity provider registers the account and sends the verification e-mail.
  await expect(page).toHaveURL('/aanmelden/verifieer-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je e-mailadres');
  await expect(page.getByRole('navigation', { name: 'Voortgang van je aanmelding' })).toContainText('Stap 2 van 4');
  await expectAccessible(page);
  const mailbox = await (await request.get(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json();
  expect(mailbox).toEqual([expect.objectContaining({ kind: 'verify-email', subject: 'Bevestig je e-mailadres' })]);

  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.funnel).map((entry) => entry.funnel)))
    .toEqual([
      { name: 'signup', step: 1, stepName: 'Aanmelden' },
      { name: 'signup', step: 2, stepName: 'Wachtwoord' },
      { name: 'signup', step: 3, stepName: 'Naam' },
      { name: 'signup', step: 4, stepName: 'Geslacht' },
      { name: 'signup', step: 5, stepName: 'Geboortedatum' },
      { name: 'signup', step: 6, stepName: 'Privacy' },
      { name: 'signup', step: 7, stepName: 'Email' },
    ]);
  expect(await cspViolations(page)).toEqual([]);

  // The link in the e-mail verifies the address and logs the new account in.
  await page.goto(await newestLink(request, email, 'verify-email'));
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je e-mailadres is bevestigd');
  await expect(page.getByText('Stap 3 van 4')).toBeVisible();
  await expectAccessible(page);
  await expectLoggedIn(page, true);
  // The home page speaks to a logged-in account without a subscription.
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText('Je bent ingelogd. Kies een abonnement om te beginnen met kijken.');
  expect(await cspViolations(page)).toEqual([]);
});

// black-friday travels as these do (the journey cases say so); a link with it after Black Friday ends
// on its deal-is-over page (promotions-sold.spec.ts).
test("the signup's redirect-url, referral and planId travel through the registration and its e-mail to the e-mail-verified page", async ({ page, request }) => {
  const email = uniqueEmail('meegenomen');
  const carried = 'redirect-url=%2Fmijn-abonnement&referral=VRIEND12&planId=videoland-plus-2-weken';
  await page.goto(`/aanmelden?${carried}`);
  for (const step of Object.keys(stepPaths) as StepName[]) {
    await expect(page).toHaveURL(`${stepPaths[step]}?${carried}`);
    await answerStep(page, step, email);
  }
  await expect(page).toHaveURL('/aanmelden/verifieer-email');

  // The provider kept them with the account; its verification answer brings them back.
  await page.goto(await newestLink(request, email, 'verify-email'));
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd?redirectUrl=%2Fmijn-abonnement&referral=VRIEND12&planId=videoland-plus-2-weken');
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: /^Kies / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ga verder' }).click();
  // A protected page: the link logged the visitor in, so it opens where the signup asked to go.
  await expect(page).toHaveURL('/mijn-abonnement');
});

test('without a redirect-url the e-mail-verified page shows the tier picker; the link logged the visitor in, so a tier leads straight to its activation', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('vriend');
  await page.goto('/aanmelden?referral=VRIEND12&redirect-url=%2F%2Fevil.example');
  for (const step of Object.keys(stepPaths) as StepName[]) await answerStep(page, step, email);
  await expect(page).toHaveURL('/aanmelden/verifieer-email');
  await page.goto(await newestLink(request, email, 'verify-email'));
  await expect(page).toHaveURL('/aanmelden/email-geverifieerd?referral=VRIEND12');
  for (const tier of ['Basis', 'Plus', 'Premium']) {
    // Each card says the trial its button sells.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tier }) });
    await expect(card).toContainText('Nieuw bij Videoland? De eerste 14 dagen gratis.');
  }
  await expect(page.getByRole('link', { name: 'Ga verder' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kies Premium' }).click();
  await expect(page).toHaveURL('/activeer/abonnement/premium-2-weken');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activeer Videoland Premium');
  await expect(page.getByText('Je kijkt de eerste 14 dagen gratis. Daarna betaal je € 12,99 per maand.')).toBeVisible();
});

test('an e-mail address that has an account is said at the e-mail step at once, with the login; another address goes on', async ({ page }) => {
  await page.goto('/aanmelden');
  // A demo user of the sandbox's seed data.
  await page.getByLabel('E-mailadres').fill('geverifieerd@example.nl');
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL('/aanmelden/email?fout=EMAIL_ALREADY_EXISTS');
  await expect(page.getByText('Er is al een Videoland-account met dit e-mailadres.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen met dit e-mailadres' })).toHaveAttribute('href', '/inloggen');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('geverifieerd@example.nl');
  await expectAccessible(page);

  await page.getByLabel('E-mailadres').fill(uniqueEmail('ander-adres'));
  await submit(page);
  for (const step of ['password', 'name', 'gender', 'birthdate', 'privacy'] as const) {
    await expect(page).toHaveURL(stepPaths[step]);
    await answerStep(page, step);
  }
  await expect(page).toHaveURL('/aanmelden/verifieer-email');
});

const tooLong = 'A'.repeat(51);
const sixteenYearsAgoTomorrow = (() => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - 16);
  date.setDate(date.getDate() + 1);
  return date;
})();

/** [step, what the visitor does, the Dutch message beside the field] */
const invalidInputs: [StepName, string, Record<string, string>, string, string][] = [
  ['email', 'nothing', {}, 'E-mailadres', 'Vul je e-mailadres in.'],
  ['email', 'no e-mail address', { 'E-mailadres': 'anna.example.nl' }, 'E-mailadres', 'Dat lijkt geen e-mailadres.'],
  ['email', 'no domain', { 'E-mailadres': 'anna@example' }, 'E-mailadres', 'Dat lijkt geen e-mailadres.'],
  ['email', 'markup', { 'E-mailadres': '<b>x</b>@a.nl' }, 'E-mailadres', 'Dat lijkt geen e-mailadres.'],
  ['email', 'an emoji', { 'E-mailadres': '😀@example.nl' }, 'E-mailadres', 'Dat lijkt geen e-mailadres.'],
  ['password', 'nothing', {}, 'Wachtwoord', 'Kies een wachtwoord.'],
  ['password', 'seven characters', { Wachtwoord: 'Geheim1' }, 'Wachtwoord', 'Je wachtwoord moet minimaal 8 tekens lang zijn.'],
  ['password', 'no capital', { Wachtwoord: 'geheim123' }, 'Wachtwoord', 'Je wachtwoord moet minstens één hoofdletter en één kleine letter bevatten.'],
  ['password', 'no small letter', { Wachtwoord: 'GEHEIM123' }, 'Wachtwoord', 'Je wachtwoord moet minstens één hoofdletter en één kleine letter bevatten.'],
  ['name', 'no first name', { Achternaam: 'de Vries' }, 'Voornaam', 'Vul je voornaam in.'],
  ['name', 'no last name', { Voornaam: 'Anna' }, 'Achternaam', 'We hebben je achternaam echt nodig.'],
  // Trimmed, then checked: a name of spaces is no name.
  ['name', 'a first name of spaces only', { Voornaam: '   ', Achternaam: 'de Vries' }, 'Voornaam', 'Vul je voornaam in.'],
  ['name', 'a first name of 51 characters', { Voornaam: tooLong, Achternaam: 'de Vries' }, 'Voornaam', 'Je voornaam mag niet langer zijn dan 50 tekens.'],
  ['name', 'a last name of 51 characters', { Voornaam: 'Anna', Achternaam: tooLong }, 'Achternaam', 'Je achternaam mag niet langer zijn dan 50 tekens.'],
  ['gender', 'no choice', {}, 'Vrouw', 'Kies een van de mogelijkheden.'],
  ['birthdate', 'nothing', {}, 'Dag', 'Vul je geboortedatum in.'],
  ['birthdate', '30 February', { Dag: '30', Maand: '2', Jaar: '1990' }, 'Dag', 'Vul een geldige datum in.'],
  ['birthdate', 'a two-digit year', { Dag: '12', Maand: '4', Jaar: '90' }, 'Dag', 'Vul een geldige datum in.'],
  ['birthdate', 'month 13', { Dag: '1', Maand: '13', Jaar: '1990' }, 'Dag', 'Vul een geldige datum in.'],
  // What is typed is checked as typed: "-1" is no day, not the 1st.
  ['birthdate', 'a day of -1', { Dag: '-1', Maand: '1', Jaar: '1990' }, 'Dag', 'Vul een geldige datum in.'],
  ['birthdate', 'a year with a letter', { Dag: '12', Maand: '4', Jaar: '199O' }, 'Dag', 'Vul een geldige datum in.'],
  [
    'birthdate',
    'one day short of 16',
    { Dag: String(sixteenYearsAgoTomorrow.getDate()), Maand: String(sixteenYearsAgoTomorrow.getMonth() + 1), Jaar: String(sixteenYearsAgoTomorrow.getFullYear()) },
    'Dag',
    'Je moet minimaal 16 jaar oud zijn.',
  ],
  ['privacy', 'not accepting the terms', {}, 'Ja, ik ga akkoord', 'Je kunt alleen een account aanmaken als je akkoord gaat met de voorwaarden.'],
];

// One visitor per step, who tries each of its refused answers in turn: the step's fields are
// emptied before each, so each row is the answer alone.
for (const step of [...new Set(invalidInputs.map(([name]) => name))]) {
  const rows = invalidInputs.filter(([name]) => name === step);
  const labels = [...new Set(rows.flatMap(([, , inputs]) => Object.keys(inputs)))];
  test(`${step}: each refused answer shows its message beside its field and keeps the visitor on the step`, async ({ page }) => {
    await walkTo(page, step);
    for (const [, what, inputs, field, message] of rows) {
      await test.step(`${what} shows "${message}"`, async () => {
        for (const label of labels) await page.getByLabel(label, { exact: true }).fill(inputs[label] ?? '');
        await page.getByRole('button', { name: /Ga verder|Account aanmaken/ }).click();
        const error = page.locator('.field-error');
        await expect(error).toHaveCount(1);
        await expect(error).toContainText(message);
        // Beside its field: announced with it, and the field is marked invalid.
        const describedBy = (await page.locator(`[aria-describedby~="${await error.getAttribute('id')}"]`).count()) > 0;
        expect(describedBy).toBe(true);
        await expect(page.getByLabel(field, { exact: true })).toBeFocused();
        await expect(page).toHaveURL(stepPaths[step]);
        await expectAccessible(page);
      });
    }
  });
}

test('a reload keeps the visitor on the step and the answers, never the password, which is asked again just before the account is created; Back goes one step back', async ({
  page,
}) => {
  const email = uniqueEmail('herladen');
  await page.goto('/aanmelden');
  await answerStep(page, 'email', email);
  // Asked the first time, the password needs no word of why.
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const step of ['password', 'name', 'gender'] as const) await answerStep(page, step, email);
  await expect(page).toHaveURL(stepPaths.birthdate);
  await page.reload();
  await expect(page).toHaveURL(stepPaths.birthdate);
  const stored = await page.evaluate(() => sessionStorage.getItem('journey:answers:registration') ?? '');
  expect(JSON.parse(stored)).toEqual({ email, 'step:password': true, firstName: 'Anna', lastName: 'de Vries', gender: 'f' });
  expect(stored).not.toContain('Geheim123');

  // Back goes one step back, every time, and never loops.
  await page.goBack();
  await expect(page).toHaveURL(stepPaths.gender);
  await expect(page.getByLabel('Vrouw')).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(stepPaths.name);
  await expect(page.getByLabel('Voornaam')).toHaveValue('Anna');
  await page.goForward();
  await expect(page).toHaveURL(stepPaths.gender);
  await submit(page);
  await answerStep(page, 'birthdate');
  await answerStep(page, 'privacy');
  // The password was lost with the reload: it is asked again, saying why, and then the account is made.
  await expect(page).toHaveURL(stepPaths.password);
  await expect(page.getByRole('alert')).toHaveText(
    'Je wachtwoord bewaren we niet als je de pagina opnieuw laadt, zodat het alleen bij jou blijft. Kies het nog een keer; daarna maken we je account aan.',
  );
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
  await expectAccessible(page);
  await answerStep(page, 'password');
  await expect(page).toHaveURL('/aanmelden/verifieer-email');
});

test('a deep link to a step that does not apply, or comes too early, is redirected', async ({ page }) => {
  await page.goto('/aanmelden/voltooien');
  await expect(page).toHaveURL(stepPaths.email);
  await page.goto('/aanmelden/geboortedatum');
  await expect(page).toHaveURL(stepPaths.email);
  await page.goto('/aanmelden/null');
  await expect(page).toHaveURL(stepPaths.email);
});

test('the journey works by keyboard alone', async ({ page }) => {
  await page.goto('/aanmelden/email');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab'); // the skip link
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
  await page.getByLabel('E-mailadres').focus();
  await page.keyboard.type('toetsenbord@example.nl');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(stepPaths.password);
  // The new page's heading has the focus; the field is the next stop.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeFocused();
  await page.keyboard.type('Geheim123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(stepPaths.name);
});

test('a logged-in account that opens the registration goes where a login takes it, not to a second registration', async ({ page }) => {
  await logIn(page, 'geverifieerd@example.nl');
  await expect(page).toHaveURL('/abonnementen');
  await page.goto('/aanmelden');
  // No subscription: the plan choice, as after a login.
  await expect(page).toHaveURL('/abonnementen');
  await page.goto('/aanmelden/wachtwoord');
  await expect(page).toHaveURL('/abonnementen');
});

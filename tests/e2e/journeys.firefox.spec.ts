/**
 * The journeys that matter, in Firefox ESR (issue 63): the site's most delicate code depends on
 * event order and DOM behaviour that differ between engines (a press kept before the scripts run,
 * the form's own validation and novalidate, the consent banner, the focus after a step, Back and
 * reload). The same production build and sandbox as the Chromium tests (support-firefox.ts).
 */
import type { HTTPRequest } from 'puppeteer-core';
import { newestLink } from './support-mail.ts';
import { PASSWORD } from './support-login.ts';
import { answers, stepPaths, uniqueEmail } from './support.ts';
import { byRole, expect, expectAt, expectText, test, type FirefoxTab } from './support-firefox.ts';

/** A form's control by the text of its label. */
const labelled = (tab: FirefoxTab, label: string) =>
  tab.page.locator(`::-p-xpath(//*[@id=//label[normalize-space()=${JSON.stringify(label)}]/@for] | //label[normalize-space()=${JSON.stringify(label)}]//input)`);

const heading = (tab: FirefoxTab, text: string) => expectText(tab, 'h1', new RegExp(`^${text}$`));

async function logIn(tab: FirefoxTab, email: string, query = ''): Promise<void> {
  await tab.open(`/inloggen${query}`);
  await labelled(tab, 'E-mailadres').fill(email);
  await labelled(tab, 'Wachtwoord').fill(PASSWORD);
  await byRole(tab.page, 'button', 'Inloggen').click();
}

test('a new visitor registers step by step, and the e-mail’s link verifies the address and logs them in', async ({ tab, request }) => {
  const email = uniqueEmail('firefox');
  await tab.open('/aanmelden');
  await expectAt(tab, stepPaths.email);
  await labelled(tab, 'E-mailadres').fill(email);
  await byRole(tab.page, 'button', 'Ga verder').click();
  await expectAt(tab, stepPaths.password);
  // The page moved to has its heading focused, as after any step.
  await expect.poll(() => tab.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await labelled(tab, 'Wachtwoord').fill(answers.password);
  await tab.page.keyboard.press('Enter');
  await expectAt(tab, stepPaths.name);
  await labelled(tab, 'Voornaam').fill(answers.firstName);
  await labelled(tab, 'Achternaam').fill(answers.lastName);
  await byRole(tab.page, 'button', 'Ga verder').click();
  await expectAt(tab, stepPaths.gender);
  await labelled(tab, answers.gender).click();
  await byRole(tab.page, 'button', 'Ga verder').click();
  await expectAt(tab, stepPaths.birthdate);
  // Back returns to the step before with its answer kept; the browser's Forward is the step again.
  await tab.page.goBack();
  await expectAt(tab, stepPaths.gender);
  await expect.poll(() => labelled(tab, answers.gender).map((input) => (input as HTMLInputElement).checked).wait()).toBe(true);
  await tab.page.goForward();
  await expectAt(tab, stepPaths.birthdate);
  await labelled(tab, 'Dag').fill(answers.birthDay);
  await labelled(tab, 'Maand').fill(answers.birthMonth);
  await labelled(tab, 'Jaar').fill(answers.birthYear);
  await byRole(tab.page, 'button', 'Ga verder').click();
  await expectAt(tab, stepPaths.privacy);
  await labelled(tab, 'Ja, ik ga akkoord').click();
  await byRole(tab.page, 'button', 'Account aanmaken').click();
  await expectAt(tab, '/aanmelden/verifieer-email');
  await heading(tab, 'Bevestig je e-mailadres');

  await tab.page.goto(await newestLink(request, email, 'verify-email'));
  await expectAt(tab, '/aanmelden/email-geverifieerd');
  await heading(tab, 'Je e-mailadres is bevestigd');
  expect((await tab.page.cookies()).some((cookie) => cookie.name === 'vlId')).toBe(true);
});

test('an address the form refuses gets its Dutch message beside the field, an account that exists another, and the address stays', async ({ tab }) => {
  await tab.open(stepPaths.email);
  await labelled(tab, 'E-mailadres').fill('geen-adres');
  await byRole(tab.page, 'button', 'Ga verder').click();
  // The form's own check (novalidate): the site's message, not the browser's bubble.
  await expectText(tab, 'form', 'Dat lijkt geen e-mailadres. Controleer of je het goed hebt getypt, bijvoorbeeld naam@voorbeeld.nl.');
  await expect.poll(() => labelled(tab, 'E-mailadres').map((input) => input.getAttribute('aria-invalid')).wait()).toBe('true');
  expect(tab.address()).toBe(stepPaths.email);
  await labelled(tab, 'E-mailadres').fill('plus@example.nl');
  await byRole(tab.page, 'button', 'Ga verder').click();
  await expectAt(tab, `${stepPaths.email}?fout=EMAIL_ALREADY_EXISTS`);
  await expectText(tab, 'main', 'Er is al een Videoland-account met dit e-mailadres.');
  await expect.poll(() => labelled(tab, 'E-mailadres').map((input) => (input as HTMLInputElement).value).wait()).toBe('plus@example.nl');
});

test('an address typed and sent by Enter before the site’s scripts arrive is sent once they run, to the next step', async ({ tab }) => {
  const { page } = tab;
  let holding = true;
  const held: HTTPRequest[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && /\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) held.push(request);
    else void request.continue();
  });
  // Not until the page's load: that waits for the scripts being held.
  void tab.open(stepPaths.email).catch(() => undefined);
  const email = uniqueEmail('firefox-vroeg');
  // Typed as a person types: into the field the click put the focus in.
  await labelled(tab, 'E-mailadres').click();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  // Kept, not sent by the browser: the button says it is busy, and the address stays out of the URL.
  // (By its place: the accessibility tree a role query reads is not made before the document's scripts have run.)
  await expect.poll(() => page.$eval('main form button[type=submit]', (button) => button.getAttribute('aria-busy'))).toBe('true');
  expect(held.length).toBeGreaterThan(0);
  expect(tab.address()).toBe(stepPaths.email);
  holding = false;
  for (const request of held) await request.continue();
  await expectAt(tab, stepPaths.password);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('journey:answers:registration'))) ?? '{}')).toMatchObject({ email });
});

test('a subscriber logs in to Mijn abonnement, which holds on reload, and Back leaves it', async ({ tab }) => {
  await tab.open('/');
  await logIn(tab, 'plus@example.nl', `?redirect=${encodeURIComponent('/mijn-abonnement')}`);
  await expectAt(tab, '/mijn-abonnement');
  await expectText(tab, 'main', 'Je kijkt met Videoland Plus');
  await tab.page.reload();
  await expectAt(tab, '/mijn-abonnement');
  await expectText(tab, 'main', 'Je kijkt met Videoland Plus');
  await tab.page.goBack();
  await expect.poll(() => tab.address()).not.toBe('/mijn-abonnement');
});

test('a purchase goes through the payment provider’s page and comes back to the welcome of its plan', async ({ tab, request }) => {
  const email = uniqueEmail('firefox-koper');
  expect((await request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Bo', lastName: 'Koper' } })).ok()).toBe(true);
  await logIn(tab, email, `?redirect=${encodeURIComponent('/activeer/abonnement/basis')}`);
  await expectAt(tab, '/activeer/abonnement/basis');
  await labelled(tab, 'iDEAL').click();
  await byRole(tab.page, 'button', 'Naar betalen').click();
  await expectAt(tab, /^\/sandbox\/psp\/[0-9a-f-]+$/);
  await expectText(tab, 'main', '€ 5,99');
  await byRole(tab.page, 'button', 'Geslaagd').click();
  await expectAt(tab, '/geactiveerd/abonnement/basis');
  await heading(tab, 'Welkom bij Videoland Basis');
});

test.describe('a visitor who has not answered the cookie question', () => {
  test.use({ consented: false });

  test('is asked it on the first page, answers with the necessary cookies only, and is not asked again', async ({ tab }) => {
    await tab.open('/inloggen');
    const dialog = 'dialog[open]:has(#consent-title)';
    await expectText(tab, dialog, 'Cookies op Videoland');
    await byRole(tab.page, 'button', 'Alleen noodzakelijke').click();
    await expect.poll(async () => (await tab.page.cookies()).some((cookie) => cookie.name === 'OptanonAlertBoxClosed')).toBe(true);
    const consent = (await tab.page.cookies()).find((cookie) => cookie.name === 'OptanonConsent');
    expect(new URLSearchParams(decodeURIComponent(consent?.value ?? '')).get('groups')).toBe('C0001:1,C0002:0,C0004:0,C0005:0,C0007:0');
    await tab.page.reload();
    // Once the site's script runs (the help button waits for it), it would have opened the question.
    await tab.page.waitForSelector('.help-balloon-button:not([disabled])');
    expect(await tab.page.$$eval(dialog, (dialogs) => dialogs.length)).toBe(0);
  });
});

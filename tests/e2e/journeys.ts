/**
 * The journeys that matter, in each engine Playwright cannot drive here (issue 63): the site's most
 * delicate code depends on event order and DOM behaviour that differ between engines (a press kept
 * before the scripts run, the form's own validation and novalidate, the consent banner, the focus
 * after a step, Back, Forward and reload). Written once against a Tab (support-tab.ts); each
 * engine's spec runs them (journeys.firefox.spec.ts, journeys.webkit.spec.ts) against the same
 * production build and sandbox as the Chromium tests.
 */
import type { TestType, PlaywrightTestArgs, PlaywrightTestOptions, PlaywrightWorkerArgs, PlaywrightWorkerOptions } from '@playwright/test';
import { newestLink } from './support-mail.ts';
import { PASSWORD } from './support-login.ts';
import { answers, stepPaths, uniqueEmail } from './support.ts';
import { expect, expectAt, expectText, type Tab, type TabFixtures } from './support-tab.ts';

type JourneyTest = TestType<PlaywrightTestArgs & PlaywrightTestOptions & TabFixtures, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;

const heading = (tab: Tab, text: string) => expectText(tab, 'h1', new RegExp(`^${text}$`));

async function logIn(tab: Tab, email: string, query = ''): Promise<void> {
  await tab.open(`/inloggen${query}`);
  await tab.fill('E-mailadres', email);
  await tab.fill('Wachtwoord', PASSWORD);
  await tab.click('Inloggen');
}

export function journeys(test: JourneyTest): void {
  test('a new visitor registers step by step, with Back and Forward, and the e-mail’s link verifies the address and logs them in', async ({ tab, request }) => {
    const email = uniqueEmail(`${test.info().project.name}-nieuw`);
    await tab.open('/aanmelden');
    await expectAt(tab, stepPaths.email);
    await tab.fill('E-mailadres', email);
    await tab.click('Ga verder');
    await expectAt(tab, stepPaths.password);
    // The page moved to has its heading focused, as after any step.
    await expect.poll(() => tab.run(() => document.activeElement?.tagName)).toBe('H1');
    await tab.type('Wachtwoord', answers.password);
    await tab.press('Enter');
    await expectAt(tab, stepPaths.name);
    await tab.fill('Voornaam', answers.firstName);
    await tab.fill('Achternaam', answers.lastName);
    await tab.click('Ga verder');
    await expectAt(tab, stepPaths.gender);
    await tab.choose(answers.gender);
    await tab.click('Ga verder');
    await expectAt(tab, stepPaths.birthdate);
    // Back returns to the step before with its answer kept; Forward is the step again.
    await tab.back();
    await expectAt(tab, stepPaths.gender);
    await expect.poll(() => tab.checked(answers.gender)).toBe(true);
    await tab.forward();
    await expectAt(tab, stepPaths.birthdate);
    await tab.fill('Dag', answers.birthDay);
    await tab.fill('Maand', answers.birthMonth);
    await tab.fill('Jaar', answers.birthYear);
    await tab.click('Ga verder');
    await expectAt(tab, stepPaths.privacy);
    await tab.choose('Ja, ik ga akkoord');
    await tab.click('Account aanmaken');
    await expectAt(tab, '/aanmelden/verifieer-email');
    await heading(tab, 'Bevestig je e-mailadres');

    await tab.openAddress(await newestLink(request, email, 'verify-email'));
    await expectAt(tab, '/aanmelden/email-geverifieerd');
    await heading(tab, 'Je e-mailadres is bevestigd');
    expect((await tab.cookies()).some((cookie) => cookie.name === 'vlId')).toBe(true);
  });

  test('an address the form refuses gets its Dutch message beside the field, an address with an account another, and the address stays', async ({ tab }) => {
    await tab.open(stepPaths.email);
    await tab.fill('E-mailadres', 'geen-adres');
    await tab.click('Ga verder');
    // The form's own check (novalidate): the site's message, not the browser's bubble.
    await expectText(tab, 'main form', 'Dat lijkt geen e-mailadres. Controleer of je het goed hebt getypt, bijvoorbeeld naam@voorbeeld.nl.');
    expect(await tab.attribute('#field-email', 'aria-invalid')).toBe('true');
    expect(await tab.address()).toBe(stepPaths.email);
    await tab.fill('E-mailadres', 'plus@example.nl');
    await tab.click('Ga verder');
    await expectAt(tab, `${stepPaths.email}?fout=EMAIL_ALREADY_EXISTS`);
    await expectText(tab, 'main', 'Er is al een Videoland-account met dit e-mailadres.');
    expect(await tab.valueOf('E-mailadres')).toBe('plus@example.nl');
  });

  test('an address typed and sent by Enter before the site’s scripts arrive is sent once they run, to the next step', async ({ tab, scripts }) => {
    scripts.hold();
    await tab.openUntil(stepPaths.email, 'E-mailadres');
    const email = uniqueEmail(`${test.info().project.name}-vroeg`);
    await tab.type('E-mailadres', email);
    await tab.press('Enter');
    // Kept, not sent by the browser: the button says it is busy, and the address stays out of the URL.
    await expect.poll(() => tab.attribute('main form button[type=submit]', 'aria-busy')).toBe('true');
    expect(scripts.held()).toBeGreaterThan(0);
    expect(await tab.address()).toBe(stepPaths.email);
    scripts.release();
    await expectAt(tab, stepPaths.password);
    expect(JSON.parse((await tab.run(() => sessionStorage.getItem('journey:answers:registration'))) ?? '{}')).toMatchObject({ email });
  });

  test('a subscriber logs in to Mijn abonnement, Back returns to the page before the login, and the page holds on reload', async ({ tab }) => {
    await tab.open('/');
    await logIn(tab, 'plus@example.nl', `?redirect=${encodeURIComponent('/mijn-abonnement')}`);
    await expectAt(tab, '/mijn-abonnement');
    await expectText(tab, 'main', 'Je kijkt met Videoland Plus');
    await tab.back();
    await expectAt(tab, '/');
    await expectText(tab, 'main', 'Je abonnement loopt: kijk verder in Videoland');
    await tab.open('/mijn-abonnement');
    await tab.reload();
    await expectAt(tab, '/mijn-abonnement');
    await expectText(tab, 'main', 'Je kijkt met Videoland Plus');
  });

  test('a page left before its scripts arrived, and come back to with Back, is the site’s own page again, not the message that it does not load', async ({ tab, scripts }) => {
    scripts.hold();
    await tab.openUntil('/inloggen', 'E-mailadres');
    // Left while its scripts are still on their way: the browser cuts their loads off.
    await tab.openUntil('/contact', 'E-mailadres');
    scripts.release();
    await expectText(tab, 'h1', 'Contact');
    await tab.back();
    await expectAt(tab, '/inloggen');
    // The site runs on it (the help button waits for the site's script), and nothing says otherwise.
    await expect.poll(() => tab.attribute('.help-button', 'disabled'), { timeout: 10_000 }).toBeNull();
    expect(await tab.text('.page-not-loaded')).toBe('');
  });

  test('a purchase goes through the payment provider’s page and comes back to the welcome of its plan', async ({ tab, request }) => {
    const email = uniqueEmail(`${test.info().project.name}-koper`);
    expect((await request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Bo', lastName: 'Koper' } })).ok()).toBe(true);
    await logIn(tab, email, `?redirect=${encodeURIComponent('/activeer/abonnement/basis')}`);
    await expectAt(tab, '/activeer/abonnement/basis');
    await tab.choose('iDEAL');
    await tab.click('Naar betalen');
    await expectAt(tab, /^\/sandbox\/psp\/[0-9a-f-]+$/);
    await expectText(tab, 'main', '€ 5,99');
    await tab.click('Geslaagd');
    await expectAt(tab, '/geactiveerd/abonnement/basis');
    await heading(tab, 'Welkom bij Videoland Basis');
  });

  test.describe('a visitor who has not answered the cookie question', () => {
    test.use({ consented: false });

    test('is asked it on the first page, answers with the necessary cookies only, and is not asked again', async ({ tab }) => {
      await tab.open('/inloggen');
      const question = '#consent-banner';
      await expectText(tab, question, 'Mogen we cookies gebruiken?');
      await tab.click('Alleen noodzakelijke');
      await expect.poll(async () => (await tab.cookies()).some((cookie) => cookie.name === 'OptanonAlertBoxClosed')).toBe(true);
      const consent = (await tab.cookies()).find((cookie) => cookie.name === 'OptanonConsent');
      expect(new URLSearchParams(decodeURIComponent(consent?.value ?? '')).get('groups')).toBe('C0001:1,C0002:0,C0004:0,C0005:0,C0007:0');
      await tab.reload();
      // Once the site's script runs (the help button waits for it), it would have asked again.
      await expect.poll(() => tab.attribute('.help-button', 'disabled')).toBeNull();
      expect(await tab.text(question)).toBe('');
    });
  });
}

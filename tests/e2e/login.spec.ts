/**
 * Logging in (spec 000 sections 2 and 4): the four steps of a login, the error mapping with its
 * Dutch messages, the redirect after login in the spec's order with a sandbox user in each state,
 * protected routes, hostile redirects after a real login, social login with account linking, and
 * logout keeping the consent cookie.
 */
import { expect, test } from '@playwright/test';
import { hostileRedirects } from '../support/hostile-redirects.ts';
import { allowSocialLogin, answerForStreamingApp, expectLoggedIn, logIn, PASSWORD } from './support-login.ts';
import { expectAccessible, expectNoRawCopyKeys, uniqueEmail } from './support.ts';

test('the login page asks for e-mail and password first, offers social and RTL XL login below, and passes the requested redirect on', async ({ page }) => {
  await page.goto('/inloggen?redirect=/mijn-abonnement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  // The form comes first in the page's order, the other ways after it, each a link that keeps the page asked for.
  const email = page.getByLabel('E-mailadres');
  const others = page.getByRole('region', { name: 'Of log in met' });
  await expect(others.getByRole('link')).toHaveText(['Inloggen met Google', 'Inloggen met Facebook', 'Inloggen met Apple', 'Inloggen met je RTL XL-account']);
  await expect(others.getByRole('link', { name: 'Inloggen met Google' })).toHaveAttribute('href', '/inloggen/met/google?redirect=%2Fmijn-abonnement');
  expect(await email.evaluate((input, region) => Boolean(input.compareDocumentPosition(region as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await others.elementHandle())).toBe(
    true,
  );
  await expectAccessible(page);
  // The old address of the e-mail login leads here, with its query.
  await page.goto('/inloggen/email?redirect=%2Fmijn-abonnement');
  await expect(page).toHaveURL('/inloggen?redirect=%2Fmijn-abonnement');
  await expect(email).toBeVisible();
  await page.getByRole('link', { name: 'Inloggen met je RTL XL-account' }).click();
  await expect(page).toHaveURL('/inloggen/rtlxl?redirect=%2Fmijn-abonnement');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Inloggen met je RTL XL-gegevens' }).click();
  await expect(page).toHaveURL('/inloggen?redirect=%2Fmijn-abonnement&xlToVl=true');
  await expectAccessible(page);
});

test("declining the social provider's consent comes back to the login page, which says so and keeps the requested page", async ({ page }) => {
  await page.goto('/inloggen?redirect=/mijn-abonnement');
  await page.getByRole('link', { name: 'Inloggen met Google' }).click();
  await expect(page).toHaveURL(/\/idp\/social\/google/);
  await page.getByRole('button', { name: 'Weigeren' }).click();
  await expect(page).toHaveURL('/inloggen?redirect=%2Fmijn-abonnement&fout=SOCIAL_LOGIN_DECLINED');
  await expect(page.getByRole('alert')).toContainText('Je hebt het inloggen bij je sociale account afgebroken.');
  // The e-mail form is on the same page, under the message.
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expectAccessible(page);
});

test("Back from the social provider's page returns to the login page, not to the provider again", async ({ page }) => {
  await page.goto('/inloggen?redirect=/mijn-abonnement');
  await page.getByRole('link', { name: 'Inloggen met Google' }).click();
  await expect(page).toHaveURL(/\/idp\/social\/google/);
  await page.goBack();
  // The entry the visitor left from, as it was typed.
  await expect(page).toHaveURL('/inloggen?redirect=/mijn-abonnement');
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
});

/** A refusal keeps the visitor on the form, with the message of that refusal above it, or beside the field it concerns. */
const refusals = [
  {
    name: 'an unknown e-mail address',
    email: () => uniqueEmail('onbekend'),
    code: 'WRONG_EMAIL',
    message: 'We kennen geen account met dit e-mailadres.',
    link: 'Nog geen account? Meld je aan',
  },
  {
    name: 'suspicious activity',
    email: () => 'wachtwoord-reset@example.nl',
    code: 'ACCOUNT_FORCED_PWD_RESET',
    message: 'We zagen verdachte activiteit op je account.',
    link: 'Kies een nieuw wachtwoord',
  },
  { name: 'a disabled account (403041)', email: () => 'geblokkeerd@example.nl', code: 'ACCOUNT_DISABLED', message: 'Je account is uitgeschakeld.', link: 'Naar de klantenservice' },
];

for (const refusal of refusals) {
  test(`${refusal.name} is shown above the form, with the address kept`, async ({ page }) => {
    const email = refusal.email();
    await logIn(page, email);
    await expect(page).toHaveURL(`/inloggen?fout=${refusal.code}`);
    await expect(page.getByRole('alert')).toContainText(refusal.message);
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(refusal.link);
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await expectLoggedIn(page, false);
    await expectAccessible(page);
  });
}

test('Back from the page a login led to returns to the page before the login, not through the login to the same page again', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'plus@example.nl', { query: `?redirect=${encodeURIComponent('/mijn-abonnement')}` });
  await expect(page).toHaveURL('/mijn-abonnement');
  await expect(page.getByRole('main')).toContainText('Je kijkt met Videoland Plus');
  // The login and the page that sent the visitor on are passed through backwards: logged in, neither is a page to see again.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main')).toContainText('Je abonnement loopt: kijk verder in Videoland');
});

test('an unknown address is taken along to the registration, filled in on its e-mail step to confirm', async ({ page }) => {
  const email = uniqueEmail('nog-geen-account');
  await logIn(page, email);
  await expect(page).toHaveURL('/inloggen?fout=WRONG_EMAIL');
  await page.getByRole('alert').getByRole('link', { name: 'Nog geen account? Meld je aan' }).click();
  await expect(page).toHaveURL(`/aanmelden/email?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL('/aanmelden/wachtwoord');
});

test('the way to a new password after suspicious activity takes the typed address along, filled in', async ({ page }) => {
  await logIn(page, 'wachtwoord-reset@example.nl');
  await expect(page).toHaveURL('/inloggen?fout=ACCOUNT_FORCED_PWD_RESET');
  await page.getByRole('alert').getByRole('link', { name: 'Kies een nieuw wachtwoord' }).click();
  await expect(page).toHaveURL('/wachtwoord-vergeten?email=wachtwoord-reset%40example.nl');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('wachtwoord-reset@example.nl');
  await expectAccessible(page);
});

test('a wrong password is said beside the password field, with the address kept; the right one then logs in', async ({ page }) => {
  await logIn(page, 'geverifieerd@example.nl', { password: 'Fout1234' });
  await expect(page).toHaveURL('/inloggen?fout=WRONG_PASSWORD');
  const password = page.getByLabel('Wachtwoord', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Dit wachtwoord klopt niet\./);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('E-mailadres')).toHaveValue('geverifieerd@example.nl');
  await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/wachtwoord-vergeten');
  await expectAccessible(page);
  // A new try is not held back by the refusal beside the field.
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/inloggen/);
  await expectLoggedIn(page, true);
});

test('every wrong password is told and the field marked and focused again, until five lock the account for a while', async ({ page, request }) => {
  const email = uniqueEmail('vijfkeer');
  await request.post('/sandbox/users', { data: { email, password: PASSWORD } });
  await logIn(page, email, { password: 'Fout1234' });
  await expect(page).toHaveURL('/inloggen?fout=WRONG_PASSWORD');
  const password = page.getByLabel('Wachtwoord', { exact: true });
  // The second to fourth try on the same page lead to the same address: each is still a refusal of its own.
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Dit wachtwoord klopt niet\./);
    await expect(password).toBeFocused();
    await password.fill(`Fout${attempt}234`);
    const answered = page.waitForResponse((response) => response.url().includes('accounts.login'));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await answered;
  }
  await expect(page).toHaveURL('/inloggen?fout=TOO_MANY_WRONG_LOGINS');
  await expect(page.getByRole('alert')).toContainText('Je hebt te vaak een verkeerd wachtwoord ingevoerd.');
  // Locked: even the right password is refused now.
  await logIn(page, email);
  await expect(page).toHaveURL('/inloggen?fout=TOO_MANY_WRONG_LOGINS');
});

test('an account whose e-mail is not verified goes to verify it; an incomplete one to finish registration', async ({ page }) => {
  await logIn(page, 'onbevestigd@example.nl');
  await expect(page).toHaveURL('/aanmelden/verifieer-email?fout=UNVERIFIED_ACCOUNT');
  await expect(page.getByRole('main')).toContainText('je e-mailadres is nog niet bevestigd');
  await expect(page.getByRole('link', { name: 'Geen e-mail ontvangen? Stuur de link opnieuw' })).toBeVisible();
  await logIn(page, 'onvolledig@example.nl');
  await expect(page).toHaveURL('/aanmelden/voltooien');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maak je registratie af');
});

/** The redirect after login (spec 000 section 4), one sandbox user per branch, in the spec's order. */
const branches = [
  { state: 'bad debt on this account', email: 'schuld@example.nl', to: '/meldingen/abonnement-beeindigd', heading: 'Je abonnement is beëindigd' },
  { state: 'bad debt on another account', email: 'schuld-elders@example.nl', to: '/meldingen/openstaande-factuur', heading: 'Je hebt nog een openstaande factuur' },
  { state: 'promo user', email: 'promo@example.nl', to: '/abonnementen', heading: 'Kies je abonnement' },
  { state: 'lapsed subscriber (winback)', email: 'oud-abonnee@example.nl', to: '/abonnementen/welkom-terug', heading: 'Welkom terug' },
  { state: 'requested internal redirect', email: 'plus@example.nl', query: '?redirect=%2Fmijn-abonnement', to: '/mijn-abonnement', heading: 'Mijn abonnement' },
  { state: 'active subscriber', email: 'premium@example.nl', to: 'https://v2.videoland.com/', heading: 'Streaming app' },
  { state: 'no subscription', email: 'geverifieerd@example.nl', to: '/abonnementen', heading: 'Kies je abonnement' },
];

for (const branch of branches) {
  test(`after login, ${branch.state} leads to ${branch.to}`, async ({ page, baseURL }) => {
    await answerForStreamingApp(page);
    await logIn(page, branch.email, { query: branch.query });
    await expect(page).toHaveURL(branch.to.startsWith('https:') ? branch.to : `${baseURL}${branch.to}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(branch.heading);
    await expectLoggedIn(page, true);
    if (!branch.to.startsWith('https:')) {
      await expectNoRawCopyKeys(page);
      await expectAccessible(page);
    }
  });
}

test('a protected page sends the visitor to login and back; the session holds after a reload', async ({ page }) => {
  await page.goto('/mijn-abonnement?tab=facturen');
  await expect(page).toHaveURL('/inloggen?redirect=%2Fmijn-abonnement%3Ftab%3Dfacturen');
  await page.getByLabel('E-mailadres').fill('basis@example.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL('/mijn-abonnement?tab=facturen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn abonnement');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn abonnement');
  // Logged in, the login page goes straight on: an active subscriber to the streaming app.
  await answerForStreamingApp(page);
  await page.goto('/inloggen');
  await expect(page).toHaveURL('https://v2.videoland.com/');
});

/** A query parameter is text: the payloads that can be written in a URL. */
const hostileInUrls = hostileRedirects.filter((payload): payload is string => typeof payload === 'string');

test("when the provider's address has changed, startup refreshes the session and the account takes the new address", async ({ page, request }) => {
  const email = uniqueEmail('verhuisd');
  expect((await request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Vera', lastName: 'Verhuisd', status: 'verified' } })).ok()).toBe(true);
  await logIn(page, email);
  await expect(page).toHaveURL('/abonnementen');
  const refreshes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/account/api/v3/login/hash')) refreshes.push(sent.url());
  });
  const accountEmail = () =>
    page.evaluate(async () => {
      const response = await fetch('/account/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ me { user { email } } }' }),
      });
      return ((await response.json()) as { data: { me: { user: { email: string } } } }).data.me.user.email;
    });

  // The same address on both sides: a reload loads the session and refreshes nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
  expect(refreshes).toEqual([]);

  const moved = uniqueEmail('nieuw-adres');
  expect(await page.evaluate((address) => window.identityProvider?.call('accounts', 'setAccountInfo', { profile: { email: address } }), moved)).toEqual({ errorCode: 0 });
  expect(await accountEmail()).toBe(email);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
  expect(refreshes).toHaveLength(1);
  expect(await accountEmail()).toBe(moved);
  await expectLoggedIn(page, true);
});

test(`${hostileInUrls.length} hostile redirects after a real login all fall back to the default destination`, async ({ page, baseURL }) => {
  await logIn(page, 'geverifieerd@example.nl');
  await expect(page).toHaveURL('/abonnementen');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The first one as a page load, the others as the site's own navigations (as a link would).
  await page.goto(`/inloggen/doorsturen?redirect=${encodeURIComponent(hostileInUrls[0] ?? '')}`);
  await expect(page).toHaveURL(`${baseURL}/abonnementen`);
  for (const payload of hostileInUrls) {
    await page.evaluate(
      (path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      `/inloggen/doorsturen?redirect=${encodeURIComponent(payload)}`,
    );
    await expect(page, `redirect ${JSON.stringify(payload)}`).toHaveURL(`${baseURL}/abonnementen`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
  }
  expect(errors).toEqual([]);
});

test('logout clears the session and keeps the consent cookie; the token no longer works', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'OptanonConsent', value: 'groups=C0001:1,C0002:1', url: baseURL ?? '' }]);
  await logIn(page, 'basis@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'vlId');
  expect(token).toBeDefined();

  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL('/inloggen');
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('OptanonConsent');
  expect(cookies.map((cookie) => cookie.name)).not.toContain('vlId');
  await page.goto('/mijn-abonnement');
  await expect(page).toHaveURL('/inloggen?redirect=%2Fmijn-abonnement');

  // The back end logged the token off: put back, it loads no user, and startup logs out again.
  await page.context().addCookies([{ ...token!, expires: token!.expires }]);
  await page.goto('/mijn-abonnement');
  await expect(page).toHaveURL('/inloggen');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('vlId');
});

test('a social login for an address with a password asks to link, and linking logs in and goes to the page asked for', async ({ page }) => {
  const email = uniqueEmail('koppel');
  await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Kim', lastName: 'Koster' } });
  await page.goto('/inloggen?redirect=%2Fmijn-abonnement');
  await page.getByRole('link', { name: 'Inloggen met Google' }).click();
  await allowSocialLogin(page, { email, firstName: 'Kim', lastName: 'Koster' });

  // The page asked for travels with the linking (the login flow's carryQuery): a login follows it (spec 000 section 4).
  await expect(page).toHaveURL('/inloggen/koppelen-bevestigen?redirect=%2Fmijn-abonnement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je hebt al een account');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Accounts koppelen' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectAccessible(page);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Fout1234');
  await page.getByRole('button', { name: 'Koppelen en inloggen' }).click();
  await expect(page).toHaveURL('/inloggen/koppelen?fout=WRONG_PASSWORD&redirect=%2Fmijn-abonnement');
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveAccessibleDescription(/Dit wachtwoord klopt niet/);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Koppelen en inloggen' }).click();
  await expect(page).toHaveURL('/inloggen/koppelen-succes?redirect=%2Fmijn-abonnement');
  await expectLoggedIn(page, true);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL('/mijn-abonnement');

  // Linked: the next social login logs straight in.
  await page.goto('/uitloggen');
  await expect(page).toHaveURL('/inloggen');
  await page.getByRole('link', { name: 'Inloggen met Google' }).click();
  await allowSocialLogin(page, { email, firstName: 'Kim', lastName: 'Koster' });
  await expect(page).toHaveURL('/abonnementen');
  await expectLoggedIn(page, true);
});

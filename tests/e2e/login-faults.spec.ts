/**
 * What the sandbox's fault switches make happen, each for its own test's browser:
 * the identity provider's codes no demo user gives, an unmapped code, a failing service on the
 * login and registration journeys (the visitor's answers kept), and the identity provider's
 * script timing out at startup (spec 001 section 4.6), and a login the provider holds (issue 17).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support-visitor.ts';
import { expectLoggedIn, logIn } from './support-login.ts';
import { answerStep, expectAccessible, uniqueEmail, walkTo } from './support.ts';

async function reportedErrors(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map(({ message, code, providerCode }) => ({ message, code, providerCode })));
}

const codes = [
  { code: 400006, meaning: 'blocked third-party cookies', to: '/meldingen/cookies-derden-geblokkeerd' },
  // The registration's e-mail step, with the address typed at the login and why (issue 64, item 7).
  ...[403002, 403005, 206001].map((code) => ({
    code,
    meaning: code === 206001 ? 'incomplete, without a registration to finish' : 'unauthorized',
    to: '/aanmelden/email?fout=ACCOUNT_NOT_FINALIZED&email=geverifieerd%40example.nl',
    message: 'Inloggen lukt nog niet: je account met dit e-mailadres is nog niet af.',
    address: 'geverifieerd@example.nl',
  })),
  {
    code: 400003,
    meaning: 'unique identifier exists: an account that logs in another way',
    to: '/inloggen?fout=EXISTING_ACCOUNT',
    message: 'Dit e-mailadres hoort bij een account dat op een andere manier inlogt',
  },
  { code: 403048, meaning: 'too many attempts', to: '/inloggen?fout=TOO_MANY_REQUESTS', message: 'Je hebt het te vaak geprobeerd.' },
  {
    code: 403043,
    meaning: 'existing account, with no social identity to link on the e-mail login',
    to: '/inloggen?fout=EXISTING_ACCOUNT',
    message: 'Dit e-mailadres hoort bij een account dat op een andere manier inlogt',
  },
];

for (const { code, meaning, to, message, address } of codes as { code: number; meaning: string; to: string; message?: string; address?: string }[]) {
  test(`the provider's ${code} (${meaning}) leads to ${to}`, async ({ page, faults }) => {
    await faults.break('accounts.login', 'identity-code', { times: 1, code });
    await logIn(page, 'geverifieerd@example.nl');
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (message) await expect(page.getByRole('alert')).toContainText(message);
    if (address) await expect(page.getByLabel('E-mailadres')).toHaveValue(address);
    await expectLoggedIn(page, false);
    await expectAccessible(page);
  });
}

/**
 * A login that does not work now, whatever fails: the login page says so (to a screen reader too),
 * the address is kept, no half-made session stays behind, and the next try logs in.
 */
const outages = [
  { what: 'an unmapped provider code', operation: 'accounts.login', fault: 'identity-code', code: 500001, message: 'Inloggen lukt nu even niet.' },
  { what: 'the provider answering 500', operation: 'accounts.login', fault: 'http-500', message: 'Inloggen lukt nu even niet.' },
  { what: 'the provider answering malformed JSON', operation: 'accounts.login', fault: 'malformed-json', message: 'Inloggen lukt nu even niet.' },
  { what: 'the provider answering 429', operation: 'accounts.login', fault: 'http-429', message: 'Je hebt het te vaak geprobeerd.' },
  { what: 'the session call failing (login step 3)', operation: 'POST /account/api/v3/login/hash', fault: 'http-500', message: 'Inloggen lukt nu even niet.' },
  { what: 'the debt check failing twice after a correct login', operation: 'UserIsInDebt', fault: 'http-500', times: 2, message: 'Inloggen lukt nu even niet.' },
  // The page loads the script ahead, once it is live (engine/react/early-press.ts): it fails from the page's load until it is mended.
  { what: "the provider's script answering 503", operation: 'GET /idp/sdk.js', fault: 'http-503', message: 'Inloggen lukt nu even niet.', withThePage: true },
] as const;

for (const outage of outages) {
  test(`${outage.what}: the login page says so with the address kept, no session is left, and the next try logs in`, async ({ page, request, faults }) => {
    const email = uniqueEmail('storing');
    await request.post('/sandbox/users', { data: { email, password: 'Welkom123' } });
    const withThePage = 'withThePage' in outage;
    if (withThePage) await faults.break(outage.operation, outage.fault);
    await page.goto('/inloggen?redirect=%2Fmijn-abonnement');
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
    if (withThePage) await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(true);
    else await faults.break(outage.operation, outage.fault, { times: 'times' in outage ? outage.times : 1, ...('code' in outage ? { code: outage.code } : {}) });
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Welkom123');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(outage.message);
    await expect(page).toHaveURL(/^[^?]+\/inloggen\?fout=[A-Z_]+&redirect=%2Fmijn-abonnement$/);
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await expectLoggedIn(page, false);
    await expectAccessible(page);
    // The fault was for one call (or is mended now): the visitor tries again, and is in.
    if (withThePage) await faults.clear();
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Welkom123');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL('/mijn-abonnement');
    await expectLoggedIn(page, true);
  });
}

// A passing fault of a read right after the login (one 500) is tried again once: the visitor is in, not logged out.
for (const operation of ['UserIsInDebt', 'Subscription']) {
  test(`one failing ${operation} right after a login is tried again: the visitor is in`, async ({ page, request, faults }) => {
    const email = uniqueEmail('eenmaal');
    await request.post('/sandbox/users', { data: { email, password: 'Welkom123' } });
    await faults.break(operation, 'http-500', { times: 1 });
    await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
    await expect(page).toHaveURL('/mijn-abonnement');
    await expectLoggedIn(page, true);
  });
}

test('a login that does not work now is reported with what failed', async ({ page, faults }) => {
  await faults.break('accounts.login', 'identity-code', { times: 1, code: 500001 });
  await logIn(page, 'geverifieerd@example.nl');
  await expect(page).toHaveURL('/inloggen?fout=UNKNOWN_LOGIN_ERROR');
  await expect.poll(() => reportedErrors(page)).toEqual([{ message: 'identity.login failed', code: undefined, providerCode: undefined }]);
});

test('a failing registration call is the generic error page; back in the journey the answers are there', async ({ page, faults }) => {
  await walkTo(page, 'privacy');
  await faults.break('accounts.register', 'http-500', { times: 1 });
  await answerStep(page, 'privacy');
  await expect(page).toHaveURL(/\/fout\?code=UNKNOWN_REGISTRATION_ERROR/);
  // Back through the error page's button: every answer is there, so the journey resumes at its end.
  await page.getByRole('link', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL('/aanmelden/privacy');
  await expect(page.getByLabel('Ja, ik ga akkoord')).toBeChecked();
  // After a reload too, all but the password (never stored): the visitor stays where they are, and
  // the journey asks for the password again just before the account is made.
  await page.goto('/aanmelden/naam');
  await expect(page).toHaveURL('/aanmelden/naam');
  await expect(page.getByLabel('Voornaam')).toHaveValue('Anna');
  await page.goto('/aanmelden/privacy');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL('/aanmelden/wachtwoord');
  await page.goto('/aanmelden/email');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('anna.devries@example.nl');
});

test('an identity provider script that does not load in time is logged, and the visitor lands on login', async ({ page, request, faults }) => {
  test.setTimeout(40_000);
  const email = uniqueEmail('traag');
  await request.post('/sandbox/users', { data: { email, password: 'Welkom123' } });
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');

  await faults.break('GET /idp/sdk.js', 'timeout', { times: 1 });
  // The script never answers: the page is not waited for, the site's own timeout decides.
  await page.reload({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/inloggen', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  await expect.poll(() => reportedErrors(page)).toContainEqual({ message: 'identity provider script failed to load', code: undefined, providerCode: undefined });
});

test('a login the provider does not answer ends within the call time with a Dutch message, the address kept, and a retry works', async ({ page, faults }) => {
  await faults.break('accounts.login', 'timeout', { times: 1 });
  const started = Date.now();
  await logIn(page, 'geverifieerd@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  // config/site.json: callTimeoutMs 8000; the sandbox holds the call for 30 s.
  await expect(page).toHaveURL('/inloggen?fout=SERVICE_TIMEOUT&redirect=%2Fmijn-abonnement', { timeout: 12_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByRole('alert')).toHaveText('Het inloggen duurt nu te lang. Probeer het zo nog eens; je e-mailadres staat er nog.');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('geverifieerd@example.nl');
  await expectAccessible(page);
  // The fault was for one call: the visitor tries again, and is in.
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Welkom123');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL('/mijn-abonnement');
  await expectLoggedIn(page, true);
});

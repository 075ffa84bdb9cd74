/** The notification pages, the error pages, the layout and the site's security headers, in Chromium. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerForStreamingApp, logIn, logInByServices, STREAMING_APP } from './support-login.ts';
import { cspViolations, expectAccessible, expectNoRawCopyKeys, watchCsp } from './support.ts';

/** [path, a text the page must show] for every page under /meldingen (spec 000 section 2). */
const notifications: [string, RegExp][] = [
  ['/meldingen/cookies-derden-geblokkeerd', /cookies/i],
  ['/meldingen/geo-check', /Nederland/],
  ['/meldingen/openstaande-factuur', /factuur/i],
  ['/meldingen/black-friday-is-voorbij', /Black Friday/i],
  ['/meldingen/lente-deal-is-voorbij', /Lentedeal/],
  ['/meldingen/zomeractie-is-voorbij', /Zomeractie/],
  ['/meldingen/opzegtermijn', /opzeg/i],
  ['/meldingen/account-via-voucher', /voucher/i],
  ['/meldingen/account-via-npl-voucher', /voucher|loterij/i],
  ['/meldingen/abonnement-incompatibiliteit', /abonnement/i],
  ['/meldingen/kan-niet-pauzeren', /pauze/i],
  ['/meldingen/meerdere-abonnementen', /abonnementen/i],
  ['/meldingen/actief-abonnement', /abonnement/i],
  // :partnerName is the partner's id (any case); the page names the partner as visitors know it.
  ['/meldingen/al-geactiveerd-via/KPN', /KPN/],
  ['/meldingen/al-geactiveerd-via/ah', /Albert Heijn/],
  ['/meldingen/al-abonnement-via-derde/ziggo', /abonnement/i],
  ['/meldingen/al-abonnement-via-derde', /abonnement/i],
  ['/meldingen/geen-recht-op-abonnement-via/tmobile', /T-Mobile/],
  ['/meldingen/kan-niet-activeren/samsung', /Samsung/],
  ['/meldingen/abonnement-opgezegd-via/apple', /Apple/],
  ['/meldingen/abonnement-beeindigd', /abonnement/i],
  ['/meldingen/nieuw-platform', /platform|Videoland/i],
  ['/meldingen/betaling-afronden', /betaling/i],
  ['/meldingen/account-inactief', /account/i],
];

for (const [path, text] of notifications) {
  test(`${path} shows its Dutch copy, accessibly`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('main')).toContainText(text);
    await expect(page.locator('main a.button').first()).toBeVisible();
    await expectNoRawCopyKeys(page);
    await expectAccessible(page);
  });
}

test("the buttons a notification names from its flow's links lead where the links say", async ({ page }) => {
  await page.goto('/meldingen/geo-check');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Naar de klantenservice' })).toHaveAttribute('href', 'https://help.videoland.com/');
  await page.goto('/meldingen/account-via-voucher');
  await expect(page.getByRole('main').getByRole('link', { name: 'Verder met kijken' })).toHaveAttribute('href', /^https:\/\//);
});

/** The registration pages after the form, and the home page: [path, title]. */
const otherPages: [string, string][] = [
  ['/aanmelden/verifieer-email', 'Bevestig je e-mailadres'],
  ['/aanmelden/link/al-eens-gebruikt', 'Deze link is al gebruikt'],
  ['/aanmelden/link/verlopen', 'Deze link is verlopen'],
  ['/', 'Welkom bij Videoland'],
];

for (const [path, title] of otherPages) {
  test(`${path} shows "${title}", accessibly`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoRawCopyKeys(page);
    await expectAccessible(page);
  });
}

test('the e-mail-verified page opened without the link says how to confirm the address, not that it is confirmed', async ({ page }) => {
  await page.goto('/aanmelden/email-geverifieerd');
  await expect(page).toHaveURL('/aanmelden/verifieer-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je e-mailadres');
  await expect(page.locator('main')).not.toContainText('is bevestigd');
});

test('the e-mail-verified page is step 3 of the onboarding progress and tracked as funnel step 8', async ({ page }) => {
  // As the link leaves the new account: logged in, verified, without a subscription.
  await logInByServices(page, 'geverifieerd@example.nl');
  await page.goto('/aanmelden/email-geverifieerd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je e-mailadres is bevestigd');
  await expect(page.getByText('Je account is klaar. Kies nu je abonnement.')).toBeVisible();
  await expectNoRawCopyKeys(page);
  await expectAccessible(page);
  await expect(page.getByRole('navigation', { name: 'Voortgang van je aanmelding' })).toContainText('Stap 3 van 4');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.funnel).map((entry) => entry.funnel)))
    .toEqual([{ name: 'signup', step: 8, stepName: 'Geverifieerd' }]);
});

test('an unknown path shows the not-found page with status 404 and a way home', async ({ page }) => {
  const response = await page.goto('/deze/pagina/bestaat/niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Naar de homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij Videoland');
});

test('the inactive-account notification reports ACCOUNT_INACTIVE (spec 000 section 8, spec 001 section 2.6)', async ({ page }) => {
  await page.goto('/meldingen/account-inactief');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => [entry.message, entry.code])))
    .toEqual([['ACCOUNT_INACTIVE', 'ACCOUNT_INACTIVE']]);
});

test('/pagina-niet-gevonden is the not-found page and reports PAGE_NOT_FOUND with code 404', async ({ page }) => {
  await page.goto('/pagina-niet-gevonden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => [entry.message, entry.code])))
    .toEqual([['PAGE_NOT_FOUND', 404]]);
});

test('the generic error page offers registration, login and help, and logs both error codes', async ({ page }) => {
  await page.goto('/fout?code=UNKNOWN_LOGIN_ERROR&providerCode=403120');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, er is een fout opgetreden');
  await expect(page.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/aanmelden');
  await expect(page.locator('main').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
  await expect(page.getByRole('link', { name: 'Hulp nodig?' })).toHaveAttribute('href', 'https://help.videoland.com/');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map(({ code, providerCode }) => ({ code, providerCode }))))
    .toEqual([{ code: 'UNKNOWN_LOGIN_ERROR', providerCode: '403120' }]);
  await expectAccessible(page);
});

test('/fallback says the site is not available as it should be, with a way home and to help', async ({ page }) => {
  const response = await page.goto('/fallback');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videoland is even niet bereikbaar');
  await expect(page.getByRole('main').getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Hulp nodig?' })).toHaveAttribute('href', 'https://help.videoland.com/');
  await expectAccessible(page);
});

test('the footer shows the year, company info, contact, cookie settings and the accessibility statement', async ({ page }) => {
  await page.goto('/meldingen/geo-check');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Videoland`);
  for (const name of ['Bedrijfsgegevens', 'Contact', 'Toegankelijkheidsverklaring']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  // The cookie settings reopen the consent dialog (tests/e2e/consent.spec.ts).
  await expect(footer.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
  // The plain route group has a footer but no header and no help button.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hulp' })).toHaveCount(0);
});

const HELP_LINKS: [string, string | RegExp][] = [
  ['Bekijk de veelgestelde vragen', 'https://help.videoland.com/'],
  ['Stuur ons een bericht', '/contact'],
  // The numbers are config/site.json's placeholders (customerService): the specification gives none.
  ['WhatsApp ons: +31 6 12 34 56 78', 'https://wa.me/31612345678'],
  ['Bel ons: 088 123 45 67', 'tel:+31881234567'],
  ['Geef ons feedback', 'https://help.videoland.com/feedback'],
  ['Privacyverklaring', 'https://www.videoland.com/privacy'],
];

test.describe('below the width of the help sidebar', () => {
  test.use({ viewport: { width: 900, height: 740 } });

  test('the Hulp button opens a modal with the ways to help, WhatsApp and phone among them, and closes by keyboard', async ({ page }) => {
    await page.goto('/aanmelden/email');
    await expect(page.getByRole('complementary', { name: 'Hulp nodig?' })).toBeHidden();
    const help = page.getByRole('button', { name: 'Hulp' });
    // A prerendered page's buttons wait for the script that acts on them.
    await expect(help).toBeEnabled();
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Hulp nodig?' });
    await expect(dialog).toBeVisible();
    for (const [name, href] of HELP_LINKS) await expect(dialog.getByRole('link', { name })).toHaveAttribute('href', href);
    // Scan what the visitor sees once the 400 ms opening animation has ended, not a faded frame of it.
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
  });
});

test('on a wide screen the onboarding pages have the help sidebar beside the content, in place of the help button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/aanmelden/email', '/inloggen', '/aanmelden/email-geverifieerd']) {
    await page.goto(path);
    const sidebar = page.getByRole('complementary', { name: 'Hulp nodig?' });
    await expect(sidebar, path).toBeVisible();
    for (const [name, href] of HELP_LINKS) await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(page.getByRole('button', { name: 'Hulp' })).toBeHidden();
    const [content, aside] = [await page.getByRole('main').boundingBox(), await sidebar.boundingBox()];
    expect((aside?.x ?? 0) >= (content?.x ?? 0) + (content?.width ?? 0), `${path}: the sidebar stands right of the content`).toBe(true);
  }
  await expectAccessible(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Stuur ons een bericht' }).click();
  await expect(page).toHaveURL('/contact');
});

test('on a wide screen the tier picker of the e-mail-verified page shows its three tiers side by side, each button on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInByServices(page, 'geverifieerd@example.nl');
  await page.goto('/aanmelden/email-geverifieerd');
  const buttons = page.getByRole('link', { name: /^Kies / });
  await expect(buttons).toHaveCount(3);
  const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
  expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
  const lineHeight = await buttons.first().evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  for (const box of boxes) expect(box?.height ?? 0).toBeLessThan(lineHeight * 2 + 32);
});

test('the page of an expired trial is a plain page: a footer, no header and no help', async ({ page }) => {
  await page.goto('/proefperiode/verlopen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je proefperiode is voorbij');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hulp' })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('below the 750 px touch breakpoint the buttons take the full width', async ({ page }) => {
    await page.goto('/aanmelden/email');
    const button = page.getByRole('button', { name: 'Ga verder' });
    const [buttonBox, formBox] = [await button.boundingBox(), await page.locator('main form').boundingBox()];
    expect(buttonBox?.width).toBeCloseTo(formBox?.width ?? 0, 0);
    await page.getByLabel('E-mailadres').tap();
    await page.getByLabel('E-mailadres').fill('telefoon@example.nl');
    await button.tap();
    await expect(page).toHaveURL('/aanmelden/wachtwoord');
    await expectAccessible(page);
  });
});

test('a strict Content-Security-Policy without unsafe-eval holds on every kind of page', async ({ page }) => {
  await watchCsp(page);
  const response = await page.goto('/aanmelden/email');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await page.getByLabel('E-mailadres').fill('csp@example.nl');
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL('/aanmelden/wachtwoord');
  await page.goto('/meldingen/al-geactiveerd-via/KPN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test('the built JavaScript contains no eval, no new Function and no JsonLogic interpreter: conditions are compiled at build time', () => {
  const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join(assets, name), 'utf8');
    expect(code, name).not.toMatch(/\beval\s*\(|new Function\s*\(|\bFunction\s*\(\s*["'`]/);
    // json-logic-engine's own error for an operator it does not know.
    expect(code, name).not.toContain('Unknown Operator');
  }
});

test('the built JavaScript holds no journey case: the flows ship without their tests', () => {
  const root = join(import.meta.dirname, '..', '..');
  // A case's name, unless a flow says the same words where they ship (a guard's reason is logged).
  const files = readdirSync(join(root, 'flows'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'));
  const parsed = files.map((name) => JSON.parse(readFileSync(join(root, 'flows', name), 'utf8')) as { tests?: { name: string }[] });
  const shipped = parsed.map(({ tests: _tests, ...rest }) => JSON.stringify(rest)).join('\n');
  const names = parsed
    .flatMap((file) => file.tests ?? [])
    .map((journeyCase) => JSON.stringify(journeyCase.name).slice(1, -1))
    .filter((text) => !shipped.includes(text));
  expect(names.length).toBeGreaterThan(100);
  const assets = join(root, 'dist', 'assets');
  const code = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
  expect(names.filter((text) => code.includes(text))).toEqual([]);
});

/** The old platform's paths (spec 001 section 2.1): one to the login, two to the registration, two to one common target. */
const MOVED = [
  ['/login', '/inloggen'],
  ['/register', '/aanmelden'],
  ['/registreren', '/aanmelden'],
  ['/cadeau', '/activeer/voucher'],
  ['/cadeaukaart', '/activeer/voucher'],
  ['/aanmelden/null', '/aanmelden'],
] as const;

test("the old platform's paths are answered by the server with 301 to their page, and lead there in the browser too", async ({ request, page }) => {
  for (const [path, location] of MOVED) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
  }
  // Followed by the site itself, as a link inside it would be.
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/registreren');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/aanmelden/email');
});

test("a malformed address is the visitor's bad input, a 400, not a server error; pages carry the referrer policy", async ({ request }) => {
  for (const path of ['/abc%', '/%E0%A4%A']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
  }
  const page = await request.get('/aanmelden');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
});

test('the site is served as production serves it: compressed, hashed assets cached for a year, the page itself never', async ({ request }) => {
  const page = await request.get('/aanmelden', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers().vary).toBe('Accept-Encoding');
  const html = await page.text();
  // The site's entry, among the module scripts the page names.
  const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();

  const brotli = await request.get(script as string, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(script as string, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script as string, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script whichever way it travels.
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
  // A 404 page is compressed too, and keeps its status.
  const missing = await request.get('/bestaat-niet', { headers: { 'Accept-Encoding': 'gzip' } });
  expect([missing.status(), missing.headers()['content-encoding']]).toEqual([404, 'gzip']);
});

// The home page speaks to who is there (issue 44, item 12): an account to make, a plan to choose, or a subscription that runs.
for (const { who, email, landsOn, says, saysNot, primary } of [
  {
    who: 'a visitor who is not logged in',
    email: undefined,
    landsOn: undefined,
    says: 'Maak een account aan om een abonnement te kiezen.',
    saysNot: 'Je bent ingelogd.',
    primary: 'Account aanmaken',
  },
  {
    who: 'a logged-in account without a subscription',
    email: 'geverifieerd@example.nl',
    landsOn: /\/abonnementen$/,
    says: 'Kies een abonnement om te beginnen met kijken.',
    saysNot: 'Maak een account aan',
    primary: 'Kies een abonnement',
  },
  { who: 'a subscriber', email: 'plus@example.nl', landsOn: STREAMING_APP, says: 'Je abonnement loopt', saysNot: 'Maak een account aan', primary: 'Naar Videoland' },
]) {
  test(`the home page, to ${who}: "${says}"`, async ({ page }) => {
    if (email && landsOn) {
      await answerForStreamingApp(page);
      await logIn(page, email);
      // Where the login ends, so that the session is there before the home page is asked for.
      await expect(page).toHaveURL(landsOn);
    }
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByText(says, { exact: false })).toBeVisible();
    await expect(main.getByText(saysNot, { exact: false })).toHaveCount(0);
    // One primary button, for what this visitor does next: for a subscriber, watching in the app.
    await expect(main.locator('a.button--primary')).toHaveText([primary]);
    await expectAccessible(page);
  });
}

/**
 * Partner and campaign offers (issue 11; spec 000 section 2, spec 001 sections 2.2 to 2.4 and 8), in
 * Chromium against the sandbox, whose catalog reads the same offer files as the site.
 */
import type { Page } from '@playwright/test';
import { offers } from '../../sandbox/offers.ts';
import type { PartnerOffer } from '../../schemas/generated/offer.ts';
import { momentInside } from '../support/dates-inside.ts';
import { logIn, logInByServices } from './support-login.ts';
import { newBuyer, newSubscriber } from './support-payment.ts';
import { expect, nameVisitor, test } from './support-visitor.ts';
import { newestLink } from './support-mail.ts';
import { answerStep, expectAccessible, expectAmountsTogether, expectNoRawCopyKeys, stepPaths, uniqueEmail, type StepName } from './support.ts';

const offer = (id: string): PartnerOffer => offers.find((candidate) => candidate.id === id) as PartnerOffer;

// Every page below is seen on a day its offer runs (Albert Heijn's, for the tests of a gift), by
// this browser's own clock on the sandbox: never the machine's date.
const insideAh = momentInside(offer('albert-heijn').valid) as string;
test.beforeEach(async ({ clock }) => {
  await clock.set(insideAh);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const reported = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.message));

/** A new entitlement of a partner plan, as a partner's link carries it. */
async function entitlement(page: Page, plan: string): Promise<string> {
  const answer = await page.request.post('/sandbox/entitlements', { data: { plan } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { entitlementId: string }).entitlementId;
}

/** Accepts the offer's terms on /partner/:plan/activeer and activates. */
async function acceptAndActivate(page: Page): Promise<void> {
  await page.getByLabel('Ja, ik ga akkoord met de actievoorwaarden').check();
  await page.getByRole('button', { name: 'Activeer' }).click();
}

test("the spec's 13 campaign routes are among the offer files' routes", () => {
  const campaignRoutes = offers.flatMap((each) => [each.routes.path, ...(each.routes.aliases ?? [])]);
  // A new offer file adds its routes, and is opened below as the spec's are.
  expect(campaignRoutes).toEqual(
    expect.arrayContaining([
      '/nationale-postcode-loterij',
      '/postcodeloterij',
      '/vriendenloterij',
      '/t-mobile-thuis',
      '/nederlands-film-festival',
      '/NFF',
      '/albert-heijn',
      '/ah',
      '/ziggo',
      '/t-mobile',
      '/tmobile',
      '/young-capital',
      '/vriendenvanamstellive',
    ]),
  );
});

for (const each of offers) {
  const at = momentInside(each.valid) ?? insideAh;
  test(`${each.id}, on ${at.slice(0, 10)}: its routes show its page, accessibly, its aliases the same page, its legacy paths a 301`, async ({ page, clock }) => {
    await clock.set(at);
    for (const path of [each.routes.path, ...(each.routes.aliases ?? [])]) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(each.landing.title);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('img', { name: each.landing.imageAlt })).toBeVisible();
      for (const line of each.landing.description) await expect(page.getByText(line)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: each.terms.title })).toBeVisible();
    }
    await expectAccessible(page);
    await expectNoRawCopyKeys(page);
    await expectAmountsTogether(page);
    for (const path of each.routes.legacy ?? []) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(301);
      expect(answer.headers().location).toBe(each.routes.path);
    }
  });
}

test("a landing page is accessible on a phone and on a desktop, and asks for the partner's link when it is missing", async ({ page }) => {
  const ah = offer('albert-heijn');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/albert-heijn');
  await expect(page.getByText('Je activeert dit aanbod met de persoonlijke link die je van Albert Heijn kreeg.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: ah.landing.primaryButton })).toHaveCount(0);
  await expect(page.getByText('Stap 1 van 3')).toBeVisible();
  // The image fits the phone's width.
  const width = await page.getByRole('img', { name: ah.landing.imageAlt }).evaluate((image) => image.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await expectNoRawCopyKeys(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ah?entitlementId=AH-TEST-1');
  await expect(page.getByRole('link', { name: ah.landing.primaryButton })).toHaveAttribute(
    'href',
    `/aanmelden?redirect-url=${encodeURIComponent('/partner/ah-12-maanden/activeer?entitlementId=AH-TEST-1')}&aanbod=ah-12-maanden`,
  );
  await expect(page.getByRole('link', { name: ah.landing.textLink })).toHaveAttribute(
    'href',
    `/inloggen?redirect=${encodeURIComponent('/partner/ah-12-maanden/activeer?entitlementId=AH-TEST-1')}`,
  );
  await expectAccessible(page);
});

test("T-Mobile's two pages of their own say what to do without the partner's link, and lead to the offer or the plans", async ({ page }) => {
  await page.goto('/partner/tmobile/smscheck');
  await expect(heading(page)).toHaveText('Check je sms van T-Mobile');
  await expect(page.locator('main')).toContainText('T-Mobile stuurt je een sms met je persoonlijke link om Videoland te activeren.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Bekijk het aanbod van T-Mobile' })).toHaveAttribute('href', '/partner/tmobile-6-maanden');
  await expectAccessible(page);
  await page.goto('/partner/tmobile-standalone');
  await expect(heading(page)).toHaveText('Videoland zonder T-Mobile-bundel');
  await expect(page.getByRole('main').getByRole('link', { name: 'Kies je abonnement' })).toHaveAttribute('href', '/abonnementen');
  await expect(page.getByRole('main').getByRole('link', { name: 'Ik heb een link van T-Mobile' })).toHaveAttribute('href', '/partner/tmobile-6-maanden');
  await expectAccessible(page);
});

test("a new customer who registers from a partner's landing sees one progress of three steps throughout, and the verified page leads on to the gift", async ({ page }) => {
  const id = await entitlement(page, 'ah-12-maanden');
  const email = uniqueEmail('cadeaunieuw');
  await page.goto(`/ah?entitlementId=${id}`);
  await expect(page.getByText('Stap 1 van 3')).toBeVisible();
  await page.getByRole('link', { name: offer('albert-heijn').landing.primaryButton }).click();
  const progress = page.getByRole('navigation', { name: 'Voortgang van je aanmelding' });
  for (const [index, step] of (Object.keys(stepPaths) as StepName[]).entries()) {
    await expect(page).toHaveURL(new RegExp(`^[^?]*${stepPaths[step]}\\?`));
    await expect(progress).toHaveText(`Stap 2 van 3, vraag ${index + 1} van 6`);
    await answerStep(page, step, email);
  }
  await expect(page).toHaveURL(/\/aanmelden\/verifieer-email\?aanbod=ah-12-maanden$/);
  await expect(progress).toHaveText('Stap 2 van 3');
  await page.goto(await newestLink(page.request, email, 'verify-email'));
  await expect(heading(page)).toHaveText('Je e-mailadres is bevestigd');
  await expect(page.getByText('Je account is klaar. Ga verder waar je gebleven was.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Kies nu je abonnement');
  await page.getByRole('link', { name: 'Ga verder' }).click();
  await expect(page).toHaveURL(`/partner/ah-12-maanden/activeer?entitlementId=${id}`);
  await expect(progress).toHaveText('Stap 3 van 3');
});

test('a new customer activates a partner gift through the login, sees it, and a second claim of the link is refused', async ({ page, browser, storageState, visitor, baseURL }) => {
  const id = await entitlement(page, 'ah-12-maanden');
  await page.goto(`/ah?entitlementId=${id}`);
  await page.getByRole('link', { name: offer('albert-heijn').landing.textLink }).click();
  await expect(page).toHaveURL(/^.*\/inloggen\?redirect=/);
  await logIn(page, await newBuyer(page, 'cadeau'), { query: `?redirect=${encodeURIComponent(`/partner/ah-12-maanden/activeer?entitlementId=${id}`)}` });
  await expect(page).toHaveURL(`/partner/ah-12-maanden/activeer?entitlementId=${id}`);
  await expect(heading(page)).toHaveText('Activeer je aanbod van Albert Heijn');
  // Logged in already, the account step is done: the activation is the last of the three.
  await expect(page.getByText('Stap 3 van 3')).toBeVisible();
  await expectAccessible(page);
  // The terms must be accepted, with the message beside the box.
  await page.getByRole('button', { name: 'Activeer' }).click();
  await expect(page.getByText('Ga akkoord met de actievoorwaarden om je aanbod te activeren.')).toBeVisible();
  await acceptAndActivate(page);
  await expect(page).toHaveURL(`/partner/ah-12-maanden/geactiveerd?entitlementId=${id}`);
  await expect(heading(page)).toHaveText('Je aanbod van Albert Heijn is geactiveerd');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Naar Mijn abonnement' }).click();
  // A gift says who pays and when it stops: no price of the visitor's and no next payment.
  await expect(page.locator('main')).toContainText('Je kijkt met Videoland Basis.');
  await expect(page.locator('main')).toContainText('Je kijkt 12 maanden gratis, betaald door Albert Heijn, tot en met');
  await expect(page.locator('main')).toContainText('Daarna stopt dit abonnement vanzelf: je betaalt niets.');
  await expect(page.locator('main')).not.toContainText('Je volgende betaling');
  await expect(page.getByRole('heading', { level: 2, name: 'Actievoorwaarden' })).toBeVisible();

  // Another customer with the same link.
  const otherContext = await browser.newContext({ storageState });
  await nameVisitor(otherContext, visitor, baseURL); // on the same day
  const other = await otherContext.newPage();
  await logIn(other, await newBuyer(other, 'tweede'), { query: `?redirect=${encodeURIComponent(`/partner/ah-12-maanden/activeer?entitlementId=${id}`)}` });
  await expect(other).toHaveURL(`/partner/ah-12-maanden/activeer?entitlementId=${id}`);
  await acceptAndActivate(other);
  // Told what happened to the link, not that they have the offer (issue 26 item 18).
  await expect(other).toHaveURL('/meldingen/activatielink-al-gebruikt/ah');
  await expect(heading(other)).toHaveText('Deze activatielink is al gebruikt');
  await expect(other.locator('main')).toContainText('Met deze link van Albert Heijn is Videoland al geactiveerd op een ander account.');
  await expectAccessible(other);
  await expectNoRawCopyKeys(other);
  await otherContext.close();

  // The customer who claimed it, opening the link again, is told the offer is theirs already.
  await page.goto(`/partner/ah-12-maanden/activeer?entitlementId=${id}`);
  await acceptAndActivate(page);
  await expect(page).toHaveURL('/meldingen/al-geactiveerd-via/ah');
  await expect(heading(page)).toHaveText('Je hebt Videoland al geactiveerd via Albert Heijn');
});

test('each claim error leads to its notification, naming the partner', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'claimfout'));
  await expect(page).toHaveURL('/abonnementen');
  const cases: [string, string, string][] = [
    [`/partner/ziggo-12-maanden/activeer?entitlementId=BESTAAT-NIET`, '/meldingen/kan-niet-activeren/ziggo', 'Activeren via Ziggo is niet gelukt'],
    [`/partner/ziggo-12-maanden/activeer?entitlementId=ZIGGO-2026-0002`, '/meldingen/abonnement-opgezegd-via/ziggo', 'Je abonnement via Ziggo is opgezegd'],
    [`/partner/ziggo-12-maanden/activeer?entitlementId=${await entitlement(page, 'ah-12-maanden')}`, '/meldingen/kan-niet-activeren/ziggo', 'Activeren via Ziggo is niet gelukt'],
  ];
  for (const [path, notification, title] of cases) {
    await page.goto(path);
    await acceptAndActivate(page);
    await expect(page).toHaveURL(notification);
    await expect(heading(page)).toHaveText(title);
  }
  await expectAccessible(page);
});

test("a reseller's customer is told a subscription through a third party exists", async ({ page }) => {
  const id = await entitlement(page, 'ah-12-maanden');
  await logIn(page, 'ziggo@example.nl', { query: `?redirect=${encodeURIComponent(`/partner/ah-12-maanden/activeer?entitlementId=${id}`)}` });
  await expect(page).toHaveURL(`/partner/ah-12-maanden/activeer?entitlementId=${id}`);
  await acceptAndActivate(page);
  await expect(page).toHaveURL('/meldingen/al-abonnement-via-derde/ah');
  await expect(heading(page)).toHaveText('Je hebt al een abonnement via een andere partij');
});

test('an offer for new customers only blocks a subscriber on its page and on its activation; one for everyone lets him through', async ({ page }) => {
  const id = await entitlement(page, 'young-capital-3-maanden-plus');
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fyoung-capital' });
  await expect(page).toHaveURL('/meldingen/geen-recht-op-abonnement-via/young-capital?reden=bestaande-klant');
  await expect(heading(page)).toHaveText('Je hebt geen recht op Videoland via YoungCapital');
  // It says why: the offer is for new customers, and this visitor has a subscription.
  await expect(page.getByText('Deze actie van YoungCapital is alleen voor nieuwe kijkers.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/partner/young-capital-3-maanden-plus/activeer?entitlementId=${id}`);
  await expect(page).toHaveURL('/meldingen/geen-recht-op-abonnement-via/young-capital?reden=bestaande-klant');
  await page.goto('/albert-heijn?entitlementId=AH-2026-0001');
  await expect(heading(page)).toHaveText(offer('albert-heijn').landing.title);
  await expect(page.getByRole('link', { name: offer('albert-heijn').landing.primaryButton })).toHaveAttribute('href', '/partner/ah-12-maanden/activeer?entitlementId=AH-2026-0001');
});

// Every offer, seen by a current subscriber on a day it runs: its file's existingUserAllowed decides
// (spec 001 section 2.4's table): blocked with the reason, or shown the offer.
for (const each of offers) {
  const blocked = !each.existingUserAllowed;
  test(`a current subscriber on ${each.id}'s page is ${blocked ? 'told the offer is for new customers' : 'shown the offer'}`, async ({ page, clock }) => {
    await clock.set(momentInside(each.valid) as string);
    await logInByServices(page, await newSubscriber(page, `abonnee-${each.id}`, 'plus'));
    await page.goto(each.routes.path);
    if (blocked) {
      await expect(page).toHaveURL(/\/meldingen\/geen-recht-op-abonnement-via\/[^?]+\?reden=bestaande-klant$/);
      await expect(page.locator('main')).toContainText('alleen voor nieuwe');
    } else {
      await expect(page).toHaveURL(each.routes.path);
      await expect(heading(page)).toHaveText(each.landing.title);
    }
  });
}

test('an offer bought with a purchase leads to the activation of its plan, and one of an action code to the voucher page', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'loterij'), { query: '?redirect=%2Fpostcodeloterij' });
  await expect(page).toHaveURL('/postcodeloterij');
  await page.getByRole('link', { name: offer('nationale-postcode-loterij').landing.primaryButton }).click();
  await expect(page).toHaveURL('/activeer/abonnement/postcodeloterij-12-maanden-basis');
  await expect(heading(page)).toHaveText('Activeer Videoland Basis');
  await expect(page.locator('main')).toContainText('€ 3,99');
  await page.goto('/vriendenvanamstellive');
  await expect(page.getByRole('link', { name: offer('vriendenvanamstellive').landing.primaryButton })).toHaveAttribute('href', '/activeer/voucher');
});

test('the plan-slug rules of the partner routes end on the not-found page with their logged reasons, and that page answers 404', async ({ page }) => {
  const rules: [string, string][] = [
    ['/partner', 'No plan slug provided'],
    ['/partner/goud', 'No plan found for this route'],
    ['/partner/ah-12-maanden/activeer', 'No entitlement id provided'],
    ['/meldingen/al-geactiveerd-via/onbekend', 'Onbekende partner'],
  ];
  for (const [path, reason] of rules) {
    await page.goto(path);
    await expect(page).toHaveURL('/pagina-niet-gevonden');
    await expect.poll(() => reported(page)).toContain(reason);
  }
  expect((await page.request.get('/pagina-niet-gevonden')).status()).toBe(404);
  await page.goto('/partner/plus');
  await expect(page).toHaveURL('/fout?code=SOFTLANDING_MISSING_COPY');
});

/**
 * Promotions start and end by themselves, by their files and the sandbox clock (issue 12; spec 001
 * section 9.3): the plan choice shows a running promotion's price beside the regular one, its slugs
 * lead to its plans, and after its end a link to it leads to its "deal is over" page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, nameVisitor, test } from './support-visitor.ts';
import { logIn, PASSWORD } from './support-login.ts';
import { answerAtProvider, newBuyer, sendPersonalCode, startPayment } from './support-payment.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

const card = (page: Page, tier: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tier }) });

/** A card's deal set out large under the promotion's name, the price it replaces struck through beside it. */
async function expectDeal(page: Page, tier: string, promotion: string, deal: string, regular: string): Promise<void> {
  const price = card(page, tier).locator('.card-price');
  await expect(price.locator('.card-price-name')).toHaveText(promotion);
  await expect(price.locator('strong')).toHaveText(deal);
  await expect(price.locator('s')).toHaveText(regular);
  await expect(price).toContainText(`in plaats van ${regular}`);
}

test('on 26 November 2025 Black Friday prices show beside the regular ones, and its slugs lead to its plans', async ({ page, clock }) => {
  await clock.set('2025-11-26T12:00:00Z');
  await page.goto('/abonnementen');
  await expectDeal(page, 'Basis', 'Black Friday', '€ 3,99 per maand, de eerste 6 maanden', '€ 5,99');
  await expectDeal(page, 'Plus', 'Black Friday', '€ 8,99 per maand, de eerste 6 maanden', '€ 10,99');
  const size = (element: Locator) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect(await size(card(page, 'Basis').locator('.card-price strong'))).toBeGreaterThan(1.2 * (await size(card(page, 'Basis').locator('p').last())));
  await expect(card(page, 'Basis')).toContainText('Daarna € 5,99 per maand');
  // Each card says whether its own plan has free days: Black Friday's have 14, as Premium's trial plan has.
  await expect(card(page, 'Basis')).toContainText('Nieuw bij Videoland? De eerste 14 dagen gratis.');
  await expect(card(page, 'Premium').locator('.card-price strong')).toHaveText('€ 12,99 per maand');
  await expect(card(page, 'Premium').locator('s')).toHaveCount(0);
  await expect(card(page, 'Premium')).not.toContainText('Black Friday');
  // The promotion's art on its cards (its file's image), the tier's own on the other; its terms said once, under the cards.
  for (const tier of ['Basis', 'Plus']) await expect(card(page, tier).locator('img.card-art')).toHaveAttribute('src', '/art/promotion-black-friday-960.webp');
  await expect(card(page, 'Premium').locator('img.card-art')).toHaveAttribute('src', '/art/tier-premium-960.webp');
  const summary = 'Videoland Basis voor € 3,99 en Videoland Plus voor € 8,99 per maand, de eerste 6 maanden.';
  await expect(page.locator('main').getByText(summary, { exact: true })).toHaveCount(1);
  await expect(page.locator('.notes').getByText(summary, { exact: true })).toBeVisible();
  // The card's button sells the plan whose price it shows, and its terms are a click away.
  await expect(card(page, 'Plus').getByRole('link', { name: 'Kies Plus' })).toHaveAttribute('href', '/activeer/abonnement/plus-black-friday');
  await expect(card(page, 'Premium').getByRole('link', { name: 'Kies Premium' })).toHaveAttribute('href', '/activeer/abonnement/premium-2-weken');
  await expectAccessible(page);
  await card(page, 'Basis').getByRole('link', { name: 'Lees de actievoorwaarden van Black Friday' }).click();
  await expect(page).toHaveURL('/abonnementen/actievoorwaarden/basis-black-friday');
  await expect(page.getByRole('heading', { level: 2, name: 'Black Friday-actievoorwaarden' })).toBeVisible();
  await expect(page.locator('main')).toContainText('De actie is niet te combineren met andere acties.');
  await expect(page.locator('main')).toContainText('Met deze actie betaal je € 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99); daarna € 5,99 per maand.');
  await expectAccessible(page);

  await logIn(page, await newBuyer(page, 'blackfriday'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
  await expect(page).toHaveURL('/activeer/abonnement/plus-black-friday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activeer Videoland Plus');
  // What the card showed is what this page sells, and the terms are read before paying.
  await expect(page.locator('main')).toContainText('Daarna betaal je € 8,99 per maand, de eerste 6 maanden (in plaats van € 10,99); daarna € 10,99 per maand.');
  await expect(page.getByRole('heading', { level: 2, name: 'Black Friday-actievoorwaarden' })).toBeVisible();
});

/**
 * Every promotion of spec 001 section 9.3, bought at a date inside its window by a visitor it is
 * for: the activation page shows the table's price and the promotion's terms before paying, the
 * provider charges the first payment of that price (1 cent when a trial comes first), and Mijn
 * abonnement shows the same price for the subscription that was sold.
 */
const sales = [
  {
    promotion: 'Black Friday',
    at: '2025-11-26T12:00:00Z',
    slug: 'basis-black-friday',
    buyer: 'new',
    offer: '€ 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99)',
    then: '€ 5,99 per maand',
    terms: 'Black Friday-actievoorwaarden',
    charged: '€ 0,01',
  },
  {
    promotion: 'Jaaraanbieding 2024',
    at: '2024-08-01T12:00:00Z',
    slug: 'plus-jaaraanbieding-2024',
    buyer: 'new',
    offer: '€ 9,99 per maand, de eerste 12 maanden (in plaats van € 10,99)',
    then: '€ 10,99 per maand',
    terms: 'Actievoorwaarden jaaraanbieding 2024',
    charged: '€ 9,99',
  },
  {
    promotion: 'Plus voor een jaar',
    at: '2024-01-10T12:00:00Z',
    slug: 'plus-jaar',
    buyer: 'new',
    offer: '€ 99,90 voor 12 maanden (in plaats van € 119,88)',
    then: '€ 10,99 per maand',
    terms: 'Actievoorwaarden Plus voor een jaar',
    charged: '€ 99,90',
  },
  {
    promotion: 'Zomeractie 3 maanden Plus',
    at: '2023-07-01T12:00:00Z',
    slug: 'plus-3-maanden-zomer-2023',
    buyer: 'new',
    mailed: 'zomer-2023-3-maanden-plus',
    offer: '€ 14,99 per 3 maanden (in plaats van € 29,97)',
    then: '€ 10,99 per maand',
    terms: 'Actievoorwaarden zomeractie',
    charged: '€ 14,99',
  },
  {
    promotion: 'Zomeractie Plus per maand',
    at: '2023-07-01T12:00:00Z',
    slug: 'plus-zomer-2023',
    buyer: 'new',
    offer: '€ 5,99 per maand, de eerste 3 maanden (in plaats van € 10,99)',
    then: '€ 10,99 per maand',
    terms: 'Actievoorwaarden zomeractie Plus',
    charged: '€ 5,99',
  },
  {
    promotion: 'Najaarsactie, for former subscribers',
    at: '2023-11-01T12:00:00Z',
    slug: 'plus-najaar-2023',
    buyer: 'former',
    mailed: 'najaar-2023',
    offer: '€ 8,99 per maand, de eerste 6 maanden (in plaats van € 10,99)',
    then: '€ 10,99 per maand',
    terms: 'Actievoorwaarden najaarsactie',
    charged: '€ 8,99',
  },
  {
    promotion: 'Premium met vaste looptijd',
    at: '2026-11-24T12:00:00Z',
    slug: 'premium-12-maanden-vast',
    buyer: 'new',
    offer: '€ 11,99 per maand, de eerste 12 maanden (in plaats van € 12,99)',
    then: '€ 12,99 per maand',
    terms: 'Actievoorwaarden Premium met vaste looptijd',
    charged: '€ 11,99',
  },
  {
    promotion: 'Loterij-actie',
    at: '2026-11-24T12:00:00Z',
    slug: 'loterij-12-maanden-basis',
    buyer: 'new',
    mailed: 'loterij',
    offer: '€ 3,99 per maand, de eerste 12 maanden (in plaats van € 5,99)',
    then: '€ 5,99 per maand',
    terms: 'Actievoorwaarden loterij',
    charged: '€ 3,99',
  },
] as const;

for (const sale of sales) {
  test(`${sale.promotion} is sold as it is shown: ${sale.offer}, with its terms before paying, to Mijn abonnement`, async ({ page, clock }) => {
    await clock.set(sale.at);
    const email = sale.buyer === 'new' ? await newBuyer(page, 'actie') : await formerSubscriber(page);
    // A promotion sold with a personal code is bought through the link of its e-mail.
    const link = `/activeer/abonnement/${sale.slug}${'mailed' in sale ? `?code=${await sendPersonalCode(page, sale.mailed, email)}` : ''}`;
    await logIn(page, email, { query: `?redirect=${encodeURIComponent(link)}` });
    await expect(page).toHaveURL(link);
    await expect(page.locator('main')).toContainText(`${sale.offer}; daarna ${sale.then}.`);
    await expect(page.getByRole('heading', { level: 2, name: sale.terms })).toBeVisible();
    await expectAccessible(page);
    await startPayment(page, 'iDEAL');
    await expect(page.getByText(sale.charged, { exact: true })).toBeVisible();
    await answerAtProvider(page, 'Geslaagd');
    await expect(page).toHaveURL(`/geactiveerd/abonnement/${sale.slug}`);
    await page.goto('/mijn-abonnement');
    await expect(page.locator('main')).toContainText(`Met je actie betaal je ${sale.offer}, tot en met `);
    await expect(page.locator('main')).toContainText(`Daarna betaal je ${sale.then}.`);
    await expect(page.getByRole('heading', { level: 2, name: sale.terms })).toBeVisible();
  });
}

/** A verified account whose subscription ended: who a deal for former subscribers is for. */
async function formerSubscriber(page: Page): Promise<string> {
  const email = uniqueEmail('oud');
  const data = { email, password: PASSWORD, firstName: 'Olga', lastName: 'Oud', subscription: { plan: 'plus', status: 'cancelled', startedDaysAgo: 400 } };
  expect((await page.request.post('/sandbox/users', { data })).ok()).toBe(true);
  return email;
}

test('a plan without written terms has a terms page too: what it sells, as its contract, and its own button', async ({ page }) => {
  await page.goto('/abonnementen/actievoorwaarden/12-maanden-ltc-plus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De voorwaarden van Videoland Plus');
  const contract = page.getByRole('region', { name: 'Wat je afsluit' });
  await expect(contract.locator('dt', { hasText: 'Looptijd' }).locator('xpath=following-sibling::dd[1]')).toContainText('Vaste looptijd van 12 maanden');
  // No promotion: nothing is called an action, and the button chooses the plan.
  await expect(page.locator('main')).not.toContainText('actie');
  await expect(page.getByRole('link', { name: 'Kies dit abonnement' })).toHaveAttribute('href', '/activeer/abonnement/12-maanden-ltc-plus');
  await expectAccessible(page);
});

for (const subscriber of [
  // A regular payer may change the tier; a deal's fixed six months are not changed, only managed.
  {
    bought: '2025-11-10T12:00:00Z',
    as: 'plus',
    ownPrice: '€ 10,99 per maand',
    basisAction: { label: 'Overstappen naar Basis', href: '/mijn-abonnement/abonnement-wijzigen/reden?abonnement=essential' },
  },
  {
    bought: '2025-11-26T12:00:00Z',
    as: 'plus-black-friday',
    ownPrice: '€ 8,99 per maand, de eerste 6 maanden',
    basisAction: { label: 'Naar Mijn abonnement', href: '/mijn-abonnement' },
  },
]) {
  test(`during Black Friday a subscriber who bought ${subscriber.as} sees on the plan choice the prices that are theirs: their own plan's (${subscriber.ownPrice}) and a tier's they may change to`, async ({
    page,
    clock,
  }) => {
    await clock.set(subscriber.bought);
    await logIn(page, await newBuyer(page, 'abonneeblackfriday'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
    await startPayment(page, 'iDEAL');
    await answerAtProvider(page, 'Geslaagd');
    await expect(page).toHaveURL(`/geactiveerd/abonnement/${subscriber.as}`);

    await clock.set('2025-11-27T12:00:00Z');
    await page.goto('/abonnementen');
    const plus = card(page, 'Plus');
    await expect(plus.locator('.card-price strong')).toHaveText(subscriber.ownPrice);
    await expect(plus).toContainText('Dit is je huidige abonnement.');
    await expect(plus.getByRole('link', { name: 'Naar Mijn abonnement' })).toHaveAttribute('href', '/mijn-abonnement');
    // Another tier at its own price: the deal is for new subscriptions, and a change is not one.
    const basis = card(page, 'Basis');
    await expect(basis.locator('.card-price strong')).toHaveText('€ 5,99 per maand');
    await expect(basis.getByRole('link', { name: subscriber.basisAction.label })).toHaveAttribute('href', subscriber.basisAction.href);
    await expect(page.locator('main')).not.toContainText('Black Friday');
    await expect(page.locator('main')).not.toContainText('€ 3,99');
    await expectAccessible(page);
  });
}

test('on 2 December 2025 only regular prices show, and a Black Friday link leads to its deal-is-over page', async ({ page, clock }) => {
  await clock.set('2025-12-02T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(card(page, 'Basis')).toContainText('€ 5,99 per maand');
  await expect(page.locator('main')).not.toContainText('Black Friday');
  await logIn(page, await newBuyer(page, 'telaat'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus-black-friday' });
  await expect(page).toHaveURL('/meldingen/black-friday-is-voorbij');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Black Friday-deal is voorbij');
  // The plain slug is no longer taken over.
  await page.goto('/activeer/abonnement/plus');
  await expect(page).toHaveURL('/activeer/abonnement/plus');
});

test('a Black Friday signup link signs up during Black Friday, and after it leads to its deal-is-over page', async ({ page, clock }) => {
  await clock.set('2025-11-26T12:00:00Z');
  await page.goto('/aanmelden?black-friday=true');
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expect(page).toHaveURL(/^[^?]*\/aanmelden[^?]*\?black-friday=true$/);
  await clock.set('2025-12-02T12:00:00Z');
  // A new visit: the flags of the earlier one are not kept.
  await page.goto('/aanmelden?black-friday=true');
  await expect(page).toHaveURL('/meldingen/black-friday-is-voorbij');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Black Friday-deal is voorbij');
});

test('the winback page offers former subscribers the tiers with their prices, without a trial', async ({ page }) => {
  await page.goto('/abonnementen/welkom-terug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom terug');
  await expect(card(page, 'Plus')).toContainText('€ 10,99 per maand');
  await expect(card(page, 'Plus')).toContainText('Op 2 apparaten tegelijk');
  await expect(card(page, 'Basis')).toContainText('Op 1 apparaat tegelijk');
  await expect(page.getByRole('link', { name: 'Kies Premium' })).toHaveAttribute('href', '/activeer/abonnement/premium');
  await expectAccessible(page);
});

test('on 1 August 2024 the 2024 annual offer shows its prices, its button sells them, and on 26 August 2024 they are gone', async ({ page, clock }) => {
  await clock.set('2024-08-01T12:00:00Z');
  await page.goto('/abonnementen');
  await expectDeal(page, 'Basis', 'Jaaraanbieding 2024', '€ 4,99 per maand, de eerste 12 maanden', '€ 5,99');
  await expectDeal(page, 'Plus', 'Jaaraanbieding 2024', '€ 9,99 per maand, de eerste 12 maanden', '€ 10,99');
  // The deal has no free days: its cards say none, and Premium's (a plain trial plan) does.
  await expect(card(page, 'Plus')).not.toContainText('dagen gratis');
  await expect(card(page, 'Premium')).toContainText('De eerste 14 dagen gratis');
  await logIn(page, await newBuyer(page, 'jaaraanbieding'), { query: '?redirect=%2Fabonnementen' });
  await card(page, 'Basis').getByRole('link', { name: 'Kies Basis' }).click();
  await expect(page).toHaveURL('/activeer/abonnement/basis-jaaraanbieding-2024');
  await expect(page.locator('main')).toContainText('Je betaalt € 4,99 per maand, de eerste 12 maanden (in plaats van € 5,99); daarna € 5,99 per maand.');
  await clock.set('2024-08-26T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(page.locator('main')).not.toContainText('Jaaraanbieding');
  await expect(card(page, 'Plus')).toContainText('€ 10,99 per maand');
});

test('the referral page takes the invitation code into the signup, where it travels on', async ({ page }) => {
  await page.goto('/abonnementen/referral?referral=VRIEND12');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent uitgenodigd voor Videoland');
  await expect(page.getByText('Je uitnodigingscode VRIEND12 gaat vanzelf mee met je aanmelding.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Maak een account' }).click();
  await expect(page).toHaveURL(/\/aanmelden[^?]*\?referral=VRIEND12$/);
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
});

test('a link to a deal for new customers only tells a former subscriber before any price that it is not theirs; a new customer gets it', async ({
  page,
  browser,
  storageState,
  clock,
  visitor,
  baseURL,
}) => {
  await clock.set('2023-07-01T12:00:00Z');
  await logIn(page, 'oud-abonnee@example.nl', { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus-zomer-2023' });
  await expect(page).toHaveURL('/abonnementen?actie=niet-voor-jou');
  await expect(page.locator('main')).toContainText('Die actie is niet voor jou: ze geldt alleen voor nieuwe abonnees');
  await expect(page.locator('main')).not.toContainText('zomeractie');
  await expectAccessible(page);

  // Another browser, the same visitor of the sandbox: its clock is this test's.
  const otherContext = await browser.newContext({ storageState });
  await nameVisitor(otherContext, visitor, baseURL);
  const other = await otherContext.newPage();
  await logIn(other, await newBuyer(other, 'zomer'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus-zomer-2023' });
  await expect(other).toHaveURL('/activeer/abonnement/plus-zomer-2023');
  await expect(other.getByRole('heading', { level: 2, name: 'Actievoorwaarden zomeractie Plus' })).toBeVisible();
  await other.context().close();
});

/**
 * The whole contract, not only the first charge (issue 39): before paying, the activation page says
 * what the buyer agrees to (its term and whether it may be cancelled, the trial, the first payment,
 * what follows); after, Mijn abonnement keeps that contract to its last day: the next payment of
 * every billing period with its amount, moving with the sandbox's clock, cancellation and a tier
 * change only where the contract allows them, and an offer that is over told in the past tense.
 * Each sale happens at a day inside its promotion's window, so no test depends on today's date.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, nameVisitor, test } from './support-visitor.ts';
import { logIn, PASSWORD } from './support-login.ts';
import { answerAtProvider, newBuyer, sendPersonalCode, startPayment } from './support-payment.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

/** A contract section's rows, as label and sentence: each row named is there with exactly this sentence. */
async function expectRows(section: Locator, rows: Record<string, string>): Promise<void> {
  await expect(section).toBeVisible();
  for (const [label, text] of Object.entries(rows)) {
    await expect(
      section
        .locator('div')
        .filter({ has: section.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd'),
    ).toHaveText(text);
  }
}

const quoted = (page: Page) => page.getByRole('region', { name: 'Wat je afsluit' });
const kept = (page: Page) => page.getByRole('region', { name: 'Je contract' });

/** Buys a plan as a new buyer at the sandbox's day, from the activation page to the welcome page. */
async function buy(page: Page, email: string, slug: string, check: (page: Page) => Promise<void>, query = ''): Promise<void> {
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(`/activeer/abonnement/${slug}${query}`)}` });
  await expect(page).toHaveURL(`/activeer/abonnement/${slug}${query}`);
  await check(page);
  await startPayment(page, 'iDEAL');
  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL(`/geactiveerd/abonnement/${slug}`);
  await page.goto('/mijn-abonnement');
}

test('a 12-month contract says before paying that it cannot be cancelled; after its last day it can, and the tier can change', async ({ page, clock }) => {
  await clock.set('2026-03-10T12:00:00Z');
  await buy(page, await newBuyer(page, 'contract'), '12-maanden-ltc-plus', async () => {
    await expectRows(quoted(page), {
      Prijs: '€ 9,99 per maand, de eerste 12 maanden (in plaats van € 10,99)',
      'Eerste betaling': '€ 9,99 op 10 maart 2026',
      Looptijd: 'Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 maart 2027.',
      Daarna: 'Vanaf 10 maart 2027 betaal je € 10,99 per maand, maandelijks opzegbaar.',
    });
    await expectAccessible(page);
  });
  await expectRows(kept(page), { 'Volgende betaling': '€ 9,99 op 10 april 2026', Looptijd: 'Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 maart 2027.' });
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Abonnement wijzigen' })).toHaveCount(0);
  await expectAccessible(page);

  await clock.set('2027-03-15T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expectRows(kept(page), {
    Prijs: '€ 10,99 per maand. Je actieprijs (€ 9,99 per maand, de eerste 12 maanden) liep tot en met 9 maart 2027.',
    'Volgende betaling': '€ 10,99 op 10 april 2027',
    Looptijd: 'Je vaste looptijd liep tot en met 9 maart 2027. Nu kun je maandelijks opzeggen.',
  });
  await expect(page.locator('main')).toContainText('Je actie liep tot en met 9 maart 2027. Nu betaal je € 10,99 per maand.');
  await expect(page.locator('main')).not.toContainText('Met je actie betaal je');
  await expect(page.locator('main')).not.toContainText('Tijdens je actie kun je niet van abonnement wisselen.');
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toBeVisible();
  await page.getByRole('link', { name: 'Abonnement wijzigen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-wijzigen');
});

for (const [slug, term, cancellable] of [
  ['premium-najaar-2023-vast', 'Vaste looptijd van 6 maanden: niet opzegbaar tot en met 30 april 2024.', false],
  ['plus-najaar-2023', 'Maandelijks opzegbaar, tot 1 dag voor de volgende betaling.', true],
] as const) {
  test(`the autumn 2023 promotion's ${slug} says "${term}" before paying, and Mijn abonnement ${cancellable ? 'offers' : 'does not offer'} cancelling`, async ({ page, clock }) => {
    await clock.set('2023-11-01T12:00:00Z');
    // The promotion is for former subscribers.
    const email = uniqueEmail('najaar');
    const former = { email, password: PASSWORD, subscription: { plan: 'plus', status: 'cancelled', startedDaysAgo: 400 } };
    expect((await page.request.post('/sandbox/users', { data: former })).ok()).toBe(true);
    // Its e-mail brings a personal code.
    const code = await sendPersonalCode(page, 'najaar-2023', email);
    await buy(page, email, slug, async () => expectRows(quoted(page), { Looptijd: term }), `?code=${code}`);
    await expectRows(kept(page), { Looptijd: term });
    await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toHaveCount(cancellable ? 1 : 0);
  });
}

test('a year of Plus paid once is invoiced once and confirmed by e-mail, and next paid when the year is over, at the monthly price; the day moves with the clock', async ({
  page,
  clock,
}) => {
  await clock.set('2024-01-10T12:00:00Z');
  const email = await newBuyer(page, 'jaar');
  await buy(page, email, 'plus-jaar', async () => {
    await expectRows(quoted(page), {
      Prijs: '€ 99,90 voor 12 maanden (in plaats van € 119,88)',
      'Eerste betaling': '€ 99,90 op 10 januari 2024',
      Looptijd: 'Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 januari 2025.',
    });
  });
  await expect(page.locator('main')).toContainText('Je volgende betaling is € 10,99, op 10 januari 2025.');
  // The sale is invoiced for the year it pays, and confirmed by e-mail with the contract's terms.
  await page.getByRole('link', { name: 'Bekijk je facturen' }).click();
  const invoices = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Factuur van/ }) });
  await expect(invoices).toHaveCount(1);
  await expect(invoices).toContainText('€ 99,90');
  await expect(invoices).toContainText('Voor 10 januari 2024 tot en met 9 januari 2025');
  const mails = (await (await page.request.get(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as { kind: string; body: string }[];
  expect(mails.find((mail) => mail.kind === 'purchase-confirmation')?.body.replace(/\u00a0/g, ' ')).toContain(
    'Looptijd: Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 januari 2025.',
  );
  await clock.set('2025-03-15T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je volgende betaling is € 10,99, op 10 april 2025.');
});

test('Black Friday says its 14 free days before paying; in July 2026 the next payment is in August 2026, at the regular price', async ({ page, clock }) => {
  await clock.set('2025-11-26T12:00:00Z');
  await buy(page, await newBuyer(page, 'bf'), 'plus-black-friday', async () => {
    await expectRows(quoted(page), {
      Proefperiode: 'De eerste 14 dagen gratis, tot en met 9 december 2025.',
      'Eerste betaling': '€ 8,99 op 10 december 2025',
      Daarna: 'Vanaf 10 juni 2026 betaal je € 10,99 per maand, maandelijks opzegbaar.',
    });
  });
  await expectRows(kept(page), { 'Volgende betaling': '€ 8,99 op 10 december 2025' });
  await clock.set('2026-07-20T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expectRows(kept(page), { Proefperiode: 'Je proefperiode liep tot en met 9 december 2025.', 'Volgende betaling': '€ 10,99 op 10 augustus 2026' });
});

test('renewing a fixed-term contract says the new contract is fixed-term too, from the day the current one ends', async ({ page, clock }) => {
  await clock.set('2026-03-10T12:00:00Z');
  const email = uniqueEmail('verleng');
  const holder = { email, password: PASSWORD, subscription: { plan: '12-maanden-ltc-plus', startedDaysAgo: 0 } };
  expect((await page.request.post('/sandbox/users', { data: holder })).ok()).toBe(true);
  await logIn(page, email, { query: `?redirect=${encodeURIComponent('/verleng/abonnement/12-maanden-ltc-plus')}` });
  await expect(page).toHaveURL('/verleng/abonnement/12-maanden-ltc-plus');
  await expectRows(quoted(page), {
    'Eerste betaling': '€ 9,99 op 10 maart 2027',
    Looptijd: 'Vaste looptijd van 12 maanden: niet opzegbaar tot en met 9 maart 2028.',
  });
  await expectAccessible(page);
});

test('before Black Friday starts its links say when it starts, not that it is over; after it, the plan choice says it is over', async ({ page, clock }) => {
  await clock.set('2025-11-23T12:00:00Z');
  await logIn(page, await newBuyer(page, 'vroeg'), { query: `?redirect=${encodeURIComponent('/activeer/abonnement/plus-black-friday')}` });
  await expect(page).toHaveURL('/abonnementen/actievoorwaarden/plus-black-friday');
  await expect(page.locator('main')).toContainText('Deze actie begint op 24 november 2025. Vanaf dan kun je hem hier kiezen.');
  await expect(page.locator('main')).not.toContainText('te laat');
  await expect(page.getByRole('heading', { level: 2, name: 'Black Friday-actievoorwaarden' })).toBeVisible();
  await expectAccessible(page);

  await clock.set('2026-01-10T12:00:00Z');
  await page.goto('/activeer/abonnement/plus-jaaraanbieding-2024');
  await expect(page).toHaveURL('/abonnementen?actie=voorbij');
  await expect(page.locator('main')).toContainText('Die actie is voorbij. Dit zijn de abonnementen die je nu kunt kiezen.');
});

test('the trial is shown only to whom it is sold: not on the cards of a subscriber, and a former subscriber is told the free weeks are not theirs', async ({
  page,
  clock,
  visitor,
  baseURL,
}) => {
  await clock.set('2026-06-01T12:00:00Z');
  await logIn(page, 'plus@example.nl', { query: `?redirect=${encodeURIComponent('/abonnementen')}` });
  await expect(page).toHaveURL('/abonnementen');
  await expect(page.locator('main')).not.toContainText('Nieuw bij Videoland?');
  // Logged out, as the same visitor of the sandbox: its clock stays.
  await page.context().clearCookies();
  await nameVisitor(page.context(), visitor, baseURL);

  const email = uniqueEmail('festival');
  const former = { email, password: PASSWORD, subscription: { plan: 'plus', status: 'cancelled', startedDaysAgo: 400 } };
  expect((await page.request.post('/sandbox/users', { data: former })).ok()).toBe(true);
  await logIn(page, email, { query: `?redirect=${encodeURIComponent('/nederlands-film-festival')}` });
  await expect(page).toHaveURL('/nederlands-film-festival');
  await expect(page.locator('main')).toContainText('De gratis periode van deze actie geldt daarom niet voor jou: je betaalt vanaf de eerste dag.');
  await expectAccessible(page);
  await page.goto('/activeer/abonnement/nff-2-weken-plus');
  // The partner's purchase is its journey's last of three steps, not the registration's fourth (issue 44, item 12).
  await expect(page.getByText('Stap 3 van 3')).toBeVisible();
  await expect(page.getByText('Stap 4 van 4')).toHaveCount(0);
  await expect(quoted(page).locator('dt', { hasText: 'Proefperiode' })).toHaveCount(0);
  await expectRows(quoted(page), { 'Eerste betaling': '€ 10,99 op 1 juni 2026' });
});

/** A subscriber of the plan whose paid period ends in 10 days, and a partner's gift link for them (its entitlement id). */
async function payerWithGiftLink(page: Page, plan: string, gift: string): Promise<{ email: string; entitlementId: string }> {
  const email = uniqueEmail(`${plan}-${gift}`);
  const payer = { email, password: PASSWORD, subscription: { plan, startedDaysAgo: 20 } };
  expect((await page.request.post('/sandbox/users', { data: payer })).ok()).toBe(true);
  const { entitlementId } = (await (await page.request.post('/sandbox/entitlements', { data: { plan: gift } })).json()) as { entitlementId: string };
  return { email, entitlementId };
}

test("a partner's gift never replaces a paid plan: a Premium payer is told before accepting that it follows and that Premium comes back after it, keeps Premium until then and gets it back the day after the gift", async ({
  page,
  clock,
}) => {
  await clock.set('2026-10-05T12:00:00Z');
  const { email, entitlementId } = await payerWithGiftLink(page, 'premium', 'ah-12-maanden');
  const follows =
    'Je hebt al een Videoland-abonnement. Je cadeau start als je betaalde periode afloopt, op 15 oktober 2026: zolang het loopt, betaal je niets. Daarna, vanaf 15 oktober 2027, loopt je eigen abonnement weer, voor zijn gewone prijs.';
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(`/albert-heijn?entitlementId=${entitlementId}`)}` });
  await expect(page.locator('main')).toContainText(follows);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Activeer je cadeau' }).click();
  await expect(page).toHaveURL(`/partner/ah-12-maanden/activeer?entitlementId=${entitlementId}`);
  await expect(page.locator('main')).toContainText(follows);
  await expectRows(quoted(page), {
    Start: 'Op 15 oktober 2026, als je huidige abonnement afloopt.',
    'Eerste betaling': 'Je betaalt niets: Albert Heijn betaalt.',
    Looptijd: 'Stopt vanzelf na 14 oktober 2027: je hoeft niet op te zeggen.',
    Daarna: 'Vanaf 15 oktober 2027 loopt je abonnement Videoland Premium weer, voor € 12,99 per maand.',
  });
  await expectAccessible(page);
  await page.getByLabel('Ja, ik ga akkoord met de actievoorwaarden').check();
  await page.getByRole('button', { name: 'Activeer' }).click();
  await expect(page).toHaveURL(/\/partner\/ah-12-maanden\/geactiveerd/);
  await expect(page.locator('main')).toContainText(
    'je cadeau start op 15 oktober 2026, als je betaalde periode afloopt. Tot dan kijk je verder met je huidige abonnement; na het cadeau, vanaf 15 oktober 2027, loopt het weer.',
  );
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je kijkt met Videoland Premium voor € 12,99 per maand.');
  await expect(page.locator('main')).toContainText('Daarna start op 15 oktober 2026 je nieuwe abonnement Videoland Basis, voor 12 maanden gratis, betaald door Albert Heijn.');
  await expect(page.locator('main')).not.toContainText('Je volgende betaling');
  await expectRows(kept(page), { Daarna: 'Vanaf 15 oktober 2026 loopt je nieuwe abonnement, en stopt dit abonnement.' });

  await clock.set('2026-10-20T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je kijkt 12 maanden gratis, betaald door Albert Heijn');
  await expectRows(kept(page), { Daarna: 'Vanaf 15 oktober 2027 loopt je abonnement Videoland Premium weer, voor € 12,99 per maand.' });

  // The day after the gift, Premium again at its regular price, paid from that day.
  await clock.set('2027-10-20T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je kijkt met Videoland Premium voor € 12,99 per maand.');
  await expectAccessible(page);
});

test("a partner's gift whose offer ends what it follows: a Plus payer is told before accepting that Plus stops when the gift starts and does not come back, on every page and in the e-mail, and has nothing after it", async ({
  page,
  clock,
}) => {
  await clock.set('2026-10-05T12:00:00Z');
  const { email, entitlementId } = await payerWithGiftLink(page, 'plus', 'tmobile-thuis-6-maanden-plus');
  const stops =
    'Je hebt al een Videoland-abonnement. Je cadeau start als je betaalde periode afloopt, op 15 oktober 2026. Dan stopt je huidige abonnement: je betaalt er niets meer voor, en na het cadeau komt het niet vanzelf terug.';
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(`/t-mobile-thuis?entitlementId=${entitlementId}`)}` });
  await expect(page.locator('main')).toContainText(stops);
  await expect(page.locator('main')).not.toContainText('loopt je eigen abonnement weer');
  await page.getByRole('link', { name: 'Activeer Videoland' }).click();
  await expect(page).toHaveURL(`/partner/tmobile-thuis-6-maanden-plus/activeer?entitlementId=${entitlementId}`);
  await expect(page.locator('main')).toContainText(stops);
  const after = 'Je abonnement Videoland Plus stopt op 15 oktober 2026, als het cadeau begint, en komt daarna niet vanzelf terug.';
  await expectRows(quoted(page), {
    Start: 'Op 15 oktober 2026, als je huidige abonnement afloopt.',
    'Eerste betaling': 'Je betaalt niets: T-Mobile betaalt.',
    Looptijd: 'Stopt vanzelf na 14 april 2027: je hoeft niet op te zeggen.',
    Daarna: after,
  });
  await expectAccessible(page);
  await page.getByLabel('Ja, ik ga akkoord met de actievoorwaarden').check();
  await page.getByRole('button', { name: 'Activeer' }).click();
  await expect(page).toHaveURL(/\/partner\/tmobile-thuis-6-maanden-plus\/geactiveerd/);
  await expect(page.locator('main')).toContainText('Tot dan kijk je verder met je huidige abonnement; dan stopt het, en na het cadeau komt het niet vanzelf terug.');
  const mails = (await (await page.request.get(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as { kind: string; body: string }[];
  const confirmation = mails.find((mail) => mail.kind === 'gift-confirmation')?.body.replace(/\u00a0/g, ' ');
  expect(confirmation).toContain('je cadeau is geactiveerd en start op 15 oktober 2026.');
  expect(confirmation).toContain(`Daarna: ${after}`);

  // During the gift, nothing of Plus is ahead; after it, nothing runs and nothing is paid.
  await clock.set('2026-10-20T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je kijkt 6 maanden gratis, betaald door T-Mobile');
  await expect(page.locator('main')).not.toContainText('Je volgende betaling');
  await expect(page.locator('main')).not.toContainText('weer, voor');
  await clock.set('2027-04-20T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je hebt op dit moment geen actief abonnement.');
  await expect(page.getByRole('link', { name: 'Abonnementen bekijken' })).toBeVisible();
  // The gift that ran through T-Mobile is over: nothing runs through them any more.
  await expect(page.locator('main')).not.toContainText('T-Mobile');
  await expect(page.locator('main')).not.toContainText('Je volgende betaling');
  await expectAccessible(page);
});

test("a new customer's gift: nothing to cancel or pay while it runs, and once it has stopped by itself, nothing runs", async ({ page, clock }) => {
  await clock.set('2026-10-05T12:00:00Z');
  const email = await newBuyer(page, 'cadeau-nieuw');
  const { entitlementId } = (await (await page.request.post('/sandbox/entitlements', { data: { plan: 'ah-12-maanden' } })).json()) as { entitlementId: string };
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(`/partner/ah-12-maanden/activeer?entitlementId=${entitlementId}`)}` });
  await expectRows(quoted(page), { Looptijd: 'Stopt vanzelf na 4 oktober 2027: je hoeft niet op te zeggen.' });
  await page.getByLabel('Ja, ik ga akkoord met de actievoorwaarden').check();
  await page.getByRole('button', { name: 'Activeer' }).click();
  await expect(page).toHaveURL(/\/partner\/ah-12-maanden\/geactiveerd/);
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je kijkt 12 maanden gratis, betaald door Albert Heijn, tot en met 4 oktober 2027.');
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Betaalgegevens wijzigen' })).toHaveCount(0);
  // Nor by the address: the pages say it is not for this subscription.
  await page.goto('/mijn-abonnement/abonnement-opzeggen/details');
  await expect(page).toHaveURL('/mijn-abonnement');

  await clock.set('2027-10-05T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je hebt op dit moment geen actief abonnement.');
  await expect(page.locator('main')).not.toContainText('Albert Heijn');
  await expectAccessible(page);
});

test('before the price change of 26 August 2022 the plan choice announces it to every visitor, a buyer pays the price before it until that day and the new price from it; later the notice is gone', async ({
  page,
  clock,
  visitor,
  baseURL,
}) => {
  await clock.set('2022-08-01T12:00:00Z');
  await page.goto('/abonnementen');
  await expect(page.locator('main')).toContainText('De prijzen gelden vanaf 26 augustus.');
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Premium' }) });
  await expect(premium.locator('.card-price')).toHaveText('€ 11,99 per maand');
  await expect(premium).toContainText('Let op: vanaf 26 augustus 2022 € 12,99 per maand.');
  await expectAccessible(page);
  await buy(page, await newBuyer(page, 'prijswijziging'), 'premium', async () => {
    await expectRows(quoted(page), {
      Prijs: '€ 11,99 per maand',
      'Eerste betaling': '€ 11,99 op 1 augustus 2022',
      Daarna: 'Vanaf 26 augustus 2022 betaal je € 12,99 per maand: de nieuwe prijs.',
    });
  });
  await expectRows(kept(page), { Prijs: '€ 11,99 per maand', 'Volgende betaling': '€ 12,99 op 1 september 2022' });
  // Once the day has come, the price is the new one, with nothing ahead.
  await clock.set('2022-08-26T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expectRows(kept(page), { Prijs: '€ 12,99 per maand', 'Volgende betaling': '€ 12,99 op 1 september 2022' });
  await expect(kept(page).locator('dt', { hasText: /^Daarna$/ })).toHaveCount(0);

  await clock.set('2022-12-01T12:00:00Z');
  // Logged out, as the same visitor of the sandbox: its clock stays.
  await page.context().clearCookies();
  await nameVisitor(page.context(), visitor, baseURL);
  await page.goto('/abonnementen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je abonnement');
  await expect(page.locator('main')).not.toContainText('De prijzen gelden vanaf 26 augustus.');
  await expect(premium.locator('.card-price')).toHaveText('€ 12,99 per maand');
  await expect(premium).not.toContainText('Let op:');
});

test('Premium with a fixed term offers only the methods its contract allows, and an action code gets the reason it cannot be combined', async ({ page, clock }) => {
  await clock.set('2026-10-01T12:00:00Z');
  await logIn(page, await newBuyer(page, 'vast'), { query: `?redirect=${encodeURIComponent('/activeer/abonnement/premium-12-maanden-vast')}` });
  await expect(page).toHaveURL('/activeer/abonnement/premium-12-maanden-vast');
  await expectRows(quoted(page), { 'Betalen met': 'iDEAL of creditcard' });
  const methods = page.getByRole('group', { name: 'Hoe wil je betalen?' }).getByRole('radio');
  await expect(methods).toHaveCount(2);
  await expect(page.getByLabel('PayPal')).toHaveCount(0);
  await expectAccessible(page);

  expect((await page.request.post('/sandbox/vouchers', { data: { code: 'COMBI2026', validUntil: '2026-12-31' } })).ok()).toBe(true);
  await page.goto('/activeer/abonnement/premium-12-maanden-vast?actiecode=COMBI2026');
  await startPaymentRefused(page);
  await expect(page).toHaveURL(/\/activeer\/voucher\?.*actiecode=COMBI2026/);
  await expect(page.locator('main')).toContainText('Deze actie is niet te combineren met een actiecode. Je code blijft geldig');
});

/** Sends the method choice when the payment service refuses before the provider: the page goes on to where the refusal leads. */
async function startPaymentRefused(page: Page): Promise<void> {
  await page.getByLabel('iDEAL').check();
  await page.getByRole('button', { name: 'Naar betalen' }).click();
}

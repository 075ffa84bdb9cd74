/**
 * Activating a plan by buying it (spec 000 section 2, activation; spec 001 sections 2.3, 4.3 and
 * 9.5), in Chromium against the sandbox's payment service and its provider page.
 */
import { expect, test, type Page } from '@playwright/test';
import { answerForStreamingApp, logIn } from './support-login.ts';
import { answerAtProvider, newBuyer, startPayment, type ProviderOutcome } from './support-payment.ts';
import { expectAccessible, expectNoRawCopyKeys } from './support.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const keptTransaction = (page: Page) => page.evaluate(() => localStorage.getItem('vl-transaction-id'));
// A settled payment is seen at the return page's next check (every 5 s; one may have just gone), then the welcome
// page's code loads: on 2 busy cores, in CI, that once took longer than 8 s.
const NEXT_CHECK_AND_WELCOME = 15_000;

test('a visitor logs in, pays for the Plus trial at the provider and is welcomed with the plan', async ({ page }) => {
  const email = await newBuyer(page, 'koper');
  await page.goto('/activeer/abonnement/plus-2-weken');
  await expect(page).toHaveURL('/inloggen?redirect=%2Factiveer%2Fabonnement%2Fplus-2-weken');
  await logIn(page, email, { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus-2-weken' });

  await expect(page).toHaveURL('/activeer/abonnement/plus-2-weken');
  await expect(heading(page)).toHaveText('Activeer Videoland Plus');
  await expect(page.getByText('Je kijkt de eerste 14 dagen gratis. Daarna betaal je € 10,99 per maand.')).toBeVisible();
  await expect(page.getByText('Stap 4 van 4')).toBeVisible();
  await expectNoRawCopyKeys(page);
  await expectAccessible(page);

  await startPayment(page, 'iDEAL');
  // A trial costs nothing now: the provider verifies the method with 1 cent.
  await expect(page.getByText('€ 0,01')).toBeVisible();
  expect(await keptTransaction(page)).toMatch(/^[0-9a-f-]{36}$/);
  await answerAtProvider(page, 'Geslaagd');

  await expect(page).toHaveURL('/geactiveerd/abonnement/plus-2-weken');
  await expect(heading(page)).toHaveText('Welkom bij Videoland Plus');
  await expectAccessible(page);
  expect(await keptTransaction(page)).toBeNull();
  // Back from the provider, the signup funnel counts the payment (step 10), though its status page was passed without being shown.
  const funnel = await page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) => (entry.event === 'screen' && entry.funnel ? [(entry.funnel as { step: number }).step] : [])),
  );
  expect(funnel).toEqual([10]);
  // The plan is the visitor's now: a second purchase is refused before any payment.
  await page.goto('/activeer/abonnement/premium');
  await expect(page).toHaveURL('/meldingen/actief-abonnement');
  // It says where a subscription is changed, and leads there.
  await page.getByRole('link', { name: 'Naar Mijn abonnement' }).click();
  await expect(page).toHaveURL('/mijn-abonnement');
  await expect(page.locator('main')).toContainText('Je kijkt met Videoland Plus voor € 10,99 per maand.');
});

test('a failed, cancelled or rejected payment comes back to the method choice with its message, an unknown one with the fallback, and another try succeeds', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'pech'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fbasis' });
  await expect(page).toHaveURL('/activeer/abonnement/basis');
  await expect(page.getByText('Je betaalt € 5,99 per maand.')).toBeVisible();
  const refusals: [ProviderOutcome, string, string][] = [
    ['Mislukt', 'transactie-mislukt', 'Je betaling is mislukt. Probeer het opnieuw of kies een andere betaalmethode.'],
    ['Geannuleerd', 'transactie-geannuleerd', 'Je hebt de betaling geannuleerd. Er is niets afgeschreven. Probeer het opnieuw wanneer je wilt.'],
    ['Afgewezen', 'transactie-afgewezen', 'Je betaling is afgewezen. Kies een andere betaalmethode of neem contact op met je bank.'],
  ];
  for (const [outcome, slug, message] of refusals) {
    await startPayment(page, 'iDEAL');
    await expect(page.getByText('€ 5,99')).toBeVisible();
    await answerAtProvider(page, outcome);
    await expect(page).toHaveURL(`/activeer/abonnement/basis/ideal/${slug}`);
    await expect(page.getByRole('alert')).toHaveText(message);
    // The method the visitor chose is chosen still.
    await expect(page.getByLabel('iDEAL')).toBeChecked();
    await expectAccessible(page);
  }
  // An error the page does not know by name (an old link, a provider's new answer) gets the spec's fallback text.
  await page.goto('/activeer/abonnement/basis/ideal/onbekende-fout');
  await expect(page.getByRole('alert')).toHaveText('Er ging iets mis met je betaling. Probeer het opnieuw.');
  await expect(page.getByLabel('iDEAL')).toBeChecked();
  await startPayment(page, 'PayPal');
  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL('/geactiveerd/abonnement/basis');
  await expect(heading(page)).toHaveText('Welkom bij Videoland Basis');
});

test('a pending payment waits on its return page, resumes there from any page but contact, and goes on by itself once the provider is done', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'wacht'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fpremium' });
  await expect(page).toHaveURL('/activeer/abonnement/premium');
  await startPayment(page, 'Creditcard (Mastercard, Visa)');
  await answerAtProvider(page, 'In behandeling');

  await expect(page).toHaveURL(/\/activeer\/abonnement\/premium\/status\/creditcard\?transactionId=[0-9a-f-]+&status=IN_PROGRESS$/);
  await expect(heading(page)).toHaveText('We wachten nog op je betaling');
  await expect(page.getByText('Het kan tot 5 minuten duren')).toBeVisible();
  await expectAccessible(page);

  // Spec 001 section 4.3: wherever the visitor lands, the purchase in progress resumes on its return page, with its transaction.
  const transactionId = await keptTransaction(page);
  const returnPage = `/activeer/abonnement/premium/status/creditcard?transactionId=${transactionId}`;
  for (const landing of ['/abonnementen', '/mijn-abonnement', '/']) {
    await page.goto(landing);
    await expect(page).toHaveURL(returnPage);
    await expect(heading(page)).toHaveText('We wachten nog op je betaling');
  }

  // The contact pages stay open: a visitor waiting for a payment may need to ask about it.
  await page.goto('/contact');
  await expect(page).toHaveURL('/contact');
  await page.goto('/');
  await expect(page).toHaveURL(returnPage);

  // The provider settles it meanwhile: the page, checking again by itself every 5 seconds, goes on without a click.
  expect((await page.request.post(`/sandbox/psp/${transactionId}`, { form: { outcome: 'success' }, maxRedirects: 0 })).status()).toBe(303);
  await expect(page).toHaveURL('/geactiveerd/abonnement/premium', { timeout: NEXT_CHECK_AND_WELCOME });
  await expect(heading(page)).toHaveText('Welkom bij Videoland Premium');
  // Paid: no page sends the visitor back to the return page any more.
  await page.goto('/abonnementen');
  await expect(page).toHaveURL('/abonnementen');
});

test("the plan-slug rules send a missing slug, an unknown plan and a partner's plan to the not-found page, with their logged reasons", async ({ page }) => {
  await logIn(page, await newBuyer(page, 'slug'));
  await expect(page).toHaveURL('/abonnementen');
  const rules: [string, string][] = [
    ['/activeer/abonnement', 'No plan slug provided'],
    ['/verleng/abonnement', 'No plan slug provided'],
    ['/activeer/abonnement/goud', 'No plan found for this route'],
    ['/activeer/abonnement/ah-12-maanden', 'Third party plans are not accessible outside partner routes'],
  ];
  for (const [path, reason] of rules) {
    await page.goto(path);
    await expect(page).toHaveURL('/pagina-niet-gevonden');
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'error').map((entry) => entry.message))).toContain(reason);
  }
});

test('the free tier is not bought: its activation asks no payment method and welcomes the visitor to TV Gemist', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'gratis'), { query: `?redirect=${encodeURIComponent('/activeer/abonnement/tvgemist')}` });
  await expect(page).toHaveURL('/geactiveerd/gratis/tvgemist');
  await expect(heading(page)).toHaveText('Welkom bij Videoland TV Gemist');
  await expect(page.getByRole('button', { name: 'Naar betalen' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('€');
});

test('the plan choice offers the trial of each tier to a new visitor', async ({ page }) => {
  await page.goto('/abonnementen');
  await expect(heading(page)).toHaveText('Kies je abonnement');
  for (const [tier, slug] of [
    ['Basis', 'basis-2-weken'],
    ['Plus', 'plus-2-weken'],
    ['Premium', 'premium-2-weken'],
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: tier })).toBeVisible();
    await expect(page.getByRole('link', { name: `Kies ${tier}` })).toHaveAttribute('href', `/activeer/abonnement/${slug}`);
  }
  await expectAccessible(page);
});

test('a lapsed subscriber, whose trial was used, is offered the plans without it and cannot open a trial', async ({ page }) => {
  await logIn(page, 'oud-abonnee@example.nl', { query: '?redirect=%2Fabonnementen' });
  await expect(page).toHaveURL('/abonnementen');
  await expect(page.getByRole('link', { name: 'Kies Plus' })).toHaveAttribute('href', '/activeer/abonnement/plus');
  await expect(page.getByText('Dan kijk je de eerste 14 dagen gratis', { exact: false })).toHaveCount(0);
  // The trial is one time only: its link leads to the winback page (spec 000 section 4), saying why, with the plans without it.
  await page.goto('/activeer/abonnement/plus-2-weken');
  await expect(page).toHaveURL('/abonnementen/welkom-terug?fout=TRIAL_USED');
  await expect(page.getByRole('alert')).toContainText('De gratis proefperiode is eenmalig');
  await expect(page.getByRole('link', { name: 'Kies Plus' })).toHaveAttribute('href', '/activeer/abonnement/plus');
  await expectAccessible(page);
});

test('outside the trial experiment a trial link leads to the plan without a trial; in its variant the trial is 7 days (spec 001 sections 9.2 and 9.4)', async ({ page }) => {
  const email = await newBuyer(page, 'geenproef');
  expect((await page.request.post('/sandbox/experiments', { data: { email, experiments: { trialExperiment: null } } })).ok()).toBe(true);
  await logIn(page, email, { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus-2-weken' });
  await expect(page).toHaveURL('/activeer/abonnement/plus');
  await expect(page.getByText('Je betaalt € 10,99 per maand.')).toBeVisible();
  await expect(page.getByText('dagen gratis', { exact: false })).toHaveCount(0);
  // The plan choice offers such a visitor the plans without a trial, and does not promise one.
  await page.goto('/abonnementen');
  await expect(page.getByRole('link', { name: 'Kies Plus' })).toHaveAttribute('href', '/activeer/abonnement/plus');
  await expect(page.getByText('dagen gratis', { exact: false })).toHaveCount(0);

  // In the variant: the trial, of 7 days.
  expect((await page.request.post('/sandbox/experiments', { data: { email, experiments: { trialExperiment: 'variant' } } })).ok()).toBe(true);
  await page.goto('/abonnementen');
  await expect(page.getByRole('listitem').filter({ hasText: 'Kies Plus' })).toContainText('Nieuw bij Videoland? De eerste 7 dagen gratis.');
  await page.getByRole('link', { name: 'Kies Plus' }).click();
  await expect(page).toHaveURL('/activeer/abonnement/plus-2-weken');
  await expect(page.getByText('Je kijkt de eerste 7 dagen gratis. Daarna betaal je € 10,99 per maand.')).toBeVisible();
});

// An unpaid invoice blocks a purchase: said on entry, on the page of the account it is on, before any payment form.
for (const { email, page: notice, heading } of [
  { email: 'schuld@example.nl', page: '/meldingen/abonnement-beeindigd', heading: 'Je abonnement is beëindigd' },
  { email: 'schuld-elders@example.nl', page: '/meldingen/openstaande-factuur', heading: 'Je hebt nog een openstaande factuur' },
]) {
  test(`${email} opening a plan's payment is told on entry: ${notice}`, async ({ page }) => {
    await logIn(page, email);
    await expect(page).toHaveURL(notice);
    await page.goto('/activeer/abonnement/plus');
    await expect(page).toHaveURL(notice);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectAccessible(page);
  });
}

// A subscriber through a reseller who opens a plan's payment is told where their subscription is changed: at the reseller, by name, not at Mijn abonnement.
for (const { email, reseller, told, notTold } of [
  { email: 'kpn@example.nl', reseller: 'kpn', told: ['Je Videoland-abonnement loopt via KPN.', 'Neem dan contact op met KPN.'], notTold: 'Samsung-account' },
  {
    email: 'samsung@example.nl',
    reseller: 'samsung',
    told: ['Je Videoland-abonnement loopt via Samsung.', 'Dat doe je zelf in je Samsung-account'],
    notTold: 'contact op met Samsung',
  },
]) {
  test(`${email} opening a plan's payment is sent to the page of ${reseller}, which names it`, async ({ page }) => {
    await answerForStreamingApp(page);
    await logIn(page, email);
    await expect(page).toHaveURL(/v2\.videoland\.com/);
    await page.goto('/activeer/abonnement/plus');
    await expect(page).toHaveURL(`/meldingen/al-abonnement-via-derde/${reseller}`);
    for (const text of told) await expect(page.getByText(text, { exact: false })).toBeVisible();
    await expect(page.getByText(notTold, { exact: false })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('bij Mijn abonnement', { exact: false })).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('a pending payment is followed in another browser of the account: it waits on the return page there too, and goes on once paid', async ({ page, browser }) => {
  const email = await newBuyer(page, 'tweede');
  await logIn(page, email, { query: '?redirect=%2Factiveer%2Fabonnement%2Fbasis' });
  await expect(page).toHaveURL('/activeer/abonnement/basis');
  await startPayment(page, 'iDEAL');
  await answerAtProvider(page, 'In behandeling');
  await expect(heading(page)).toHaveText('We wachten nog op je betaling');
  const transactionId = await keptTransaction(page);

  // A fresh browser keeps no transaction: the account's pending purchase is followed from what the payment service knows.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await logIn(second, email);
    await expect(second).toHaveURL(`/activeer/abonnement/basis/status/ideal?transactionId=${transactionId}`);
    await expect(heading(second)).toHaveText('We wachten nog op je betaling');
    for (const landing of ['/abonnementen', '/mijn-abonnement']) {
      await second.goto(landing);
      await expect(second).toHaveURL(`/activeer/abonnement/basis/status/ideal?transactionId=${transactionId}`);
      await expect(heading(second)).toHaveText('We wachten nog op je betaling');
    }
    await expectAccessible(second);
    expect((await second.request.post(`/sandbox/psp/${transactionId}`, { form: { outcome: 'success' }, maxRedirects: 0 })).status()).toBe(303);
    await expect(second).toHaveURL('/geactiveerd/abonnement/basis', { timeout: NEXT_CHECK_AND_WELCOME });
  } finally {
    await other.close();
  }
});

test('the activation routes load no purchase status at startup (spec 001 section 7); the other pages of a logged-in visitor do', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'status-overslaan'));
  await expect(page).toHaveURL('/abonnementen');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.postData() ?? '').includes('PurchaseAndRedemptionStatus')) asked.push(new URL(page.url()).pathname);
  });
  for (const [path, loads] of [
    ['/activeer/abonnement/plus', false],
    ['/verleng/abonnement/plus', false],
    ['/abonnementen', true],
  ] as const) {
    asked.length = 0;
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    expect(asked.length > 0, path).toBe(loads);
  }
});

test('the check of € 0,01 is told only where it is made: with a trial, not on a plan paid from its first day', async ({ page }) => {
  await logIn(page, await newBuyer(page, 'cent'), { query: '?redirect=%2Factiveer%2Fabonnement%2Fplus' });
  await expect(page).toHaveURL('/activeer/abonnement/plus');
  await expect(page.locator('main')).toContainText('Je betaalt € 10,99 per maand.');
  await expect(page.locator('main')).not.toContainText('0,01');
  await page.goto('/activeer/abonnement/plus-2-weken');
  await expect(page.locator('main')).toContainText('Je kijkt de eerste 14 dagen gratis.');
  await expect(page.locator('main')).toContainText('Nu schrijven we alleen € 0,01 af om je betaalgegevens te controleren.');
});

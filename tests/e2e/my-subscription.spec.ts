/**
 * Mijn abonnement (issue 14; spec 000 section 2, spec 001 sections 3.1 to 3.3, 3.9, 4.1, 5): the
 * subscriber's real state and only the ways on this subscriber may take. Each test that changes a
 * subscription makes its own subscriber; the partners' customers are the demo users.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support-visitor.ts';
import { logIn } from './support-login.ts';
import { answerAtProvider, newSubscriber } from './support-payment.ts';
import { expectAccessible, uniqueEmail } from './support.ts';
import { addDays, addMonths } from '../../sandbox/subscription/lifecycle.ts';

const PASSWORD = 'Welkom123';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.locator('main');

/** The next payment of a subscriber who started 10 days ago, a calendar month after that day (lifecycle.ts), in Dutch words, as the page must show it. */
async function nextBilling(page: Page, offsetDays = 0): Promise<string> {
  const { now } = (await (await page.request.get('/sandbox/clock')).json()) as { now: string };
  const day = addDays(addMonths(addDays(now.slice(0, 10), -10), 1), offsetDays);
  return new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

test('a Plus subscriber sees the tier, price and next payment, changes to Premium with a reason, and cannot change again this period', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'wissel', 'plus'), { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page).toHaveURL('/mijn-abonnement');
  await expect(main(page)).toContainText('Je kijkt met Videoland Plus voor € 10,99 per maand.');
  await expect(main(page)).toContainText(`Je volgende betaling is € 10,99, op ${await nextBilling(page)}.`);
  await expectAccessible(page);
  // On a desktop the actions stand in rows, not one under the other, with the text links after the buttons.
  const actions = await main(page)
    .locator('.actions > a')
    .evaluateAll((links) => links.map((link) => ({ link: link.classList.contains('button--link'), top: Math.round(link.getBoundingClientRect().top) })));
  expect(new Set(actions.map(({ top }) => top)).size).toBeLessThan(actions.length);
  const lastButton = Math.max(...actions.filter(({ link }) => !link).map(({ top }) => top));
  expect(actions.filter(({ link }) => link).every(({ top }) => top >= lastButton)).toBe(true);

  await page.getByRole('link', { name: 'Abonnement wijzigen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-wijzigen');
  // The other tiers, with their features and prices: not the current one.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Basis', 'Premium']);
  await expect(page.getByRole('listitem').filter({ hasText: 'Premium' })).toContainText('€ 12,99 per maand');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kies Premium' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-wijzigen/reden?abonnement=premium');
  await expect(heading(page)).toHaveText('Waarom wil je wisselen naar Premium?');
  await page.getByRole('button', { name: 'Wijziging bevestigen' }).click();
  await expect(page.getByText('Kies een reden.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Ik wil op meer apparaten tegelijk kijken').check();
  await page.getByRole('button', { name: 'Wijziging bevestigen' }).click();

  await expect(page).toHaveURL('/mijn-abonnement?gewijzigd=ja');
  await expect(main(page)).toContainText('Je wijziging is verwerkt.');
  // An upgrade takes effect at once.
  await expect(main(page)).toContainText('Je kijkt met Videoland Premium voor € 12,99 per maand.');
  // Once per billing period: the way to change is gone, and the route leads back.
  await expect(page.getByRole('link', { name: 'Abonnement wijzigen' })).toHaveCount(0);
  await expect(main(page)).toContainText('Je bent deze periode al van abonnement gewisseld.');
  await page.goto('/mijn-abonnement/abonnement-wijzigen');
  await expect(page).toHaveURL('/mijn-abonnement');
});

test('a smaller tier takes effect at the next payment, and the page says from when', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'kleiner', 'premium'), { query: '?redirect=%2Fmijn-abonnement%2Fabonnement-wijzigen%2Freden%3Fabonnement%3Dessential' });
  await expect(heading(page)).toHaveText('Waarom wil je wisselen naar Basis?');
  await expect(main(page)).toContainText('Je kijkt dan met Videoland Basis voor € 5,99 per maand.');
  await page.getByLabel('Ik wil minder betalen').check();
  await page.getByRole('button', { name: 'Wijziging bevestigen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?gewijzigd=ja');
  await expect(main(page)).toContainText('Je kijkt met Videoland Premium voor € 12,99 per maand.');
  await expect(main(page)).toContainText(`Vanaf ${await nextBilling(page)} kijk je met Videoland Basis.`);
});

test('a smaller tier chosen, then a cancellation: the change is not announced while the cancellation stands, and stands again once it is undone', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'kleiner-opzeg', 'plus'), { query: '?redirect=%2Fmijn-abonnement%2Fabonnement-wijzigen%2Freden%3Fabonnement%3Dessential' });
  await page.getByLabel('Ik wil minder betalen').check();
  await page.getByRole('button', { name: 'Wijziging bevestigen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?gewijzigd=ja');
  const next = await nextBilling(page);
  const basisFromThen = `Vanaf ${next} kijk je met Videoland Basis.`;
  await expect(main(page)).toContainText(basisFromThen);
  await page.getByRole('link', { name: 'Abonnement opzeggen' }).click();
  await page.getByRole('link', { name: 'Verder met opzeggen' }).click();
  await page.getByLabel('Ik kijk te weinig').check();
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?opgezegd=ja');
  await expect(main(page)).toContainText(`Je hebt je abonnement opgezegd. Je kunt nog kijken tot en met ${await nextBilling(page, -1)}.`);
  // It ends before Basis would start: nothing of Basis is said.
  await expect(main(page)).not.toContainText('Videoland Basis');
  await page.getByRole('link', { name: 'Opzegging intrekken' }).click();
  await page.getByRole('button', { name: 'Opzegging intrekken' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?opzegging=ingetrokken');
  await expect(main(page)).toContainText(basisFromThen);
  await expect(main(page)).toContainText(`Je volgende betaling is € 5,99, op ${next}.`);
});

test('a promotion cancelled says when it stops and nothing of the regular price that would have followed', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'actie-opzeg', 'plus-black-friday'), { query: '?redirect=%2Fmijn-abonnement' });
  await expect(main(page)).toContainText('Daarna betaal je € 10,99 per maand.');
  await page.getByRole('link', { name: 'Abonnement opzeggen' }).click();
  await page.getByRole('link', { name: 'Verder met opzeggen' }).click();
  await page.getByLabel('Ik kijk te weinig').check();
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?opgezegd=ja');
  // The last day is the trial's, or the paid month's: the page's own, said once.
  await expect(main(page)).toContainText(/Je hebt je abonnement opgezegd\. Je kunt nog kijken tot en met \d+ \w+ \d{4}\./);
  const lastDay = /tot en met (\d+ \w+ \d{4})\./.exec(await main(page).innerText())?.[1];
  await expect(main(page)).not.toContainText('betaal je € 10,99');
  const daarna = page
    .getByRole('region', { name: 'Je contract' })
    .locator('dt', { hasText: /^Daarna$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(daarna).toHaveText(`Je hebt je abonnement opgezegd: het stopt na ${lastDay}, en je betaalt niets meer.`);
});

test('a voucher subscriber is told the same on the overview and the voucher notice: no other tier while the voucher runs, cancelling yes', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'voucher', 'voucher-3-maanden-plus'), { query: '?redirect=%2Fmijn-abonnement' });
  await expect(main(page)).toContainText('Zolang je voucher loopt, kun je niet van abonnement wisselen. Opzeggen kan wel: dan stopt je abonnement als de voucher afloopt.');
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toBeVisible();
  await page.goto('/meldingen/account-via-voucher');
  await expect(main(page)).toContainText('Zolang die periode loopt, kun je niet van abonnement wisselen. Opzeggen kan wel, bij Mijn abonnement');
  await expect(main(page)).not.toContainText('niet wijzigen of opzeggen');
});

test('a Basis subscriber cancels with a reason, sees the last day to watch, and undoes it', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'opzeg', 'basis'), { query: '?redirect=%2Fmijn-abonnement' });
  await page.getByRole('link', { name: 'Abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-opzeggen/details');
  const lastDay = await nextBilling(page, -1);
  await expect(main(page)).toContainText(`Na je opzegging kun je nog kijken tot en met ${lastDay}.`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Verder met opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-opzeggen/reden');
  await page.getByLabel('Ik kijk te weinig').check();
  // A double click cancels once; the page goes on to the overview.
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).dblclick();

  await expect(page).toHaveURL('/mijn-abonnement?opgezegd=ja');
  await expect(main(page)).toContainText('Je opzegging is verwerkt.');
  await expect(main(page)).toContainText(`Je hebt je abonnement opgezegd. Je kunt nog kijken tot en met ${lastDay}.`);
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toHaveCount(0);
  // No tier change while the cancellation stands (spec 000 section 4), neither offered nor by its address.
  await expect(main(page).getByRole('link', { name: 'Abonnement wijzigen' })).toHaveCount(0);
  await expectAccessible(page);
  // Back to the cancel pages after cancelling: they lead to the overview.
  await page.goto('/mijn-abonnement/abonnement-opzeggen/reden');
  await expect(page).toHaveURL('/mijn-abonnement');
  await page.goto('/mijn-abonnement/abonnement-wijzigen');
  await expect(page).not.toHaveURL(/abonnement-wijzigen/);

  await page.getByRole('link', { name: 'Opzegging intrekken' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/opzegging-intrekken');
  await page.getByRole('button', { name: 'Opzegging intrekken' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?opzegging=ingetrokken');
  await expect(main(page)).toContainText('Je opzegging is ingetrokken: je abonnement loopt gewoon door.');
  await expect(main(page)).toContainText(`Je volgende betaling is € 5,99, op ${await nextBilling(page)}.`);
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toBeVisible();
});

test.describe("a partner's customer is told to contact the partner and has no way to change or cancel", () => {
  for (const [email, partner, contact] of [
    ['ziggo@example.nl', 'Ziggo', true],
    ['kpn@example.nl', 'KPN', true],
    ['samsung@example.nl', 'Samsung', false],
    // The spec does not show how gogogodeals is handled: its customers are told the partner, as others are.
    ['gogogodeals@example.nl', 'T-Mobile GoGoGoDeals', true],
    // A trusted party's customer without a reseller (spec 001 section 3.9).
    ['rtl@example.nl', 'RTL', true],
  ] as const) {
    test(partner, async ({ page }) => {
      await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
      await expect(page).toHaveURL('/mijn-abonnement');
      await expect(main(page)).toContainText(`Je abonnement loopt via ${partner}.`);
      await expect(page.getByText(`Neem dan contact op met ${partner}.`, { exact: false })).toHaveCount(contact ? 1 : 0);
      // The partner bills its customer: no price and no payment of Videoland's is shown.
      await expect(main(page)).not.toContainText('€');
      await expect(main(page)).not.toContainText('betaling');
      await expect(page.getByRole('link', { name: /Abonnement (wijzigen|opzeggen)|Betaalgegevens wijzigen/ })).toHaveCount(0);
      await expectAccessible(page);
      for (const route of [
        '/mijn-abonnement/abonnement-wijzigen',
        '/mijn-abonnement/abonnement-opzeggen/details',
        '/mijn-abonnement/abonnement-opzeggen/reden',
        '/mijn-abonnement/betaalgegevens-wijzigen',
      ]) {
        await page.goto(route);
        await expect(page).toHaveURL('/mijn-abonnement');
      }
    });
  }
});

test('two tabs that both cancel cancel once, and both end on the overview that says so', async ({ page, context }) => {
  await logIn(page, await newSubscriber(page, 'tweetabs', 'plus'), { query: '?redirect=%2Fmijn-abonnement%2Fabonnement-opzeggen%2Freden' });
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-opzeggen/reden');
  const tab = await context.newPage();
  await tab.goto('/mijn-abonnement/abonnement-opzeggen/reden');
  for (const each of [page, tab]) await each.getByLabel('Het is te duur').check();
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?opgezegd=ja');
  await tab.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await expect(tab).toHaveURL('/mijn-abonnement?opgezegd=ja');
  await expect(tab.locator('main')).toContainText('Je hebt je abonnement opgezegd.');
  await expect(tab.getByText('Het opzeggen is niet gelukt', { exact: false })).toHaveCount(0);
});

test('a subscriber changes the payment method through a payment of 1 cent; a failed one comes back with its message and the method', async ({ page }) => {
  await logIn(page, await newSubscriber(page, 'betaalwissel', 'plus'), { query: '?redirect=%2Fmijn-abonnement' });
  await page.getByRole('link', { name: 'Betaalgegevens wijzigen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/betaalgegevens-wijzigen');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Naar betalen (€ 0,01)' }).click();
  await expect(page.getByText('Kies een betaalmethode.')).toBeVisible();

  await page.getByLabel('PayPal').check();
  await page.getByRole('button', { name: 'Naar betalen (€ 0,01)' }).click();
  await expect(page).toHaveURL(/\/sandbox\/psp\/[0-9a-f-]+$/);
  await expect(page.locator('body')).toContainText('€ 0,01');
  await answerAtProvider(page, 'Mislukt');
  await expect(page).toHaveURL('/mijn-abonnement/betaalgegevens-wijzigen?fout=transactie-mislukt&methode=paypal');
  await expect(page.getByText('Je betaling van € 0,01 is mislukt.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('PayPal')).toBeChecked();

  await page.getByLabel('Creditcard (Mastercard, Visa)').check();
  await page.getByRole('button', { name: 'Naar betalen (€ 0,01)' }).click();
  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL('/mijn-abonnement?betaalgegevens=gewijzigd');
  await expect(main(page)).toContainText('Je betaalgegevens zijn gewijzigd');
});

test('the demo users with a pending tier change and a fixed payment method see that, and only the ways they may take', async ({ page }) => {
  await logIn(page, 'wissel@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(main(page)).toContainText('Je kijkt met Videoland Premium voor € 12,99 per maand.');
  await expect(main(page)).toContainText(/Vanaf \d+ \w+ \d{4} kijk je met Videoland Basis\./);
  await expect(page.getByRole('link', { name: 'Abonnement wijzigen' })).toHaveCount(0);
  // Every cookie but the consent ones, as a logout leaves them.
  await page.context().clearCookies({ name: /^(?!Optanon)/ });
  await logIn(page, 'vaste-betaling@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Betaalgegevens wijzigen' })).toHaveCount(0);
  await page.goto('/mijn-abonnement/betaalgegevens-wijzigen');
  await expect(page).toHaveURL('/mijn-abonnement');
});

/** The first day after a 12-month contract that started 60 days before the sandbox's today, and the day before it, in Dutch words. */
async function contractEnd(page: Page): Promise<{ lastDay: string; firstDay: string }> {
  const { now } = (await (await page.request.get('/sandbox/clock')).json()) as { now: string };
  const end = new Date(Date.parse(now.slice(0, 10)) - 60 * 86_400_000);
  end.setUTCMonth(end.getUTCMonth() + 12);
  const words = (day: Date) => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
  return { lastDay: words(new Date(end.getTime() - 86_400_000)), firstDay: words(end) };
}

test("a fixed term bought in a promotion that has ended is renewed with the catalog's fixed term of its tier, not its ended plan; after the term nothing is renewed", async ({
  page,
  clock,
}) => {
  const email = uniqueEmail('verleng-actie');
  await clock.set('2024-01-10T12:00:00Z');
  const promotion = { plan: 'plus-jaar', startedDaysAgo: 0 };
  expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Tom', lastName: 'Jaar', subscription: promotion } })).ok()).toBe(true);
  // Months later, its promotion over: the renewal sells what is sold today.
  await clock.set('2024-06-10T12:00:00Z');
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
  await expect(page.getByRole('link', { name: 'Abonnement verlengen' })).toHaveAttribute('href', '/verleng/abonnement/12-maanden-ltc-plus');
  await page.getByRole('link', { name: 'Abonnement verlengen' }).click();
  await expect(heading(page)).toHaveText('Verleng je abonnement met Videoland Plus');
  await expect(main(page)).toContainText('Je nieuwe abonnement start op 10 januari 2025, als je huidige contract afloopt.');
  await expect(main(page)).not.toContainText('te laat');
  // After the term the contract runs on monthly: there is nothing to renew.
  await clock.set('2025-02-10T12:00:00Z');
  await page.goto('/mijn-abonnement');
  await expect(main(page)).toContainText('Je kijkt met Videoland Plus');
  await expect(page.getByRole('link', { name: 'Abonnement verlengen' })).toHaveCount(0);
});

test('a subscriber with a fixed-term contract renews it through a payment of 1 cent, sees the subscription that follows, and cancels that before it starts', async ({ page }) => {
  const email = uniqueEmail('verleng');
  const contract = { plan: '12-maanden-ltc-plus', termType: 'TERMED', startedDaysAgo: 60 };
  expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Tom', lastName: 'Contract', subscription: contract } })).ok()).toBe(true);
  const { lastDay, firstDay } = await contractEnd(page);
  await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
  await expect(main(page)).toContainText(`Je abonnement heeft een vaste looptijd tot en met ${lastDay}.`);
  await expect(main(page)).toContainText(
    `Met je actie betaal je € 9,99 per maand, de eerste 12 maanden (in plaats van € 10,99), tot en met ${lastDay}. Daarna betaal je € 10,99 per maand.`,
  );
  await expect(page.getByRole('link', { name: 'Abonnement opzeggen' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Abonnement verlengen' }).click();
  await expect(page).toHaveURL('/verleng/abonnement/12-maanden-ltc-plus');
  await expect(heading(page)).toHaveText('Verleng je abonnement met Videoland Plus');
  await expect(main(page)).toContainText(`Je nieuwe abonnement start op ${firstDay}, als je huidige contract afloopt.`);
  // Not a step of the signup: no progress indicator, and the way back is to My subscription.
  await expect(page.getByText('Stap 4 van 4')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terug naar Mijn abonnement' })).toBeVisible();
  await expectAccessible(page);
  // A renewal is no signup: its pages are tracked as screens, outside the signup funnel.
  await expect
    .poll(async () => (await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'screen').map(({ screen, funnel }) => ({ screen, funnel })))).at(-1))
    .toEqual({ screen: 'activate', funnel: undefined });
  await page.getByLabel('iDEAL').check();
  // A double click starts one renewal.
  await page.getByRole('button', { name: 'Naar betalen' }).dblclick();
  await expect(page).toHaveURL(/\/sandbox\/psp\/[0-9a-f-]+$/);
  await expect(page.getByText('€ 0,01')).toBeVisible();
  // A failed payment comes back to the renewal's own method choice, with its message and the method.
  await answerAtProvider(page, 'Mislukt');
  await expect(page).toHaveURL('/verleng/abonnement/12-maanden-ltc-plus/ideal/transactie-mislukt');
  await expect(page.getByRole('alert')).toContainText('Je betaling is mislukt.');
  await expect(page.getByLabel('iDEAL')).toBeChecked();
  // Spec 001 section 2.8's payment retry screen.
  await expect
    .poll(async () => (await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'screen').map(({ screen }) => screen))).at(-1))
    .toBe('payment-retry');
  await page.getByRole('button', { name: 'Naar betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/psp\/[0-9a-f-]+$/);
  await answerAtProvider(page, 'Geslaagd');

  await expect(page).toHaveURL('/mijn-abonnement?verlengd=ja');
  await expect(main(page)).toContainText('Je abonnement is verlengd.');
  await expect(main(page)).toContainText(
    `Daarna start op ${firstDay} je nieuwe abonnement Videoland Plus, voor € 9,99 per maand, de eerste 12 maanden (in plaats van € 10,99); daarna € 10,99 per maand.`,
  );
  // Renewed once: the way to renew is gone, and its route leads back.
  await expect(page.getByRole('link', { name: 'Abonnement verlengen' })).toHaveCount(0);
  await page.goto('/verleng/abonnement/plus');
  await expect(page).toHaveURL('/mijn-abonnement');

  await page.getByRole('link', { name: 'Nieuw abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/toekomstig-abonnement-opzeggen');
  await expect(main(page)).toContainText(`zou starten op ${firstDay}`);
  await expect(main(page)).toContainText(`Zeg je het op, dan loopt je huidige abonnement na ${lastDay} door voor € 10,99 per maand, en kun je het vanaf dan elke maand opzeggen.`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nieuw abonnement opzeggen' }).click();
  await expect(page).toHaveURL('/mijn-abonnement?toekomstig=opgezegd');
  await expect(main(page)).toContainText(
    `Je nieuwe abonnement is opgezegd. Na ${lastDay} loopt je huidige abonnement door voor € 10,99 per maand; vanaf dan kun je het elke maand opzeggen.`,
  );
  // What follows the contract is what the page says: its own price a month, no other.
  await expect(main(page)).toContainText('Daarna betaal je € 10,99 per maand.');
  await expect(main(page)).not.toContainText('je nieuwe abonnement Videoland Plus');
  await expect(page.getByRole('link', { name: 'Abonnement verlengen' })).toBeVisible();
  // Back to the cancel page: nothing is left to cancel, so it leads to the overview.
  await page.goBack();
  await expect(page).toHaveURL('/mijn-abonnement');
});

test('the overview carries the account header; its sub-pages and the invoice pages are plain pages: a footer and no header (spec 001 section 2.1)', async ({ page }) => {
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fmijn-abonnement' });
  const account = page.getByRole('navigation', { name: 'Mijn account' });
  await expect(account.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(account.getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', '/mijn-abonnement');
  for (const path of [
    '/mijn-abonnement/abonnement-wijzigen',
    '/mijn-abonnement/abonnement-opzeggen/details',
    '/mijn-abonnement/betaalgegevens-wijzigen',
    '/alle-facturen-betalen',
  ]) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The account area's screens are tracked with the account id (spec 001 section 2.8).
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'screen').map(({ screen, accountId }) => ({ screen, accountId })))).at(-1)
            ?.accountId,
      )
      .toMatch(/^\S+$/);
  }
  await page.goto('/abonnementen');
  await expect(heading(page)).toBeVisible();
  await expect
    .poll(async () =>
      (await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'screen').map(({ screen, accountId }) => ({ screen, accountId })))).at(-1),
    )
    .toEqual({ screen: 'subscription-funnel', accountId: undefined });
});

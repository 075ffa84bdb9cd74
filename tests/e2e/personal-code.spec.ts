/**
 * A promotion sold only with a personal code (issue 39, item 8): the lottery's invitation e-mail
 * brings the code in its links, the activation page says the condition before any payment and asks
 * for the code, and the payment service takes only the buyer's own code, once, within 30 days of the
 * invitation. Each refusal is said beside the field, with what was typed kept. The invitation is sent
 * at a day of this visitor's sandbox clock (support-visitor.ts), so no test depends on today's date,
 * and they run beside the others.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support-visitor.ts';
import { logIn } from './support-login.ts';
import { answerAtProvider, newBuyer, sendPersonalCode } from './support-payment.ts';
import { expectAccessible } from './support.ts';

const LOTTERY = '/activeer/abonnement/loterij-12-maanden-basis';
const SENT = '2026-03-01T10:00:00Z';

/** The lottery's invitation to an address, sent at the sandbox's day: answers its code. */
const invite = (page: Page, email: string) => sendPersonalCode(page, 'loterij', email);

const codeField = (page: Page) => page.getByLabel('Je persoonlijke code');

test('the invitation e-mail leads through the login to the activation with its code, which says the condition, and buys the lottery plan', async ({ page, clock }) => {
  await clock.set(SENT);
  const email = await newBuyer(page, 'loterij');
  const code = await invite(page, email);
  await page.goto(`/sandbox/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.locator('article').first()).toContainText(`Je persoonlijke code is ${code}.`);
  await page.getByRole('link', { name: 'Activeer: € 3,99 per maand, de eerste 12 maanden' }).click();
  // Not logged in: the login comes first, and the code travels on with the redirect.
  await expect(page).toHaveURL(/\/inloggen\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe(`${LOTTERY}?code=${code}`);
  await logIn(page, email, { query: `?redirect=${encodeURIComponent(String(redirect))}` });
  await expect(page).toHaveURL(`${LOTTERY}?code=${code}`);
  await expect(page.getByRole('region', { name: 'Wat je afsluit' })).toContainText(
    'Alleen met je persoonlijke code uit de e-mail van deze actie, één keer te gebruiken, binnen 30 dagen nadat we hem stuurden.',
  );
  await expect(codeField(page)).toHaveValue(code);
  await expectAccessible(page);
  await page.getByLabel('iDEAL').check();
  await page.getByRole('button', { name: 'Naar betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/psp\//);
  await expect(page.locator('main')).toContainText('€ 3,99');
  await answerAtProvider(page, 'Geslaagd');
  await expect(page).toHaveURL('/geactiveerd/abonnement/loterij-12-maanden-basis');
});

// What the visitor types, on which day after the invitation, and what is said beside the field.
const refusals = [
  { typed: '', day: '2026-03-02T10:00:00Z', says: 'Vul de persoonlijke code uit je e-mail in.' },
  { typed: 'ABCD2345', day: '2026-03-02T10:00:00Z', says: 'Deze code hoort niet bij deze actie of niet bij dit e-mailadres.' },
  { typed: 'own', day: '2026-04-01T10:00:00Z', says: 'Deze code is verlopen: de tijd om te activeren is voorbij.' },
  { typed: 'own#', day: '2026-03-02T10:00:00Z', says: 'Een persoonlijke code heeft alleen letters en cijfers.' },
];

for (const { typed, day, says } of refusals) {
  test(`a code ${typed === '' ? 'left empty' : typed.startsWith('own') ? `of the buyer's own, "${typed}",` : `"${typed}"`} on ${day.slice(0, 10)} is refused beside the field: "${says}"`, async ({
    page,
    clock,
  }) => {
    await clock.set(SENT);
    const email = await newBuyer(page, 'loterij-fout');
    const own = await invite(page, email);
    await clock.set(day);
    await logIn(page, email, { query: `?redirect=${encodeURIComponent(LOTTERY)}` });
    await expect(page).toHaveURL(LOTTERY);
    const value = typed.replace('own', own);
    await codeField(page).fill(value);
    await page.getByLabel('iDEAL').check();
    await page.getByRole('button', { name: 'Naar betalen' }).click();
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(says.replace(/[.:]/g, '\\$&')));
    // Nothing was paid, and what was typed is kept.
    await expect(page).toHaveURL(new RegExp(`^[^?]*${LOTTERY}`));
    await expect(codeField(page)).toHaveValue(value);
    await expectAccessible(page);
  });
}

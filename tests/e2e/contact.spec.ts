/**
 * The footer's Contact and Bedrijfsgegevens (spec 000 sections 2, 5 and 9): the contact form checks
 * its fields in Dutch beside them, sends the message to customer service, confirms it by e-mail,
 * and a failing service keeps what was typed.
 */
import { expect, test, type Page } from '@playwright/test';
import site from '../../config/site.json' with { type: 'json' };
import { logIn } from './support-login.ts';
import { expectAccessible, uniqueEmail } from './support.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function fillMessage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Naam').fill('Lotte Visser');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Betalen en facturen').check();
  await page.getByLabel('Een vraag').check();
  await page.getByLabel('Smart-tv').check();
  await page.getByLabel('Je bericht').fill('Ik zie mijn laatste factuur niet in mijn overzicht.');
}

test('the footer leads to the contact form; it checks every field in Dutch, sends the message and confirms it by e-mail', async ({ page }) => {
  await page.goto('/');
  // The home page offers an anonymous visitor the login as well as the registration.
  await expect(page.locator('main').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/aanmelden');
  // And so does the header of every onboarding page, for an anonymous visitor.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(heading(page)).toHaveText('Contact');
  await expectAccessible(page);

  await page.getByLabel('Telefoonnummer (niet verplicht)').fill('12345');
  await page.getByLabel('Je bericht').fill('Te kort');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  for (const message of [
    'Vul je naam in.',
    'Vul je e-mailadres in: daar sturen we ons antwoord naartoe.',
    'Dat lijkt geen Nederlands telefoonnummer.',
    'Kies waar je bericht over gaat.',
    'Kies wat voor bericht het is.',
    'Kies op welk apparaat je kijkt.',
    'Je bericht is te kort: schrijf ten minste 10 tekens.',
  ]) {
    await expect(page.getByText(message, { exact: false })).toBeVisible();
  }
  await expectAccessible(page);

  const email = uniqueEmail('contact');
  await fillMessage(page, email);
  await page.getByLabel('Telefoonnummer (niet verplicht)').fill('06 12345678');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(page).toHaveURL(`/contact/verzonden?email=${encodeURIComponent(email)}`);
  await expect(heading(page)).toHaveText('Bedankt voor je bericht');
  await expect(page.locator('main')).toContainText(`Je krijgt ons antwoord op ${email}.`);
  // When, as the spec promises it (spec 000 section 9).
  await expect(page.locator('main')).toContainText('We beantwoorden je bericht binnen 5 werkdagen.');
  await expectAccessible(page);
  const mails = (await (await page.request.get(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string; body: string }[];
  expect(mails.map((mail) => mail.subject)).toEqual(['We hebben je bericht ontvangen']);
  expect(mails[0]?.body).toContain('Ik zie mijn laatste factuur niet in mijn overzicht.');
});

test('a logged-in visitor finds name and address filled in, and no login link', async ({ page }) => {
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fcontact' });
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
  await expect(page.getByLabel('Naam')).toHaveValue('Petra Bos');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('plus@example.nl');
});

test('the footer leads to the company details, with its registration, which lead to the contact form', async ({ page }) => {
  await page.goto('/inloggen');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bedrijfsgegevens' }).click();
  await expect(page).toHaveURL('/bedrijfsgegevens');
  await expect(heading(page)).toHaveText('Bedrijfsgegevens');
  // The registration a Dutch company page states, from config/site.json (issue 26 item 19).
  const { legalName, address, kvk, btw } = site.company;
  await expect(page.locator('main')).toContainText(`${legalName}, ${address}.`);
  await expect(page.locator('main')).toContainText(`KvK-nummer ${kvk} · btw-nummer ${btw}`);
  // These tests run against the production build: only the sandbox's build says the values are examples (issue 42).
  await expect(page.locator('main')).not.toContainText('voorbeeldgegevens');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Naar het contactformulier' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the phone and message fields look like the other text fields, full width with the same border', async ({ page }) => {
  await page.goto('/contact');
  const look = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        border: style.borderTopWidth + ' ' + style.borderTopStyle + ' ' + style.borderTopColor,
        radius: style.borderTopLeftRadius,
        width: element.getBoundingClientRect().width,
      };
    });
  const name = await look('Naam');
  expect(await look('Telefoonnummer (niet verplicht)')).toEqual(name);
  expect(await look('Je bericht')).toEqual(name);
});

/** A sandbox user to buy with, and the sandbox's payment provider page. */
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './support-login.ts';
import { uniqueEmail } from './support.ts';

/** A verified account without a subscription, made for this test alone (buying changes it). */
export async function newBuyer(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name);
  expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Bo', lastName: 'Koper' } })).ok()).toBe(true);
  return email;
}

/** An account with a running subscription to the plan, started that many days before the sandbox's day, made for this test alone. */
export async function newSubscriber(page: Page, name: string, plan: string, { startedDaysAgo = 10 } = {}): Promise<string> {
  const email = uniqueEmail(name);
  const made = await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Abonnee', subscription: { plan, startedDaysAgo } } });
  expect(made.ok(), await made.text()).toBe(true);
  return email;
}

/** On the activation page: picks the method and goes to the provider, whose page shows the amount. */
export async function startPayment(page: Page, method: 'iDEAL' | 'PayPal' | 'Creditcard (Mastercard, Visa)'): Promise<void> {
  await page.getByLabel(method).check();
  await page.getByRole('button', { name: 'Naar betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/psp\/[0-9a-f-]+$/);
}

export type ProviderOutcome = 'Geslaagd' | 'In behandeling' | 'Mislukt' | 'Geannuleerd' | 'Afgewezen';

/** The tester's choice on the provider's page; the provider sends the visitor back to the site. */
export async function answerAtProvider(page: Page, outcome: ProviderOutcome): Promise<void> {
  await page.getByRole('button', { name: outcome }).click();
}

/** A promotion's e-mail with a personal code to an address, as a mailing or the lottery sends it (sandbox/personal-codes.ts): answers the code. */
export async function sendPersonalCode(page: Page, promotion: string, email: string): Promise<string> {
  const answer = await page.request.post(`/sandbox/promotions/${promotion}/codes`, { data: { email } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { code: string }).code;
}

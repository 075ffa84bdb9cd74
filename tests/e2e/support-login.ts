/** Logging in through the site (also with a social provider), and answering for the external streaming app. */
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Welkom123';
export const STREAMING_APP = 'https://v2.videoland.com/';

/** Logs in on /inloggen (with the query given, such as a redirect). */
export async function logIn(page: Page, email: string, { query = '', password = PASSWORD } = {}): Promise<void> {
  await page.goto(`/inloggen${query}`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * Logs in as the site does, by its calls alone: the identity provider's login, then the account
 * service's hash call that sets the session cookie, into the browser's own cookies. For a test whose
 * subject is another page; logIn is the login page itself.
 */
export async function logInByServices(page: Page, email: string, password = PASSWORD): Promise<void> {
  const login = await page.request.post('/idp/api/accounts.login', { headers: { 'X-Requested-With': 'identity-sdk' }, data: { loginID: email, password } });
  const { UID, UIDSignature, signatureTimestamp } = (await login.json()) as Record<string, unknown>;
  expect((await page.request.post('/account/api/v3/login/hash', { data: { UID, UIDSignature, signatureTimestamp } })).ok(), `the login of ${email}`).toBe(true);
}

/** The streaming app is another site: the test answers for it, to see the visitor arrive. */
export async function answerForStreamingApp(page: Page): Promise<void> {
  await page.route(`${STREAMING_APP}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Videoland app</title><h1>Streaming app</h1>' }));
}

export async function expectLoggedIn(page: Page, loggedIn: boolean): Promise<void> {
  const cookies = await page.context().cookies();
  expect(
    cookies.some((cookie) => cookie.name === 'vlId'),
    `vlId cookie ${loggedIn ? 'present' : 'absent'}`,
  ).toBe(loggedIn);
}

/** On the sandbox's consent page of a social provider: says who the visitor is, and allows. */
export async function allowSocialLogin(page: Page, person: { email: string; firstName: string; lastName: string }): Promise<void> {
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Voornaam').fill(person.firstName);
  await page.getByLabel('Achternaam').fill(person.lastName);
  await page.getByRole('button', { name: 'Toestaan' }).click();
}

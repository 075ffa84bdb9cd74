/**
 * The campaign studio (npm run studio) as a campaign manager uses it, in Chromium: its own server,
 * site and sandbox on ports of their own, over a copy of flows/, into which the calendar's test
 * saves two promotions that take the same plan at the same time (tests/support/studio-overlap/).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { parseLocated } from 'journey-engine/validate';

// The specs run in Playwright's loader, which cannot import the tools (their JSON imports): the root is found from here.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FLOWS_DIR = join(ROOT, 'flows');

const PORT = Number(process.env.E2E_PORT ?? 4317) + 20;
const STUDIO = `http://localhost:${PORT}`;
const registrationFile = join(FLOWS_DIR, 'registration', 'registration.flow.json');
const registration = parseLocated(readFileSync(registrationFile, 'utf8'));
const registrationSteps = (registration.value as { steps: { id: string }[] }).steps;

let studio: ChildProcess;
let flows: string;
/** git in the copy's folder, a repository whose main holds the copy as it was made: the campaigns live. */
const git = (...args: string[]): string => execFileSync('git', args, { cwd: join(flows, '..'), encoding: 'utf8' }).trim();

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  flows = join(mkdtempSync(join(tmpdir(), 'studio-flows-')), 'flows');
  cpSync(FLOWS_DIR, flows, { recursive: true });
  git('init', '-q', '-b', 'main');
  git('add', 'flows');
  git('-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', 'De campagnes zoals ze live staan');
  studio = spawn(process.execPath, ['--import', 'tsx', 'studio/server/main.ts', '--port', String(PORT), '--flows', flows], { cwd: ROOT, stdio: 'inherit', detached: true });
  await expect(async () => expect((await fetch(`${STUDIO}/api/model`)).ok).toBe(true)).toPass({ timeout: 90_000, intervals: [500] });
  // Its sandbox, which the explanation and the previews ask, starts beside it and may answer later.
  const { sandboxUrl } = (await (await fetch(`${STUDIO}/api/model`)).json()) as { sandboxUrl: string };
  await expect(async () => expect((await fetch(`${sandboxUrl}/sandbox/clock`)).ok).toBe(true)).toPass({ timeout: 60_000, intervals: [500] });
});

test.afterAll(async () => {
  // The studio watches the copy: it is removed once the studio has stopped, not under its watchers.
  const stopped = studio.exitCode === null ? once(studio, 'exit') : Promise.resolve();
  if (studio.pid) process.kill(-studio.pid, 'SIGTERM');
  await stopped;
  rmSync(join(flows, '..'), { recursive: true, force: true });
});

async function expectStudioAccessible(page: Page): Promise<void> {
  // Scanned once the view has rendered: on a busy machine its heading may not be there yet.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // React Flow's canvas is a drawing the panel beside it tells in words; the rest is scanned. A frame
  // shows a page of the site (scanned by the site's own tests, its scan beside it in the gallery),
  // whose landmarks axe would count with the studio's as one page's.
  const { violations } = await new AxeBuilder({ page }).exclude('.react-flow').exclude('iframe').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the registration diagram has every step as a node, and a step chosen shows its file:line and its Dutch copy', async ({ page }) => {
  await page.goto(`${STUDIO}/#/diagrammen/flow/registration`);
  // The studio's first page waits for Vite to bundle its libraries on a machine that never ran it.
  await expect(page.locator('.react-flow__node').first()).toBeVisible({ timeout: 60_000 });
  for (const step of registrationSteps) await expect(page.locator(`.react-flow__node[data-id="step:${step.id}"]`)).toHaveCount(1);
  // The e-mail step's guard leads to the deal-is-over page, drawn as an edge with its reason.
  await expect(page.locator('.react-flow__edge-text', { hasText: /Black Friday/ }).first()).toBeAttached();
  const panel = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'email' }) });
  const index = registrationSteps.findIndex((step) => step.id === 'email');
  // A click while the diagram still moves into view (a busy machine) can land beside the node: press it again until its panel opens.
  await expect(async () => {
    await page.locator('.react-flow__node[data-id="step:email"]').click();
    await expect(panel.getByTestId('node-where')).toHaveText(`flows/registration/registration.flow.json:${registration.valueAt(`/steps/${index}`).line}`, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(panel).toContainText('Maak je account aan');
  await expectStudioAccessible(page);
  // Its file:line leads to the file, at that line.
  await panel.getByTestId('node-where').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^flows\/registration\/registration\.flow\.json:\d+$/);
  // The line a step is written on opens its object; its id follows.
  await expect(page.locator('.lines li[aria-current="location"] + li')).toContainText('"id": "email"');
  await expectStudioAccessible(page);
});

test('a diagram opens fitted to its frame, and a search marks the steps it finds and brings them into view', async ({ page }) => {
  await page.goto(`${STUDIO}/#/diagrammen/flow/registration`);
  const canvas = page.locator('.flow-canvas');
  const node = (id: string) => page.locator(`.react-flow__node[data-id="step:${id}"]`);
  await expect(node('email')).toBeVisible({ timeout: 60_000 });
  // Fitted: the first step and the last are both inside the frame.
  const frame = await canvas.boundingBox();
  for (const id of [registrationSteps[0]?.id, registrationSteps.at(-1)?.id]) {
    const box = await node(id ?? '').boundingBox();
    expect(box && frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width).toBe(true);
  }
  await page.getByLabel('Zoek in dit diagram').fill('gender');
  await expect(node('gender')).toHaveClass(/\bmatch\b/);
  await expect(node('email')).not.toHaveClass(/\bmatch\b/);
  const found = await page.locator('.react-flow__node.match').count();
  await expect(page.getByRole('status')).toHaveText(found === 1 ? 'Eén stap gevonden:' : `${found} stappen gevonden:`);
  await page.locator('.search-results').getByRole('button', { name: 'gender', exact: true }).click();
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'gender' })).toBeVisible();
  await page.getByLabel('Zoek in dit diagram').fill('geen-stap-heet-zo');
  await expect(page.getByRole('status')).toHaveText('Niets gevonden.');
  await expect(page.locator('.react-flow__node.match')).toHaveCount(0);
  await expectStudioAccessible(page);
});

test('the gallery shows each page of a journey case at 375 and 1280 px with its axe result', async ({ page }) => {
  await page.goto(`${STUDIO}/#/galerij/registration`);
  await page.getByLabel('Journey case').selectOption({ label: 'a new visitor answers every step, privacy last' });
  const pages = page.locator('.gallery-page');
  // The gallery's first pages wait for the dev server to bundle them on demand: on a busy machine
  // (a full run's studio project) that once took over the 5 s a check waits by default.
  await expect(pages).toHaveCount(6, { timeout: 30_000 });
  await expect(pages.locator('h2')).toHaveText([/email/, /password/, /name/, /gender/, /birthdate/, /privacy/]);
  const first = pages.first();
  await expect(first.locator('iframe')).toHaveCount(2);
  await expect(first.locator('iframe').first()).toHaveAttribute('width', '375');
  await expect(first.locator('iframe').last()).toHaveAttribute('width', '1280');
  // The page is the site's own, rendered by its components: its heading and its labelled field.
  const frame = page.frameLocator('.gallery-page >> nth=0 >> iframe >> nth=0');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Maak je account aan');
  await expect(frame.getByLabel('E-mailadres')).toBeVisible();
  for (const result of await first.locator('.axe').all()) await expect(result).toHaveAttribute('data-axe', '0', { timeout: 30_000 });
  await expect(first.locator('.axe').first()).toHaveText('axe: geen problemen');
});

test('the gallery shows an offer’s landing page and a promotion’s plan choice on a day inside their windows', async ({ page }) => {
  await page.goto(`${STUDIO}/#/galerij/campagne/flows/promotions/black-friday-2025.promotion.json`);
  await expect(page.getByLabel('Reis of campagne')).toHaveValue('campagne/flows/promotions/black-friday-2025.promotion.json');
  await expect(page.locator('.where')).toContainText('/abonnementen, zoals een nieuwe bezoeker het ziet op 2025-11-24');
  const planChoice = page.frameLocator('.gallery-page iframe >> nth=0');
  await expect(planChoice.getByText('Black Friday', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.axe').first()).toHaveAttribute('data-axe', '0', { timeout: 30_000 });

  await page.getByLabel('Reis of campagne').selectOption('campagne/flows/partners/ziggo.offer.json');
  await expect(page.locator('.gallery-page h2')).toHaveText(/landing \/ziggo/);
  await expect(page.frameLocator('.gallery-page iframe >> nth=1').getByRole('heading', { level: 1 })).toBeVisible();
});

test('explaining a visitor held back by a guard gives the path the site takes', async ({ page }) => {
  await page.goto(`${STUDIO}/#/uitleg`);
  await page.getByLabel('Reis', { exact: true }).selectOption('registration');
  await page.getByText('Meer: een andere demogebruiker').click();
  await page.getByLabel('query (naam=waarde&…)').fill('black-friday=true');
  await page.getByLabel('Op de dag').fill('2026-01-10');
  await page.getByRole('button', { name: 'Leg uit' }).click();
  const rows = page.locator('.explanation tbody tr');
  // The first explanation of a studio loads the engine's modules on the server: on a busy machine, seconds.
  await expect(rows).toHaveCount(registrationSteps.length, { timeout: 30_000 });
  await expect(page.locator('tr[data-step="email"]')).toHaveAttribute('data-outcome', 'guarded');
  await expect(page.locator('tr[data-step="email"]')).toContainText('een Black Friday-aanmeldlink na Black Friday');
  await expect(page.locator('.end')).toHaveAttribute('data-end', '/meldingen/black-friday-is-voorbij');
  // The site beside the studio, whose sandbox is at the same day as the explanation is not Black Friday, goes the same way.
  const model = (await (await fetch(`${STUDIO}/api/model`)).json()) as { siteUrl: string };
  await page.goto(`${model.siteUrl}/aanmelden?black-friday=true`);
  await expect(page).toHaveURL(/\/meldingen\/black-friday-is-voorbij$/, { timeout: 30_000 });
  await page.goto(`${STUDIO}/#/uitleg`);
  await expectStudioAccessible(page);
});

test('explaining from the short form: a subscriber from a new-customers-only partner link is sent to its page, a new customer is not', async ({ page }) => {
  await page.goto(`${STUDIO}/#/uitleg`);
  await page.getByLabel('Komt binnen via').selectOption({ label: 'de link van YoungCapital (/young-capital)' });
  // The journey is the partner's, from its landing page: not chosen by hand.
  await expect(page.getByLabel('Reis', { exact: true })).toHaveCount(0);
  const refused = '/meldingen/geen-recht-op-abonnement-via/young-capital?reden=bestaande-klant';
  await page.getByLabel('Ingelogd, met een lopend abonnement (Plus, per maand)').check();
  await page.getByRole('button', { name: 'Leg uit' }).click();
  await expect(page.locator('.end')).toHaveAttribute('data-end', refused, { timeout: 30_000 });
  // Held back at the landing page itself, with the offer's own rule as the reason.
  await expect(page.locator('tr[data-step="landing"]')).toHaveAttribute('data-outcome', 'guarded');
  await expect(page.locator('.end')).toContainText('existingUserAllowed false');
  // What the offer means for this visitor, in words: not for a subscriber.
  await expect(page.locator('.visitor-gets')).toContainText('Deze bezoeker heeft al een abonnement en mag dit aanbod niet nemen');
  // A paying subscriber from Albert Heijn's link, a day inside it: the gift's first day, and Plus back after it.
  await page.getByLabel('Komt binnen via').selectOption({ label: 'de link van Albert Heijn (/albert-heijn)' });
  await page.getByLabel('Op de dag').fill('2026-10-05');
  await page.getByRole('button', { name: 'Leg uit' }).click();
  await expect(page.locator('.visitor-gets')).toContainText(
    /Het cadeau start op \d+ \w+ \d{4}, als de betaalde periode van het huidige abonnement afloopt\. Tot dan kijkt de bezoeker verder met dat abonnement; na het cadeau, vanaf \d+ \w+ \d{4}, loopt het weer, voor € 10,99 per maand\./,
    { timeout: 30_000 },
  );
  await expect(page.locator('.visitor-gets dt', { hasText: 'Daarna' })).toHaveCount(1);
  await page.getByLabel('Komt binnen via').selectOption({ label: 'de link van YoungCapital (/young-capital)' });
  await page.getByLabel('Ingelogd, nog nooit een abonnement gehad').check();
  await page.getByRole('button', { name: 'Leg uit' }).click();
  await expect(page.locator('.end')).not.toHaveAttribute('data-end', refused);
  await expect(page.locator('.end')).toHaveAttribute('data-end', /.+/);
  await expectStudioAccessible(page);
});

test('who sees what: every kind of visitor of T-Mobile Thuis on a day, each with the page they see, where the button takes them and what happens to their plan', async ({
  page,
}) => {
  await page.goto(`${STUDIO}/#/bezoekers/flows/partners/t-mobile-thuis.offer.json/2026-10-05`);
  await expect(page.getByLabel('Aanbieding of actie')).toHaveValue('flows/partners/t-mobile-thuis.offer.json');
  const visitor = (label: string) => page.locator('.visitor').filter({ has: page.getByRole('heading', { level: 2, name: label, exact: true }) });
  // The first visit loads the engine's modules on the server: on a busy machine, seconds.
  await expect(page.locator('.visitor')).toHaveCount(8, { timeout: 30_000 });
  const newcomer = visitor('Een nieuwe bezoeker, niet ingelogd');
  await expect(newcomer.locator('.ends')).toContainText('De bezoeker gaat naar /inloggen?redirect=');
  await expect(newcomer).toContainText('Het cadeau start op de dag dat de bezoeker het activeert (op 5 oktober 2026).');
  // A paying subscriber: told the day the gift starts and that Plus does not come back (the offer's afterGift is end).
  const payer = visitor('Ingelogd, met een lopend abonnement (Plus, per maand)');
  await expect(payer.locator('.ends')).toContainText('De bezoeker komt op de pagina activate');
  await expect(payer).toContainText(
    /Het cadeau start op \d+ \w+ \d{4}, als de betaalde periode van het huidige abonnement afloopt\. Tot dan kijkt de bezoeker verder met dat abonnement; dan stopt het, en na het cadeau komt het niet vanzelf terug\./,
  );
  await expect(payer.locator('dt', { hasText: 'Daarna' })).toHaveCount(1);
  // Each visitor's page is the landing page as they see it: the payer's says Plus stops, the newcomer's does not.
  await expect(payer.frameLocator('iframe').locator('main')).toContainText('Dan stopt je huidige abonnement', { timeout: 30_000 });
  await expect(newcomer.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('6 maanden Videoland Plus bij T-Mobile Thuis', { timeout: 30_000 });
  await expect(newcomer.frameLocator('iframe').locator('main')).not.toContainText('Je hebt al een Videoland-abonnement');
  // Another day, from the form: the visitors as they stand that day.
  await page.getByLabel('Op de dag').fill('2030-01-10');
  await expect(page).toHaveURL(/#\/bezoekers\/flows\/partners\/t-mobile-thuis\.offer\.json\/2030-01-10$/);
  await expect(newcomer).toContainText('Het cadeau start op de dag dat de bezoeker het activeert (op 10 januari 2030).', { timeout: 30_000 });
  await expectStudioAccessible(page);
});

test('the start page lists every campaign with its state today, and leads to its diagram', async ({ page }) => {
  await page.goto(STUDIO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Campagnes op \d{1,2} \w+ \d{4}$/);
  const campaign = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  // Every campaign is there, each with a state; Black Friday 2025 is over on any day the suite runs.
  const files = readdirSync(flows, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(promotion|offer)\.json$/.test(file));
  await expect(page.locator('.campaign')).toHaveCount(files.length);
  await expect(page.locator('.campaign [data-state]')).toHaveCount(files.length);
  await expect(campaign('Black Friday').locator('[data-state]')).toHaveText('Afgelopen op 1 december 2025');
  await expect(campaign('Black Friday').getByRole('link', { name: 'flows/promotions/black-friday-2025.promotion.json:6' })).toBeVisible();
  await expectStudioAccessible(page);
  await campaign('Black Friday').getByRole('link', { name: 'Diagram' }).click();
  await expect(page).toHaveURL(`${STUDIO}/#/diagrammen/promotion/black-friday-2025`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Black Friday');
});

test('the calendar shows Black Friday 2025; two promotions saved that take the same plan show their overlap in each file within 2 s, and it goes once one is removed', async ({
  page,
}) => {
  await page.goto(`${STUDIO}/#/kalender`);
  const blackFriday = page.getByRole('button', { name: /^Black Friday: / });
  await expect(blackFriday).toHaveAccessibleName(`Black Friday: 2025-11-24 tot en met 2025-12-01`);
  await blackFriday.click();
  await expect(page.getByRole('complementary')).toContainText('flows/promotions/black-friday-2025.promotion.json:');
  // A month shows its weeks: Black Friday's eight days are a bar a quarter of the timeline wide, from its 24th day.
  const wide = async () => (await blackFriday.boundingBox())?.width ?? 0;
  const allYears = await wide();
  await page.getByLabel('Jaar', { exact: true }).selectOption('2025');
  await page.getByLabel('Maand', { exact: true }).selectOption({ label: 'november' });
  await expect(page.getByRole('list', { name: 'Acties en aanbiedingen van 2025-11-01 tot en met 2025-11-30' })).toBeVisible();
  expect(await wide()).toBeGreaterThan(20 * allYears);
  await expect(page.getByRole('button', { name: /^Albert Heijn/ })).toHaveCount(0);
  await expectStudioAccessible(page);
  await page.getByLabel('Jaar', { exact: true }).selectOption('');

  const overlap = join(ROOT, 'tests', 'support', 'studio-overlap');
  for (const file of readdirSync(overlap)) cpSync(join(overlap, file), join(flows, 'promotions', file));
  const problems = page.locator('.problems li[data-kind="overlapping-promotions"]');
  await expect(problems).toHaveCount(2, { timeout: 2_000 });
  await expect(problems.filter({ hasText: /a\.promotion\.json:\d+ {2}dit bestand en .*b\.promotion\.json lopen allebei van 2027-03-22 tot en met 2027-03-31/ })).toHaveCount(1);
  await expect(problems.filter({ hasText: /b\.promotion\.json:\d+ {2}dit bestand en .*a\.promotion\.json lopen allebei/ })).toHaveCount(1);
  await expect(page.locator('.bar-problem')).toHaveCount(2);
  await expectStudioAccessible(page);
  rmSync(join(flows, 'promotions', 'b.promotion.json'));
  rmSync(join(flows, 'promotions', 'a.promotion.json'));
  await expect(problems).toHaveCount(0, { timeout: 2_000 });

  await page.getByLabel('Datum', { exact: true }).fill('2025-11-28');
  await page.getByRole('button', { name: 'Bekijk de site op deze dag' }).click();
  await expect(page.getByRole('status')).toContainText('28-11-2025');
  const planChoice = page.frameLocator('iframe[title="De keuze van abonnementen op 2025-11-28"]');
  await expect(planChoice.getByText(/Black Friday/i).first()).toBeVisible({ timeout: 30_000 });
});

/**
 * The copy's promotions that run on a day from..until (a window left open runs on), set aside while a test writes its
 * own there, so that a promotion added to the project later cannot meet it; the returned function puts them back.
 */
function setAsidePromotionsOn(from: string, until: string): () => void {
  const dir = join(flows, 'promotions');
  const aside = mkdtempSync(join(tmpdir(), 'studio-aside-'));
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.promotion.json'))) {
    const { valid } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { valid?: { from?: string; until?: string } };
    if ((valid?.from ?? '0000') <= until && (valid?.until ?? '9999') >= from) renameSync(join(dir, name), join(aside, name));
  }
  return () => {
    for (const name of readdirSync(aside)) renameSync(join(aside, name), join(dir, name));
    rmSync(aside, { recursive: true, force: true });
  };
}

test('the editor makes a new promotion: a finding beside its field as one types, refused until fixed, saved in the house layout, previewed on a day inside it', async ({
  page,
}) => {
  const putBack = setAsidePromotionsOn('2027-03-01', '2027-04-30');
  const file = join(flows, 'promotions', 'studio-proef-2027.promotion.json');
  // Run after April 2027 (the suite runs years ahead too), the window is past: a warning, and a save to confirm.
  const past = '( en één waarschuwing)?';
  try {
    await page.goto(STUDIO);
    await page.getByRole('link', { name: 'Nieuwe actie' }).click();
    await page.getByLabel('Naam van het bestand (id)').fill('studio-proef-2027');
    await page.getByLabel('Naam van de actie').fill('Voorjaar 2027');
    await page.getByLabel('Eerste dag').fill('2027-03-01');
    await page.getByLabel('Laatste dag').fill('2027-03-31');
    await page.getByRole('button', { name: 'Begin' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwe actie: studio-proef-2027');
    await expect(page.locator('.check-summary')).toHaveText(new RegExp(`^De validatie vindt geen fouten${past}\\.$`));
    await expectStudioAccessible(page);

    // A longer run than the terms say: the terms' first paragraph is wrong, and says so beside itself.
    await page.getByLabel('Laatste dag').fill('2027-04-30');
    const terms = page.getByLabel('Alinea 1');
    await expect(terms).toHaveAttribute('aria-invalid', 'true', { timeout: 2_000 });
    await expect(terms).toHaveAccessibleDescription(/31 maart 2027.*30 april 2027.*terms-dates/);
    await expect(page.locator('.check-summary')).toHaveText(new RegExp(`^De validatie vindt één fout${past}\\.$`));
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Niet opgeslagen: los eerst de fouten hieronder op.');
    expect(existsSync(file)).toBe(false);

    await terms.fill('De actie loopt van 1 maart 2027 tot en met 30 april 2027.');
    await expect(terms).not.toHaveAttribute('aria-invalid', 'true', { timeout: 2_000 });
    const pastWindow = page.getByLabel('Deze actie is al voorbij: ik wil haar toch opslaan');
    if (await pastWindow.isVisible()) await pastWindow.check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toHaveText(
      /^Opgeslagen in flows\/promotions\/studio-proef-2027\.promotion\.json\. Bewaard als concept op branch campagne\/studio-proef-2027 \([0-9a-f]{7}\)\.$/,
    );
    await expect(page).toHaveURL(`${STUDIO}/#/bewerken/flows/promotions/studio-proef-2027.promotion.json`);
    // Written as prettier writes the project's files: a short object on one line.
    expect(readFileSync(file, 'utf8')).toContain('  "valid": { "from": "2027-03-01", "until": "2027-04-30" },\n');

    // The saved file on a day inside it: the plan choice sells its price.
    await page.getByLabel('Op de dag').fill('2027-03-15');
    const preview = page.frameLocator('iframe[title="Voorbeeld: Voorjaar 2027 op 2027-03-15"]');
    await expect(preview.getByText('€ 3,99').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Overzicht' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Voorjaar 2027', exact: true })).toBeVisible();
  } finally {
    rmSync(file, { force: true });
    git('branch', '-D', 'campagne/studio-proef-2027');
    putBack();
  }
});

test('the editor changes an existing offer: only the value changed is rewritten', async ({ page }) => {
  const file = join(flows, 'partners', 'ziggo.offer.json');
  const before = readFileSync(file, 'utf8');
  await page.goto(STUDIO);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Ziggo (/ziggo)', exact: true }) })
    .getByRole('link', { name: 'Bewerken' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partneraanbod bewerken: ziggo');
  // The id names the file: it is not changed here.
  await expect(page.getByLabel('Code van het aanbod')).toHaveAttribute('readonly', '');
  const title = page.locator('[data-pointer="/landing/title"]').getByRole('textbox');
  await title.fill('12 maanden Videoland Basis cadeau van Ziggo');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toHaveText(/^Opgeslagen in flows\/partners\/ziggo\.offer\.json\. Bewaard als concept/);
  expect(readFileSync(file, 'utf8')).toBe(before.replace('"title": "12 maanden Videoland Basis via Ziggo"', '"title": "12 maanden Videoland Basis cadeau van Ziggo"'));
  await expect(page.frameLocator('.editor-preview iframe').getByRole('heading', { level: 1 })).toHaveText('12 maanden Videoland Basis cadeau van Ziggo', { timeout: 30_000 });
  await expectStudioAccessible(page);
  writeFileSync(file, before);
  git('branch', '-D', 'campagne/ziggo');
});

test('a campaign whose last day has passed is saved only when the manager confirms it', async ({ page }) => {
  const file = join(flows, 'promotions', 'black-friday-2025.promotion.json');
  const before = readFileSync(file, 'utf8');
  try {
    await page.goto(`${STUDIO}/#/bewerken/flows/promotions/black-friday-2025.promotion.json`);
    await expect(page.locator('.check-summary')).toHaveText('De validatie vindt geen fouten en één waarschuwing.', { timeout: 10_000 });
    await expect(page.getByText(/deze actie is al voorbij: de laatste dag, 1 december 2025, ligt voor vandaag/)).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Niet opgeslagen: deze actie is al voorbij. Vink aan dat je haar toch wilt opslaan.');
    expect(git('branch', '--list', 'campagne/black-friday-2025')).toBe('');
    await page.getByLabel('Deze actie is al voorbij: ik wil haar toch opslaan').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toContainText('Opgeslagen in flows/promotions/black-friday-2025.promotion.json.');
    expect(readFileSync(file, 'utf8')).toBe(before);
    await expectStudioAccessible(page);
  } finally {
    writeFileSync(file, before);
    if (git('branch', '--list', 'campagne/black-friday-2025')) git('branch', '-D', 'campagne/black-friday-2025');
  }
});

test('a save is a concept on the campaign’s own branch; "Klaar voor review" checks it, commits it and shows the diff; the history puts the live version back', async ({ page }) => {
  const file = join(flows, 'partners', 'ziggo.offer.json');
  const before = readFileSync(file, 'utf8');
  const main = git('rev-parse', 'main');
  try {
    await page.goto(`${STUDIO}/#/bewerken/flows/partners/ziggo.offer.json`);
    const state = page.locator('.publish').getByTestId('publish-state');
    await expect(state).toHaveText('Live');
    await page.locator('[data-pointer="/landing/title"]').getByRole('textbox').fill('12 maanden Videoland Basis cadeau van Ziggo');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toContainText('Bewaard als concept op branch campagne/ziggo');
    await expect(state).toHaveText(/^Live · Concept op branch campagne\/ziggo \([0-9a-f]{7}\)$/);
    // The concept is a commit on its own branch; main, the live campaigns, has not moved.
    expect(git('log', '-1', '--format=%s', 'campagne/ziggo')).toBe('Concept: Ziggo (flows/partners/ziggo.offer.json)');
    expect(git('show', 'campagne/ziggo:flows/partners/ziggo.offer.json')).toContain('"title": "12 maanden Videoland Basis cadeau van Ziggo"');
    expect(git('rev-parse', 'main')).toBe(main);
    await page.getByRole('link', { name: 'Overzicht' }).click();
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Ziggo (/ziggo)', exact: true }) })
        .getByTestId('publish-state'),
    ).toHaveText(' · Live · Concept');
    await page.goBack();

    // Ready for review: the check passes, a commit marks it, and the diff against main is shown.
    await page.getByRole('button', { name: 'Klaar voor review' }).click();
    await expect(page.locator('.review-result').getByRole('status')).toHaveText(/^Klaar voor review: vastgelegd op de branch \([0-9a-f]{7}\)\.$/, { timeout: 30_000 });
    await expect(page.locator('.review-report')).toContainText('✔ flows/partners/ziggo.offer.json: de validator vindt geen fouten');
    const diff = page.getByLabel('Verschil met main');
    await expect(diff).toContainText('-    "title": "12 maanden Videoland Basis via Ziggo",');
    await expect(diff).toContainText('+    "title": "12 maanden Videoland Basis cadeau van Ziggo",');
    expect(git('log', '-1', '--format=%s', 'campagne/ziggo')).toBe('Klaar voor review: Ziggo');
    await expect(state).toHaveText(/^Live · In review/);
    await expect(page.getByRole('button', { name: 'Klaar voor review' })).toBeDisabled();
    await expectStudioAccessible(page);

    // The history: the versions of the file, the concept's then main's (the review's mark changes no line); the live one put back is a concept again.
    await page.getByRole('link', { name: 'Geschiedenis' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geschiedenis van flows/partners/ziggo.offer.json');
    const versions = page.locator('.versions > li');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Concept: Ziggo (flows/partners/ziggo.offer.json)');
    await expect(versions.nth(0)).toContainText('concept');
    await expect(versions.nth(1)).toContainText('De campagnes zoals ze live staan');
    await expect(versions.nth(1)).toContainText('live (main)');
    await expectStudioAccessible(page);
    await versions.nth(1).getByRole('button', { name: 'Terugzetten naar deze versie' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Teruggezet naar de versie van .*: als concept vastgelegd \([0-9a-f]{7}\)\.$/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(git('log', '-1', '--format=%s', 'campagne/ziggo')).toBe(`Teruggezet: Ziggo naar versie ${main.slice(0, 7)}`);
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText(`Teruggezet: Ziggo naar versie ${main.slice(0, 7)}`);
    expect(git('rev-parse', 'main')).toBe(main);
  } finally {
    writeFileSync(file, before);
    git('branch', '-D', 'campagne/ziggo');
  }
});

test('an edited offer file shows in every view of the studio within 2 s: the diagram, the start page, the calendar and the gallery', async ({ browser }) => {
  const view = async (address: string) => {
    const page = await browser.newPage();
    await page.goto(`${STUDIO}/#/${address}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    return page;
  };
  const [diagram, overview, calendar, gallery] = [await view('diagrammen/offer/ziggo'), await view('overzicht'), await view('kalender'), await view('galerij/registration')];
  const file = join(flows, 'partners', 'ziggo.offer.json');
  const before = readFileSync(file, 'utf8');
  const offer = JSON.parse(before) as { partner: { name: string } };
  await expect(diagram.getByRole('heading', { level: 1 })).toContainText(offer.partner.name);
  offer.partner.name = 'Ziggo Studiotest';
  writeFileSync(file, `${JSON.stringify(offer, null, 2)}\n`);
  try {
    await expect(diagram.getByRole('heading', { level: 1 })).toContainText('Ziggo Studiotest', { timeout: 2_000 });
    await expect(overview.getByRole('heading', { level: 2, name: 'Ziggo Studiotest (/ziggo)', exact: true })).toBeVisible({ timeout: 2_000 });
    await expect(calendar.getByRole('button', { name: /^Ziggo Studiotest \(\/ziggo\)/ })).toBeVisible({ timeout: 2_000 });
    await expect(gallery.getByLabel('Reis of campagne').locator('option', { hasText: 'Ziggo Studiotest (/ziggo)' })).toHaveCount(1, { timeout: 2_000 });
    // Its pages rendered, so that no render is under way when the studio stops after the last test.
    await expect(gallery.locator('.gallery-page').first()).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(file, before);
  }
});

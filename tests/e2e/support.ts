/** Shared steps of the browser tests: an accessibility scan, CSP watching and walking registration. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The pages (and their error states) whose other theme this worker has scanned. */
const contrastChecked = new Set<string>();
/** The documents this worker's scans passed, each as it was scanned (documentScanned). */
const documentsPassed = new Set<string>();

/**
 * What an axe scan's verdict depends on: the document's markup (its stylesheets are in it or named
 * by it, the build's), the viewport and the colour scheme. The same again gets the same verdict.
 */
async function documentScanned(page: Page): Promise<string> {
  const shown = await page.evaluate(() => [document.documentElement.outerHTML, innerWidth, innerHeight, matchMedia('(prefers-color-scheme: light)').matches].join('\n'));
  return createHash('sha256').update(shown).digest('base64');
}

/** Every page visited must pass an axe scan (WCAG 2.1 A and AA), and its colours in both themes. */
export async function expectAccessible(page: Page): Promise<void> {
  // A page is scanned once it shows: right after a navigation its flow may still be loading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A document this worker has scanned as it is now passed then: a page the tests come back to
  // unchanged (a tenth of a run's scans).
  const scanned = await documentScanned(page);
  if (!documentsPassed.has(scanned)) {
    expect(await axeViolations(page, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }), `axe violations on ${page.url()}`).toEqual([]);
    documentsPassed.add(scanned);
  }
  // The other theme (app/tokens.css) differs only in its colours: its contrast is checked too, once
  // per page of this worker, and once more where the page shows an error (its own colours).
  const shown = await page.evaluate(() => `${location.pathname} ${document.querySelector('[role=alert], [aria-invalid=true]') ? 'with an error' : ''}`);
  if (contrastChecked.has(shown)) return;
  contrastChecked.add(shown);
  const theme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'));
  const other = theme === 'light' ? 'dark' : 'light';
  await page.emulateMedia({ colorScheme: other });
  try {
    expect(await axeViolations(page, { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }), `axe violations on ${page.url()} in the ${other} theme`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: theme });
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page, each as "rule: help (elements)". The site's pages have no frames,
 * so axe runs in the page itself, put there once per document: @axe-core/playwright's way, made for
 * frames, opens a page of its own for every scan, which made a scan 5 times slower. A page with a
 * frame is still scanned that way, frames and all.
 */
async function axeViolations(page: Page, runOnly: RunOptions['runOnly']): Promise<string[]> {
  let results: Pick<AxeResults, 'violations'>;
  if (page.frames().length > 1) results = await new AxeBuilder({ page }).options({ runOnly }).analyze();
  else {
    // Evaluated by the test's tool, outside the site's Content-Security-Policy.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    results = await page.evaluate(
      async (options) => {
        const { violations } = await (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options);
        // Only what is reported below crosses back to the test.
        return { violations: violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) })) as AxeResults['violations'] };
      },
      { runOnly, resultTypes: ['violations'] } as RunOptions,
    );
  }
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * The help button covers no link, button, field, label or heading of the page at any scroll
 * position: scrolled half a screen at a time, whatever lies under its corners and centre, other
 * than the button and what holds it, is listed.
 */
export async function expectHelpCoversNothing(page: Page): Promise<void> {
  const covered = await page.evaluate((): string[] => {
    const help: Element | null = document.querySelector('.help-button');
    if (!help || help.getClientRects().length === 0) return [];
    const reachable = 'a[href], button, input, select, textarea, label, summary, h1, h2, h3, h4, h5, h6, [role=button], [role=link]';
    const found = new Set<string>();
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.max(1, Math.floor(innerHeight / 2))) {
      window.scrollTo(0, y);
      const box: DOMRect = help.getBoundingClientRect();
      const points: (readonly [number, number])[] = [
        [box.left + 1, box.top + 1],
        [box.right - 1, box.top + 1],
        [box.left + 1, box.bottom - 1],
        [box.right - 1, box.bottom - 1],
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      ];
      for (const [x, pointY] of points.filter(([, atY]) => atY >= 0 && atY < innerHeight)) {
        for (const element of document.elementsFromPoint(x, pointY) as Element[]) {
          if (help.contains(element) || element.contains(help)) continue;
          const under = element.closest(reachable);
          if (under && !under.contains(help)) found.add(`${under.tagName.toLowerCase()} "${(under.textContent ?? '').trim().slice(0, 40)}" at scroll ${y}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  });
  expect(covered, `what the help button covers on ${page.url()}`).toEqual([]);
}

/** Records Content-Security-Policy violations; read them with cspViolations(page). */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Every amount on the page keeps its euro sign on its line: "€" then a non-breaking space, never a space a line may break at. */
export async function expectAmountsTogether(page: Page): Promise<void> {
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text.match(/€\s?.{0,8}/g) ?? []).not.toContainEqual(expect.stringMatching(/^€[ \t\n]/));
}

/** No copy key shows on the page, and no interpolation or nesting left unfilled ({{name}}, $t(...)) in its text, title or any attribute (an aria-label). */
export async function expectNoRawCopyKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(common|registration|notifications|errors|home|login|account|password|partners|activation)\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/);
  const unfilled = await page.evaluate(() => {
    const raw = /\{\{|\}\}|\$t\(/;
    const found = [document.title, document.body.innerText].filter((value) => raw.test(value));
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) if (raw.test(attribute.value)) found.push(`${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}"`);
    }
    return found;
  });
  expect(unfilled, `unfilled copy on ${page.url()}`).toEqual([]);
}

export const answers = {
  email: 'anna.devries@example.nl',
  password: 'Geheim123',
  firstName: 'Anna',
  lastName: 'de Vries',
  gender: 'Vrouw',
  birthDay: '12',
  birthMonth: '4',
  birthYear: '1990',
};

export const stepPaths = {
  email: '/aanmelden/email',
  password: '/aanmelden/wachtwoord',
  name: '/aanmelden/naam',
  gender: '/aanmelden/geslacht',
  birthdate: '/aanmelden/geboortedatum',
  privacy: '/aanmelden/privacy',
} as const;

export type StepName = keyof typeof stepPaths;
const order = Object.keys(stepPaths) as StepName[];

export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Ga verder|Account aanmaken/ }).click();
}

/** An e-mail address no other test uses, so that registrations against the one sandbox never clash. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.nl`;
}

/** Fills one step with valid answers (or the given e-mail address) and submits it. */
export async function answerStep(page: Page, step: StepName, email = answers.email): Promise<void> {
  switch (step) {
    case 'email':
      await page.getByLabel('E-mailadres').fill(email);
      break;
    case 'password':
      await page.getByLabel('Wachtwoord', { exact: true }).fill(answers.password);
      break;
    case 'name':
      await page.getByLabel('Voornaam').fill(answers.firstName);
      await page.getByLabel('Achternaam').fill(answers.lastName);
      break;
    case 'gender':
      await page.getByLabel(answers.gender).check();
      break;
    case 'birthdate':
      await page.getByLabel('Dag').fill(answers.birthDay);
      await page.getByLabel('Maand').fill(answers.birthMonth);
      await page.getByLabel('Jaar').fill(answers.birthYear);
      break;
    case 'privacy':
      await page.getByLabel('Ja, ik ga akkoord').check();
      break;
  }
  await submit(page);
}

/** Starts registration and answers every step before the given one. */
export async function walkTo(page: Page, target: StepName): Promise<void> {
  await page.goto('/aanmelden');
  for (const step of order) {
    await expect(page).toHaveURL(stepPaths[step]);
    if (step === target) return;
    await answerStep(page, step);
  }
}

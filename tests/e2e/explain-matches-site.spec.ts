/**
 * npm run explain tells the path the site takes: for each visitor of the table, the command's JSON
 * (with the same facts, and the answers the browser gives) is the list of pages the built site
 * then shows, page for page, and where it ends.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { answerStep, answers, uniqueEmail, type StepName } from './support.ts';

// The specs run in Playwright's loader, which cannot import the tools (their JSON imports): the root is found from here.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Printed {
  steps: { step: string; route: string; outcome: string; because: string }[];
  end: string;
}

function explain(facts: object, given: object): Printed {
  const dir = mkdtempSync(join(tmpdir(), 'explain-e2e-'));
  try {
    writeFileSync(join(dir, 'facts.json'), JSON.stringify(facts));
    writeFileSync(join(dir, 'answers.json'), JSON.stringify(given));
    // The sandbox's clock is the real one for these tests: the day's feature flags are today's.
    const today = new Date().toISOString().slice(0, 10);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tools/explain.ts', '--flow', 'registration', '--facts', join(dir, 'facts.json'), '--answers', join(dir, 'answers.json'), '--at', today, '--json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as Printed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const visitors: { name: string; query: Record<string, string>; shown: string[]; end: RegExp }[] = [
  {
    name: 'a new visitor from a plan card',
    query: { planId: 'plus' },
    shown: ['email', 'password', 'name', 'gender', 'birthdate', 'privacy'],
    end: /^\/aanmelden\/verifieer-email/,
  },
  {
    name: 'a Black Friday link after Black Friday, held back by the e-mail step’s guard',
    query: { 'black-friday': 'true' },
    shown: [],
    end: /^\/meldingen\/black-friday-is-voorbij$/,
  },
];

for (const visitor of visitors) {
  test(`the site follows npm run explain's path: ${visitor.name}`, async ({ page }) => {
    const email = uniqueEmail('explain');
    const printed = explain(
      { query: visitor.query },
      { email, password: answers.password, firstName: answers.firstName, lastName: answers.lastName, gender: 'f', birthdate: '1990-04-12', acceptTerms: true },
    );
    const shown = printed.steps.filter((step) => step.outcome === 'shown');
    expect(shown.map((step) => step.step)).toEqual(visitor.shown);
    expect(printed.end).toMatch(visitor.end);

    await page.goto(`/aanmelden?${new URLSearchParams(visitor.query)}`);
    for (const step of shown) {
      await expect(page).toHaveURL((url) => url.pathname === step.route);
      await answerStep(page, step.step as StepName, email);
    }
    const end = printed.end.split('?')[0] ?? printed.end;
    await expect(page).toHaveURL((url) => url.pathname === end);
  });
}

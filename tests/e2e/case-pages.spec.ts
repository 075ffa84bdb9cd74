/**
 * Every page a journey case reaches passes axe in both themes, without being listed here: the
 * flows' journey cases are run and their pages rendered as the studio's gallery renders them
 * (tools/case-pages.ts: the site's components and copy, the case's services as the case answers
 * them), so a page only a case reaches (a refusal, a service's answer, a new step type) is
 * scanned as soon as a case reaches it. One test per flow with cases; the pages are rendered once,
 * before them, in this worker.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { expectAccessible, expectHelpCoversNothing } from './support.ts';

// The specs run in Playwright's loader, which cannot import the tools (their JSON imports): the root is found from here.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface CasePage {
  flow: string;
  journeyCase: string;
  step: string;
  location: string;
  document: string;
}

/** The flows that carry journey cases, read from their files as they are (the tests are declared before any runs). */
function flowsWithCases(dir = join(ROOT, 'flows')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return flowsWithCases(path);
    if (!entry.name.endsWith('.flow.json')) return [];
    const flow = JSON.parse(readFileSync(path, 'utf8')) as { id: string; tests?: unknown[] };
    return (flow.tests?.length ?? 0) > 0 ? [flow.id] : [];
  });
}

test.describe.configure({ mode: 'default' });

let pages: CasePage[] = [];

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'case-pages-'));
  try {
    const file = join(dir, 'pages.json');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/case-pages.ts', file, `${baseURL}/`], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`tools/case-pages.ts failed:\n${run.stderr}`);
    pages = JSON.parse(readFileSync(file, 'utf8')) as CasePage[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const flow of flowsWithCases()) {
  test(`every page the journey cases of ${flow} reach passes axe, in both themes, and on a phone the help button covers nothing of it`, async ({ page, viewport }) => {
    const own = pages.filter((casePage) => casePage.flow === flow);
    test.expect(own.length, `no page rendered for ${flow}'s journey cases`).toBeGreaterThan(0);
    // Each at an address of its own on the site's origin, so the other theme is checked for each (expectAccessible keeps one check per address).
    await page.route('**/__case-pages/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: own[Number(new URL(route.request().url()).pathname.split('/').pop())]?.document ?? '' }),
    );
    for (const [index, casePage] of own.entries()) {
      await test.step(`${casePage.location} (${casePage.step}), first reached by "${casePage.journeyCase}"`, async () => {
        await page.goto(`/__case-pages/${flow}/${index}`);
        await expectAccessible(page);
        await page.setViewportSize({ width: 375, height: 812 });
        await expectHelpCoversNothing(page);
        if (viewport) await page.setViewportSize(viewport);
      });
    }
  });
}

/** Every page the build prerendered (dist/routes.json's routes), read by axe in a browser: none has a violation of WCAG 2.1 AA. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const routes = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', 'routes.json'), 'utf8')) as { routes: string[] }).routes.filter((route) => !/[:*]/.test(route));

test('every prerendered page passes axe', async ({ page }) => {
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html[data-live]')).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map(({ id, nodes }) => `${route}: ${id} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

/**
 * Every promotion file in flows/promotions, each on a day inside its dates by this browser's own
 * clock on the sandbox (never the machine's date): a new promotion is covered here without a test
 * of its own. Its cards on the plan choice carry its name and sell its plans, and the terms page of
 * each of its plans shows its terms, accessibly. What each sale charges is in promotions-sold.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import activation from '../../copy/nl/activation.json' with { type: 'json' };
import type { Promotion } from '../../schemas/generated/promotion.ts';
import { momentInside } from '../support/dates-inside.ts';
import { expect, test } from './support-visitor.ts';
import { expectAccessible, expectAmountsTogether, expectNoRawCopyKeys } from './support.ts';

const DIR = join(import.meta.dirname, '..', '..', 'flows', 'promotions');
const promotions = readdirSync(DIR)
  .filter((file) => file.endsWith('.promotion.json'))
  .map((file) => ({ file, promotion: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Promotion }));

const tierName = (tier: string) => activation.tiers[tier as keyof typeof activation.tiers];
const card = (page: Page, tier: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tierName(tier) }) });

for (const { file, promotion } of promotions) {
  const at = momentInside(promotion.valid);
  test(`${file}, ${at ? `on ${at.slice(0, 10)}` : 'at any date'}: its cards name it and sell its plans, and each plan's terms are shown`, async ({ page, clock }) => {
    if (at) await clock.set(at);
    const onPlanChoice = promotion.plans.filter((plan) => plan.onPlanChoice);
    if (onPlanChoice.length > 0) {
      await page.goto('/abonnementen');
      for (const plan of onPlanChoice) {
        await expect(card(page, plan.tier).locator('.card-price-name')).toHaveText(promotion.name);
        await expect(card(page, plan.tier).getByRole('link', { name: `Kies ${tierName(plan.tier)}` })).toHaveAttribute('href', `/activeer/abonnement/${plan.slug}`);
      }
      await expectAmountsTogether(page);
      await expectAccessible(page);
    }
    for (const plan of promotion.plans) {
      await page.goto(`/abonnementen/actievoorwaarden/${plan.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: promotion.terms.title })).toBeVisible();
      for (const line of promotion.terms.text) await expect(page.locator('main')).toContainText(line);
      await expectNoRawCopyKeys(page);
      await expectAmountsTogether(page);
    }
    await expectAccessible(page);
  });
}

/**
 * A campaign's own pages on its first and last day (issue 60), as `npm run campaign:check` opens
 * them for the files it is given (CAMPAIGN_FILES, separated by commas) and `npm test` for every
 * campaign file: an offer's landing page with what its button leads to; a promotion's cards on the
 * plan choice, each plan's terms and, for a new customer who may buy it, its activation page with
 * the price its card shows. Each page is scanned by axe. Each day is this browser's own on the
 * sandbox's clock, never the machine's date.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import activation from '../../copy/nl/activation.json' with { type: 'json' };
import type { PartnerOffer } from '../../schemas/generated/offer.ts';
import type { Promotion } from '../../schemas/generated/promotion.ts';
import { campaignFilesToCheck, PROJECT_ROOT } from '../../tools/campaign-files.ts';
import { logInByServices } from './support-login.ts';
import { newBuyer } from './support-payment.ts';
import { expect, test } from './support-visitor.ts';
import { expectAccessible, expectAmountsTogether, expectNoRawCopyKeys } from './support.ts';

const NOT_FOUND = 'Deze pagina bestaat niet';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tierName = (tier: string) => activation.tiers[tier as keyof typeof activation.tiers];
const card = (page: Page, tier: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tierName(tier) }) });

/** Noon in Amsterdam (11:00 UTC, or 12:00 in summer time) on each day the window names; none for a campaign without dates. */
const daysOf = (valid: { from?: string; until?: string } | undefined): (string | undefined)[] => {
  const days = [...new Set([valid?.from, valid?.until].filter((day): day is string => day !== undefined))];
  return days.length > 0 ? days.map((day) => `${day}T11:00:00Z`) : [undefined];
};

for (const file of campaignFilesToCheck(process.env.CAMPAIGN_FILES)) {
  const value = JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as PartnerOffer | Promotion;
  for (const at of daysOf(value.valid)) {
    const day = at ? `op ${at.slice(0, 10)}` : 'op elke dag';
    if ('landing' in value) {
      const offer = value;
      test(`${file} ${day}: de landingspagina en waar haar knop heen leidt`, async ({ page, clock }) => {
        if (at) await clock.set(at);
        // A partner's gift is opened from the partner's link, which carries an entitlement to claim.
        let link = offer.routes.path;
        if (offer.plan.activation === 'entitlement') {
          const made = await page.request.post('/sandbox/entitlements', { data: { plan: offer.plan.slug } });
          expect(made.status(), `een link van ${offer.partner.name}`).toBe(201);
          link += `?entitlementId=${((await made.json()) as { entitlementId: string }).entitlementId}`;
        }
        await page.goto(link);
        await expect(heading(page)).toHaveText(offer.landing.title);
        for (const line of offer.landing.description) await expect(page.getByText(line)).toBeVisible();
        await expectAccessible(page);
        await expectNoRawCopyKeys(page);
        await page
          .getByRole('link', { name: offer.landing.primaryButton })
          .or(page.getByRole('button', { name: offer.landing.primaryButton }))
          .first()
          .click();
        await expect(heading(page)).not.toHaveText(offer.landing.title);
        await expect(heading(page)).not.toHaveText(NOT_FOUND);
        await expectAccessible(page);
      });
    } else {
      const promotion = value;
      test(`${file} ${day}: de kaarten op de keuze van abonnementen, de voorwaarden en de activatie van elk plan`, async ({ page, clock }) => {
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
        // The price each plan's terms page says it sells, which its activation must sell too.
        const prices = new Map<string, string>();
        for (const plan of promotion.plans) {
          await page.goto(`/abonnementen/actievoorwaarden/${plan.slug}`);
          await expect(page.getByRole('heading', { level: 2, name: promotion.terms.title })).toBeVisible();
          for (const line of promotion.terms.text) await expect(page.locator('main')).toContainText(line);
          await expectNoRawCopyKeys(page);
          await expectAmountsTogether(page);
          const said = /Met deze actie betaal je (.+?)\.(?:\s|$)/u.exec(await page.locator('main').innerText())?.[1];
          expect(said, `de prijs op de voorwaarden van ${plan.slug}`).toBeDefined();
          prices.set(plan.slug, said ?? '');
          await expectAccessible(page);
        }
        // A new customer buys what a deal for everyone or for new customers sells without a code.
        const { formerSubscribersOnly, personalCode } = promotion.eligibility;
        if (formerSubscribersOnly || personalCode) return;
        await logInByServices(page, await newBuyer(page, promotion.id));
        for (const plan of promotion.plans) {
          await page.goto(`/activeer/abonnement/${plan.slug}`);
          await expect(heading(page)).toHaveText(`Activeer Videoland ${tierName(plan.tier)}`);
          await expect(page.locator('main')).toContainText(prices.get(plan.slug) ?? '');
          await expectAccessible(page);
        }
      });
    }
  }
}

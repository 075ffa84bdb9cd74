/**
 * One clock (issue 25): a partner offer starts and ends by the sandbox's clock, whatever the
 * browser's clock says. Albert Heijn's gift runs from 1 September 2026 up to and including
 * 28 February 2027 in Amsterdam; each page below is opened with the browser's clock on the other
 * side of the window from the sandbox's, so a page that followed the browser would fail.
 */
import type { Page } from '@playwright/test';
import { expect, test, type VisitorClock } from './support-visitor.ts';
import { offers } from '../../sandbox/offers.ts';
import type { PartnerOffer } from '../../schemas/generated/offer.ts';
import { logIn } from './support-login.ts';
import { newBuyer } from './support-payment.ts';

const ah = offers.find((offer) => offer.id === 'albert-heijn') as PartnerOffer;

const setClocks = async (page: Page, clock: VisitorClock, { sandbox, browser }: { sandbox: string; browser: string }) => {
  await clock.set(sandbox);
  await page.clock.setFixedTime(new Date(browser));
};
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const moments = [
  { name: 'the last minute before its first day', sandbox: '2026-08-31T21:59:00Z', browser: '2026-12-01T12:00:00Z', state: 'ahead' },
  { name: 'the first minute of its first day', sandbox: '2026-08-31T22:00:00Z', browser: '2026-01-01T12:00:00Z', state: 'runs' },
  { name: 'the last minute of its last day', sandbox: '2027-02-28T22:59:00Z', browser: '2027-06-01T12:00:00Z', state: 'runs' },
  { name: 'the first minute after its last day', sandbox: '2027-02-28T23:00:00Z', browser: '2026-12-01T12:00:00Z', state: 'over' },
] as const;

const shown = {
  runs: 'shows the offer',
  ahead: 'shows the offer with the day it starts, and no way to activate it yet',
  over: 'leads to the plan choice, which says the deal is over',
};

for (const moment of moments) {
  test(`at ${moment.name} on the sandbox's clock, /ah ${shown[moment.state]}, whatever the browser's clock says`, async ({ page, clock }) => {
    await setClocks(page, clock, moment);
    await page.goto('/ah?entitlementId=AH-2026-0001');
    if (moment.state === 'runs') {
      await expect(heading(page)).toHaveText(ah.landing.title);
      await expect(page.getByRole('link', { name: ah.landing.primaryButton })).toBeVisible();
    } else if (moment.state === 'ahead') {
      await expect(heading(page)).toHaveText(ah.landing.title);
      await expect(page.locator('main')).toContainText('Deze actie begint op 1 september 2026. Kom dan terug om hem te activeren.');
      await expect(page.getByRole('link', { name: ah.landing.primaryButton })).toHaveCount(0);
    } else {
      await expect(page).toHaveURL(ah.afterEnd ?? '/abonnementen?actie=voorbij');
      await expect(page.locator('main')).toContainText('Die actie is voorbij. Dit zijn de abonnementen die je nu kunt kiezen.');
    }
  });
}

test('a claim sent after the offer ended meanwhile is refused by the service and leads where the offer ends', async ({ page, clock }) => {
  const answer = await page.request.post('/sandbox/entitlements', { data: { plan: ah.plan.slug } });
  const { entitlementId } = (await answer.json()) as { entitlementId: string };
  const activation = `/partner/${ah.plan.slug}/activeer?entitlementId=${entitlementId}`;
  // The browser's clock stays as it is: the session's token lives in real time.
  await clock.set('2027-02-28T22:00:00Z');
  await logIn(page, await newBuyer(page, 'ah-laat'), { query: `?redirect=${encodeURIComponent(activation)}` });
  await expect(page).toHaveURL(activation);
  await expect(heading(page)).toHaveText(`Activeer je aanbod van ${ah.partner.name}`);
  // The page is open; the offer ends before the visitor sends it.
  await clock.set('2027-02-28T23:00:00Z');
  await page.getByLabel('Ja, ik ga akkoord met de actievoorwaarden').check();
  await page.getByRole('button', { name: 'Activeer' }).click();
  await expect(page).toHaveURL(ah.afterEnd ?? '/abonnementen?actie=voorbij');
  // Nothing was claimed: Mijn abonnement has no gift of Albert Heijn.
  await page.goto('/mijn-abonnement');
  await expect(page.locator('main')).not.toContainText('betaald door Albert Heijn');
});

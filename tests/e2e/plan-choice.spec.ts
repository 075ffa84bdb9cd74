/**
 * The plan choice to someone who already has a subscription (issue 44, item 8): a promo user goes
 * there after login (spec 000 section 4), and a subscriber may open it. It is no dead end of
 * buttons that end on "Je hebt al een abonnement": it says which plan runs, marks its card, offers
 * the change to another tier where the subscriber may change it, Mijn abonnement where not, and
 * leaves a reseller's subscriber to the page that names the reseller.
 */
import { expect, test, type Page } from '@playwright/test';
import { answerForStreamingApp, logIn } from './support-login.ts';
import { expectAccessible } from './support.ts';

const card = (page: Page, tier: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tier, exact: true }) });

// Who, the intro they read, and per card: its button and where it leads.
const visitors = [
  {
    who: 'a promo user in the trial of Plus, sent here by the login',
    email: 'proef@example.nl',
    says: 'Je kijkt nu met Videoland Plus.',
    buttons: { Plus: ['Naar Mijn abonnement', '/mijn-abonnement'], Premium: ['Naar Mijn abonnement', '/mijn-abonnement'] },
  },
  {
    who: 'a Plus subscriber who may change the tier',
    email: 'plus@example.nl',
    says: 'Je kijkt nu met Videoland Plus.',
    buttons: { Plus: ['Naar Mijn abonnement', '/mijn-abonnement'], Premium: ['Overstappen naar Premium', '/mijn-abonnement/abonnement-wijzigen/reden?abonnement=premium'] },
  },
  {
    who: "a reseller's subscriber",
    email: 'kpn@example.nl',
    says: 'Kijk zo veel je wilt',
    buttons: { Premium: ['Kies Premium', '/activeer/abonnement/premium'] },
  },
] as const;

for (const { who, email, says, buttons } of visitors) {
  test(`the plan choice, to ${who}: "${says}", and each card's button leads on`, async ({ page }) => {
    await answerForStreamingApp(page);
    await logIn(page, email, { query: '?redirect=%2Fabonnementen' });
    await expect(page).toHaveURL('/abonnementen');
    await expect(page.getByRole('main')).toContainText(says);
    for (const [tier, [label, href]] of Object.entries(buttons)) {
      await expect(card(page, tier).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    // No free trial is offered to someone who had a subscription.
    await expect(page.getByText('Nieuw bij Videoland?', { exact: false })).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('a promo user is sent to the plan choice by the login, where the current plan is marked and its button leads to Mijn abonnement', async ({ page }) => {
  await answerForStreamingApp(page);
  await logIn(page, 'proef@example.nl');
  await expect(page).toHaveURL('/abonnementen');
  await expect(card(page, 'Plus')).toContainText('Dit is je huidige abonnement.');
  await expect(card(page, 'Premium')).not.toContainText('Dit is je huidige abonnement.');
  await card(page, 'Plus').getByRole('link', { name: 'Naar Mijn abonnement' }).click();
  await expect(page).toHaveURL('/mijn-abonnement');
});

test('a subscriber who may change the tier goes from the plan choice to the change, with the tier chosen', async ({ page }) => {
  await logIn(page, 'plus@example.nl', { query: '?redirect=%2Fabonnementen' });
  await card(page, 'Premium').getByRole('link', { name: 'Overstappen naar Premium' }).click();
  await expect(page).toHaveURL('/mijn-abonnement/abonnement-wijzigen/reden?abonnement=premium');
  await expect(page.getByRole('group', { name: 'Reden' })).toBeVisible();
});

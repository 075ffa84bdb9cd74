/**
 * The plan choice's buttons against the price their card shows (sandbox/plan-choice.ts, which the
 * subscription service and npm run promotions share): a table of promotions that keep the promise
 * and ones a campaign manager could write that would break it.
 */
import { describe, expect, it } from 'vitest';
import { planCode, plans } from '../../sandbox/catalog.ts';
import { catalogContract } from '../../sandbox/contract.ts';
import { planChoiceButtons, sellsWhatItShows } from '../../sandbox/plan-choice.ts';
import type { Promotion } from '../../sandbox/promotions.ts';

const NOW = new Date('2030-03-10T11:00:00Z');
const offerPrice = { amountCents: 299, periodMonths: 1, oneTime: false, months: 3, regularCents: 599, thenMonthlyCents: 599, paidBy: null };
const testPlan = { code: planCode('basis-test'), tierId: 'essential', kind: 'discounted' as const, priceCents: 599, price: offerPrice };
const testPlans = [...plans, { ...testPlan, contract: catalogContract(testPlan) }];

/** A promotion of Basis at € 2,99 for 3 months, running on NOW, with the given rules. */
const promotion = (changes: Partial<Promotion> & { onPlanChoice?: boolean }): Promotion => ({
  $schema: '../../schemas/promotion.schema.json',
  id: 'test',
  name: 'Test',
  valid: { from: '2030-03-01', until: '2030-03-31' },
  afterEnd: '/abonnementen',
  terms: { title: 'Voorwaarden', description: 'Test', text: ['Test'] },
  eligibility: {},
  ...changes,
  plans: [{ planId: 'T', slug: 'basis-test', tier: 'essential', priceCents: 299, regularPriceCents: 599, months: 3, onPlanChoice: changes.onPlanChoice ?? true }],
});

const basis = (candidate: Promotion) => planChoiceButtons([candidate], NOW, testPlans).filter((button) => button.tier === 'Basis');

describe.each([
  ['a card of the promotion for everyone, whose slug map takes over the trial link', promotion({ slugMap: { 'basis-2-weken': 'basis-test' } }), true],
  ['a promotion for new customers only that maps the trial link', promotion({ eligibility: { newCustomersOnly: true }, slugMap: { 'basis-2-weken': 'basis-test' } }), true],
  // A former subscriber may not buy it, so sees the regular card, whose evergreen button the map takes over.
  ['a promotion for new customers only that maps the evergreen link', promotion({ eligibility: { newCustomersOnly: true }, slugMap: { basis: 'basis-test' } }), false],
  // Not on the plan choice: the card shows the regular price, and its trial button sells the promotion's.
  ['a promotion off the plan choice that maps the trial link', promotion({ onPlanChoice: false, slugMap: { 'basis-2-weken': 'basis-test' } }), false],
  ['a promotion off the plan choice with no slug map', promotion({ onPlanChoice: false }), true],
])('%s', (_name, candidate, keepsPromise) => {
  it(keepsPromise ? 'sells on every button what its card shows' : 'is found selling another price than a card shows', () => {
    expect(basis(candidate).every(sellsWhatItShows)).toBe(keepsPromise);
  });
});

it("a former subscriber's card for a new-customers-only deal shows the regular price and sells the evergreen plan", () => {
  const [newCustomer, formerSubscriber] = basis(promotion({ eligibility: { newCustomersOnly: true } }));
  expect(newCustomer).toMatchObject({ visitor: 'newCustomer', slug: 'basis-test', shown: offerPrice, sold: { slug: 'basis-test', price: offerPrice } });
  expect(formerSubscriber).toMatchObject({ visitor: 'formerSubscriber', slug: 'basis', shown: { amountCents: 599 }, sold: { slug: 'basis' } });
});

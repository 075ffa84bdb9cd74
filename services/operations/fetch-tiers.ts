/**
 * The tiers shown to visitors with their prices (FetchTiers), cached for the visit: the facts group
 * "tiers", by tier id, with the price of a promotion that runs now for the plan choice.
 */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { FetchTiers } from '../documents/subscription.ts';

const NO_PROMOTION = { promoName: null, promoPriceCents: null, promoRegularPriceCents: null, promoPeriodMonths: null, promoMonths: null };

export const fetchTiers = defineOperation({
  name: 'subscription.fetchTiers',
  description:
    'The tiers shown to visitors (not free, not with ads) by id (essential, standard, premium): priceCents a month, and while a promotion runs for the plan choice promoName, promoPriceCents per promoPeriodMonths for promoMonths, promoRegularPriceCents; cached.',
  outcomes: ['success', 'error'],
  async call() {
    // The clients load with the first call, not with the first page.
    const [{ graphql }, { cached }] = await Promise.all([import('../graphql.ts'), import('../cache.ts')]);
    const { tiers } = await cached(['FetchTiers'], () => graphql('subscription', FetchTiers));
    const byId = tiers.map((tier) => [
      tier.id,
      {
        priceCents: tier.pricing.recurring.amount,
        ...(tier.promotion
          ? {
              promoName: tier.promotion.name,
              promoPriceCents: tier.promotion.price.amount,
              promoRegularPriceCents: tier.promotion.regularPrice.amount,
              promoPeriodMonths: tier.promotion.periodMonths,
              promoMonths: tier.promotion.months,
            }
          : NO_PROMOTION),
      },
    ]);
    return { outcome: 'success', data: Object.fromEntries(byId) };
  },
});

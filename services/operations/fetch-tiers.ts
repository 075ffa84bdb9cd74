/** The tiers shown to visitors with their prices (FetchTiers), cached for the visit. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { FetchTiers } from '../documents/subscription.ts';

export const fetchTiers = defineOperation({
  name: 'subscription.fetchTiers',
  description: 'The tiers shown to visitors (not free, not with ads), with their recurring and promo prices in cents; cached.',
  outcomes: ['success', 'error'],
  async call() {
    // The clients load with the first call, not with the first page.
    const [{ graphql }, { cached }] = await Promise.all([import('../graphql.ts'), import('../cache.ts')]);
    const { tiers } = await cached(['FetchTiers'], () => graphql('subscription', FetchTiers));
    return { outcome: 'success', data: { tiers } };
  },
});

/** The plan of a plan-slug route (spec 001 sections 2.3 and 3.6), cached for the visit: a flow loads it into the plan facts. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { Plan } from '../documents/subscription.ts';

export const loadPlan = defineOperation({
  name: 'subscription.plan',
  description: 'The plan of a slug (input slug): found, with its code, kind, tier, trial days, prices in cents and whether a third party pays; notFound; or error.',
  outcomes: ['found', 'notFound', 'error'],
  async call(input) {
    const slug = String(input.slug ?? '');
    if (slug === '') return { outcome: 'notFound' };
    const [{ graphql }, { cached }] = await Promise.all([import('../graphql.ts'), import('../cache.ts')]);
    const { plan } = await cached(['plan', slug], () => graphql('subscription', Plan, { slug }));
    return plan ? { outcome: 'found', data: plan } : { outcome: 'notFound' };
  },
});

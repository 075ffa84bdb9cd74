/**
 * The tiers shown to visitors with their features and prices (FetchTiers), cached for the visit:
 * the facts group "tiers", a list in the catalog's order, with the price of a promotion that runs
 * now for the plan choice.
 */
import { defineOperation } from 'journey-engine';
import { FetchTiers } from '../documents/subscription.ts';
import { cachedRead } from '../graphql.ts';

export const fetchTiers = defineOperation({
  name: 'subscription.fetchTiers',
  safe: true,
  inputs: {},
  description:
    'The tiers shown to visitors (not free, not with ads), cheapest first: id, name, slug (its evergreen plan; the trial plan is slug-2-weken), ads, screens, download, liveTv, recommended (the one the plan choice recommends), priceCents a month and price (the price model of its evergreen plan), and while a promotion runs for the plan choice its promotion (name, slug of its plan, price: the price model of that plan, trialDays, eligibleCustomers, terms), else null; cached.',
  outcomes: ['success', 'error'],
  // success answers a list of tiers (for a load into "tiers"), not a record: it has no field a flow could name.
  results: {},
  async call() {
    const { tiers } = await cachedRead(['FetchTiers'], 'subscription', FetchTiers);
    const list = tiers.map(({ id, name, slug, ads, screens, download, liveTv, recommended, pricing, price, promotion }) => ({
      id,
      name,
      slug,
      ads,
      screens,
      download,
      liveTv,
      recommended,
      priceCents: pricing.recurring.amount,
      price,
      promotion,
    }));
    return { outcome: 'success', data: list };
  },
});

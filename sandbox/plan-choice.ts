/**
 * What the plan choice shows and what its buttons sell at an instant, by the promotion files and
 * the catalog: one answer for the subscription service (FetchTiers, plan(slug)) and for
 * `npm run promotions`, which checks at every date that each button sells the price beside it.
 */
import type { PlanPrice } from '../operators/price.ts';
import { evergreenSlugOf, planCode, plans as catalogPlans, tiers, type Plan } from './catalog.ts';
import { promotionEligibility, promotionTerms, type Eligibility } from './contract.ts';
import type { Promotion } from './promotions.ts';
import { isRunning } from './window.ts';

/** The slug a running promotion takes this slug over to (its slugMap, spec 001 section 9.4); null when none does. */
export function mappedSlug(promotions: readonly Promotion[], slug: string, now: Date): string | null {
  const mapping = promotions.find((promotion) => isRunning(promotion, now) && promotion.slugMap?.[slug] !== undefined);
  return mapping?.slugMap?.[slug] ?? null;
}

/** The first running promotion that shows a plan of this tier on the plan choice: the card shows that plan's price and its button sells that plan. */
export function cardPromotion(running: readonly Promotion[], tierId: string, soldAs: (code: string) => { price: PlanPrice; trialDays: number } | undefined) {
  for (const promotion of running) {
    const plan = promotion.plans.find((candidate) => candidate.tier === tierId && candidate.onPlanChoice);
    const sold = plan && soldAs(planCode(plan.slug));
    if (plan && sold)
      return {
        name: promotion.name,
        slug: plan.slug,
        image: promotion.image ?? null,
        ...sold,
        eligibleCustomers: promotionEligibility(promotion),
        terms: promotionTerms(promotion),
      };
  }
  return null;
}

/** One button of a plan-choice card: who sees it, the price the card shows beside it, and the plan and price the activation sells. */
export interface PlanChoiceButton {
  tier: string;
  visitor: Visitor;
  slug: string;
  shown: PlanPrice;
  sold: { slug: string; price: PlanPrice | undefined };
}

/** The visitors the plan choice tells apart: a new customer gets the trial plan, a former subscriber the evergreen plan (the trial is one time only). */
export type Visitor = 'newCustomer' | 'formerSubscriber';
const VISITORS: readonly Visitor[] = ['newCustomer', 'formerSubscriber'];
export const MAY_BUY: Record<Visitor, readonly Eligibility[]> = { newCustomer: ['everyone', 'newCustomers'], formerSubscriber: ['everyone', 'formerSubscribers'] };

/**
 * Every button of the plan choice at an instant, per visitor, as flows/subscriptions/plans.flow.json
 * draws it: the running promotion's plan where one is on the card and this visitor may buy it,
 * else the tier's trial plan (a new customer) or evergreen plan (a former subscriber); each
 * followed through the slug maps as the activation page follows them.
 */
export function planChoiceButtons(promotions: readonly Promotion[], now: Date, plans: readonly Plan[] = catalogPlans): PlanChoiceButton[] {
  const planOf = (slug: string) => plans.find((plan) => plan.code === planCode(slug));
  const soldAs = (code: string) => {
    const plan = plans.find((candidate) => candidate.code === code);
    return plan && { price: plan.price, trialDays: plan.trialDays ?? 0 };
  };
  const running = promotions.filter((promotion) => isRunning(promotion, now));
  return tiers
    .filter((tier) => tier.shown)
    .flatMap((tier) => {
      const evergreen = evergreenSlugOf(tier.id);
      const regular = evergreen ? planOf(evergreen)?.price : undefined;
      if (!evergreen || !regular) return [];
      const promotion = cardPromotion(running, tier.id, soldAs);
      return VISITORS.map((visitor) => {
        const [slug, shown] =
          promotion && MAY_BUY[visitor].includes(promotion.eligibleCustomers)
            ? [promotion.slug, promotion.price]
            : [visitor === 'newCustomer' ? `${evergreen}-2-weken` : evergreen, regular];
        const target = mappedSlug(promotions, slug, now) ?? slug;
        return { tier: tier.name, visitor, slug, shown, sold: { slug: target, price: planOf(target)?.price } };
      });
    });
}

/** Whether a button sells what its card shows: the same price model, field by field. */
export const sellsWhatItShows = (button: PlanChoiceButton): boolean => JSON.stringify(button.shown) === JSON.stringify(button.sold.price);

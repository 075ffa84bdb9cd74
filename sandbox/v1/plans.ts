/** The plans as the v1 API shows them, and which of them an account may still buy. */
import { planCode } from '../catalog.ts';
import { promotions } from '../promotions.ts';
import { isRunning } from '../window.ts';
import type { SandboxContext } from '../context.ts';

export interface RatePlan {
  planCode: string;
  tierId: string;
  kind: string;
  price: number;
  trialDays: number;
  discountedPrice: number | null;
  discountedMonths: number | null;
  paidThroughThirdParty: boolean;
}

const SELECT = `select code as "planCode", tier_id as "tierId", kind, price_cents as price, trial_days as "trialDays",
  discounted_price_cents as "discountedPrice", discounted_months as "discountedMonths", paid_through_third_party as "paidThroughThirdParty" from plans`;

export async function ratePlan(context: SandboxContext, code: string): Promise<RatePlan | undefined> {
  return (await context.db.query<RatePlan>(`${SELECT} where code = $1`, [code])).rows[0];
}

/** The plans a visitor can buy on the site: evergreen, trial and no-promo plans, and a promotion's while it runs. */
export async function purchasablePlans(context: SandboxContext): Promise<RatePlan[]> {
  const running = promotions.filter((promotion) => isRunning(promotion, context.clock.now())).flatMap((promotion) => promotion.plans.map((plan) => planCode(plan.slug)));
  return (await context.db.query<RatePlan>(`${SELECT} where kind = any($1) or code = any($2) order by code`, [['evergreen', 'promo', 'no-promo'], running])).rows;
}

/** The trial is one time only (spec 000 section 5): whoever had a subscription may buy no trial plan. */
export async function availablePlans(context: SandboxContext, uid: string): Promise<RatePlan[]> {
  const hadOne = (await context.db.query('select 1 from subscriptions where uid = $1 limit 1', [uid])).rows.length > 0;
  return (await purchasablePlans(context)).filter((plan) => !hadOne || plan.trialDays === 0);
}

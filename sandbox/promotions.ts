/**
 * The promotions (spec 001 section 9.3): one file a campaign manager writes per promotion,
 * flows/promotions/ID.promotion.json (schemas/promotion.schema.json). The catalog makes each
 * promotion's plans from its file, and the payment service sells them only while the promotion runs
 * on the sandbox's clock, in Dutch dates, so a tester who moves the clock sees them start and end.
 */
import type { Promotion } from '../schemas/generated/promotion.ts';
import { campaignDir, campaignFiles } from './campaign-files.ts';
import { product } from './product.ts';

export type { Promotion };

const DIR = campaignDir('promotions');

/** Every promotion file, read at start and again by rereadPromotions (npm run dev). */
const { files, reread } = campaignFiles<Promotion>(DIR, '.promotion.json');
export const promotions: readonly Promotion[] = files;
export const rereadPromotions = reread;

/** The promotion of an id (its file's name). */
export const promotionById = (id: string): Promotion | undefined => promotions.find((promotion) => promotion.id === id);

/** The promotion a plan (its slug or whole code) belongs to. */
export function promotionOfPlan(slugOrCode: string): Promotion | undefined {
  return promotions.find((promotion) => promotion.plans.some((plan) => plan.slug === slugOrCode || `${product.planPrefix}-${plan.slug}` === slugOrCode));
}

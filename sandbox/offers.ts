/**
 * The partner offers (spec 001 section 2.4): one file a campaign manager writes per offer,
 * flows/partners/ID.offer.json (schemas/offer.schema.json). The catalog makes each offer's plan from
 * its file, and the subscription service answers its copy, partner and terms from it, so one file
 * gives a working plan. The project's validator checks the files; the sandbox reads them as they are.
 */
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import { campaignDir, campaignFiles } from './campaign-files.ts';
import { product } from './product.ts';

const OFFERS = campaignDir('partners');

/** An offer file, typed by the types generated from schemas/offer.schema.json. */
export type Offer = PartnerOffer;

/** Every offer file, read at start and again by rereadOffers (npm run dev). */
const { files, reread } = campaignFiles<Offer>(OFFERS, '.offer.json');
export const offers: readonly Offer[] = files;
export const rereadOffers = reread;

/** The offer whose plan this is: by slug, or by the whole plan code (as plan(slug) takes either). */
export function offerOfPlan(slug: string): Offer | undefined {
  return offers.find((offer) => offer.plan.slug === slug || `${product.planPrefix}-${offer.plan.slug}` === slug);
}

/**
 * The product's tiers and plans (spec 000 section 3, spec 001 sections 3.4, 9.1 and 9.3), written
 * into the database at every start so that the catalog in the database is always this one.
 * Plan codes carry the product name from configuration. The partner plans come from the offer
 * files (offers.ts).
 */
import type { Database } from './db.ts';
import { offers, type Offer } from './offers.ts';
import { promotions, type Promotion } from './promotions.ts';
import { product } from './product.ts';

export interface Tier {
  id: string;
  name: string;
  rank: number;
  ads: boolean;
  screens: number;
  download: boolean;
  liveTv: boolean;
  priceCents: number;
  promoPriceCents: number | null;
  shown: boolean;
}

/**
 * Prices of the with-ads Plus and Premium tiers and of the legacy tier are not in the spec; these
 * are the sandbox's choice: each between Basis and the tier without ads.
 */
export const tiers: Tier[] = [
  { id: 'free', name: 'TV Gemist', rank: 0, ads: true, screens: 1, download: false, liveTv: false, priceCents: 0, promoPriceCents: null, shown: false },
  { id: 'essential', name: 'Basis', rank: 1, ads: true, screens: 1, download: false, liveTv: true, priceCents: 599, promoPriceCents: 0, shown: true },
  { id: 'standard', name: 'Plus', rank: 2, ads: false, screens: 2, download: true, liveTv: true, priceCents: 1099, promoPriceCents: 0, shown: true },
  { id: 'standard-with-ads', name: 'Plus met reclame', rank: 2, ads: true, screens: 2, download: false, liveTv: true, priceCents: 799, promoPriceCents: 0, shown: false },
  { id: 'premium', name: 'Premium', rank: 3, ads: false, screens: 4, download: true, liveTv: true, priceCents: 1299, promoPriceCents: 0, shown: true },
  { id: 'premium-with-ads', name: 'Premium met reclame', rank: 3, ads: true, screens: 4, download: false, liveTv: true, priceCents: 999, promoPriceCents: 0, shown: false },
  { id: 'legacy', name: 'Legacy', rank: 2, ads: false, screens: 4, download: false, liveTv: false, priceCents: 999, promoPriceCents: null, shown: false },
];

export interface Plan {
  code: string;
  tierId: string;
  kind: 'evergreen' | 'promo' | 'no-promo' | 'discounted' | 'black-friday' | 'partner' | 'voucher';
  trialDays?: number;
  priceCents: number;
  discountedPriceCents?: number;
  discountedMonths?: number;
  termMonths?: number;
  cancellable?: boolean;
  paidThroughThirdParty?: boolean;
}

export const planCode = (slug: string): string => `${product.planPrefix}-${slug}`;

/** The plan code without the product's prefix, as the routes name it; a code without the prefix is its own slug. */
export const planSlug = (code: string): string => (code.startsWith(`${product.planPrefix}-`) ? code.slice(product.planPrefix.length + 1) : code);

const TRIAL_DAYS = 14;
const tierPrice = (id: string): number => tiers.find((tier) => tier.id === id)?.priceCents ?? 0;

/** basis, plus, plus-reclame, premium, premium-reclame and tvgemist, each evergreen and as a 2-week trial. */
const evergreenSlugs: [string, string][] = [
  ['basis', 'essential'],
  ['plus', 'standard'],
  ['plus-reclame', 'standard-with-ads'],
  ['premium', 'premium'],
  ['premium-reclame', 'premium-with-ads'],
  ['tvgemist', 'free'],
];

/** The evergreen plan's slug of a tier; its trial plan is the same slug with -2-weken (spec 000 section 3). */
export const evergreenSlugOf = (tierId: string): string | null => evergreenSlugs.find(([, tier]) => tier === tierId)?.[0] ?? null;

export const plans: Plan[] = [
  ...evergreenSlugs.flatMap(([slug, tierId]): Plan[] => [
    { code: planCode(slug), tierId, kind: 'evergreen', priceCents: tierPrice(tierId) },
    { code: planCode(`${slug}-2-weken`), tierId, kind: 'promo', trialDays: TRIAL_DAYS, priceCents: tierPrice(tierId) },
  ]),
  { code: 'BasisNoPromo', tierId: 'essential', kind: 'no-promo', priceCents: tierPrice('essential') },
  { code: 'PlusNoPromo', tierId: 'standard', kind: 'no-promo', priceCents: tierPrice('standard') },
  { code: 'PremiumNoPromo', tierId: 'premium', kind: 'no-promo', priceCents: tierPrice('premium') },
  { code: `2-weken-${product.planPrefix}`, tierId: 'standard', kind: 'promo', trialDays: TRIAL_DAYS, priceCents: tierPrice('standard') },
  { code: `1-maand-${product.planPrefix}-evergreen`, tierId: 'standard', kind: 'evergreen', priceCents: tierPrice('standard') },
  // Premium commitment and the Plus long-term contract: 12 months, not cancellable during the term.
  {
    code: planCode('12-maanden-ltc-plus'),
    tierId: 'standard',
    kind: 'discounted',
    priceCents: tierPrice('standard'),
    discountedPriceCents: 999,
    discountedMonths: 12,
    termMonths: 12,
    cancellable: false,
  },
  // Promotions (spec 001 section 9.3), Black Friday among them: one file each, its plans from it.
  ...promotions.flatMap(promotionPlans),
  { code: planCode('voucher-3-maanden-plus'), tierId: 'standard', kind: 'voucher', priceCents: tierPrice('standard'), discountedPriceCents: 0, discountedMonths: 3 },
  // Partner offers (spec 001 section 2.4): one plan per offer file, so a campaign needs no code.
  ...offers.map(offerPlan),
];

/**
 * A promotion's plans: its price per period for its months, then the tier's; a fixed term where it
 * is not cancellable during them. The price is kept per month, as the catalog keeps every price.
 */
function promotionPlans(promotion: Promotion): Plan[] {
  return promotion.plans.map((plan) => ({
    code: planCode(plan.slug),
    tierId: plan.tier,
    kind: 'discounted',
    trialDays: promotion.eligibility.trialApplies === false ? 0 : (plan.trialDays ?? 0),
    priceCents: tierPrice(plan.tier),
    discountedPriceCents: Math.round(plan.priceCents / (plan.periodMonths ?? 1)),
    discountedMonths: plan.months,
    ...(promotion.eligibility.cancellableDuringTerm === false ? { termMonths: plan.months, cancellable: false } : {}),
  }));
}

/**
 * An offer's plan. An entitlement is the partner's gift: the partner pays the months, the visitor
 * nothing. A purchase is bought on the site, at the offer's price for its months if it has any, after
 * its trial if it has one. An action code's plan is bought only with its code, as any voucher's is.
 */
function offerPlan(offer: Offer): Plan {
  const { slug, tier: tierId, months, activation, priceCents, trialDays } = offer.plan;
  const base = { code: planCode(slug), tierId, priceCents: tierPrice(tierId) };
  switch (activation) {
    case 'entitlement':
      return { ...base, kind: 'partner', discountedPriceCents: 0, discountedMonths: months, paidThroughThirdParty: true };
    case 'purchase':
      return {
        ...base,
        kind: 'partner',
        trialDays: trialDays ?? 0,
        ...(months === undefined ? {} : { discountedPriceCents: priceCents ?? 0, discountedMonths: months }),
      };
    case 'actionCode':
      return { ...base, kind: 'voucher', discountedPriceCents: 0, discountedMonths: months };
  }
}

export async function writeCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const tier of tiers) {
      await tx.query(
        `insert into tiers (id, name, rank, ads, screens, download, live_tv, price_cents, promo_price_cents, shown) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (id) do update set name = excluded.name, rank = excluded.rank, ads = excluded.ads, screens = excluded.screens, download = excluded.download,
           live_tv = excluded.live_tv, price_cents = excluded.price_cents, promo_price_cents = excluded.promo_price_cents, shown = excluded.shown`,
        [tier.id, tier.name, tier.rank, tier.ads, tier.screens, tier.download, tier.liveTv, tier.priceCents, tier.promoPriceCents, tier.shown],
      );
    }
    for (const plan of plans) {
      await tx.query(
        `insert into plans (code, tier_id, kind, trial_days, price_cents, discounted_price_cents, discounted_months, term_months, cancellable, paid_through_third_party)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (code) do update set tier_id = excluded.tier_id, kind = excluded.kind, trial_days = excluded.trial_days, price_cents = excluded.price_cents,
           discounted_price_cents = excluded.discounted_price_cents, discounted_months = excluded.discounted_months, term_months = excluded.term_months,
           cancellable = excluded.cancellable, paid_through_third_party = excluded.paid_through_third_party`,
        [
          plan.code,
          plan.tierId,
          plan.kind,
          plan.trialDays ?? 0,
          plan.priceCents,
          plan.discountedPriceCents ?? null,
          plan.discountedMonths ?? null,
          plan.termMonths ?? null,
          plan.cancellable ?? true,
          plan.paidThroughThirdParty ?? false,
        ],
      );
    }
  });
}

/**
 * The product's tiers and plans (spec 000 section 3, spec 001 sections 3.4, 9.1 and 9.3), written
 * into the database at every start so that the catalog in the database is always this one.
 * Plan codes carry the product name from configuration. The partner plans come from the offer
 * files (offers.ts).
 */
import type { PlanPrice } from '../operators/price.ts';
import { catalogContract, type ContractTerms } from './contract.ts';
import type { Database } from './db.ts';
import { offers, type Offer } from './offers.ts';
import { promotions, type Promotion } from './promotions.ts';
import { tierPriceOn } from './price-change.ts';
import { product } from './product.ts';
import { tiers } from './tiers.ts';

export { tiers, type Tier } from './tiers.ts';

export interface Plan {
  code: string;
  tierId: string;
  kind: 'evergreen' | 'promo' | 'no-promo' | 'discounted' | 'black-friday' | 'partner' | 'voucher';
  trialDays?: number;
  /** The tier's regular price a month. */
  priceCents: number;
  /** What the plan costs: the one model that the payment service charges and every page shows. */
  price: PlanPrice;
  termMonths?: number;
  cancellable?: boolean;
  paidThroughThirdParty?: boolean;
  /** What the buyer agrees to (contract.ts): the one contract the plan resolves to, before the buyer's own trial is decided. */
  contract: ContractTerms;
}

export const planCode = (slug: string): string => `${product.planPrefix}-${slug}`;

/** The plan code without the product's prefix, as the routes name it; a code without the prefix is its own slug. */
export const planSlug = (code: string): string => (code.startsWith(`${product.planPrefix}-`) ? code.slice(product.planPrefix.length + 1) : code);

const TRIAL_DAYS = 14;
const tierPrice = (id: string): number => tiers.find((tier) => tier.id === id)?.priceCents ?? 0;

/** A plan at its tier's regular price a month, with no offer. */
const regularPrice = (tierId: string): PlanPrice => ({
  amountCents: tierPrice(tierId),
  periodMonths: 1,
  oneTime: false,
  months: null,
  regularCents: null,
  thenMonthlyCents: null,
  paidBy: null,
});

/** An offer's price a month for some months, compared with the tier's, then the tier's price. */
const monthlyOffer = (tierId: string, amountCents: number, months: number): PlanPrice => ({
  amountCents,
  periodMonths: 1,
  oneTime: false,
  months,
  regularCents: amountCents === 0 ? null : tierPrice(tierId),
  thenMonthlyCents: tierPrice(tierId),
  paidBy: null,
});

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
/** A tier's name as visitors read it (Basis, Plus, Premium); an unknown id as it is. */
export const tierNameOf = (tierId: string): string => tiers.find((tier) => tier.id === tierId)?.name ?? tierId;

export const evergreenSlugOf = (tierId: string): string | null => evergreenSlugs.find(([, tier]) => tier === tierId)?.[0] ?? null;

/** Every plan with its contract. */
const buildPlans = (): Plan[] => planFiles().map((plan) => ({ ...plan, contract: catalogContract(plan) }));

/** The catalog's own plans, which no campaign file makes: every tier's, its trial's, the plans without a trial, the 12-month contract and the voucher's. */
const catalogOwnPlans = (): Omit<Plan, 'contract'>[] => [
  ...evergreenSlugs.flatMap(([slug, tierId]): Omit<Plan, 'contract'>[] => [
    { code: planCode(slug), tierId, kind: 'evergreen', priceCents: tierPrice(tierId), price: regularPrice(tierId) },
    { code: planCode(`${slug}-2-weken`), tierId, kind: 'promo', trialDays: TRIAL_DAYS, priceCents: tierPrice(tierId), price: regularPrice(tierId) },
  ]),
  { code: 'BasisNoPromo', tierId: 'essential', kind: 'no-promo', priceCents: tierPrice('essential'), price: regularPrice('essential') },
  { code: 'PlusNoPromo', tierId: 'standard', kind: 'no-promo', priceCents: tierPrice('standard'), price: regularPrice('standard') },
  { code: 'PremiumNoPromo', tierId: 'premium', kind: 'no-promo', priceCents: tierPrice('premium'), price: regularPrice('premium') },
  { code: `2-weken-${product.planPrefix}`, tierId: 'standard', kind: 'promo', trialDays: TRIAL_DAYS, priceCents: tierPrice('standard'), price: regularPrice('standard') },
  { code: `1-maand-${product.planPrefix}-evergreen`, tierId: 'standard', kind: 'evergreen', priceCents: tierPrice('standard'), price: regularPrice('standard') },
  // The Plus long-term contract: 12 months, not cancellable during the term.
  {
    code: planCode('12-maanden-ltc-plus'),
    tierId: 'standard',
    kind: 'discounted',
    priceCents: tierPrice('standard'),
    price: monthlyOffer('standard', 999, 12),
    termMonths: 12,
    cancellable: false,
  },
  { code: planCode('voucher-3-maanden-plus'), tierId: 'standard', kind: 'voucher', priceCents: tierPrice('standard'), price: monthlyOffer('standard', 0, 3) },
];

const planFiles = (): Omit<Plan, 'contract'>[] => [
  ...catalogOwnPlans(),
  // Promotions (spec 001 section 9.3), Black Friday among them: one file each, its plans from it.
  ...promotions.flatMap(promotionPlans),
  // Partner offers (spec 001 section 2.4): one plan per offer file, so a campaign needs no code.
  ...offers.map(offerPlan),
];

/** The slugs of the catalog's own plans (basis, plus-2-weken, 12-maanden-ltc-plus, ...): no campaign file may name a plan of its own so. */
export const catalogSlugs: ReadonlySet<string> = new Set(catalogOwnPlans().map((plan) => planSlug(plan.code)));

/**
 * What a month of a tier costs in the catalog's own paid plans on a day: its regular price (the
 * price list of that day, price-change.ts) and any lower monthly price a plan of the catalog sells
 * it for (the 12-month contract's € 9,99 for Plus), each with the plan that sells it. A campaign's
 * "in plaats van" must be one of these, or it compares with a price no one pays.
 */
export function catalogMonthlyPrices(tierId: string, day: string): { cents: number; slug: string }[] {
  const prices = catalogOwnPlans()
    .filter((plan) => plan.tierId === tierId && plan.kind !== 'voucher' && plan.price.periodMonths === 1)
    .map((plan) => ({ cents: plan.price.months === null ? tierPriceOn(tierId, day) : plan.price.amountCents, slug: planSlug(plan.code) }));
  return prices.filter((price, index) => prices.findIndex((other) => other.cents === price.cents) === index);
}

/** Every plan, from the catalog's own plans and the offer and promotion files. */
export const plans: Plan[] = buildPlans();

/** Builds the plans again into the same list, after the offer and promotion files were read again (npm run dev). */
export function rebuildPlans(): void {
  plans.splice(0, plans.length, ...buildPlans());
}

/**
 * A promotion's plans: its price per period (or once) for its months, compared with the regular
 * price of that period, then the tier's price a month; a fixed term where it is not cancellable
 * (the whole promotion's, or a plan's own "vast" variant).
 */
export function promotionPlans(promotion: Promotion): Omit<Plan, 'contract'>[] {
  return promotion.plans.map((plan) => ({
    code: planCode(plan.slug),
    tierId: plan.tier,
    kind: 'discounted',
    trialDays: promotion.eligibility.trialApplies === false ? 0 : (plan.trialDays ?? 0),
    priceCents: tierPrice(plan.tier),
    price: {
      amountCents: plan.priceCents,
      periodMonths: plan.oneTimePayment ? plan.months : (plan.periodMonths ?? 1),
      oneTime: plan.oneTimePayment === true,
      months: plan.months,
      regularCents: plan.regularPriceCents,
      thenMonthlyCents: tierPrice(plan.tier),
      paidBy: null,
    },
    ...(promotion.eligibility.cancellableDuringTerm === false || plan.fixedTerm ? { termMonths: plan.months, cancellable: false } : {}),
  }));
}

/**
 * An offer's plan. An entitlement is the partner's gift: the partner pays the months, the visitor
 * nothing. A purchase is bought on the site, at the offer's price for its months if it has any, after
 * its trial if it has one. An action code's plan is bought only with its code, as any voucher's is.
 */
export function offerPlan(offer: Offer): Omit<Plan, 'contract'> {
  const { slug, tier: tierId, months, activation, priceCents, trialDays } = offer.plan;
  const base = { code: planCode(slug), tierId, priceCents: tierPrice(tierId) };
  switch (activation) {
    case 'entitlement':
      // The partner pays its months and the gift stops by itself: nothing follows it.
      return {
        ...base,
        kind: 'partner',
        price: { ...monthlyOffer(tierId, 0, months ?? 1), thenMonthlyCents: null, paidBy: offer.partner.name },
        paidThroughThirdParty: true,
      };
    case 'purchase':
      return { ...base, kind: 'partner', trialDays: trialDays ?? 0, price: months === undefined ? regularPrice(tierId) : monthlyOffer(tierId, priceCents ?? 0, months) };
    case 'actionCode':
      return { ...base, kind: 'voucher', price: monthlyOffer(tierId, 0, months ?? 1) };
  }
}

export async function writeCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const tier of tiers) {
      await tx.query(
        `insert into tiers (id, name, rank, ads, screens, download, live_tv, recommended, price_cents, promo_price_cents, shown) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (id) do update set name = excluded.name, rank = excluded.rank, ads = excluded.ads, screens = excluded.screens, download = excluded.download,
           live_tv = excluded.live_tv, recommended = excluded.recommended, price_cents = excluded.price_cents, promo_price_cents = excluded.promo_price_cents, shown = excluded.shown`,
        [tier.id, tier.name, tier.rank, tier.ads, tier.screens, tier.download, tier.liveTv, tier.recommended, tier.priceCents, tier.promoPriceCents, tier.shown],
      );
    }
    for (const plan of plans) {
      await tx.query(
        `insert into plans (code, tier_id, kind, trial_days, price_cents, discounted_price_cents, discounted_months, term_months, cancellable, paid_through_third_party, price, contract)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (code) do update set tier_id = excluded.tier_id, kind = excluded.kind, trial_days = excluded.trial_days, price_cents = excluded.price_cents,
           discounted_price_cents = excluded.discounted_price_cents, discounted_months = excluded.discounted_months, term_months = excluded.term_months,
           cancellable = excluded.cancellable, paid_through_third_party = excluded.paid_through_third_party, price = excluded.price,
           contract = excluded.contract`,
        [
          plan.code,
          plan.tierId,
          plan.kind,
          plan.trialDays ?? 0,
          plan.priceCents,
          // The offer's columns that the subscription rules and the invoices read, from the one price model.
          plan.price.months === null ? null : plan.price.amountCents,
          plan.price.months,
          plan.termMonths ?? null,
          plan.cancellable ?? true,
          plan.paidThroughThirdParty ?? false,
          JSON.stringify(plan.price),
          JSON.stringify(plan.contract),
        ],
      );
    }
  });
}

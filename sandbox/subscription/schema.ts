/** The subscription service's GraphQL (spec 001 section 7), answered by graphql-js over the store. */
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { featureFlags } from '../account/schema.ts';
import { evergreenSlugOf, planCode, planSlug, plans, type Tier } from '../catalog.ts';
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { isOverdue } from '../payment/transactions.ts';
import type { PlanPrice } from '../../operators/price.ts';
import { pricedAt } from '../price-change.ts';
import { offerOfPlan } from '../offers.ts';
import { promotionOfPlan, promotions } from '../promotions.ts';
import { instantOf, isRunning } from '../window.ts';
import { cardPromotion, mappedSlug } from '../plan-choice.ts';
import { contractFor, quote, renewalContract, type ContractTerms } from '../contract.ts';
import { sendChangeConfirmation, sendContractConfirmation } from '../contract-mail.ts';
import { claimEntitlement } from './entitlements.ts';
import { afterGiftOf } from './after-gift.ts';
import { contractDates, paidFrom } from './lifecycle.ts';
import {
  cancel,
  cancelFutureSubscription,
  cancellationBlock,
  currentSubscription,
  fixBedrockSubscription,
  followsOn,
  futureSubscription,
  renewalStart,
  revokeCancellation,
  subscriptionByNumber,
  subscriptionDates,
  switchTier,
  termEnd,
  tierSwitchBlock,
  type SubscriptionRow,
} from './store.ts';

const SDL = /* GraphQL */ `
  type Price {
    "In cents; prices are formatted by the site (nl-NL, 2 decimals)."
    amount: Int!
    currency: String!
  }
  type Pricing {
    recurring: Price!
  }
  type Tier {
    id: ID!
    name: String!
    "The slug of the tier's evergreen plan (basis, plus, premium); its 2-week trial plan is the slug with -2-weken."
    slug: String!
    rank: Int!
    ads: Boolean!
    screens: Int!
    download: Boolean!
    liveTv: Boolean!
    "The one tier the plan choice recommends."
    recommended: Boolean!
    pricing: Pricing!
    promoPricing: Pricing
    "The price model of the tier's evergreen plan: what its card's button sells when no promotion runs."
    price: PlanPrice!
    "The promotion that runs now (on the sandbox clock) with a plan of this tier for the plan choice; null when none does."
    promotion: TierPromotion
  }

  "A running promotion's plan of a tier, as the plan choice shows it and its button sells it."
  type TierPromotion {
    name: String!
    "The art its cards show while it runs (art/NAME.svg, the promotion file's image); null: the tier's own."
    image: String
    "The promotion's plan: the plan choice's button leads to /activeer/abonnement/SLUG."
    slug: String!
    price: PlanPrice!
    "Days free before the first payment for a new customer; 0 when the promotion gives none."
    trialDays: Int!
    "Who may buy it: everyone, newCustomers (never had a subscription) or formerSubscribers (who had one)."
    eligibleCustomers: String!
    terms: Terms!
  }

  """
  What a plan costs (spec 001 section 9.3), the one model the payment service charges: the amount of
  one payment (cents), the months one payment covers, whether it is paid once for all its months,
  how long the offer's price lasts (null: the regular price), the regular price of the same period
  it is compared with, the price a month after it (null: nothing follows) and the partner who pays.
  """
  type PlanPrice {
    amountCents: Int!
    periodMonths: Int!
    oneTime: Boolean!
    months: Int
    regularCents: Int
    thenMonthlyCents: Int
    paidBy: String
    "A change of the regular price ahead: its regular payments from that day are at the new price (price-change.ts); null for none."
    priceChange: PriceChange
  }
  "The day a new regular price a month holds from (YYYY-MM-DD), and that price."
  type PriceChange {
    date: String!
    amountCents: Int!
  }

  "One payment: its day (YYYY-MM-DD) and amount in cents."
  type Payment {
    date: String!
    amountCents: Int!
  }
  "A fixed term: its months from the first paid day, and whether it may be cancelled before they end."
  type ContractTerm {
    months: Int!
    cancellable: Boolean!
  }
  "A contract's days on the service's clock, YYYY-MM-DD: for a plan, as if bought today; for a subscription, from its first day."
  type ContractDates {
    "The service's day these days were told on."
    asOf: String!
    start: String!
    "The last free day; null without a trial."
    trialEnd: String
    "null when the buyer never pays (a gift)."
    firstPayment: Payment
    "The next payment after today; null when none follows."
    nextPayment: Payment
    "The last day of the offer's price or given months; null without an offer."
    offerEnd: String
    "The last day of a fixed term; null without one."
    termEnd: String
    "Whether it may be cancelled today."
    cancellable: Boolean!
    "The offer's price or given months are over."
    offerEnded: Boolean!
    "The first day of the subscription that follows this one, which ends it; null when none does."
    followedOn: String
    "The first day it no longer runs because it was cancelled; null when it was not."
    stopsOn: String
  }
  """
  What the buyer agrees to (schemas/facts.schema.json $defs/contract): the one contract a plan,
  promotion or partner offer resolves to; recorded with the sale as the buyer saw it and kept by the
  subscription. trialDays are this buyer's: 0 for whoever had a subscription.
  """
  enum Currency {
    EUR
  }
  enum Customers {
    everyone
    newCustomers
    formerSubscribers
  }
  enum ExistingSubscription {
    refused
    follows
  }
  enum ContractPaymentMethod {
    IDEAL
    PAYPAL
    CREDIT_CARD
  }
  enum AfterGiftMode {
    resume
    end
  }
  "A partner's gift that follows a paid plan: what happens to that plan (the offer's afterGift)."
  type AfterGift {
    mode: AfterGiftMode!
    "The tier of the paid plan the gift follows."
    tierId: String!
    "resume: the paid plan's price when it comes back; null for end."
    price: PlanPrice
    "resume: the day the paid plan comes back (the day after the gift); end: the day it stops (the gift's first day)."
    on: String!
  }
  "A personal code's validity: days after it was sent, or null while the promotion runs."
  type PersonalCode {
    withinDays: Int
  }
  type Contract {
    planCode: String!
    tierId: String!
    currency: Currency!
    price: PlanPrice!
    term: ContractTerm
    trialDays: Int!
    "Who may buy it."
    customers: Customers!
    "false: not combined with an action code."
    combinable: Boolean!
    "Sold only with a personal code from the promotion's e-mail; null for none."
    personalCode: PersonalCode
    "The methods it may be paid with."
    paymentMethods: [ContractPaymentMethod!]!
    "What happens to a subscription the buyer already has: refused, or it follows the running one."
    existingSubscription: ExistingSubscription!
    "A partner's gift that follows a paid plan: what happens to that plan; null for every other contract."
    afterGift: AfterGift
    terms: Terms
    dates: ContractDates!
  }

  "The terms (actievoorwaarden) of a promotion or a partner offer: a title, a summary (a promotion's; null for an offer) and the clauses."
  type Terms {
    title: String!
    description: String
    text: [String!]!
  }

  type Period {
    price: Price!
    duration: String!
    startDate: String
  }
  type DiscountedPeriod {
    price: Price!
    duration: String!
    startDate: String
    isOneTimePayment: Boolean!
    cancellationEffective: String
  }
  type PlanDescription {
    planId: ID!
    tierId: ID!
    discountedPeriod: DiscountedPeriod
    promoPeriod: Period
    normalPeriod: Period!
  }
  type TierSwitch {
    allowed: Boolean!
  }
  type BlockedTierSwitch {
    switchBlockedReason: String!
    switchAvailableDate: String
  }
  union TierSwitchState = TierSwitch | BlockedTierSwitch
  type NextTier {
    tierId: ID!
    effectiveDate: String!
  }
  type CurrentPlan {
    planDescription: PlanDescription!
    "What the plan costs, as it was sold."
    price: PlanPrice!
    "What the subscriber agreed to, as the sale recorded it, with its days so far."
    contract: Contract!
    "The terms of the promotion or offer it was bought with, while its months run; else null."
    terms: Terms
    reseller: String
    activePlanPeriod: String!
    hasReducedPriceComparedToDefaultPlanForTheSameTier: Boolean!
    tierSwitch: TierSwitchState!
    nextTier: NextTier
    nextBillingDate: String
    "The slug of the plan a renewal of this fixed-term contract buys while its term runs: its own plan while it is sold, else the catalog's fixed-term plan of its tier; null after the term, without a term, or when nothing renews it."
    renewalPlan: String
  }

  type CancellationAllowed {
    allowed: Boolean!
  }
  type CancellationBlocked {
    reason: String!
  }
  union CancellationPermission = CancellationAllowed | CancellationBlocked
  type Subscription {
    id: ID!
    subscriptionNumber: String!
    startDate: String!
    endDate: String
    status: String!
    nextStatus: String
    nextStatusEffectiveDate: String
    reseller: String
    termType: String!
    allowsCancellation: CancellationPermission!
    allowsPaymentMethodChange: Boolean!
    trustedParty: String
  }
  "The subscription that follows the current one: a renewal of a fixed-term contract, from the day the contract ends."
  type StitchedSubscription {
    startDate: String!
    price: Price!
    "What it costs, as the plan it was bought with says it (the model the renewal was charged by)."
    planPrice: PlanPrice!
    tierId: ID!
    "What the renewal was bought as, with its days from its first."
    contract: Contract!
  }

  type PurchaseState {
    status: String!
    returnUrl: String
    pendingPaymentUrl: String
    "The purchase's transaction (the sandbox's addition): any browser of the account follows a pending payment with it, not only the one that started it and keeps it."
    transactionId: String
    "In progress for longer than the 5 minutes a pending payment is waited for: the site no longer takes the visitor back to it."
    overdue: Boolean!
  }
  type ClientData {
    slug: String
    operation: String
  }
  type VoucherRedemptionState {
    status: String!
    clientData: ClientData
    "The sandbox's own: the redemption's transaction and its action code, so any browser of the account resumes it (spec 001 section 4.3)."
    transactionId: ID
    actionCode: String
  }

  type FeatureFlags {
    isBlackFriday: Boolean!
    priceIncrease: Boolean!
    repeat_title: Boolean!
    button_tiers: Boolean!
    privacy_step_newsletter: Boolean!
    forceAllSignupSteps: Boolean!
  }
  type Me {
    hasSuspendedSubscription: Boolean!
    subscription: Subscription
    stitchedSubscription: StitchedSubscription
    currentPlan: CurrentPlan
    isPromo: Boolean!
    featureFlags: FeatureFlags!
    purchaseState: PurchaseState!
    voucherRedemptionState: VoucherRedemptionState!
  }

  type CancellationSuccess {
    endDate: String!
  }
  type CancellationFailure {
    reason: String!
  }
  union CancellationResult = CancellationSuccess | CancellationFailure
  type RevokeCancellationSuccess {
    ok: Boolean!
  }
  type RevokeCancellationFailure {
    reason: String!
  }
  union RevokeCancellationResult = RevokeCancellationSuccess | RevokeCancellationFailure
  type TierSwitchSuccess {
    effectiveDate: String!
  }
  type TierSwitchFailure {
    "The spec's failure variant carries no information; the sandbox says why."
    dummy: String
  }
  union TierSwitchResult = TierSwitchSuccess | TierSwitchFailure
  type CancelFutureSubscriptionSuccess {
    ok: Boolean!
  }
  type CancelFutureSubscriptionFailure {
    "NO_FUTURE_SUBSCRIPTION"
    reason: String!
  }
  union CancelFutureSubscriptionResult = CancelFutureSubscriptionSuccess | CancelFutureSubscriptionFailure

  "A partner offer's landing copy (spec 001 section 2.4), from its offer file: Dutch text."
  type LandingCopy {
    "The name of the offer's key art (art/NAME.svg), served in every size as /art/NAME-WIDTH.avif and .webp."
    image: String!
    imageAlt: String!
    title: String!
    "One paragraph a line."
    description: [String!]!
    primaryButton: String!
    textLink: String!
  }
  type LandingCopies {
    default: LandingCopy!
  }
  type PlanCopy {
    landing: LandingCopies!
  }
  type Partner {
    "As the notification pages name it: /meldingen/al-geactiveerd-via/ID."
    id: ID!
    name: String!
  }

  "A plan as a plan-slug route names it (spec 001 section 3.6); prices in cents. The offer fields come from the plan's offer file (flows/partners/); a plan without one answers null for them (and existingUserAllowed true)."
  type Plan {
    slug: String!
    code: String!
    "evergreen, promo (a 2-week trial), no-promo, discounted (a promotion's or a fixed-term plan), partner or voucher (a voucher's plan is bought only with its code)."
    kind: String!
    tierId: String!
    paidThroughThirdParty: Boolean!
    trialDays: Int!
    "The tier's regular price a month."
    priceCents: Int!
    price: PlanPrice!
    "The contract this visitor would agree to, with its days as if bought today (on the service's clock): the trial only for whoever never had a subscription."
    contract: Contract!
    copy: PlanCopy
    partner: Partner
    "false: a visitor with an active subscription cannot use the offer (spec 001 section 2.4)."
    existingUserAllowed: Boolean!
    "How the offer is activated: entitlement, purchase or actionCode."
    activation: String
    "The offer's first and last day, YYYY-MM-DD in Europe/Amsterdam, both included; null for no start or no end."
    validFrom: String
    validUntil: String
    "Where the offer's pages lead once it has ended; null when the offer leaves it to the site."
    afterEnd: String
    "The feature flag the offer runs behind (it shows only while the flag is strictly true); null for none."
    featureFlag: String
    "The terms of the plan's promotion or partner offer; null for a plan without."
    terms: Terms
    "Who may buy it: everyone, newCustomers or formerSubscribers (a promotion's eligibility)."
    eligibleCustomers: String!
    "While a promotion runs that takes this slug over (its slugMap, spec 001 section 9.4), the slug of its plan; else null."
    mappedTo: String
    "false for the plan of a promotion or a partner offer outside its dates (on the sandbox clock, Europe/Amsterdam days); true for any other plan."
    running: Boolean!
    "The first day of the plan's promotion or partner offer while it has not started yet (YYYY-MM-DD); null once it has, or without a start."
    startsOn: String
  }

  type ClaimSuccess {
    subscriptionNumber: String!
    "The claimed plan's slug (its code without the product's prefix)."
    planSlug: String!
  }
  type ClaimFailure {
    "NOT_FOUND, TRUSTED_PARTY_MISMATCH, ENTITLEMENT_IS_CANCELLED, ALREADY_CLAIMED, USER_ALREADY_HAS_TRUSTED_PARTY_SUBSCRIPTION (spec 001 section 8), or the sandbox's own OFFER_NOT_AVAILABLE (the offer's dates, on the sandbox clock, do not include today; checked after TRUSTED_PARTY_MISMATCH) and EXISTING_USER_NOT_ALLOWED (an active subscriber and an offer for new customers only); checked in this order."
    reason: String!
  }
  union ClaimResult = ClaimSuccess | ClaimFailure

  type Query {
    me: Me!
    tiers: [Tier!]!
    "The plan of a slug (the plan code without the product's prefix, or the whole code); null when there is none. No login needed. renewal: its contract as the renewal of the logged-in visitor's fixed-term contract, from the day the term ends."
    plan(slug: String!, renewal: Boolean): Plan
  }
  type Mutation {
    cancelSubscription: CancellationResult!
    revokeCancellation: RevokeCancellationResult!
    "Cancels the subscription that was to follow the current one, before it starts; nothing of it was charged."
    cancelFutureSubscription: CancelFutureSubscriptionResult!
    switchTier(tierId: String!): TierSwitchResult!
    "Repairs a subscription the previous platform left without a tier (spec 001 section 4.4)."
    fixBedrockSubscription: Boolean!
    "Claims a partner's entitlement (the entitlementId of its activation link, any case) for the plan of planSlug, once; the gift replaces an active subscription, which ends today."
    claimEntitlement(entitlementId: String!, planSlug: String!): ClaimResult!
  }
`;

export const subscriptionSchema: GraphQLSchema = buildSchema(SDL);

const price = (cents: number) => ({ amount: cents, currency: 'EUR' });

function subscriptionView(row: SubscriptionRow, today: string) {
  const block = cancellationBlock(row, today);
  return {
    id: row.subscription_number,
    subscriptionNumber: row.subscription_number,
    startDate: row.start_date,
    // A fixed-term contract ends with its term: the first day it no longer runs.
    endDate: row.end_date ?? (row.term_type === 'TERMED' ? termEnd(row) : null),
    status: row.status.toUpperCase(),
    nextStatus: row.next_status?.toUpperCase() ?? null,
    nextStatusEffectiveDate: row.next_status_effective_date,
    reseller: row.reseller,
    termType: row.term_type,
    allowsCancellation: block ? { __typename: 'CancellationBlocked', reason: block } : { __typename: 'CancellationAllowed', allowed: true },
    allowsPaymentMethodChange: row.allows_payment_method_change && !row.reseller,
    trustedParty: row.trusted_party,
  };
}

/** The contract a subscription keeps, with its days today. */
const keptContract = (row: SubscriptionRow, today: string) => ({ ...row.contract, dates: subscriptionDates(row, today) });

function currentPlanView(row: SubscriptionRow, today: string, defaultPriceCents: number) {
  const block = tierSwitchBlock(row, today);
  const contract = keptContract(row, today);
  const { price: sold, trialDays } = row.contract;
  return {
    planDescription: {
      planId: row.plan_code,
      tierId: row.contract.tierId,
      discountedPeriod:
        sold.months === null
          ? null
          : {
              price: price(sold.amountCents),
              duration: `P${sold.months}M`,
              startDate: paidFrom(row.contract, row.start_date),
              isOneTimePayment: sold.oneTime,
              cancellationEffective: row.next_status_effective_date,
            },
      promoPeriod: trialDays > 0 ? { price: price(0), duration: `P${trialDays}D`, startDate: row.start_date } : null,
      normalPeriod: { price: price(defaultPriceCents), duration: 'P1M', startDate: row.start_date },
    },
    price: sold,
    contract,
    // Shown while the offer's months run: after them the plan is the tier's at its regular price.
    terms: contract.dates.offerEnded ? null : row.contract.terms,
    reseller: row.reseller,
    renewalPlan: renewalPlanOf(row, today, contract.dates.termEnd),
    activePlanPeriod: `P${sold.periodMonths}M`,
    hasReducedPriceComparedToDefaultPlanForTheSameTier: (sold.months === null ? defaultPriceCents : sold.amountCents) < defaultPriceCents,
    tierSwitch: block
      ? { __typename: 'BlockedTierSwitch', switchBlockedReason: block.reason, switchAvailableDate: block.availableDate }
      : { __typename: 'TierSwitch', allowed: true },
    nextTier: row.next_tier_id ? { tierId: row.next_tier_id, effectiveDate: row.next_tier_effective_date } : null,
    nextBillingDate: contract.dates.nextPayment?.date ?? null,
  };
}

function stitched(row: SubscriptionRow | undefined, today: string) {
  if (!row) return null;
  const { price: sold, tierId } = row.contract;
  return { startDate: row.start_date, price: price(sold.amountCents), planPrice: sold, tierId, contract: keptContract(row, today) };
}

export function subscriptionResolvers(context: SandboxContext, uid: string | undefined) {
  const user = (): string => {
    if (!uid) throw new Error('UNAUTHENTICATED: log in first');
    return uid;
  };
  return {
    tiers: async () => {
      const { rows } = await context.db.query<Tier>(
        `select id, name, rank, ads, screens, download, live_tv as "liveTv", recommended, price_cents as "priceCents", promo_price_cents as "promoPriceCents", shown
         from tiers where shown order by rank`,
      );
      const running = promotions.filter((promotion) => isRunning(promotion, context.clock.now()));
      // Before the price list's change, a card shows the price before it and the change ahead, as the plan is quoted.
      const pricedOn = (sold: PlanPrice | undefined, tierId: string) => sold && pricedAt(sold, tierId, context.clock.now());
      // A tier's card sells its evergreen plan when no promotion runs.
      const evergreenCode = (tierId: string): string => planCode(evergreenSlugOf(tierId) ?? tierId);
      const prices = await planPrices(context, [
        ...rows.map((tier) => evergreenCode(tier.id)),
        ...running.flatMap((promotion) => promotion.plans.map((plan) => planCode(plan.slug))),
      ]);
      return rows.map(({ priceCents, promoPriceCents, shown: _shown, ...tier }) => ({
        ...tier,
        slug: evergreenSlugOf(tier.id),
        pricing: { recurring: price(priceCents) },
        promoPricing: promoPriceCents === null ? null : { recurring: price(promoPriceCents) },
        price: pricedOn(prices.get(evergreenCode(tier.id))?.price, tier.id),
        promotion: cardPromotion(running, tier.id, (code) => prices.get(code)),
      }));
    },
    plan: async ({ slug, renewal }: { slug: string; renewal?: boolean | null }) => {
      const { rows } = await context.db.query<{
        code: string;
        kind: string;
        tierId: string;
        paidThroughThirdParty: boolean;
        trialDays: number;
        priceCents: number;
        price: PlanPrice;
        contract: ContractTerms;
      }>(
        `select code, kind, tier_id as "tierId", paid_through_third_party as "paidThroughThirdParty", trial_days as "trialDays", price_cents as "priceCents", price, contract
         from plans where code = $1 or code = $2`,
        [slug, planCode(slug)],
      );
      const row = rows[0];
      if (!row) return null;
      const contract = renewal && uid ? await renewalQuote(context, uid, row.contract) : await visitorQuote(context, uid, await contractFor(context, uid, row.contract, row.kind));
      return {
        slug,
        ...row,
        ...offerFields(row.code),
        ...promotionFields(slug, row.code, context.clock.now()),
        contract,
        // The price the page says is the contract's: at the prices of the day.
        price: contract.price,
        terms: contract.terms,
        eligibleCustomers: contract.customers,
      };
    },
    me: async () => {
      const id = user();
      const today = isoDate(context.clock.now());
      const row = await currentSubscription(context, id);
      const account = (await context.db.query<{ is_promo: boolean }>('select is_promo from users where uid = $1', [id])).rows[0];
      const defaultPrice = row
        ? ((await context.db.query<{ price_cents: number }>('select price_cents from tiers where id = $1', [row.contract.tierId])).rows[0]?.price_cents ?? 0)
        : 0;
      return {
        hasSuspendedSubscription: row?.status === 'suspended',
        subscription: row ? subscriptionView(row, today) : null,
        stitchedSubscription: stitched(await futureSubscription(context, id), today),
        // A subscription the previous platform left without its tier has no current plan here yet.
        currentPlan: row && !row.tier_unknown ? currentPlanView(row, today, defaultPrice) : null,
        isPromo: account?.is_promo ?? false,
        featureFlags: featureFlags(context),
        purchaseState: await purchaseState(context, id),
        voucherRedemptionState: await voucherRedemptionState(context, id),
      };
    },
    cancelSubscription: async () => {
      const result = await cancel(context, user());
      if (!('endDate' in result)) return { __typename: 'CancellationFailure', ...result };
      await sendChangeConfirmation(context, user(), { kind: 'cancellation', lastDay: result.endDate });
      return { __typename: 'CancellationSuccess', ...result };
    },
    revokeCancellation: async () => {
      const result = await revokeCancellation(context, user());
      if (!('ok' in result)) return { __typename: 'RevokeCancellationFailure', ...result };
      const runsOn = await currentSubscription(context, user());
      const nextPayment = runsOn ? subscriptionDates(runsOn, isoDate(context.clock.now())).nextPayment : null;
      await sendChangeConfirmation(context, user(), { kind: 'cancellation-revoked', nextPayment });
      return { __typename: 'RevokeCancellationSuccess', ok: true };
    },
    cancelFutureSubscription: async () => {
      const result = await cancelFutureSubscription(context, user());
      return 'ok' in result ? { __typename: 'CancelFutureSubscriptionSuccess', ok: true } : { __typename: 'CancelFutureSubscriptionFailure', ...result };
    },
    switchTier: async ({ tierId }: { tierId: string }) => {
      const result = await switchTier(context, user(), tierId);
      if (!('effectiveDate' in result)) return { __typename: 'TierSwitchFailure', dummy: result.reason };
      const tierName = (await context.db.query<{ name: string }>('select name from tiers where id = $1', [tierId])).rows[0]?.name ?? tierId;
      await sendChangeConfirmation(context, user(), { kind: 'tier-change', tierName, effectiveDate: result.effectiveDate });
      return { __typename: 'TierSwitchSuccess', ...result };
    },
    fixBedrockSubscription: async () => fixBedrockSubscription(context, user()),
    claimEntitlement: async ({ entitlementId, planSlug }: { entitlementId: string; planSlug: string }) => {
      const result = await claimEntitlement(context, user(), entitlementId, planSlug);
      if ('reason' in result) return { __typename: 'ClaimFailure', ...result };
      // A gift is confirmed as a purchase is: what was claimed, from which day, and what follows it.
      const claimed = await subscriptionByNumber(context, result.subscriptionNumber);
      if (claimed) await sendContractConfirmation(context, user(), keptContract(claimed, isoDate(context.clock.now())), 'gift');
      return { __typename: 'ClaimSuccess', ...result };
    },
  };
}

/**
 * What the promotions say of a plan now: the plan a running promotion maps this slug to, whether
 * the plan's own promotion or partner offer runs, the day it starts while it has not yet, and
 * where its links lead once it has ended.
 */
function promotionFields(slug: string, code: string, now: Date) {
  const own = promotionOfPlan(code);
  const dated = own ?? offerOfPlan(code);
  const from = dated?.valid?.from;
  return {
    mappedTo: mappedSlug(promotions, slug, now),
    running: dated ? isRunning(dated, now) : true,
    startsOn: from && !isRunning({ valid: { from } }, now) ? from : null,
    ...(own ? { afterEnd: own.afterEnd } : {}),
  };
}

/**
 * The plan a renewal of a running fixed term buys: its own, while it is on sale (a promotion's plan
 * only within its window), else the catalog's own fixed-term plan of its tier (12-maanden-ltc-plus);
 * none once the term is over (the contract runs on monthly) or when neither is sold.
 */
function renewalPlanOf(row: SubscriptionRow, today: string, termEnd: string | null): string | null {
  if (row.term_type !== 'TERMED' || termEnd === null || today > termEnd) return null;
  const own = planSlug(row.plan_code);
  const { running, startsOn } = promotionFields(own, row.plan_code, instantOf(today));
  const partnersOrVoucher = ['promo', 'voucher', 'partner'].includes(row.kind);
  if (running && !startsOn && !partnersOrVoucher) return own;
  const catalogTerm = plans.find((plan) => plan.tierId === row.contract.tierId && plan.termMonths !== undefined && !promotionOfPlan(plan.code) && !offerOfPlan(plan.code));
  return catalogTerm ? planSlug(catalogTerm.code) : null;
}

/** The price models of plans, as the catalog wrote them: what the plan choice's buttons sell. */
async function planPrices(context: SandboxContext, codes: readonly string[]): Promise<Map<string, { price: PlanPrice; trialDays: number }>> {
  const { rows } = await context.db.query<{ code: string; price: PlanPrice; trial_days: number }>('select code, price, trial_days from plans where code = any($1)', [codes]);
  return new Map(rows.map((row) => [row.code, { price: row.price, trialDays: row.trial_days }]));
}

/** A renewal's contract: no trial, from the day the current fixed term ends (as the payment service records it); as if bought today when nothing is renewed. */
async function renewalQuote(context: SandboxContext, uid: string, contract: ContractTerms) {
  const today = isoDate(context.clock.now());
  const renewed = renewalContract(contract);
  const starts = renewalStart(await currentSubscription(context, uid), today);
  return starts ? { ...renewed, dates: contractDates(renewed, starts, today) } : quote(context, renewed);
}

/** The contract as this visitor would get it today: one that follows a running subscription (a partner's gift) starts the day that one runs out. */
async function visitorQuote(context: SandboxContext, uid: string | undefined, contract: ContractTerms) {
  const today = isoDate(context.clock.now());
  const running = uid && contract.existingSubscription === 'follows' ? await currentSubscription(context, uid) : undefined;
  const follows = running?.status === 'active' && !running.reseller && !running.trusted_party;
  if (!follows) return quote(context, contract);
  const start = followsOn(running, today);
  return { ...contract, afterGift: afterGiftOf(contract, running, start, today), dates: contractDates(contract, start, today) };
}

/** What a plan's offer file says of it (spec 001 sections 2.4 and 3.6), kept in memory as the file is: no database columns. */
function offerFields(code: string) {
  const offer = offerOfPlan(code);
  if (!offer) return { copy: null, partner: null, existingUserAllowed: true, activation: null, validFrom: null, validUntil: null, afterEnd: null, featureFlag: null };
  return {
    copy: { landing: { default: offer.landing } },
    partner: offer.partner,
    existingUserAllowed: offer.existingUserAllowed,
    activation: offer.plan.activation,
    validFrom: offer.valid?.from ?? null,
    validUntil: offer.valid?.until ?? null,
    afterEnd: offer.afterEnd ?? null,
    featureFlag: offer.featureFlag ?? null,
  };
}

/**
 * The newest purchase's state: the newest transaction that redeems no action code (spec 001 section
 * 3.5; the payment service writes purchases); without one, none in progress.
 */
async function purchaseState(context: SandboxContext, uid: string) {
  const { rows } = await context.db.query<{ transaction_id: string; status: string; return_url: string | null; payment_url: string | null; created_at: Date }>(
    'select transaction_id, status, return_url, payment_url, created_at from purchases where uid = $1 and voucher_code is null order by created_at desc limit 1',
    [uid],
  );
  const purchase = rows[0];
  return purchase
    ? {
        status: purchase.status,
        returnUrl: purchase.return_url,
        pendingPaymentUrl: purchase.status === 'IN_PROGRESS' ? purchase.payment_url : null,
        transactionId: purchase.transaction_id,
        overdue: isOverdue(purchase, context.clock.now()),
      }
    : { status: 'NONE_IN_PROGRESS', returnUrl: null, pendingPaymentUrl: null, transactionId: null, overdue: false };
}

/** The newest redemption of an action code: in progress while its payment is pending (as a purchase is), with the code's plan as slug. */
async function voucherRedemptionState(context: SandboxContext, uid: string) {
  const { rows } = await context.db.query<{ status: string; plan_code: string; transaction_id: string; voucher_code: string }>(
    'select status, plan_code, transaction_id, voucher_code from purchases where uid = $1 and voucher_code is not null order by created_at desc limit 1',
    [uid],
  );
  const redemption = rows[0];
  if (redemption?.status !== 'IN_PROGRESS') return { status: 'NONE_IN_PROGRESS', clientData: null, transactionId: null, actionCode: null };
  return {
    status: 'IN_PROGRESS',
    clientData: { slug: redemption.plan_code, operation: 'REDEEM_VOUCHER' },
    transactionId: redemption.transaction_id,
    actionCode: redemption.voucher_code,
  };
}

export function runSubscriptionQuery(context: SandboxContext, uid: string | undefined, query: string, variables?: Record<string, unknown>, operationName?: string) {
  return graphql({ schema: subscriptionSchema, source: query, rootValue: subscriptionResolvers(context, uid), variableValues: variables, operationName });
}

/** The subscription service's GraphQL documents (spec 001 section 7), typed. */
import type { PlanPrice } from '../../operators/price.ts';
import { document } from '../document.ts';

export interface Price {
  amount: number;
  currency: string;
}

/** The terms of a promotion or a partner offer; description is a promotion's summary (null for an offer). */
export interface Terms {
  title: string;
  description: string | null;
  text: string[];
}

export type EligibleCustomers = 'everyone' | 'newCustomers' | 'formerSubscribers';

const PRICE = 'amountCents periodMonths oneTime months regularCents thenMonthlyCents paidBy';

export interface Tier {
  id: string;
  name: string;
  /** The evergreen plan's slug; the trial plan's is the slug with -2-weken. */
  slug: string;
  ads: boolean;
  screens: number;
  download: boolean;
  liveTv: boolean;
  pricing: { recurring: Price };
  promoPricing: { recurring: Price } | null;
  /** The price of the tier's evergreen plan. */
  price: PlanPrice;
  /** The promotion that runs now with a plan of this tier on the plan choice: the card shows its price and its button sells it. */
  promotion: { name: string; slug: string; price: PlanPrice; trialDays: number; eligibleCustomers: EligibleCustomers; terms: Terms } | null;
}

export const FetchTiers = document<{ tiers: Tier[] }>(
  `query FetchTiers { tiers { id name slug ads screens download liveTv pricing { recurring { amount currency } } promoPricing { recurring { amount currency } } price { ${PRICE} }
    promotion { name slug price { ${PRICE} } trialDays eligibleCustomers terms { title description text } } } }`,
);

export interface SubscriptionView {
  subscriptionNumber: string;
  startDate: string;
  endDate: string | null;
  status: string;
  nextStatus: string | null;
  nextStatusEffectiveDate: string | null;
  reseller: string | null;
  termType: string;
  allowsCancellation: { __typename: 'CancellationAllowed' } | { __typename: 'CancellationBlocked'; reason: string };
  allowsPaymentMethodChange: boolean;
  trustedParty: string | null;
}

/** The subscription that follows the current one (a renewal of a fixed-term contract), from startDate. */
export interface StitchedSubscription {
  startDate: string;
  tierId: string;
  planPrice: PlanPrice;
}

export const Subscription = document<{
  me: { hasSuspendedSubscription: boolean; subscription: SubscriptionView | null; stitchedSubscription: StitchedSubscription | null };
}>(`query Subscription {
  me { hasSuspendedSubscription subscription { subscriptionNumber startDate endDate status nextStatus nextStatusEffectiveDate reseller termType
    allowsCancellation { __typename ... on CancellationBlocked { reason } } allowsPaymentMethodChange trustedParty }
    stitchedSubscription { startDate tierId planPrice { ${PRICE} } } } }`);

/** The current plan (spec 001 section 3.3): its tier (null while the service does not know it), prices, the next billing, a pending tier change and whether a switch is blocked. */
export interface CurrentPlan {
  price: PlanPrice;
  terms: Terms | null;
  planDescription: { planId: string; tierId: string | null; discountedPeriod: { price: Price; duration: string; startDate: string | null } | null; normalPeriod: { price: Price } };
  tierSwitch: { __typename: 'TierSwitch' } | { __typename: 'BlockedTierSwitch'; switchBlockedReason: string; switchAvailableDate: string | null };
  nextTier: { tierId: string; effectiveDate: string } | null;
  nextBillingDate: string | null;
}

export const SubscriptionTier = document<{ me: { currentPlan: CurrentPlan | null } }>(
  `query SubscriptionTier { me { currentPlan { price { ${PRICE} } terms { title description text } planDescription { planId tierId discountedPeriod { price { amount currency } duration startDate } normalPeriod { price { amount currency } } }
    tierSwitch { __typename ... on BlockedTierSwitch { switchBlockedReason switchAvailableDate } } nextTier { tierId effectiveDate } nextBillingDate } } }`,
);

/** A partner offer's landing copy (spec 001 sections 2.4 and 3.6): Dutch text from its offer file. */
export interface LandingCopy {
  image: string;
  imageAlt: string;
  title: string;
  /** One paragraph a line. */
  description: string[];
  primaryButton: string;
  textLink: string;
}

/** A plan as a plan-slug route names it (spec 001 section 3.6); null when the slug has none. The offer fields are null (existingUserAllowed true) for a plan without an offer file. */
export interface PlanView {
  slug: string;
  code: string;
  kind: string;
  tierId: string;
  paidThroughThirdParty: boolean;
  trialDays: number;
  /** The tier's regular price a month. */
  priceCents: number;
  price: PlanPrice;
  copy: { landing: { default: LandingCopy } } | null;
  partner: { id: string; name: string } | null;
  existingUserAllowed: boolean;
  activation: 'entitlement' | 'purchase' | 'actionCode' | null;
  /** YYYY-MM-DD, Europe/Amsterdam, both days included. */
  validFrom: string | null;
  validUntil: string | null;
  afterEnd: string | null;
  featureFlag: string | null;
  /** The plan a running promotion maps this slug to, or null. */
  mappedTo: string | null;
  /** false for a promotion's plan outside its dates. */
  running: boolean;
  terms: Terms | null;
  eligibleCustomers: EligibleCustomers;
}

export const Plan = document<{ plan: PlanView | null }, { slug: string }>(
  `query plan($slug: String!) { plan(slug: $slug) { slug code kind tierId paidThroughThirdParty trialDays priceCents price { ${PRICE} }
    copy { landing { default { image imageAlt title description primaryButton textLink } } } partner { id name } existingUserAllowed activation validFrom validUntil afterEnd featureFlag mappedTo running
    terms { title description text } eligibleCustomers } }`,
);

/** Claims a partner's entitlement (the entitlementId of its link) for a plan slug, once (spec 001 section 2.2). */
export const ClaimEntitlement = document<
  { claimEntitlement: { __typename: 'ClaimSuccess'; subscriptionNumber: string; planSlug: string } | { __typename: 'ClaimFailure'; reason: string } },
  { entitlementId: string; planSlug: string }
>(
  `mutation claimEntitlement($entitlementId: String!, $planSlug: String!) {
    claimEntitlement(entitlementId: $entitlementId, planSlug: $planSlug) { __typename ... on ClaimSuccess { subscriptionNumber planSlug } ... on ClaimFailure { reason } } }`,
);

export const FixBedrockSubscription = document<{ fixBedrockSubscription: boolean }>(`mutation fixBedrockSubscription { fixBedrockSubscription }`);

export const CancelSubscription = document<{ cancelSubscription: { __typename: 'CancellationSuccess'; endDate: string } | { __typename: 'CancellationFailure'; reason: string } }>(
  `mutation cancelSubscription { cancelSubscription { __typename ... on CancellationSuccess { endDate } ... on CancellationFailure { reason } } }`,
);

export const RevokeCancellation = document<{ revokeCancellation: { __typename: 'RevokeCancellationSuccess' } | { __typename: 'RevokeCancellationFailure'; reason: string } }>(
  `mutation revokeCancellation { revokeCancellation { __typename ... on RevokeCancellationFailure { reason } } }`,
);

export const CancelFutureSubscription = document<{
  cancelFutureSubscription: { __typename: 'CancelFutureSubscriptionSuccess' } | { __typename: 'CancelFutureSubscriptionFailure'; reason: string };
}>(`mutation cancelFutureSubscription { cancelFutureSubscription { __typename ... on CancelFutureSubscriptionFailure { reason } } }`);

export const SwitchTier = document<
  { switchTier: { __typename: 'TierSwitchSuccess'; effectiveDate: string } | { __typename: 'TierSwitchFailure'; dummy: string | null } },
  { tierId: string }
>(`mutation switchTier($tierId: String!) { switchTier(tierId: $tierId) { __typename ... on TierSwitchSuccess { effectiveDate } ... on TierSwitchFailure { dummy } } }`);

export const PurchaseAndRedemptionStatus = document<{
  me: {
    purchaseState: { status: string; returnUrl: string | null; pendingPaymentUrl: string | null; overdue: boolean };
    voucherRedemptionState: { status: string; clientData: { slug: string | null; operation: string | null } | null };
  };
}>(`query PurchaseAndRedemptionStatus { me { purchaseState { status returnUrl pendingPaymentUrl overdue } voucherRedemptionState { status clientData { slug operation } } } }`);

/** The subscription service's GraphQL documents (spec 001 section 7), typed. */
import { document } from '../document.ts';

export interface Price {
  amount: number;
  currency: string;
}

export interface Tier {
  id: string;
  pricing: { recurring: Price };
  promoPricing: { recurring: Price } | null;
}

export const FetchTiers = document<{ tiers: Tier[] }>(`query FetchTiers { tiers { id pricing { recurring { amount currency } } promoPricing { recurring { amount currency } } } }`);

export interface SubscriptionView {
  subscriptionNumber: string;
  status: string;
  nextStatus: string | null;
  nextStatusEffectiveDate: string | null;
  reseller: string | null;
  termType: string;
  allowsCancellation: { __typename: 'CancellationAllowed' } | { __typename: 'CancellationBlocked'; reason: string };
  allowsPaymentMethodChange: boolean;
  trustedParty: string | null;
}

export const Subscription = document<{ me: { hasSuspendedSubscription: boolean; subscription: SubscriptionView | null } }>(`query Subscription {
  me { hasSuspendedSubscription subscription { subscriptionNumber status nextStatus nextStatusEffectiveDate reseller termType
    allowsCancellation { __typename ... on CancellationBlocked { reason } } allowsPaymentMethodChange trustedParty } } }`);

/** The current plan's tier (spec 001 section 3.3); null while the service does not know it. */
export const SubscriptionTier = document<{ me: { currentPlan: { planDescription: { planId: string; tierId: string | null } } | null } }>(
  `query SubscriptionTier { me { currentPlan { planDescription { planId tierId } } } }`,
);

/** A plan as a plan-slug route names it (spec 001 section 3.6); null when the slug has none. */
export interface PlanView {
  slug: string;
  code: string;
  kind: string;
  tierId: string;
  paidThroughThirdParty: boolean;
  trialDays: number;
  priceCents: number;
  discountedPriceCents: number | null;
  discountedMonths: number | null;
}

export const Plan = document<{ plan: PlanView | null }, { slug: string }>(
  `query plan($slug: String!) { plan(slug: $slug) { slug code kind tierId paidThroughThirdParty trialDays priceCents discountedPriceCents discountedMonths } }`,
);

export const FixBedrockSubscription = document<{ fixBedrockSubscription: boolean }>(`mutation fixBedrockSubscription { fixBedrockSubscription }`);

export const CancelSubscription = document<{ cancelSubscription: { __typename: 'CancellationSuccess'; endDate: string } | { __typename: 'CancellationFailure'; reason: string } }>(
  `mutation cancelSubscription { cancelSubscription { __typename ... on CancellationSuccess { endDate } ... on CancellationFailure { reason } } }`,
);

export const RevokeCancellation = document<{ revokeCancellation: { __typename: 'RevokeCancellationSuccess' } | { __typename: 'RevokeCancellationFailure'; reason: string } }>(
  `mutation revokeCancellation { revokeCancellation { __typename ... on RevokeCancellationFailure { reason } } }`,
);

export const SwitchTier = document<{ switchTier: { __typename: 'TierSwitchSuccess'; effectiveDate: string } | { __typename: 'TierSwitchFailure'; dummy: string | null } }, { tierId: string }>(
  `mutation switchTier($tierId: String!) { switchTier(tierId: $tierId) { __typename ... on TierSwitchSuccess { effectiveDate } ... on TierSwitchFailure { dummy } } }`,
);

export const PurchaseAndRedemptionStatus = document<{
  me: { purchaseState: { status: string; returnUrl: string | null; pendingPaymentUrl: string | null }; voucherRedemptionState: { status: string; clientData: { slug: string | null; operation: string | null } | null } };
}>(`query PurchaseAndRedemptionStatus { me { purchaseState { status returnUrl pendingPaymentUrl } voucherRedemptionState { status clientData { slug operation } } } }`);

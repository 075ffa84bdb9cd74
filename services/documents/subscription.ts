/** The subscription service's GraphQL documents (spec 001 section 7), typed. */
import { document } from '../document.ts';
import type {
  CancelFutureSubscriptionResult,
  CancelFutureSubscriptionVariables,
  CancelSubscriptionResult,
  CancelSubscriptionVariables,
  ClaimEntitlementResult,
  ClaimEntitlementVariables,
  FetchTiersResult,
  FetchTiersVariables,
  FixBedrockSubscriptionResult,
  FixBedrockSubscriptionVariables,
  PlanResult,
  PlanVariables,
  PurchaseAndRedemptionStatusResult,
  PurchaseAndRedemptionStatusVariables,
  PurchaseInProgressResult,
  PurchaseInProgressVariables,
  RevokeCancellationResult,
  RevokeCancellationVariables,
  SubscriptionResult,
  SubscriptionTierResult,
  SubscriptionTierVariables,
  SubscriptionVariables,
  SwitchTierResult,
  SwitchTierVariables,
} from './types.ts';

const PRICE = 'amountCents periodMonths oneTime months regularCents thenMonthlyCents paidBy priceChange { date amountCents }';
const PAYMENT = 'date amountCents';
/** The one contract (schemas/facts.schema.json $defs/contract), with its days. */
const CONTRACT = `planCode tierId currency price { ${PRICE} } term { months cancellable } trialDays customers combinable personalCode { withinDays } paymentMethods existingSubscription afterGift { mode tierId price { ${PRICE} } on } terms { title description text }
  dates { asOf start trialEnd firstPayment { ${PAYMENT} } nextPayment { ${PAYMENT} } offerEnd termEnd cancellable offerEnded followedOn stopsOn }`;

export const FetchTiers = document<FetchTiersResult, FetchTiersVariables>(
  `query FetchTiers { tiers { id name slug ads screens download liveTv recommended pricing { recurring { amount currency } } promoPricing { recurring { amount currency } } price { ${PRICE} }
    promotion { name slug image price { ${PRICE} } trialDays eligibleCustomers terms { title description text } } } }`,
);

export const Subscription = document<SubscriptionResult, SubscriptionVariables>(`query Subscription {
  me { hasSuspendedSubscription subscription { subscriptionNumber startDate endDate status nextStatus nextStatusEffectiveDate reseller termType
    allowsCancellation { __typename ... on CancellationBlocked { reason } } allowsPaymentMethodChange trustedParty }
    stitchedSubscription { startDate tierId planPrice { ${PRICE} } contract { ${CONTRACT} } } } }`);

export const SubscriptionTier = document<SubscriptionTierResult, SubscriptionTierVariables>(
  `query SubscriptionTier { me { currentPlan { price { ${PRICE} } contract { ${CONTRACT} } terms { title description text } planDescription { planId tierId normalPeriod { price { amount currency } } }
    tierSwitch { __typename ... on BlockedTierSwitch { switchBlockedReason switchAvailableDate } } nextTier { tierId effectiveDate } nextBillingDate renewalPlan } } }`,
);

export const Plan = document<PlanResult, PlanVariables>(
  `query plan($slug: String!, $renewal: Boolean) { plan(slug: $slug, renewal: $renewal) { slug code kind tierId paidThroughThirdParty trialDays priceCents price { ${PRICE} } contract { ${CONTRACT} }
    copy { landing { default { image imageAlt title description primaryButton textLink } } } partner { id name } existingUserAllowed activation validFrom validUntil afterEnd featureFlag mappedTo running startsOn
    terms { title description text } eligibleCustomers } }`,
);

/** Claims a partner's entitlement (the entitlementId of its link) for a plan slug, once (spec 001 section 2.2). */
export const ClaimEntitlement = document<ClaimEntitlementResult, ClaimEntitlementVariables>(
  `mutation claimEntitlement($entitlementId: String!, $planSlug: String!) {
    claimEntitlement(entitlementId: $entitlementId, planSlug: $planSlug) { __typename ... on ClaimSuccess { subscriptionNumber planSlug } ... on ClaimFailure { reason } } }`,
);

export const FixBedrockSubscription = document<FixBedrockSubscriptionResult, FixBedrockSubscriptionVariables>(`mutation fixBedrockSubscription { fixBedrockSubscription }`);

export const CancelSubscription = document<CancelSubscriptionResult, CancelSubscriptionVariables>(
  `mutation cancelSubscription { cancelSubscription { __typename ... on CancellationSuccess { endDate } ... on CancellationFailure { reason } } }`,
);

export const RevokeCancellation = document<RevokeCancellationResult, RevokeCancellationVariables>(
  `mutation revokeCancellation { revokeCancellation { __typename ... on RevokeCancellationFailure { reason } } }`,
);

export const CancelFutureSubscription = document<CancelFutureSubscriptionResult, CancelFutureSubscriptionVariables>(
  `mutation cancelFutureSubscription { cancelFutureSubscription { __typename ... on CancelFutureSubscriptionFailure { reason } } }`,
);

export const SwitchTier = document<SwitchTierResult, SwitchTierVariables>(
  `mutation switchTier($tierId: String!) { switchTier(tierId: $tierId) { __typename ... on TierSwitchSuccess { effectiveDate } ... on TierSwitchFailure { dummy } } }`,
);

/** The site's own: whether a purchase waits for its bank, for the method choice (the activation routes skip PurchaseAndRedemptionStatus, spec 001 section 7). */
export const PurchaseInProgress = document<PurchaseInProgressResult, PurchaseInProgressVariables>(
  `query PurchaseInProgress { me { purchaseState { status returnUrl transactionId overdue } } }`,
);

export const PurchaseAndRedemptionStatus = document<PurchaseAndRedemptionStatusResult, PurchaseAndRedemptionStatusVariables>(
  `query PurchaseAndRedemptionStatus { me { purchaseState { status returnUrl pendingPaymentUrl transactionId overdue } voucherRedemptionState { status clientData { slug operation } transactionId actionCode } } }`,
);

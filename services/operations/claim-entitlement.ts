/**
 * Claiming a partner's entitlement (the entitlementId of its activation link) for a partner plan
 * (spec 001 sections 2.2 and 8). A claim makes a subscription, so the session's facts are loaded
 * again before the outcome is routed.
 */
import { defineOperation } from 'journey-engine';
import { ClaimEntitlement } from '../documents/subscription.ts';
import { graphql } from '../graphql.ts';

/**
 * The claim errors as the flows name them: spec 001 section 8's, and the service's own
 * OFFER_NOT_AVAILABLE (outside the offer's dates), EXISTING_USER_NOT_ALLOWED (an offer for new
 * customers only) and FOLLOWING_SUBSCRIPTION_EXISTS (a gift would follow the running subscription,
 * but another one already does). A reason not listed is an error.
 */
const REFUSALS: Record<string, string> = {
  ALREADY_CLAIMED: 'alreadyClaimed',
  ENTITLEMENT_IS_CANCELLED: 'cancelled',
  USER_ALREADY_HAS_TRUSTED_PARTY_SUBSCRIPTION: 'hasThirdPartySubscription',
  NOT_FOUND: 'notFound',
  TRUSTED_PARTY_MISMATCH: 'mismatch',
  OFFER_NOT_AVAILABLE: 'offerOver',
  EXISTING_USER_NOT_ALLOWED: 'existingUserNotAllowed',
  FOLLOWING_SUBSCRIPTION_EXISTS: 'followingSubscriptionExists',
};

export const claimEntitlement = defineOperation({
  name: 'subscription.claimEntitlement',
  carriesOn: ['claimed'],
  inputs: { entitlementId: "The partner link's entitlement, any case.", planSlug: "The offer's plan slug." },
  requiredInputs: ['entitlementId', 'planSlug'],
  description:
    'Claim a partner entitlement (input entitlementId and planSlug): claimed (with subscriptionNumber), or one outcome per claim error: alreadyClaimed, cancelled, hasThirdPartySubscription, notFound, mismatch, offerOver, existingUserNotAllowed, followingSubscriptionExists.',
  outcomes: ['claimed', ...Object.values(REFUSALS), 'error'],
  results: {
    claimed: { subscriptionNumber: 'The subscription the claim made.' },
    ...Object.fromEntries(Object.entries(REFUSALS).map(([reason, outcome]) => [outcome, { reason: `The service's reason: ${reason}.` }])),
    error: { reason: "The service's reason, one the refusals do not name." },
  },
  changesSession: true,
  async call(input) {
    const { claimEntitlement: answer } = await graphql('subscription', ClaimEntitlement, {
      entitlementId: String(input.entitlementId ?? ''),
      planSlug: String(input.planSlug ?? ''),
    });
    if (answer.__typename === 'ClaimSuccess') return { outcome: 'claimed', data: { subscriptionNumber: answer.subscriptionNumber } };
    return { outcome: REFUSALS[answer.reason] ?? 'error', data: { reason: answer.reason } };
  },
});

/**
 * Claiming a partner's entitlement (spec 001 sections 2.2, 2.4 and 8): the entitlementId of a
 * partner's activation link becomes the visitor's subscription to the offer's plan, once.
 */
import { planCode, planSlug, plans } from '../catalog.ts';
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { offerOfPlan } from '../offers.ts';
import { addSubscription } from '../seed.ts';
import { isRunning } from '../window.ts';
import { afterGiftOf, resumedPlan } from './after-gift.ts';
import { currentSubscription, followsOn, futureSubscription } from './store.ts';

/**
 * Spec 001 section 8's claim errors, in the order they are checked; OFFER_NOT_AVAILABLE and
 * EXISTING_USER_NOT_ALLOWED are the sandbox's own: the spec dates offers (section 2.4) and blocks
 * visitors with a subscription from some of them, but says not how a claim is refused.
 */
export type ClaimFailureReason =
  | 'NOT_FOUND'
  | 'TRUSTED_PARTY_MISMATCH'
  | 'OFFER_NOT_AVAILABLE'
  | 'ENTITLEMENT_IS_CANCELLED'
  | 'ALREADY_CLAIMED'
  | 'USER_ALREADY_HAS_TRUSTED_PARTY_SUBSCRIPTION'
  | 'EXISTING_USER_NOT_ALLOWED'
  | 'FOLLOWING_SUBSCRIPTION_EXISTS';

export type ClaimResult = { subscriptionNumber: string; planSlug: string } | { reason: ClaimFailureReason };

/** The trusted-party ids a subscription may carry (spec 001 section 3.9); other partners leave it empty. */
const TRUSTED_PARTIES = new Set(['tmobile', 'rtl', 'kpn', 'ziggo', 'delta']);

/**
 * Claims in one transaction, so the checks and the claim see the same state. The claim itself is a
 * conditional update, so a double click or a second tab claims once: the other finds it claimed.
 * A gift never replaces what the visitor pays for: an offer for existing customers (its contract's
 * existingSubscription "follows") starts the day the running subscription's paid period, fixed term
 * or given months end, and that one is charged no more (FOLLOWING_SUBSCRIPTION_EXISTS when another
 * subscription is already to follow it); an offer for new customers only is refused.
 */
export async function claimEntitlement(context: SandboxContext, uid: string, entitlementId: string, slug: string): Promise<ClaimResult> {
  const wanted = plans.some((plan) => plan.code === slug) ? slug : planCode(slug);
  return context.db.transaction(async (tx): Promise<ClaimResult> => {
    const { rows } = await tx.query<{ id: string; partner: string; plan_code: string; claimed_by: string | null; cancelled: boolean }>(
      'select id, partner, plan_code, claimed_by, cancelled from partner_entitlements where id = upper($1)',
      [entitlementId],
    );
    const entitlement = rows[0];
    if (!entitlement) return { reason: 'NOT_FOUND' };
    if (entitlement.plan_code !== wanted) return { reason: 'TRUSTED_PARTY_MISMATCH' };
    const offer = offerOfPlan(entitlement.plan_code);
    // An offer is claimed only within its dates, on the sandbox's clock (the landing page says the same).
    if (offer && !isRunning(offer, context.clock.now())) return { reason: 'OFFER_NOT_AVAILABLE' };
    if (entitlement.cancelled) return { reason: 'ENTITLEMENT_IS_CANCELLED' };
    if (entitlement.claimed_by) return { reason: 'ALREADY_CLAIMED' };
    const scope = { db: tx, clock: context.clock };
    const current = await currentSubscription(scope, uid);
    const active = current?.status === 'active' ? current : undefined;
    if (active && (active.reseller || active.trusted_party)) return { reason: 'USER_ALREADY_HAS_TRUSTED_PARTY_SUBSCRIPTION' };
    if (active && offer && !offer.existingUserAllowed) return { reason: 'EXISTING_USER_NOT_ALLOWED' };
    if (active && (await futureSubscription(scope, uid))) return { reason: 'FOLLOWING_SUBSCRIPTION_EXISTS' };

    const claimed = await tx.query('update partner_entitlements set claimed_by = $2 where id = $1 and claimed_by is null and not cancelled returning id', [entitlement.id, uid]);
    if (claimed.rows.length === 0) return { reason: 'ALREADY_CLAIMED' };
    const partner = offer?.partner.id ?? entitlement.partner;
    const today = isoDate(context.clock.now());
    const giftStart = active ? followsOn(active, today) : today;
    // The gift keeps what follows it for the paid plan it interrupts (after-gift.ts): every page says it from the contract.
    const catalog = plans.find((plan) => plan.code === entitlement.plan_code)?.contract;
    const afterGift = active && catalog ? afterGiftOf(catalog, active, giftStart, today) : null;
    const subscriptionNumber = await addSubscription(scope, uid, {
      plan: entitlement.plan_code,
      ...(active ? { status: 'future', startsOn: giftStart } : { startedDaysAgo: 0 }),
      ...(catalog ? { contract: { ...catalog, afterGift } } : {}),
      trustedParty: TRUSTED_PARTIES.has(partner) ? partner : null,
    });
    // "resume": the paid tier comes back the day after the gift, at its regular price, as a subscription that follows it.
    const resumed = afterGift?.mode === 'resume' ? resumedPlan(afterGift.tierId) : undefined;
    if (afterGift?.mode === 'resume' && resumed) await addSubscription(scope, uid, { plan: resumed, status: 'future', startsOn: afterGift.on, trialDays: 0 });
    return { subscriptionNumber, planSlug: planSlug(entitlement.plan_code) };
  });
}

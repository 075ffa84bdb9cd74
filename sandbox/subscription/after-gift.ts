/**
 * What follows a partner's gift claimed by a paying subscriber (issue 60): the gift never replaces
 * the paid plan, it interrupts it. The offer's afterGift says what then: "resume" (the default) brings
 * the paid plan's tier back the day after the gift, at its regular price, as a subscription of its
 * own that follows the gift; "end" lets it stop for good when the gift starts. The contract quoted
 * and kept for the gift says which, with the day (schemas/facts.schema.json $defs/contract afterGift),
 * so every page and the e-mail say it from the same data.
 */
import type { Contract } from '../../schemas/generated/facts.ts';
import { evergreenSlugOf, planCode, plans } from '../catalog.ts';
import type { ContractTerms } from '../contract.ts';
import { offerOfPlan } from '../offers.ts';
import { addDays, contractDates } from './lifecycle.ts';
import type { SubscriptionRow } from './store.ts';

export type AfterGift = NonNullable<Contract['afterGift']>;

/** The plan a paid tier comes back as: the tier's evergreen plan, at its regular price, without a trial. */
export function resumedPlan(tierId: string): string | undefined {
  const slug = evergreenSlugOf(tierId);
  return slug === null ? undefined : plans.find((plan) => plan.code === planCode(slug))?.code;
}

/**
 * What happens to the running paid subscription when a gift of this contract starts on giftStart;
 * null when the contract is no gift, or the tier has no plan to come back as.
 */
export function afterGiftOf(gift: ContractTerms, running: SubscriptionRow, giftStart: string, today: string): AfterGift | null {
  const offer = offerOfPlan(gift.planCode);
  if (!offer || offer.plan.activation !== 'entitlement') return null;
  const tierId = running.contract.tierId;
  if ((offer.afterGift ?? 'resume') === 'end') return { mode: 'end', tierId, price: null, on: giftStart };
  const resumed = plans.find((plan) => plan.code === resumedPlan(tierId));
  const giftEnd = contractDates(gift, giftStart, today).offerEnd;
  if (!resumed || giftEnd === null) return null;
  return { mode: 'resume', tierId, price: resumed.price, on: addDays(giftEnd, 1) };
}

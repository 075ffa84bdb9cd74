/** Changing the tier (switchTier): from the next billing period, once per period (spec 000 section 4). */
import { defineOperation } from 'journey-engine';
import { SwitchTier } from '../documents/subscription.ts';
import { graphql } from '../graphql.ts';

export const switchTier = defineOperation({
  name: 'subscription.switchTier',
  inputs: { tierId: 'The tier to change to: essential, standard or premium.' },
  requiredInputs: ['tierId'],
  description:
    'Change to the tier tierId: success with the day it takes effect (effectiveDate); a refusal or a failure is an error reported as "Switch tier failed for user" (spec 001 section 4.2). Loads the session again.',
  outcomes: ['success', 'error'],
  results: { success: { effectiveDate: 'The day the new tier takes effect (YYYY-MM-DD).' } },
  changesSession: true,
  reportsAs: 'Switch tier failed for user',
  async call(input) {
    const { switchTier: result } = await graphql('subscription', SwitchTier, { tierId: String(input.tierId ?? '') });
    // The failure carries no reason (a dummy field).
    return result.__typename === 'TierSwitchSuccess'
      ? { outcome: 'success', data: { effectiveDate: result.effectiveDate } }
      : { outcome: 'error', data: { code: 'TIER_SWITCH_FAILED' } };
  },
});

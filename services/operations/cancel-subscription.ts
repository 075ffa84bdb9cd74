/** Cancelling the subscription (cancelSubscription), with its union result routed as outcomes. */
import { defineOperation } from 'journey-engine';
import { CancelSubscription } from '../documents/subscription.ts';
import { graphql } from '../graphql.ts';

export const cancelSubscription = defineOperation({
  name: 'subscription.cancel',
  inputs: {},
  description:
    'Cancel the subscription at the end of the period: success with the day it ends (endDate); alreadyCancelled when it was (SUBSCRIPTION_WILL_BE_CANCELLED: another tab, a second press); or refused with a reason (THIRD_PARTY_SUBSCRIPTION, FIXED_TERM_CONTRACT, ...). Loads the session again.',
  outcomes: ['success', 'alreadyCancelled', 'refused', 'error'],
  results: {
    success: { endDate: 'The day the subscription ends (YYYY-MM-DD).' },
    alreadyCancelled: { reason: "The service's reason: SUBSCRIPTION_WILL_BE_CANCELLED." },
    refused: { reason: "The service's reason: THIRD_PARTY_SUBSCRIPTION, FIXED_TERM_CONTRACT, ..." },
  },
  // The subscription now has a pending cancellation: the session's facts are loaded again (spec 001 section 4.2).
  changesSession: true,
  async call() {
    const { cancelSubscription: result } = await graphql('subscription', CancelSubscription);
    if (result.__typename === 'CancellationSuccess') return { outcome: 'success', data: { endDate: result.endDate } };
    return { outcome: result.reason === 'SUBSCRIPTION_WILL_BE_CANCELLED' ? 'alreadyCancelled' : 'refused', data: { reason: result.reason } };
  },
});

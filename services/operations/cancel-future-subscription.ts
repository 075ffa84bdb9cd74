/** Cancelling the subscription that was to follow the current one, before it starts (/mijn-abonnement/toekomstig-abonnement-opzeggen). */
import { defineOperation } from 'journey-engine';
import { CancelFutureSubscription } from '../documents/subscription.ts';
import { graphql } from '../graphql.ts';

export const cancelFutureSubscription = defineOperation({
  name: 'subscription.cancelFutureSubscription',
  inputs: {},
  description:
    'Cancel the future subscription (a renewal that has not started): success; nothingPending when there is none (cancelled in another tab, a second press). Loads the session again.',
  outcomes: ['success', 'nothingPending', 'error'],
  results: {},
  changesSession: true,
  async call() {
    const { cancelFutureSubscription: result } = await graphql('subscription', CancelFutureSubscription);
    if (result.__typename === 'CancelFutureSubscriptionSuccess') return { outcome: 'success' };
    return result.reason === 'NO_FUTURE_SUBSCRIPTION' ? { outcome: 'nothingPending' } : { outcome: 'error', data: { code: result.reason } };
  },
});

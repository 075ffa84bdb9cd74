/** Cancelling the subscription (cancelSubscription), with its union result routed as outcomes. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { CancelSubscription } from '../documents/subscription.ts';

export const cancelSubscription = defineOperation({
  name: 'subscription.cancel',
  description: 'Cancel the subscription at the end of the period: success with the last day (endDate), or refused with a reason.',
  outcomes: ['success', 'refused', 'error'],
  async call() {
    const { graphql } = await import('../graphql.ts');
    const { cancelSubscription: result } = await graphql('subscription', CancelSubscription);
    return result.__typename === 'CancellationSuccess' ? { outcome: 'success', data: { endDate: result.endDate } } : { outcome: 'refused', data: { reason: result.reason } };
  },
});

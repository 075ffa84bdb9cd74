/** Undoing a pending cancellation (revokeCancellation): the subscription goes on. */
import { defineOperation } from 'journey-engine';
import { RevokeCancellation } from '../documents/subscription.ts';
import { graphql } from '../graphql.ts';

export const revokeCancellation = defineOperation({
  name: 'subscription.revokeCancellation',
  inputs: {},
  description: 'Undo the pending cancellation: success; nothingPending when none is (undone in another tab, a second press); or refused with a reason. Loads the session again.',
  outcomes: ['success', 'nothingPending', 'refused', 'error'],
  results: {
    nothingPending: { reason: "The service's reason: NO_PENDING_CANCELLATION." },
    refused: { reason: "The service's reason why the cancellation cannot be undone." },
  },
  changesSession: true,
  async call() {
    const { revokeCancellation: result } = await graphql('subscription', RevokeCancellation);
    if (result.__typename === 'RevokeCancellationSuccess') return { outcome: 'success' };
    return { outcome: result.reason === 'NO_PENDING_CANCELLATION' ? 'nothingPending' : 'refused', data: { reason: result.reason } };
  },
});

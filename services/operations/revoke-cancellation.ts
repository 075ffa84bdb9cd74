/** Undoing a pending cancellation (revokeCancellation): the subscription goes on. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { RevokeCancellation } from '../documents/subscription.ts';

export const revokeCancellation = defineOperation({
  name: 'subscription.revokeCancellation',
  description: 'Undo the pending cancellation: success, or refused with a reason (no cancellation pending, or it took effect). Loads the session again.',
  outcomes: ['success', 'refused', 'error'],
  changesSession: true,
  async call() {
    const { graphql } = await import('../graphql.ts');
    const { revokeCancellation: result } = await graphql('subscription', RevokeCancellation);
    return result.__typename === 'RevokeCancellationSuccess' ? { outcome: 'success' } : { outcome: 'refused', data: { reason: result.reason } };
  },
});

/**
 * Repairs an active subscription the previous platform left without its tier (spec 001 section
 * 4.4, fixBedrockSubscription). After a repair the service needs a moment before a new session
 * sees it: the operation answers after 3 timeout units, and the flow then ends the session.
 */
import { timeoutUnitMs } from '../../config/site.json';
import { defineOperation } from 'journey-engine';
import { FixBedrockSubscription } from '../documents/subscription.ts';
import { graphql } from '../graphql.ts';

const SETTLE_UNITS = 3;

export const fixBedrock = defineOperation({
  name: 'subscription.fixBedrock',
  carriesOn: ['fixed'],
  inputs: {},
  description:
    'Repair an active subscription the previous platform left without its tier (fixBedrockSubscription); fixed after 3 timeout units, error when there was nothing to repair.',
  outcomes: ['fixed', 'error'],
  results: {},
  async call() {
    const { fixBedrockSubscription: fixed } = await graphql('subscription', FixBedrockSubscription);
    if (!fixed) return { outcome: 'error', data: { code: 'SUBSCRIPTION_NOT_REPAIRED' } };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_UNITS * timeoutUnitMs));
    return { outcome: 'fixed' };
  },
});

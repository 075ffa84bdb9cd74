/**
 * The onboarding geo check (IsOnboardingGeoBlocked): the service is only for visitors in the
 * Netherlands. Made once per visit of the site (spec 001 section 4.7), then answered from the cache.
 */
import { defineOperation } from 'journey-engine';
import { IsOnboardingGeoBlocked } from '../documents/account.ts';
import { cachedRead } from '../graphql.ts';

export const geoCheck = defineOperation({
  name: 'account.geoCheck',
  carriesOn: ['allowed'],
  safe: true,
  inputs: {},
  description: 'Whether onboarding is blocked for this visitor because they are abroad.',
  outcomes: ['allowed', 'blocked', 'error'],
  results: {},
  async call() {
    const { isOnboardingGeoBlocked } = await cachedRead(['IsOnboardingGeoBlocked'], 'account', IsOnboardingGeoBlocked);
    return { outcome: isOnboardingGeoBlocked ? 'blocked' : 'allowed' };
  },
});

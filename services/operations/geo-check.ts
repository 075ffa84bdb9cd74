/** The onboarding geo check (IsOnboardingGeoBlocked): the service is only for visitors in the Netherlands. */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { IsOnboardingGeoBlocked } from '../documents/account.ts';

export const geoCheck = defineOperation({
  name: 'account.geoCheck',
  description: 'Whether onboarding is blocked for this visitor because they are abroad.',
  outcomes: ['allowed', 'blocked', 'error'],
  async call() {
    const [{ graphql }, { fresh }] = await Promise.all([import('../graphql.ts'), import('../cache.ts')]);
    const { isOnboardingGeoBlocked } = await fresh(['IsOnboardingGeoBlocked'], () => graphql('account', IsOnboardingGeoBlocked));
    return { outcome: isOnboardingGeoBlocked ? 'blocked' : 'allowed' };
  },
});

/** The account service's GraphQL documents (spec 000 section 7, spec 001 section 7), typed. */
import { document } from '../document.ts';

export interface FeatureFlags {
  isBlackFriday: boolean;
  priceIncrease: boolean;
  repeat_title: boolean;
  button_tiers: boolean;
  /** The registration's privacy step offers the newsletter. */
  privacy_step_newsletter: boolean;
}

const FLAGS = 'isBlackFriday priceIncrease repeat_title button_tiers privacy_step_newsletter';

/** Each "variant" or "control"; null where the user takes no part. */
export type Experiments = Record<'trialExperiment' | 'savod' | 'optInExperiment' | 'loginLink' | 'registrationExperiment', 'variant' | 'control' | null>;

export const UserAccountPropsAuthenticated = document<{ me: { isPromo: boolean; hash: string; featureFlags: FeatureFlags; experiments: Experiments } }>(
  `query UserAccountPropsAuthenticated { me { isPromo hash featureFlags { ${FLAGS} } experiments { trialExperiment savod optInExperiment loginLink registrationExperiment } } }`,
);

export const UserIsInDebt = document<{ me: { isInDebt: 'NO_DEBT' | 'BAD_DEBT_ON_THIS_ACCOUNT' | 'BAD_DEBT_ON_OTHER_ACCOUNT' } }>(`query UserIsInDebt { me { isInDebt } }`);

export const IsOnboardingGeoBlocked = document<{ isOnboardingGeoBlocked: boolean }>(`query IsOnboardingGeoBlocked { isOnboardingGeoBlocked }`);

export const GetUserInfo = document<{ me: { user: { id: string; email: string; firstName: string | null; lastName: string | null } } }>(
  `query GetUserInfo { me { user { id email firstName lastName } } }`,
);

export const FeatureFlagsQuery = document<{ featureFlags: FeatureFlags }>(`query FeatureFlags { featureFlags { ${FLAGS} } }`);

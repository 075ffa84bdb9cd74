/** The account service's GraphQL documents (spec 000 section 7, spec 001 section 7), typed. */
import { document } from '../document.ts';
import type {
  FeatureFlagsQueryResult,
  FeatureFlagsQueryVariables,
  GetUserInfoResult,
  GetUserInfoVariables,
  IsOnboardingGeoBlockedResult,
  IsOnboardingGeoBlockedVariables,
  UserAccountPropsAuthenticatedResult,
  UserAccountPropsAuthenticatedVariables,
  UserIsInDebtResult,
  UserIsInDebtVariables,
  VisitorExperimentsResult,
  VisitorExperimentsVariables,
} from './types.ts';

const FLAGS = 'isBlackFriday priceIncrease repeat_title button_tiers privacy_step_newsletter forceAllSignupSteps';

export const UserAccountPropsAuthenticated = document<UserAccountPropsAuthenticatedResult, UserAccountPropsAuthenticatedVariables>(
  `query UserAccountPropsAuthenticated { me { isActive isPromo hadSubscription hash featureFlags { ${FLAGS} } experiments { trialExperiment savod optInExperiment loginLink registrationExperiment } } }`,
);

export const UserIsInDebt = document<UserIsInDebtResult, UserIsInDebtVariables>(`query UserIsInDebt { me { isInDebt } }`);

export const IsOnboardingGeoBlocked = document<IsOnboardingGeoBlockedResult, IsOnboardingGeoBlockedVariables>(`query IsOnboardingGeoBlocked { isOnboardingGeoBlocked }`);

export const GetUserInfo = document<GetUserInfoResult, GetUserInfoVariables>(`query GetUserInfo { me { user { id email firstName lastName } } }`);

export const VisitorExperiments = document<VisitorExperimentsResult, VisitorExperimentsVariables>(
  `query VisitorExperiments { visitorExperiments { trialExperiment savod optInExperiment loginLink registrationExperiment } }`,
);

export const FeatureFlagsQuery = document<FeatureFlagsQueryResult, FeatureFlagsQueryVariables>(`query FeatureFlags { featureFlags { ${FLAGS} } }`);

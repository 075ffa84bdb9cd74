/**
 * The feature flags for anyone, logged in or not (the top-level FeatureFlags query, spec 001
 * section 9.6), cached for the visit: a flow loads them into the facts group "flags" where a page
 * depends on one for an anonymous visitor, such as a Black Friday signup link.
 */
import { defineOperation } from 'journey-engine';
import { FeatureFlagsQuery } from '../documents/account.ts';
import { cachedRead } from '../graphql.ts';

export const featureFlags = defineOperation({
  name: 'account.featureFlags',
  safe: true,
  inputs: {},
  description: 'The feature flags (isBlackFriday, priceIncrease, repeat_title, button_tiers, privacy_step_newsletter, forceAllSignupSteps) without a login; cached.',
  outcomes: ['success', 'error'],
  results: {
    success: {
      isBlackFriday: 'Whether a Black Friday promotion runs now.',
      priceIncrease: 'Whether the plan choice announces the price change.',
      repeat_title: 'A feature flag with no effect the spec names, for flows to use.',
      button_tiers: 'A feature flag with no effect the spec names, for flows to use (an offer may run behind it).',
      privacy_step_newsletter: "Whether the registration's privacy step offers the newsletter.",
      forceAllSignupSteps: 'Whether the registration shows its e-mail step to everyone, a known address filled in to confirm.',
    },
  },
  async call() {
    const { featureFlags: flags } = await cachedRead(['FeatureFlags'], 'account', FeatureFlagsQuery);
    return { outcome: 'success', data: flags };
  },
});

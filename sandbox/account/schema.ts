/** The account service's GraphQL schema (spec 000 section 7, spec 001 section 7), answered by graphql-js. */
import { hadSubscription } from '../contract.ts';
import { promotions } from '../promotions.ts';
import { PRICE_CHANGE_NOTICE } from '../price-change.ts';
import { isRunning } from '../window.ts';
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import type { SandboxContext, SwitchedFlags } from '../context.ts';

const SDL = /* GraphQL */ `
  enum DebtState {
    NO_DEBT
    BAD_DEBT_ON_THIS_ACCOUNT
    BAD_DEBT_ON_OTHER_ACCOUNT
  }

  "Black Friday and the price increase follow the clock; the others are the tester's switches (POST /sandbox/flags)."
  type FeatureFlags {
    isBlackFriday: Boolean!
    priceIncrease: Boolean!
    repeat_title: Boolean!
    button_tiers: Boolean!
    "The privacy step of the registration offers the newsletter."
    privacy_step_newsletter: Boolean!
    "The registration shows its e-mail step to everyone, a known address filled in to confirm."
    forceAllSignupSteps: Boolean!
  }

  "The experiments a user takes part in (spec 001 section 9.6): variant or control; null where the user takes no part."
  type Experiments {
    trialExperiment: String
    savod: String
    optInExperiment: String
    loginLink: String
    registrationExperiment: String
  }

  type User {
    id: ID!
    email: String!
    firstName: String
    lastName: String
  }

  type Me {
    "false for an account still on the previous platform: it is not active on this one (spec 001 section 2.7)."
    isActive: Boolean!
    isPromo: Boolean!
    "Whether the account ever had a subscription (or was billed for one): the trial is one time only, and deals for new customers are not for it."
    hadSubscription: Boolean!
    isInDebt: DebtState!
    "The account's hash, shared with the tracking and feedback tools."
    hash: String!
    featureFlags: FeatureFlags!
    experiments: Experiments!
    user: User!
  }

  type Query {
    "The logged-in user; an error for a visitor without a session."
    me: Me!
    isOnboardingGeoBlocked: Boolean!
    featureFlags: FeatureFlags!
    "The experiments a visitor who is not logged in takes part in, such as the registration experiment."
    visitorExperiments: Experiments!
  }
`;

export const accountSchema: GraphQLSchema = buildSchema(SDL);

/** The tester's flags start off: a flag counts only when strictly true. */
export const NO_FLAGS: SwitchedFlags = { repeat_title: false, button_tiers: false, privacy_step_newsletter: false, forceAllSignupSteps: false };

/**
 * isBlackFriday while a Black Friday promotion (one that ends with BLACK_FRIDAY_NOT_AVAILABLE) runs,
 * by its file in flows/promotions/; priceIncrease around the price change; both on the sandbox clock.
 */
export function featureFlags(context: {
  clock: Pick<SandboxContext['clock'], 'now'>;
  flags: Pick<SandboxContext['flags'], 'for'>;
}): { isBlackFriday: boolean; priceIncrease: boolean } & SwitchedFlags {
  const now = context.clock.now();
  return {
    isBlackFriday: promotions.some((promotion) => promotion.endedReason === 'BLACK_FRIDAY_NOT_AVAILABLE' && isRunning(promotion, now)),
    priceIncrease: isRunning(PRICE_CHANGE_NOTICE, now),
    ...context.flags.for(),
  };
}

interface UserRow {
  uid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_promo: boolean;
  is_in_debt: string;
  on_previous_platform: boolean;
  experiments: Record<string, string>;
}

export function accountResolvers(context: SandboxContext, uid: string | undefined) {
  return {
    me: async () => {
      if (!uid) throw new Error('UNAUTHENTICATED: log in first');
      const user = (
        await context.db.query<UserRow>(
          'select uid, coalesce(account_email, email) as email, first_name, last_name, is_promo, is_in_debt, experiments, on_previous_platform from users where uid = $1',
          [uid],
        )
      ).rows[0];
      if (!user) throw new Error('UNAUTHENTICATED: the session names no account');
      return {
        isActive: !user.on_previous_platform,
        isPromo: user.is_promo,
        hadSubscription: await hadSubscription(context, user.uid),
        isInDebt: user.is_in_debt,
        hash: context.signer.sign(`hash.${user.uid}`).slice(0, 32),
        featureFlags: featureFlags(context),
        experiments: user.experiments,
        user: { id: user.uid, email: user.email, firstName: user.first_name, lastName: user.last_name },
      };
    },
    isOnboardingGeoBlocked: () => context.geo.for().abroad,
    featureFlags: () => featureFlags(context),
    visitorExperiments: () => context.visitorExperiments.for(),
  };
}

export function runAccountQuery(context: SandboxContext, uid: string | undefined, query: string, variables?: Record<string, unknown>, operationName?: string) {
  return graphql({ schema: accountSchema, source: query, rootValue: accountResolvers(context, uid), variableValues: variables, operationName });
}

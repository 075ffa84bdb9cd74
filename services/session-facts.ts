/**
 * What the site knows of the visitor before any answer (spec 001 section 4.6):
 * - a logged-in visitor (a vlId from the configured issuer): the account, its debt, its promo state,
 *   its flags and experiments, its subscription and its newest purchase, from the account and subscription services;
 * - a registration still to finish (the identity provider's regToken, in the page's query after a
 *   social login or kept from a login, for the visit): the pending account's profile;
 * - anyone else: nothing, and nothing is loaded, so the first page stays light.
 */
import { productName, purchaseStatusSkippedUnder } from '../config/site.json';
import type { FactsInput } from 'journey-engine';
import { EMAIL_PATTERN } from 'journey-engine';
import { FeatureFlagsQuery, GetUserInfo, UserAccountPropsAuthenticated, UserIsInDebt } from './documents/account.ts';
import { PurchaseAndRedemptionStatus, Subscription, SubscriptionTier } from './documents/subscription.ts';
import { endSession } from './end-session.ts';
import { experimentsTakenPart } from './experiments.ts';
import { cachedRead, graphql } from './graphql.ts';
import { loadIdentityProvider, type IdentitySdk } from './identity-provider.ts';
import { establishSession } from './identity-session.ts';
import { isServerFault } from './rest.ts';
import { readSessionToken, type SessionToken } from './session-token.ts';
import { keptTransactionId } from './transaction-id.ts';
import { retriedOnce } from './timeout.ts';

const REG_TOKEN_KEY = 'identity:regToken';
const PLAN_PREFIX = new RegExp(`^${productName}-`);

type Report = (error: { message: string; detail?: unknown }) => void;

/** Why the session could not be loaded as it should; startup decides where such a visitor goes. */
export type SessionProblem = 'user-not-loaded' | 'identity-provider-not-loaded' | 'purchase-status-not-loaded';

export interface LoadedSession {
  facts: FactsInput;
  problem?: SessionProblem;
}

function detail(error: unknown): unknown {
  return error instanceof Error ? error.message : error;
}

async function loadSession(report: Report): Promise<LoadedSession> {
  const session = readSessionToken();
  if (session) return loadLoggedIn(session, report);
  return { facts: await loadPendingRegistration(report) };
}

let starting: Promise<LoadedSession> | undefined;
let tellAsked: () => void = () => undefined;
const asked = new Promise<void>((resolve) => (tellAsked = resolve));

/**
 * The session the page starts with, loaded once for the press module (app/press.ts), which may ask
 * it ahead of the site on a page held behind its loading state, and the site's start (main.tsx): the
 * two share this module, in the engine's chunk (vite.config.ts).
 */
export function startingSession(report: Report): Promise<LoadedSession> {
  starting ??= loadSession(report);
  tellAsked();
  return starting;
}

/** Settles once the starting session has been asked, by whichever asked it first. */
export function startingSessionAsked(): Promise<void> {
  return asked;
}

/**
 * The facts after a call that changed the session (a login, a logout). A login that left a session
 * whose user cannot be loaded ends that session rather than keep half of it, and fails: the call's
 * page then says that logging in does not work now, with the visitor's answers kept.
 */
export async function reloadSessionFacts(report: Report): Promise<FactsInput> {
  const { facts, problem } = await loadSession(report);
  if (problem !== 'user-not-loaded') return facts;
  await endSession().catch((error: unknown) => report({ message: 'the half-made session could not be ended', detail: detail(error) }));
  throw new Error('the logged-in user could not be loaded');
}

async function loadLoggedIn(session: SessionToken, report: Report): Promise<LoadedSession> {
  // The provider's script is asked first: its call waits for it, so it is the longest of these
  // chains, and on HTTP/1.1 (six connections to a host) asked after the five queries it waited for
  // one of them to answer before it could start.
  const identityLoaded = loadIdentityProvider().then((sdk) => sdk.call('accounts', 'getAccountInfo', {}).then((info) => ({ sdk, info })));
  const [account, identity, purchase] = await Promise.allSettled([
    // A server's passing fault right after a login does not end it: the account is read again once,
    // after a pause (a lost connection or a timeout each query tries again by itself).
    retriedOnce(() => accountFacts(session), { when: isServerFault, pauseMs: 400 }),
    identityLoaded,
    purchaseStatusSkipped(window.location.pathname) ? Promise.resolve({}) : purchaseFacts(),
  ]);
  if (account.status === 'rejected') {
    report({ message: 'the logged-in user could not be loaded', detail: detail(account.reason) });
    return { facts: {}, problem: 'user-not-loaded' };
  }
  if (identity.status === 'rejected') {
    // Without the provider no login holds: the visitor starts on the login page, as anyone else.
    report({ message: 'identity provider script failed to load', detail: detail(identity.reason) });
    return { facts: {}, problem: 'identity-provider-not-loaded' };
  }
  // The provider's profile changed its address (case aside): the session is refreshed. The account
  // is the same one, so its facts stand as loaded.
  const { sdk, info } = identity.value;
  const known = account.value.profile?.email;
  const current = (info.profile as { email?: string } | undefined)?.email;
  if (info.errorCode === 0 && current && known && current.toLowerCase() !== known.toLowerCase()) {
    const refreshed = await establishSession(sdk);
    if (!refreshed.ok) report({ message: 'the session could not be refreshed', detail: refreshed });
  }
  if (purchase.status === 'rejected') {
    report({ message: 'the purchase status could not be loaded', detail: detail(purchase.reason) });
    return { facts: account.value, problem: 'purchase-status-not-loaded' };
  }
  return { facts: { ...account.value, ...purchase.value } };
}

/** Spec 001 section 7: the activation routes (config/site.json) follow their own transaction, and load no purchase status. */
const purchaseStatusSkipped = (path: string): boolean => purchaseStatusSkippedUnder.some((under) => path === under || path.startsWith(`${under}/`));

/** The newest purchase and action-code redemption (PurchaseAndRedemptionStatus): one in progress resumes (spec 001 section 4.3). */
async function purchaseFacts(): Promise<Pick<FactsInput, 'purchase' | 'voucherRedemption'>> {
  const { me } = await graphql('subscription', PurchaseAndRedemptionStatus);
  const redemption = me.voucherRedemptionState;
  return {
    purchase: { status: me.purchaseState.status, returnUrl: me.purchaseState.returnUrl, overdue: me.purchaseState.overdue, transactionId: me.purchaseState.transactionId },
    voucherRedemption: {
      status: redemption.status,
      slug: redemption.clientData?.slug ?? null,
      transactionId: redemption.transactionId ?? keptTransactionId(),
      actionCode: redemption.actionCode,
    },
  };
}

/** The facts of a logged-in account (its user, profile, subscription, flags and experiments); the studio loads a demo user's with it. */
export async function accountFacts(session: SessionToken): Promise<FactsInput> {
  const [user, props, debt, current, tier] = await Promise.all([
    graphql('account', GetUserInfo),
    graphql('account', UserAccountPropsAuthenticated),
    graphql('account', UserIsInDebt),
    graphql('subscription', Subscription),
    graphql('subscription', SubscriptionTier),
  ]);
  const plan = current.me.subscription;
  const currentPlan = tier.me.currentPlan;
  const blockedSwitch = currentPlan?.tierSwitch.__typename === 'BlockedTierSwitch' ? currentPlan.tierSwitch : null;
  return {
    user: {
      loggedIn: true,
      id: user.me.user.id ?? session.uid,
      accountStatus: 'verified',
      isActive: props.me.isActive,
      isPromo: props.me.isPromo,
      hadSubscription: props.me.hadSubscription,
      isInDebt: debt.me.isInDebt,
      hasSuspendedSubscription: current.me.hasSuspendedSubscription,
    },
    profile: { email: user.me.user.email, firstName: user.me.user.firstName, lastName: user.me.user.lastName },
    subscription: plan
      ? {
          status: plan.status,
          nextStatus: plan.nextStatus,
          nextStatusEffectiveDate: plan.nextStatusEffectiveDate,
          reseller: plan.reseller as never,
          termType: plan.termType,
          subscriptionNumber: plan.subscriptionNumber,
          tierId: currentPlan?.planDescription.tierId ?? null,
          startDate: plan.startDate,
          endDate: plan.endDate,
          trustedParty: plan.trustedParty,
          cancellationBlocked: plan.allowsCancellation.__typename === 'CancellationBlocked' ? plan.allowsCancellation.reason : null,
          allowsPaymentMethodChange: plan.allowsPaymentMethodChange === true,
          priceCents: currentPlan?.planDescription.normalPeriod.price.amount ?? null,
          price: currentPlan?.price ?? null,
          terms: currentPlan?.terms ?? null,
          contract: currentPlan?.contract ?? null,
          discountEndDate: currentPlan?.contract.dates.offerEnd ?? null,
          nextBillingDate: currentPlan?.nextBillingDate ?? null,
          nextTierId: currentPlan?.nextTier?.tierId ?? null,
          nextTierEffectiveDate: currentPlan?.nextTier?.effectiveDate ?? null,
          tierSwitchBlocked: blockedSwitch?.switchBlockedReason ?? null,
          tierSwitchAvailableDate: blockedSwitch?.switchAvailableDate ?? null,
          // The plan's slug, as the plan-slug routes name it (its code without the product's prefix).
          planSlug: currentPlan ? currentPlan.planDescription.planId.replace(PLAN_PREFIX, '') : null,
          renewalPlanSlug: currentPlan?.renewalPlan ?? null,
          future: current.me.stitchedSubscription
            ? { startDate: current.me.stitchedSubscription.startDate, tierId: current.me.stitchedSubscription.tierId, price: current.me.stitchedSubscription.planPrice }
            : null,
        }
      : {},
    flags: { ...props.me.featureFlags },
    // Only the experiments the user takes part in: a missing one is no group at all.
    experiments: experimentsTakenPart(props.me.experiments),
  };
}

function pendingRegToken(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get('regToken');
  if (fromQuery) rememberRegToken(fromQuery);
  return fromQuery ?? sessionStorage.getItem(REG_TOKEN_KEY);
}

async function loadPendingRegistration(report: Report): Promise<FactsInput> {
  const regToken = pendingRegToken();
  if (!regToken) return {};
  try {
    return await pendingRegistrationFacts(await loadIdentityProvider(), regToken, report);
  } catch (error) {
    report({ message: 'the pending registration could not be loaded', detail: detail(error) });
    return {};
  }
}

/** The facts of a registration still pending, by its token, from the identity provider; the studio loads a demo user's with it. */
export async function pendingRegistrationFacts(sdk: Pick<IdentitySdk, 'call'>, regToken: string, report: Report): Promise<FactsInput> {
  const answer = await sdk.call('accounts', 'getAccountInfo', { regToken });
  if (answer.errorCode !== 0) {
    // An expired or forged token: the visitor starts as anyone else would.
    forgetRegToken();
    return {};
  }
  const profile = (answer.profile ?? {}) as Record<string, string | null>;
  const email = profile.email ?? null;
  return {
    user: { id: String(answer.UID), accountStatus: answer.status === 'incomplete' ? 'incomplete' : 'unverified', regToken },
    // The flags the registration's order reads (all steps forced): the account service answers them
    // without a login. Without them the registration goes on as for everyone: no step is forced.
    flags: await pendingFlags().catch((error: unknown) => {
      report({ message: 'the feature flags could not be loaded', detail: detail(error) });
      return {};
    }),
    profile: {
      email,
      // An address the provider gave that the site's e-mail rule refuses is asked again (spec 000 section 2, rule 2).
      emailError: email !== null && !EMAIL_PATTERN.test(email),
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      gender: profile.gender ?? null,
      birthdate: profile.birthdate ?? null,
    },
  };
}

/** The feature flags of a visitor not logged in, from the visit's cache the account.featureFlags load shares (one call a visit). */
async function pendingFlags(): Promise<NonNullable<FactsInput['flags']>> {
  return { ...(await cachedRead(['FeatureFlags'], 'account', FeatureFlagsQuery)).featureFlags };
}

/** A login that found an incomplete or unverified account keeps its token for the registration. */
export function rememberRegToken(regToken: string): void {
  sessionStorage.setItem(REG_TOKEN_KEY, regToken);
}

/** After the registration is finished the token is spent. */
export function forgetRegToken(): void {
  sessionStorage.removeItem(REG_TOKEN_KEY);
}

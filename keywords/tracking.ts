/**
 * The site's tracking keywords, "funnel" and "withAccountId": what each adds to a step's screen
 * event (the runtime's trackingKeywords). Loaded with the runtime, in the browser too: only the
 * hooks, no schema (keywords/tracking-keywords.ts has their definitions).
 */
import type { TrackingHook } from 'journey-engine';
import type { Funnel } from '../schemas/generated/facts.ts';

export const trackingKeywords = {
  // The funnel step counts while its condition holds (always, without one).
  funnel: ((funnel, { holds }) => (holds(funnel.when) ? { funnel: { name: funnel.name, step: funnel.step, stepName: funnel.stepName } } : {})) satisfies TrackingHook<Funnel>,
  withAccountId: ((asked, { facts }) => (asked && facts.user.id ? { accountId: facts.user.id } : {})) satisfies TrackingHook<boolean>,
};

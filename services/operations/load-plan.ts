/** The plan of a plan-slug route (spec 001 sections 2.3 and 3.6), cached for the visit: a flow loads it into the plan facts. */
import { defineOperation } from 'journey-engine';
import { Plan } from '../documents/subscription.ts';
import { cachedRead } from '../graphql.ts';
import { readSessionToken } from '../session-token.ts';

const NO_LANDING = { image: null, imageAlt: null, title: null, description: null, primaryButton: null, textLink: null };

export const loadPlan = defineOperation({
  name: 'subscription.plan',
  carriesOn: ['found'],
  safe: true,
  inputs: {
    slug: 'The plan slug of the route, or a whole plan code.',
    renewal: "true: the plan as the renewal of the visitor's fixed-term contract (its contract starts the day the term ends, without a trial).",
  },
  requiredInputs: ['slug'],
  description:
    "The plan of a slug (input slug): found, with its code, kind, tier, trial days, the tier's regular price a month (priceCents) and the plan's price model (price), whether a third party pays, the terms of its promotion or offer and who may buy it (eligibleCustomers), and for a partner plan its offer (landing copy, partner, existingUserAllowed, activation, validFrom, validUntil, afterEnd, featureFlag), the plan a running promotion maps the slug to (mappedTo) and whether the plan of a promotion runs (running); notFound; or error.",
  outcomes: ['found', 'notFound', 'error'],
  results: {
    found: {
      slug: "The plan's slug.",
      code: "The plan's whole code.",
      kind: 'evergreen, promo (a 2-week trial), no-promo, discounted, black-friday, partner or voucher.',
      tierId: "The plan's tier: essential, standard or premium.",
      paidThroughThirdParty: 'Whether a third party pays for the plan.',
      trialDays: 'The free days before the first payment.',
      priceCents: "The tier's regular price a month, in cents.",
      price: "The plan's price model.",
      contract: "The contract this visitor would agree to, with its days as if bought today on the service's clock (schemas/facts.schema.json $defs/contract).",
      existingUserAllowed: 'false: a visitor with an active subscription cannot use the offer.',
      activation: 'How the offer is activated: entitlement, purchase or actionCode; null for a plan without an offer.',
      validFrom: "The offer's first day (YYYY-MM-DD), or null.",
      validUntil: "The offer's last day (YYYY-MM-DD), or null.",
      afterEnd: "Where the offer's pages lead once it has ended, or null.",
      featureFlag: 'The feature flag the offer runs behind, or null.',
      mappedTo: 'The slug of the plan a running promotion maps this slug to, or null.',
      running: "false for a promotion's or an offer's plan outside its dates.",
      startsOn: "The first day of the plan's promotion or offer while it has not started yet (YYYY-MM-DD), or null.",
      eligibleCustomers: 'Who may buy it: everyone, newCustomers or formerSubscribers.',
      landing: "The offer's landing copy (image, imageAlt, title, description, primaryButton, textLink), each null without one.",
      partner: "The offer's partner (id, name), each null without one.",
      terms: 'The terms of its promotion or offer (title, description, text), each null without them.',
    },
  },
  async call(input) {
    const slug = String(input.slug ?? '');
    if (slug === '') return { outcome: 'notFound' };
    const renewal = input.renewal === true;
    // The contract is this visitor's (the trial only for whoever never had a subscription): cached per session.
    const session = readSessionToken(globalThis.document?.cookie ?? '')?.uid ?? null;
    const { plan } = await cachedRead(['plan', slug, renewal, session], 'subscription', Plan, { slug, renewal });
    if (!plan) return { outcome: 'notFound' };
    // The landing copy lies under copy.landing.default (spec 001 section 3.6); the facts hold it flat, with nulls where there is none.
    const { copy, partner, terms, ...rest } = plan;
    return {
      outcome: 'found',
      data: { ...rest, landing: copy?.landing.default ?? NO_LANDING, partner: partner ?? { id: null, name: null }, terms: terms ?? { title: null, description: null, text: null } },
    };
  },
});

/** The facts of an anonymous visitor who has told us nothing yet; everything else is layered on top. */
import type { Facts, FactsInput } from './types.ts';

export function defaultFacts(now: string): Facts {
  return {
    now,
    user: { loggedIn: false, id: null, accountStatus: 'anonymous', regToken: null, isNew: false, isPromo: false, isInDebt: 'NO_DEBT', hasSuspendedSubscription: false, isOnboardingGeoBlocked: false },
    profile: { email: null, emailError: false, emailPrefilled: false, firstName: null, lastName: null, gender: null, birthdate: null },
    subscription: {
      status: null,
      nextStatus: null,
      nextStatusEffectiveDate: null,
      reseller: null,
      tierId: null,
      termType: null,
      subscriptionNumber: null,
      startDate: null,
      endDate: null,
      trustedParty: null,
      cancellationBlocked: null,
      allowsPaymentMethodChange: false,
      priceCents: null,
      discountedPriceCents: null,
      discountedMonths: null,
      nextBillingDate: null,
      nextTierId: null,
      nextTierEffectiveDate: null,
      tierSwitchBlocked: null,
      tierSwitchAvailableDate: null,
    },
    plan: {
      slug: null,
      tierId: null,
      paidThroughThirdParty: false,
      code: null,
      kind: null,
      trialDays: 0,
      priceCents: null,
      discountedPriceCents: null,
      discountedMonths: null,
      partner: { id: null, name: null },
      existingUserAllowed: true,
      activation: null,
      validFrom: null,
      validUntil: null,
      afterEnd: null,
      featureFlag: null,
      mappedTo: null,
      running: true,
      landing: { image: null, imageAlt: null, title: null, description: null, primaryButton: null, textLink: null },
      terms: { title: null, text: null },
    },
    tiers: [],
    invoices: { list: [], openCount: 0, openAmountCents: 0 },
    invoice: {
      invoiceNumber: null,
      date: null,
      orderNumber: null,
      item: null,
      description: null,
      periodStart: null,
      periodEnd: null,
      quantity: null,
      excludingVatCents: null,
      vatCents: null,
      includingVatCents: null,
      status: null,
      open: false,
    },
    newsletter: { subscribed: false },
    partners: {},
    purchase: { status: null, returnUrl: null },
    voucherRedemption: { status: null, slug: null, transactionId: null },
    payment: { transactionId: null, status: null, planCode: null, paymentMethod: null, transactionMethod: null, amountCents: null, voucherCode: null },
    flags: {},
    experiments: {},
    query: {},
    params: {},
    location: { path: '/' },
    answers: {},
  };
}

/** The facts of this page (now, query, route, answers, location) over a session's facts. */
export function pageFacts(session: FactsInput, page: Pick<Facts, 'now' | 'query' | 'params' | 'answers' | 'location'>): Facts {
  return mergeFacts(defaultFacts(page.now), session, { query: page.query, params: page.params, answers: page.answers, location: page.location });
}

/** Layers partial facts over the defaults, one group deep: a group given replaces only the keys it names. */
export function mergeFacts(base: Facts, ...layers: readonly FactsInput[]): Facts {
  const merged: Record<string, unknown> = { ...base };
  for (const layer of layers) {
    for (const [group, value] of Object.entries(layer)) {
      const current = merged[group];
      merged[group] =
        value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
          ? { ...current, ...value }
          : value;
    }
  }
  return merged as unknown as Facts;
}

/* Written by journey-engine types from schemas/facts.schema.json and 16 flows. Do not edit: run it again (--check tells whether it is current). */
export type Variant = "variant" | "control";

/**
 * The context every condition reads. A condition's {"var": "a.b"} must name a path described here; the validator rejects any other (rule unknown-fact). Add a new flag or experiment here before a flow reads it. Each property's default is what a visitor who has told nothing has; npm run generate makes schemas/generated/facts-defaults.ts of them. A group marked x-load is one a flow's load may fill (its into).
 */
export interface Facts {
  user: {
    /**
     * A vlId session cookie from the configured issuer is present.
     */
    loggedIn?: boolean;
    id?: string | null;
    /**
     * The identity provider's view of the account: incomplete accounts must finish registration (206001), unverified ones verify their e-mail (206002).
     */
    accountStatus?: "anonymous" | "incomplete" | "unverified" | "verified";
    /**
     * The identity provider's token of a registration still to finish (an incomplete account, such as after a social login).
     */
    regToken?: string | null;
    /**
     * The account was created in this visit.
     */
    isNew?: boolean;
    /**
     * The account is active on this platform: false for an account still on the previous platform, which sees the new-platform notice on every page but those a site guard allows (spec 001 section 2.7). A cancelled subscription leaves the account active: its winback pages apply.
     */
    isActive?: boolean;
    isPromo?: boolean;
    /**
     * The account ever had a subscription, or was billed for one (the account service's answer): the trial is one time only, and a deal for new customers is not for it.
     */
    hadSubscription?: boolean;
    isInDebt?: "NO_DEBT" | "BAD_DEBT_ON_THIS_ACCOUNT" | "BAD_DEBT_ON_OTHER_ACCOUNT";
    hasSuspendedSubscription?: boolean;
    isOnboardingGeoBlocked?: boolean;
  };
  /**
   * What the identity provider's profile already holds (for example from a social login).
   */
  profile: {
    email?: string | null;
    /**
     * The known e-mail address was refused (invalid or already registered) and must be entered again.
     */
    emailError?: boolean;
    /**
     * The e-mail address was filled in for the visitor (from a social login or an earlier page) and must be confirmed.
     */
    emailPrefilled?: boolean;
    firstName?: string | null;
    lastName?: string | null;
    gender?: string | null;
    /**
     * YYYY-MM-DD
     */
    birthdate?: string | null;
  };
  subscription: {
    /**
     * active or suspended; compare case-insensitively.
     */
    status?: string | null;
    nextStatus?: string | null;
    nextStatusEffectiveDate?: string | null;
    reseller?:
      | null
      | "NPL"
      | "RTLXL"
      | "KPN"
      | "ZIGGO"
      | "TMNL"
      | "APPLE"
      | "GOOGLE"
      | "SAMSUNG"
      | "DELTA"
      | "TMOBILE_GOGOGODEALS"
      | "RTL";
    /**
     * The current plan's tier; null without a subscription, and for an active subscription the previous platform left without its tier (spec 001 section 4.4).
     */
    tierId?: string | null;
    termType?: string | null;
    subscriptionNumber?: string | null;
    /**
     * The first day (YYYY-MM-DD).
     */
    startDate?: string | null;
    /**
     * The last day of a subscription that ends (YYYY-MM-DD); null while it runs on.
     */
    endDate?: string | null;
    /**
     * The trusted party a subscription comes through (tmobile, rtl, kpn, ziggo, delta), spec 001 section 3.9.
     */
    trustedParty?: string | null;
    /**
     * Why the subscriber may not cancel (THIRD_PARTY_SUBSCRIPTION, FIXED_TERM_CONTRACT): allowsCancellation's blocked variant; null when cancelling is allowed.
     */
    cancellationBlocked?: string | null;
    /**
     * The payment method may be changed: only when strictly true.
     */
    allowsPaymentMethodChange?: boolean;
    /**
     * The regular price a month (the normal period).
     */
    priceCents?: number | null;
    /**
     * What the current plan costs, as it was sold; null without a plan.
     */
    price?: null | PlanPrice;
    /**
     * The terms of the promotion or offer the plan was bought with, while its months run; null otherwise.
     */
    terms?: null | Terms;
    /**
     * The last day of a promotion's or fixed term's discounted price (YYYY-MM-DD); null without a discount.
     */
    discountEndDate?: string | null;
    /**
     * The next payment (YYYY-MM-DD); null when none follows.
     */
    nextBillingDate?: string | null;
    /**
     * A pending tier change: the tier from nextTierEffectiveDate.
     */
    nextTierId?: string | null;
    nextTierEffectiveDate?: string | null;
    /**
     * Why a tier change is not possible now (THIRD_PARTY_SUBSCRIPTION, CANCELLATION_PENDING, VOUCHER_SUBSCRIPTION, PROMOTION, ALREADY_SWITCHED_THIS_PERIOD); null when it is.
     */
    tierSwitchBlocked?: string | null;
    /**
     * From when a blocked tier change is possible again, where the service knows.
     */
    tierSwitchAvailableDate?: string | null;
    /**
     * The current plan's slug, as the plan-slug routes name it (12-maanden-ltc-plus); null while the service does not know the plan.
     */
    planSlug?: string | null;
    /**
     * The slug of the plan a renewal of a running fixed term buys: the current plan while it is sold, else the catalog's fixed-term plan of its tier; null after the term, without one, or when nothing renews it.
     */
    renewalPlanSlug?: string | null;
    /**
     * The subscription that follows the current one (a renewal of a fixed-term contract, the spec's stitchedSubscription); null when none does.
     */
    future?: {
      /**
       * Its first day (YYYY-MM-DD): the day the contract ends.
       */
      startDate?: string;
      tierId?: string;
      price?: PlanPrice1;
    } | null;
    /**
     * The contract the current subscription was sold by, as the sale recorded it, with its days so far; null without a plan.
     */
    contract?: null | Contract;
  };
  /**
   * The plan of the page's route (its slug), loaded by the flow (subscription.plan, spec 001 section 3.6).
   */
  plan: {
    slug?: string | null;
    tierId?: string | null;
    paidThroughThirdParty?: boolean;
    /**
     * The plan code the purchase names.
     */
    code?: string | null;
    /**
     * evergreen, promo (a 2-week trial), no-promo, discounted (a promotion's or a fixed-term plan), partner or voucher: a voucher's plan is bought only with its action code.
     */
    kind?: string | null;
    /**
     * Free days before the first charge; 0 without a trial.
     */
    trialDays?: number;
    /**
     * The regular monthly price.
     */
    priceCents?: number | null;
    /**
     * What the plan costs: the price model its sale charges.
     */
    price?: null | PlanPrice;
    /**
     * The partner whose offer the plan is (its offer file); ids null for any other plan.
     */
    partner?: {
      id?: string | null;
      name?: string | null;
    };
    /**
     * false: a visitor with an active subscription may not use this plan's offer (spec 001 section 2.4).
     */
    existingUserAllowed?: boolean;
    /**
     * How the offer of a partner plan is activated: entitlement, purchase or actionCode; null for any other plan.
     */
    activation?: string | null;
    /**
     * The offer's first day (YYYY-MM-DD, Europe/Amsterdam), or null.
     */
    validFrom?: string | null;
    /**
     * The offer's last day (YYYY-MM-DD, Europe/Amsterdam), or null.
     */
    validUntil?: string | null;
    /**
     * Where the offer's pages lead once it has ended, or null.
     */
    afterEnd?: string | null;
    /**
     * The plan's landing copy (copy.landing.default, spec 001 section 3.6): Dutch text from the offer file; null fields when the plan has none.
     */
    landing?: {
      image?: string | null;
      imageAlt?: string | null;
      title?: string | null;
      primaryButton?: string | null;
      textLink?: string | null;
      description?: string[] | null;
    };
    terms?: Terms1;
    /**
     * Who may buy it: everyone, only new customers (who never had a subscription), or only former subscribers (who received the promotion's e-mail).
     */
    eligibleCustomers?: "everyone" | "newCustomers" | "formerSubscribers";
    /**
     * The feature flag a partner plan's offer runs behind, or null.
     */
    featureFlag?: string | null;
    /**
     * While a promotion runs that takes this slug over (spec 001 section 9.4), the slug of its plan; else null.
     */
    mappedTo?: string | null;
    /**
     * false for a promotion's plan outside its dates, as the subscription service's clock has it; true for any other plan.
     */
    running?: boolean;
    /**
     * The first day of the plan's promotion or offer while it has not started yet (YYYY-MM-DD, on the service's clock); null once it has, or without a start.
     */
    startsOn?: string | null;
    /**
     * The contract the plan is sold by to this visitor, with its days as if bought today (the activation page's summary); null until the plan is loaded.
     */
    contract?: null | Contract;
  };
  /**
   * The tiers of the plan choice, cheapest first, with their features and prices (FetchTiers), loaded by the page: the regular price a month, and the promotion that runs now for the plan choice, if any.
   */
  tiers: Tier[];
  /**
   * The logged-in subscriber's invoices (billing.invoices), loaded by the page: newest first, and the open ones' count and sum.
   */
  invoices: {
    list?: Invoice[];
    openCount?: number;
    openAmountCents?: number;
  };
  invoice: Invoice1;
  /**
   * Whether the logged-in user receives the newsletter, where a page loaded it (newsletter.status).
   */
  newsletter: {
    subscribed?: boolean;
  };
  /**
   * The logged-in visitor's newest purchase (PurchaseAndRedemptionStatus, spec 001 section 3.5).
   */
  purchase: {
    /**
     * INITIALIZED, IN_PROGRESS, FINISHED, FRAUD, PAYMENT_FAILED, PAYMENT_CANCELLED, PAYMENT_REJECTED, BLOCKED, or NONE_IN_PROGRESS; null when not loaded.
     */
    status?: string | null;
    /**
     * The page of the site the payment returns to.
     */
    returnUrl?: string | null;
    /**
     * The purchase's transaction, as the payment service knows it: the status page follows a pending payment with it in any browser of the account, not only the one that started it.
     */
    transactionId?: string | null;
    /**
     * In progress for longer than the 5 minutes a pending payment is waited for (spec 000 section 9, on the payment service's clock): the site no longer takes the visitor back to it.
     */
    overdue?: boolean;
  };
  /**
   * The logged-in visitor's newest redemption of an action code (PurchaseAndRedemptionStatus, spec 001 sections 3.5 and 4.3).
   */
  voucherRedemption: {
    /**
     * IN_PROGRESS while its payment is pending, NONE_IN_PROGRESS without one.
     */
    status?: string | null;
    /**
     * The plan the code is redeemed for (clientData.slug).
     */
    slug?: string | null;
    /**
     * The redemption's transaction, as the payment service knows it (in any browser of the account); else the one kept in local storage (vl-transaction-id).
     */
    transactionId?: string | null;
    /**
     * The action code being redeemed: the activation it resumes on carries it (actiecode, spec 001 section 4.3).
     */
    actionCode?: string | null;
  };
  /**
   * A payment the page reports on, loaded by the flow (payment.status).
   */
  payment: {
    transactionId?: string | null;
    /**
     * The transaction state: INITIALIZED, IN_PROGRESS, FINISHED, PAYMENT_FAILED, PAYMENT_CANCELLED, PAYMENT_REJECTED, ... (spec 000 section 4).
     */
    status?: string | null;
    planCode?: string | null;
    paymentMethod?: string | null;
    amountCents?: number | null;
    /**
     * The payment method as the activation routes name it: ideal, paypal or creditcard.
     */
    transactionMethod?: string | null;
    /**
     * The action code the payment redeems, if any.
     */
    voucherCode?: string | null;
    /**
     * Still pending 5 minutes after it started (on the payment service's clock): the status page stops checking and says what the visitor can do.
     */
    overdue?: boolean;
  };
  /**
   * Feature flags. Conditions must compare with true ({"===": [{"var": "flags.x"}, true]}): a flag counts only when strictly true.
   */
  flags: {
    isBlackFriday?: boolean;
    priceIncrease?: boolean;
    /**
     * Show the e-mail step to every visitor, even when the profile holds a valid address.
     */
    forceAllSignupSteps?: boolean;
    repeat_title?: boolean;
    button_tiers?: boolean;
    privacy_step_newsletter?: boolean;
  };
  /**
   * The experiments the logged-in user takes part in (the account service's me.experiments); one the user takes no part in is not set.
   */
  experiments: {
    /**
     * In the variant the password step is skipped: the visitor sets a password from the verification e-mail.
     */
    registrationExperiment?: "variant" | "control";
    /**
     * control: the 2-week trials give 14 days; variant: 7 days; not set: no trial, the 2-week trial slugs lead to the plain plans (spec 001 sections 9.2 and 9.4).
     */
    trialExperiment?: "variant" | "control";
    savod?: Variant;
    optInExperiment?: Variant;
    loginLink?: Variant;
  };
  /**
   * The page's query parameters.
   */
  query: {
    [k: string]: string | undefined;
  };
  /**
   * The route's parameters, such as partnerName.
   */
  params: {
    [k: string]: string | undefined;
  };
  /**
   * Where the visitor is.
   */
  location: {
    /**
     * The current page: its path and query, such as /mijn-abonnement?tab=facturen. What a protected page passes to the login page as its redirect.
     */
    path: string;
    /**
     * The page before this one in the visitor's tab (its path and query), where the site sent them on from: an error page's "Opnieuw proberen". Not known after a reload or on the first page.
     */
    from?: string;
  };
  /**
   * What the visitor entered in this flow, by field name. A condition may read only fields that a step of the same flow declares.
   */
  answers: {
    [k: string]: unknown | undefined;
  };
  /**
   * The answer of the service call whose outcome is being routed.
   */
  result?: unknown;
  /**
   * The partners of the offer files by id, with the name visitors read ("ah": Albert Heijn); known at build time.
   */
  partners: {
    [k: string]:
      | {
          name: string;
        }
      | undefined;
  };
  /**
   * The company behind the site as its company page states it (config/site.json's company); known at build time.
   */
  company?: {
    /**
     * The legal name, as registered.
     */
    legalName?: string | null;
    /**
     * The registered address.
     */
    address?: string | null;
    /**
     * The number at the Kamer van Koophandel.
     */
    kvk?: string | null;
    /**
     * The VAT (btw) identification number.
     */
    btw?: string | null;
    /**
     * True in the sandbox's build while config/site.json marks the values as the sandbox's examples (company.sandboxValues): the company page says so. Always false in a production build.
     */
    exampleValues?: boolean;
  };
}
/**
 * What a plan costs (spec 001 section 9.3): the one model the payment service charges and every page shows through the price operator (operators/price.ts: {"price": [{"var": "plan.price"}]}); for a tier, the price of its evergreen plan.
 */
export interface PlanPrice {
  /**
   * One payment during the offer, in cents; for a plan without an offer, its regular price a month.
   */
  amountCents: number;
  /**
   * The months one payment covers: 1, 3, 6 or 12.
   */
  periodMonths: number;
  /**
   * Paid once for all its months, not again each period.
   */
  oneTime: boolean;
  /**
   * How long the offer's price lasts; null for a plan at its regular price.
   */
  months: number | null;
  /**
   * The regular price of the same period, compared with ("in plaats van"); null when nothing is compared.
   */
  regularCents: number | null;
  /**
   * The price a month after the offer; null when nothing follows (a partner's gift stops by itself).
   */
  thenMonthlyCents: number | null;
  /**
   * The partner who pays the months; null when the visitor pays.
   */
  paidBy: string | null;
  /**
   * A change of the tier's regular price ahead (the price-increase notice): the regular payments (of a plan without an offer, or those after the offer) dated on or after its day cost its amount. Null or absent: none ahead.
   */
  priceChange?: null | {
    /**
     * The day the new price holds from, YYYY-MM-DD.
     */
    date: string;
    /**
     * The regular price a month from that day.
     */
    amountCents: number;
  };
}
/**
 * The terms (actievoorwaarden) of a promotion or a partner offer, as the buyer reads them before paying.
 */
export interface Terms {
  title?: string | null;
  /**
   * A promotion's summary of its terms; null for a partner offer.
   */
  description?: string | null;
  /**
   * The clauses, one paragraph each.
   */
  text?: string[] | null;
}
/**
 * What a plan costs (spec 001 section 9.3): the one model the payment service charges and every page shows through the price operator (operators/price.ts: {"price": [{"var": "plan.price"}]}); for a tier, the price of its evergreen plan.
 */
export interface PlanPrice1 {
  /**
   * One payment during the offer, in cents; for a plan without an offer, its regular price a month.
   */
  amountCents: number;
  /**
   * The months one payment covers: 1, 3, 6 or 12.
   */
  periodMonths: number;
  /**
   * Paid once for all its months, not again each period.
   */
  oneTime: boolean;
  /**
   * How long the offer's price lasts; null for a plan at its regular price.
   */
  months: number | null;
  /**
   * The regular price of the same period, compared with ("in plaats van"); null when nothing is compared.
   */
  regularCents: number | null;
  /**
   * The price a month after the offer; null when nothing follows (a partner's gift stops by itself).
   */
  thenMonthlyCents: number | null;
  /**
   * The partner who pays the months; null when the visitor pays.
   */
  paidBy: string | null;
  /**
   * A change of the tier's regular price ahead (the price-increase notice): the regular payments (of a plan without an offer, or those after the offer) dated on or after its day cost its amount. Null or absent: none ahead.
   */
  priceChange?: null | {
    /**
     * The day the new price holds from, YYYY-MM-DD.
     */
    date: string;
    /**
     * The regular price a month from that day.
     */
    amountCents: number;
  };
}
/**
 * What the buyer agrees to (schemas/facts.schema.json $defs/contract): the one model every plan, promotion and partner offer resolves to (sandbox/contract.ts), that the plan's pages show, that the payment service records with the sale and that the subscription keeps to its last day; said in Dutch by operators/contract.ts. See docs/campaign-manager.md.
 */
export interface Contract {
  /**
   * The plan sold.
   */
  planCode: string;
  /**
   * The tier it gives: essential, standard, premium or free.
   */
  tierId: string;
  currency: "EUR";
  price: PlanPrice;
  /**
   * A fixed term; null for none (cancellable every period).
   */
  term: null | {
    /**
     * The fixed term, from the first paid day.
     */
    months: number;
    /**
     * false: not cancellable before the term ends.
     */
    cancellable: boolean;
  };
  /**
   * Free days before the first payment for this buyer: 0 for none (the trial is one time only: never for whoever had a subscription).
   */
  trialDays: number;
  /**
   * Who may buy it.
   */
  customers: "everyone" | "newCustomers" | "formerSubscribers";
  /**
   * false: not combined with an action code.
   */
  combinable: boolean;
  /**
   * The payment methods it may be paid with.
   */
  paymentMethods: ("IDEAL" | "PAYPAL" | "CREDIT_CARD")[];
  /**
   * Sold only with a personal code the promotion's e-mail brings, bound to the address it was sent to and used once (a promotion's eligibility.personalCode); null for none.
   */
  personalCode: null | {
    /**
     * Valid for this many days after it was sent (a lottery's invitation); null: while the promotion runs.
     */
    withinDays: number | null;
  };
  /**
   * What happens to a subscription the buyer already has: refused (not sold while one runs) or follows (it starts the day the running one's paid period, given months or fixed term ends; nothing is replaced).
   */
  existingSubscription: "refused" | "follows";
  /**
   * A partner's gift that follows a paid plan: what happens to that plan. null or absent for every other contract.
   */
  afterGift?: null | {
    /**
     * resume: the paid plan comes back the day after the gift, at its regular price; end: it stops when the gift starts and does not come back (the offer's afterGift).
     */
    mode: "resume" | "end";
    /**
     * The tier of the paid plan the gift follows.
     */
    tierId: string;
    /**
     * resume: the paid plan's price when it comes back; null for end.
     */
    price: null | PlanPrice;
    /**
     * resume: the day the paid plan comes back (the day after the gift, YYYY-MM-DD); end: the day it stops (the gift's first day).
     */
    on: string;
  };
  /**
   * The terms it is sold with (a promotion's or partner offer's); null for none.
   */
  terms: null | Terms;
  dates: ContractDates;
}
/**
 * A contract's days on the service's clock (sandbox/subscription/lifecycle.ts): for a plan not yet bought, as if bought today; for a subscription, from its first day. Every day is YYYY-MM-DD in Europe/Amsterdam.
 */
export interface ContractDates {
  /**
   * The service's day these days were told on: what is on or before it is over.
   */
  asOf: string;
  /**
   * The first day.
   */
  start: string;
  /**
   * The last free day of the trial; null without one.
   */
  trialEnd: string | null;
  /**
   * The first payment; null when the buyer never pays (a gift).
   */
  firstPayment: null | Payment;
  /**
   * The next payment after today, with the amount of its period; null when none follows.
   */
  nextPayment: null | Payment;
  /**
   * The last day of the offer's price (or of the given months); null without an offer.
   */
  offerEnd: string | null;
  /**
   * The last day of a fixed term; null without one.
   */
  termEnd: string | null;
  /**
   * Whether it may be cancelled today: no fixed term, a cancellable one, or the term is over.
   */
  cancellable: boolean;
  /**
   * The offer's price (or its given months) is over: its terms are told in the past tense.
   */
  offerEnded: boolean;
  /**
   * The first day of the subscription that follows this one (a renewal, a partner's gift), which ends it; null when none does, and for a contract not yet bought.
   */
  followedOn: string | null;
  /**
   * The first day the subscription no longer runs because it was cancelled (the cancellation's day): nothing of the contract is paid from then; null when it was not cancelled, and for a contract not yet bought.
   */
  stopsOn: string | null;
}
/**
 * One payment: its day (YYYY-MM-DD, Europe/Amsterdam) and amount in cents.
 */
export interface Payment {
  date: string;
  amountCents: number;
}
/**
 * The terms (actievoorwaarden) of a promotion or a partner offer, as the buyer reads them before paying.
 */
export interface Terms1 {
  title?: string | null;
  /**
   * A promotion's summary of its terms; null for a partner offer.
   */
  description?: string | null;
  /**
   * The clauses, one paragraph each.
   */
  text?: string[] | null;
}
export interface Tier {
  /**
   * essential, standard or premium
   */
  id: string;
  name: string;
  /**
   * The evergreen plan's slug (basis); the trial plan's is the slug with -2-weken.
   */
  slug: string;
  ads: boolean;
  screens: number;
  download: boolean;
  liveTv: boolean;
  /**
   * The one tier the plan choice recommends.
   */
  recommended: boolean;
  /**
   * The regular price a month.
   */
  priceCents: number;
  price: PlanPrice;
  /**
   * The promotion that runs now with a plan of this tier for the plan choice, or null.
   */
  promotion: null | {
    name: string;
    /**
     * The art its cards show while it runs (the promotion file's image); null: the tier's own.
     */
    image: string | null;
    /**
     * The promotion's plan: the card's button sells it.
     */
    slug: string;
    price: PlanPrice;
    /**
     * Days free before the first payment for a new customer; 0 for none.
     */
    trialDays: number;
    /**
     * Who may buy it: everyone, only new customers (who never had a subscription), or only former subscribers (who received the promotion's e-mail).
     */
    eligibleCustomers: "everyone" | "newCustomers" | "formerSubscribers";
    terms: Terms;
  };
}
export interface Invoice {
  invoiceNumber?: string | null;
  /**
   * YYYY-MM-DD
   */
  date?: string | null;
  orderNumber?: string | null;
  item?: string | null;
  description?: string | null;
  /**
   * The first day the invoice pays for (YYYY-MM-DD).
   */
  periodStart?: string | null;
  /**
   * The last day it pays for.
   */
  periodEnd?: string | null;
  quantity?: number | null;
  excludingVatCents?: number | null;
  vatCents?: number | null;
  includingVatCents?: number | null;
  /**
   * CREATED (open), PAID, CANCELLED or SUSPENDED.
   */
  status?: string | null;
  /**
   * Still to pay: status CREATED.
   */
  open?: boolean;
}
/**
 * One invoice a page loaded by its number (billing.invoice).
 */
export interface Invoice1 {
  invoiceNumber?: string | null;
  /**
   * YYYY-MM-DD
   */
  date?: string | null;
  orderNumber?: string | null;
  item?: string | null;
  description?: string | null;
  /**
   * The first day the invoice pays for (YYYY-MM-DD).
   */
  periodStart?: string | null;
  /**
   * The last day it pays for.
   */
  periodEnd?: string | null;
  quantity?: number | null;
  excludingVatCents?: number | null;
  vatCents?: number | null;
  includingVatCents?: number | null;
  /**
   * CREATED (open), PAID, CANCELLED or SUSPENDED.
   */
  status?: string | null;
  /**
   * Still to pay: status CREATED.
   */
  open?: boolean;
}

/**
 * This interface was referenced by `Keywords`'s JSON-Schema
 * via the `definition` "condition".
 */
export type Condition = unknown;
/**
 * The onboarding progress indicator: step N of M; or a list of them, the first whose condition holds shown (a page that is step 3 of 3 of one journey and 4 of 4 of another).
 *
 * This interface was referenced by `Keywords`'s JSON-Schema
 * via the `definition` "progress".
 */
export type Progress = ProgressStep | [ProgressStep, ...ProgressStep[]];

/**
 * The values of the site's own keywords, by keyword, as its flow files write them.
 */
export interface Keywords {
  /**
   * The progress indicator of every page of this flow that gives none of its own: a journey that is one phase of the onboarding, such as the registration’s step 1 of 4.
   */
  progress?: ProgressStep | [ProgressStep, ...ProgressStep[]];
  funnel?: Funnel;
  /**
   * true: the screen event carries the visitor’s account id (accountId), for the account area’s screens.
   */
  withAccountId?: boolean;
}
/**
 * Step N of M, while its condition holds.
 *
 * This interface was referenced by `Keywords`'s JSON-Schema
 * via the `definition` "progressStep".
 */
export interface ProgressStep {
  /**
   * The page’s place in the indicator: the N of "step N of M".
   */
  step: number;
  /**
   * The number of steps the indicator counts: the M of "step N of M".
   */
  of: number;
  /**
   * The indicator is shown only while this condition holds (a page that is also reached outside the onboarding).
   */
  when?: unknown;
  /**
   * true: the indicator also counts the flow’s screens this visitor is shown, the skipped ones left out, so that it moves on each of them (step 1 of 4, screen 3 of 6). For a journey flow whose several pages are one step.
   */
  screens?: boolean;
}
/**
 * The funnel the screen counts in, and its step there.
 */
export interface Funnel {
  /**
   * The funnel this step counts in: one of the site’s (config/site.json, funnels).
   */
  name: "signup" | "partner-subscription";
  /**
   * The screen’s position in the funnel, from 1 to 10.
   */
  step: number;
  /**
   * A free label of the funnel step, sent beside its number, such as "Payment".
   */
  stepName: string;
  /**
   * The funnel step counts only while this condition holds (a page that also serves outside the funnel, such as the renewal on the activation’s pages).
   */
  when?: unknown;
}
/**
 * Places the screen in a funnel: the screen event carries the funnel’s name, step and stepName while its when holds (always, without one).
 *
 * This interface was referenced by `Keywords`'s JSON-Schema
 * via the `definition` "funnel".
 */
export interface Funnel1 {
  /**
   * The funnel this step counts in: one of the site’s (config/site.json, funnels).
   */
  name: "signup" | "partner-subscription";
  /**
   * The screen’s position in the funnel, from 1 to 10.
   */
  step: number;
  /**
   * A free label of the funnel step, sent beside its number, such as "Payment".
   */
  stepName: string;
  /**
   * The funnel step counts only while this condition holds (a page that also serves outside the funnel, such as the renewal on the activation’s pages).
   */
  when?: unknown;
}

/** The answers each step's form gives, by "flow/step". */
export interface StepAnswers {
  'activation/status': Record<string, never>;
  'activation/choose-payment': { method: "ideal" | "paypal" | "creditcard"; personalCode: string; };
  'activation/activated': Record<string, never>;
  'voucher/redeem': { actiecode: string; };
  'home/home': Record<string, never>;
  'login/email': { email: string; password: string; };
  'login/social': Record<string, never>;
  'login/rtlxl': Record<string, never>;
  'login/social-return': Record<string, never>;
  'login/link-confirm': Record<string, never>;
  'login/link': { email: string; password: string; };
  'login/link-success': Record<string, never>;
  'login/after-login': Record<string, never>;
  'logout/logout': Record<string, never>;
  'contact/contact': { name: string; email: string; phone: string; subject: "subscription" | "payment" | "account" | "watching" | "content" | "other"; reason: "question" | "problem" | "complaint" | "suggestion" | "compliment"; device: "browser" | "ios" | "android" | "smart-tv" | "chromecast" | "apple-tv" | "game-console" | "other"; description: string; };
  'contact/sent': Record<string, never>;
  'contact/company': Record<string, never>;
  'devices/pair': { code: string; };
  'devices/paired': Record<string, never>;
  'errors/generic-error': Record<string, never>;
  'errors/fallback': Record<string, never>;
  'errors/not-found': Record<string, never>;
  'notifications/cookies-blocked': Record<string, never>;
  'notifications/geo-check': Record<string, never>;
  'notifications/open-invoice': Record<string, never>;
  'notifications/black-friday-is-over': Record<string, never>;
  'notifications/spring-deal-is-over': Record<string, never>;
  'notifications/summer-deal-is-over': Record<string, never>;
  'notifications/notice-period': Record<string, never>;
  'notifications/account-via-voucher': Record<string, never>;
  'notifications/account-via-npl-voucher': Record<string, never>;
  'notifications/subscription-incompatible': Record<string, never>;
  'notifications/cannot-pause': Record<string, never>;
  'notifications/multiple-subscriptions': Record<string, never>;
  'notifications/active-subscription': Record<string, never>;
  'notifications/already-activated-via-partner': Record<string, never>;
  'notifications/link-claimed-by-another': Record<string, never>;
  'notifications/subscription-via-third-party': Record<string, never>;
  'notifications/no-entitlement-via-partner': Record<string, never>;
  'notifications/cannot-activate-via-partner': Record<string, never>;
  'notifications/subscription-cancelled-via-partner': Record<string, never>;
  'notifications/subscription-ended': Record<string, never>;
  'notifications/new-platform': Record<string, never>;
  'notifications/finish-payment': Record<string, never>;
  'notifications/account-inactive': Record<string, never>;
  'partner/landing': Record<string, never>;
  'partner/no-plan': Record<string, never>;
  'partner/activation-without-plan': Record<string, never>;
  'partner/activate': { acceptOfferTerms: boolean; };
  'partner/activated': Record<string, never>;
  'partner/tmobile-sms-check': Record<string, never>;
  'partner/tmobile-standalone': Record<string, never>;
  'partner/trial-expired': Record<string, never>;
  'partner/free-tier-activated': Record<string, never>;
  'password/forgot': { email: string; };
  'password/sent': Record<string, never>;
  'password/forgot-new-password': { password: string; };
  'password/forgot-changed': Record<string, never>;
  'password/new-password': { password: string; };
  'password/new-password-changed': Record<string, never>;
  'password/link-expired': Record<string, never>;
  'registration-status/verify-email': Record<string, never>;
  'registration-status/resend-verification': { email: string; };
  'registration-status/confirm-email': Record<string, never>;
  'registration-status/email-verified': Record<string, never>;
  'registration-status/link-used': Record<string, never>;
  'registration-status/link-expired': Record<string, never>;
  'registration/complete-registration': Record<string, never>;
  'registration/email': { email: string; };
  'registration/password': { password: string; };
  'registration/name': { firstName: string; lastName: string; };
  'registration/gender': { gender: "f" | "m" | "u"; };
  'registration/birthdate': { birthdate: string; };
  'registration/privacy': { acceptTerms: boolean; newsletter: boolean; };
  'invoices/invoice': Record<string, never>;
  'invoices/open-invoices': Record<string, never>;
  'invoices/pay': { invoiceMethod: "ideal" | "paypal" | "creditcard"; };
  'invoices/paid': Record<string, never>;
  'my-subscription/overview': Record<string, never>;
  'my-subscription/change-tier': Record<string, never>;
  'my-subscription/change-tier-reason': { reason: "price" | "screens" | "ads" | "other"; };
  'my-subscription/cancel-details': Record<string, never>;
  'my-subscription/cancel-reason': { cancelReason: "price" | "content" | "time" | "temporary" | "other"; };
  'my-subscription/revoke-cancellation': Record<string, never>;
  'my-subscription/cancel-future': Record<string, never>;
  'my-subscription/newsletter': { newsletter: boolean; };
  'my-subscription/payment-details': { paymentMethod: "ideal" | "paypal" | "creditcard"; };
  'my-subscription/payment-details-status': Record<string, never>;
  'plans/plan-choice': Record<string, never>;
  'plans/welcome-back': Record<string, never>;
  'plans/terms': Record<string, never>;
  'plans/referral': Record<string, never>;
}

declare module 'journey-engine' {
  interface Register {
    facts: Facts;
    steps: StepAnswers;
    keywords: Keywords;
  }
}

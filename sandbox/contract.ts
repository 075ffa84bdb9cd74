/**
 * The one contract model (schemas/facts.schema.json $defs/contract): every plan of the catalog,
 * every promotion's plan and every partner offer's plan resolves to exactly one contract, made
 * here from its file. The subscription service answers it with its days as if bought today (the
 * activation page's summary), the payment service records it with the sale as this buyer saw it,
 * and the subscription keeps that record to its last day (lifecycle.ts computes its days).
 */
import type { Contract, PlanPrice, Terms } from '../schemas/generated/facts.ts';
import { isoDate } from './clock.ts';
import type { SandboxContext } from './context.ts';
import type { Queryable } from './db.ts';
import { offerOfPlan } from './offers.ts';
import { pricedAt } from './price-change.ts';
import { promotionOfPlan, type Promotion } from './promotions.ts';
import { contractDates, type ContractTerms } from './subscription/lifecycle.ts';

export type { ContractTerms };

const ALL_METHODS: Contract['paymentMethods'] = ['IDEAL', 'PAYPAL', 'CREDIT_CARD'];
/** The trial experiment's variant gets 7 days of a 2-week trial plan (spec 001 sections 9.2 and 9.6). */
const VARIANT_TRIAL_DAYS = 7;

export type Eligibility = Contract['customers'];

/** Who may buy a promotion's plans, as the payment service decides it. */
export function promotionEligibility(promotion: Promotion): Eligibility {
  if (promotion.eligibility.newCustomersOnly) return 'newCustomers';
  return promotion.eligibility.formerSubscribersOnly ? 'formerSubscribers' : 'everyone';
}

export const promotionTerms = (promotion: Promotion): Terms => ({ title: promotion.terms.title, description: promotion.terms.description, text: promotion.terms.text });

/** What the catalog knows of a plan (catalog.ts Plan), from which its contract is made. */
interface CatalogPlan {
  code: string;
  tierId: string;
  price: PlanPrice;
  trialDays?: number;
  termMonths?: number;
  cancellable?: boolean;
}

/** The contract of a plan of the catalog, for a buyer who may have its trial. */
export function catalogContract(plan: CatalogPlan): ContractTerms {
  const promotion = promotionOfPlan(plan.code);
  const offer = offerOfPlan(plan.code);
  const terms: Terms | null = promotion ? promotionTerms(promotion) : offer ? { title: offer.terms.title, description: null, text: offer.terms.text } : null;
  return {
    planCode: plan.code,
    tierId: plan.tierId,
    currency: 'EUR',
    price: plan.price,
    term: plan.termMonths ? { months: plan.termMonths, cancellable: plan.cancellable ?? true } : null,
    trialDays: plan.trialDays ?? 0,
    customers: promotion ? promotionEligibility(promotion) : 'everyone',
    combinable: promotion?.eligibility.combinable !== false,
    personalCode: promotion?.eligibility.personalCode ? { withinDays: promotion.eligibility.activationWithinDays ?? null } : null,
    // Paid in advance by iDEAL or credit card, as its terms say: PayPal cannot prepay.
    paymentMethods: promotion?.eligibility.firstMonthPrepaid === 'ideal-or-creditcard' ? ['IDEAL', 'CREDIT_CARD'] : ALL_METHODS,
    // A partner's gift for existing customers waits for the subscription they pay for; anything bought is not sold beside one.
    existingSubscription: offer?.plan.activation === 'entitlement' && offer.existingUserAllowed ? 'follows' : 'refused',
    terms,
  };
}

/**
 * Whether an account ever had a subscription: one of any status, or an invoice for one (a subscriber
 * in debt whose subscription the previous platform ended). The trial is one time only, by account.
 */
export async function hadSubscription(context: { db: Queryable }, uid: string): Promise<boolean> {
  const { rows } = await context.db.query<{ had: boolean }>('select exists (select 1 from subscriptions where uid = $1) or exists (select 1 from invoices where uid = $1) as had', [
    uid,
  ]);
  return rows[0]?.had === true;
}

/**
 * The contract this buyer gets, at the prices of the day: the trial is one time only, so whoever had a subscription (a trial
 * among them) gets no free days; the trial experiment's variant gets 7 days of a 2-week trial.
 * An anonymous visitor is quoted the contract of a new customer.
 */
export async function contractFor(context: Pick<SandboxContext, 'db' | 'clock'>, uid: string | undefined, catalog: ContractTerms, kind: string): Promise<ContractTerms> {
  // Before the price list's change, at the prices before it, with the change ahead (price-change.ts).
  const contract = { ...catalog, price: pricedAt(catalog.price, catalog.tierId, context.clock.now()) };
  if (!uid || contract.trialDays === 0) return contract;
  if (await hadSubscription(context, uid)) return { ...contract, trialDays: 0 };
  const { rows } = await context.db.query<{ trial_group: string | null }>("select experiments->>'trialExperiment' as trial_group from users where uid = $1", [uid]);
  return kind === 'promo' && rows[0]?.trial_group === 'variant' ? { ...contract, trialDays: VARIANT_TRIAL_DAYS } : contract;
}

/** The contract that follows a fixed term (a renewal): charged from its first day, no trial. */
export const renewalContract = (contract: ContractTerms): ContractTerms => ({ ...contract, trialDays: 0, existingSubscription: 'follows' });

/** A contract with its days as if it started today on the service's clock: what the buyer is quoted before paying. */
export function quote(context: Pick<SandboxContext, 'clock'>, contract: ContractTerms): Contract {
  const today = isoDate(context.clock.now());
  return { ...contract, dates: contractDates(contract, today, today) };
}

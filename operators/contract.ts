import { defineOperator, addDays } from 'journey-engine';
import words from '../copy/nl/contract.json' with { type: 'json' };
import type { Contract } from '../schemas/generated/facts.ts';
import { dutchDate } from './dutch-date.ts';
import { fill, formatPrice, money, priceAsOf } from './price.ts';

/**
 * The one contract (schemas/facts.schema.json $defs/contract) in Dutch, as rows of a label and a
 * sentence: the plan, its price, the trial, the first or next payment, the term and whether it may
 * be cancelled, what follows, and the payment methods. Every page that shows a contract shows
 * these rows (the activation page before paying, Mijn abonnement after), and the confirmation
 * e-mail says the same, so what the buyer reads is what the sale records.
 *
 * "quote" says a contract not yet bought, its days as if bought today; "kept" says the contract of
 * a subscription with its days so far, in the past tense for what is over.
 */
export type ContractMode = 'quote' | 'kept';
export interface ContractRow {
  label: string;
  text: string;
}

const day = (date: string): string => String(dutchDate.evaluate([date]));

function priceRow({ price, dates }: Contract, mode: ContractMode): string {
  const then = formatPrice(price, 'then');
  if (mode === 'kept' && dates.offerEnded && dates.offerEnd && then !== null) {
    return fill(words.priceEnded, { then: then.charAt(0).toUpperCase() + then.slice(1), offer: String(formatPrice(price, 'deal')), offerEnd: day(dates.offerEnd) });
  }
  // What follows is a row of its own.
  return String(formatPrice(price, 'offer'));
}

function trialRow({ trialDays, dates }: Contract, mode: ContractMode, today: string): string | null {
  if (trialDays === 0 || dates.trialEnd === null) return null;
  return mode === 'kept' && today > dates.trialEnd
    ? fill(words.trialEnded, { trialEnd: day(dates.trialEnd) })
    : fill(words.trial, { days: trialDays, trialEnd: day(dates.trialEnd) });
}

function paymentRow({ price, dates }: Contract, mode: ContractMode): ContractRow | null {
  const payment = mode === 'quote' ? dates.firstPayment : dates.nextPayment;
  const label = mode === 'quote' ? words.label.firstPayment : words.label.nextPayment;
  if (payment) return { label, text: fill(words.payment, { amount: money(payment.amountCents), date: day(payment.date) }) };
  if (price.paidBy) return { label, text: fill(words.paidBy, { partner: price.paidBy }) };
  // A plan never paid (the free tier, given months) says so before it is bought; after, no payment follows.
  return mode === 'quote' ? { label, text: words.free } : null;
}

function termRow({ term, price, dates }: Contract, mode: ContractMode, today: string): string {
  if (term && dates.termEnd) {
    if (mode === 'kept' && today > dates.termEnd) return fill(words.termEnded, { termEnd: day(dates.termEnd) });
    if (!term.cancellable) return fill(term.months === 1 ? words.fixedTerm_one : words.fixedTerm_other, { months: term.months, termEnd: day(dates.termEnd) });
    return fill(words.cancellableTerm, { months: term.months });
  }
  // Given months or a price paid once with nothing after them end by themselves; the free tier has nothing to end.
  if (price.thenMonthlyCents === null && dates.offerEnd) return fill(words.endsByItself, { offerEnd: day(dates.offerEnd) });
  if (dates.firstPayment === null && price.months === null) return words.noTerm;
  return words.monthly;
}

/** "Vanaf 26 augustus 2022 betaal je € 12,99 per maand: de nieuwe prijs."; null without a change ahead. */
function priceChangeSentence({ priceChange }: Contract['price']): string | null {
  return priceChange ? fill(words.priceChange, { from: day(priceChange.date), then: money(priceChange.amountCents) }) : null;
}

function afterRow({ price, dates, afterGift }: Contract): string | null {
  // A cancelled subscription stops on the cancellation's day: nothing of its contract follows.
  if (dates.stopsOn) return fill(words.stops, { lastDay: day(String(addDays.evaluate([dates.stopsOn, -1]))) });
  // A partner's gift over a paid plan says what becomes of that plan: it comes back the day after, or it stops for good.
  if (afterGift) {
    const tier = words.tiers[afterGift.tierId as keyof typeof words.tiers] ?? afterGift.tierId;
    if (afterGift.mode === 'end') return fill(words.afterGiftEnd, { tier, on: day(afterGift.on) });
    return fill(words.afterGiftResume, { tier, on: day(afterGift.on), price: afterGift.price ? String(formatPrice(afterGift.price, 'full')) : '' });
  }
  // A subscription another follows (a renewal, a gift) ends that day, whatever its own contract would go on to.
  if (dates.followedOn) return fill(words.followed, { from: day(dates.followedOn) });
  // A change of the regular price ahead of a plan without an offer: from its day, the new price.
  if (price.months === null) return priceChangeSentence(price);
  // Nothing follows a gift: its term row says it ends by itself.
  if (dates.offerEnd === null || price.thenMonthlyCents === null) return null;
  // What follows is at the price of the day it starts, and says a change that comes after it.
  const from = String(addDays.evaluate([dates.offerEnd, 1]));
  const then = priceAsOf(price, from);
  const change = priceChangeSentence(then);
  return [fill(words.then, { from: day(from), then: String(formatPrice(then, 'then')) }), change].filter((text) => text !== null).join(' ');
}

function methodsRow({ paymentMethods, price, dates }: Contract): string | null {
  // Only a contract paid here names its methods; all three are the rule, so only fewer are said.
  if (dates.firstPayment === null && price.paidBy === null) return null;
  if (paymentMethods.length === 3 || price.paidBy) return null;
  return paymentMethods.map((method) => words.method[method]).join(words.or);
}

/** Before buying: a promotion sold only with a personal code says so, and for how long the code works. */
function personalCodeRow({ personalCode }: Contract, mode: ContractMode): string | null {
  if (mode !== 'quote' || !personalCode) return null;
  return personalCode.withinDays === null ? words.personalCode : fill(words.personalCodeWithin, { days: personalCode.withinDays });
}

/** The rows of a contract in Dutch; what is over is told by the service's day its days were told on. */
export function describeContract(told: Contract, mode: ContractMode): ContractRow[] {
  const { label } = words;
  const today = told.dates.asOf;
  // A change of the regular price that has come is the price now.
  const contract = { ...told, price: priceAsOf(told.price, today) };
  const rows: (ContractRow | null)[] = [
    { label: label.plan, text: fill(words.plan, { tier: words.tiers[contract.tierId as keyof typeof words.tiers] ?? contract.tierId }) },
    // A contract that starts later (a renewal, a gift that follows a running subscription) says when, before it is agreed to.
    row(label.start, mode === 'quote' && contract.dates.start > contract.dates.asOf ? fill(words.startsLater, { start: day(contract.dates.start) }) : null),
    { label: label.price, text: priceRow(contract, mode) },
    row(label.trial, trialRow(contract, mode, today)),
    paymentRow(contract, mode),
    { label: label.term, text: termRow(contract, mode, today) },
    row(label.after, afterRow(contract)),
    row(label.methods, methodsRow(contract)),
    row(label.personalCode, personalCodeRow(contract, mode)),
  ];
  return rows.filter((entry): entry is ContractRow => entry !== null);
}

const row = (label: string, text: string | null): ContractRow | null => (text === null ? null : { label, text });

function isContract(value: unknown): value is Contract {
  const contract = value as Partial<Contract> | null;
  return typeof contract === 'object' && contract !== null && typeof contract.price === 'object' && typeof contract.dates === 'object';
}

export const contract = defineOperator({
  name: 'contract',
  description:
    '[contract, mode]: a contract (plan.contract, subscription.contract) in Dutch, as rows of { label, text } for a page\'s contract section: the plan, its price, the trial, the first payment ("quote": before buying, its days as if bought today) or the next one ("kept": a subscription\'s, what is over in the past tense), the term ("Vaste looptijd van 12 maanden: niet opzegbaar tot en met 31 januari 2027"), what follows and the payment methods when not all are allowed. What is over is told by the day the service told the contract\'s days on (dates.asOf). null for no contract.',
  takes: 'list',
  evaluate: ([value, mode]) => {
    if (value === null || value === undefined) return null;
    if (!isContract(value)) throw new Error(`${JSON.stringify(value)} is no contract`);
    if (mode !== 'quote' && mode !== 'kept') throw new Error(`"${String(mode)}" is no way to say a contract (quote, kept)`);
    return describeContract(value, mode);
  },
});

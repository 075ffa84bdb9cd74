/**
 * A contract's days, computed from the contract alone, its first day and today on the service's
 * clock: the trial, every payment with its amount, the end of the offer's price and of a fixed
 * term, and whether it may be cancelled today. Nothing is stored that the clock could leave behind:
 * a subscription bought in 2025 answers its next payment in 2026 from the same contract.
 *
 * The schedule: the trial's free days first; then, during the offer's months, one payment each
 * period (or one payment for all of them when paid once, or none when they are given); after
 * them, a payment a month at the price that follows, if anything follows. Months are calendar
 * months counted from the first paid day, clamped to a shorter month's last day (31 January, 28
 * February, 31 March), never chained, so a date never drifts.
 */
import type { Contract, ContractDates, Payment } from '../../schemas/generated/facts.ts';

export type ContractTerms = Omit<Contract, 'dates'>;

const DAY = 86_400_000;
const parse = (date: string): Date => new Date(`${date}T00:00:00Z`);
const text = (at: Date): string => at.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return text(new Date(parse(date).getTime() + days * DAY));
}

/** The same day of the month `months` later, or that month's last day when it is shorter. */
export function addMonths(date: string, months: number): string {
  const at = parse(date);
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return text(first);
}

/** Months that are given (free, or paid by a partner): no payment for them. */
const isGiven = (contract: ContractTerms): boolean => contract.price.amountCents === 0 && contract.price.months !== null;

/** The first day that is paid for: after the trial's free days. */
export const paidFrom = (contract: ContractTerms, start: string): string => addDays(start, contract.trialDays);

/** The payments of a contract in order, from its first; endless while a price follows. */
function* payments(contract: ContractTerms, start: string): Generator<Payment> {
  const { amountCents, periodMonths, oneTime, months, thenMonthlyCents, priceChange } = contract.price;
  const first = paidFrom(contract, start);
  // A regular payment on or after a change of the regular price is at the new price.
  const regular = (date: string, cents: number): Payment => ({ date, amountCents: priceChange && date >= priceChange.date ? priceChange.amountCents : cents });
  if (months === null) {
    // The free tier is never paid; any other plan at its regular price each period, for as long as it runs.
    if (amountCents === 0) return;
    for (let n = 0; ; n += periodMonths) yield regular(addMonths(first, n), amountCents);
  }
  if (!isGiven(contract)) {
    if (oneTime) yield { date: first, amountCents };
    else for (let n = 0; n < months; n += periodMonths) yield { date: addMonths(first, n), amountCents };
  }
  if (thenMonthlyCents === null) return;
  for (let n = months; ; n += 1) yield regular(addMonths(first, n), thenMonthlyCents);
}

/** A paid period: its first and last day and what it cost. */
export interface PaidPeriod {
  start: string;
  end: string;
  amountCents: number;
  /** Paid at the offer's price (before the offer's months are over). */
  offer: boolean;
}

/**
 * The periods paid from the first day until `until` (both included): one per payment, each lasting
 * until the day before the next payment, or to the offer's last day when none follows.
 */
export function paidPeriods(contract: ContractTerms, start: string, until: string): PaidPeriod[] {
  const offerEnd = contract.price.months === null ? null : addDays(addMonths(paidFrom(contract, start), contract.price.months), -1);
  const periods: PaidPeriod[] = [];
  const schedule = payments(contract, start);
  let payment = schedule.next();
  while (!payment.done && payment.value.date <= until) {
    const next = schedule.next();
    const end = next.done ? (offerEnd ?? payment.value.date) : addDays(next.value.date, -1);
    periods.push({ start: payment.value.date, end, amountCents: payment.value.amountCents, offer: offerEnd !== null && payment.value.date <= offerEnd });
    payment = next;
  }
  return periods;
}

/** The first payment whose day is after `after`; null when none follows. */
function paymentAfter(contract: ContractTerms, start: string, after: string): Payment | null {
  for (const payment of payments(contract, start)) if (payment.date > after) return payment;
  return null;
}

/** The first payment of the contract; null when the buyer never pays. */
function firstPayment(contract: ContractTerms, start: string): Payment | null {
  const next = payments(contract, start).next();
  return next.done ? null : next.value;
}

/** The day of the last payment on or before today, or the first day: where the period that runs today began. */
export function periodStart(contract: ContractTerms, start: string, today: string): string {
  let begun = start;
  for (const payment of payments(contract, start)) {
    if (payment.date > today) break;
    begun = payment.date;
  }
  return begun;
}

/** The contract's days with today on the service's clock. `billedHere` is false when a reseller bills the subscriber: no payment is ours to tell. */
export function contractDates(contract: ContractTerms, start: string, today: string, billedHere = true): ContractDates {
  const first = paidFrom(contract, start);
  const offerEnd = contract.price.months === null ? null : addDays(addMonths(first, contract.price.months), -1);
  const termEnd = contract.term ? addDays(addMonths(first, contract.term.months), -1) : null;
  return {
    asOf: today,
    start,
    trialEnd: contract.trialDays > 0 ? addDays(first, -1) : null,
    firstPayment: billedHere ? firstPayment(contract, start) : null,
    // A payment due today has been made: the next one is after today.
    nextPayment: billedHere ? paymentAfter(contract, start, today < start ? addDays(start, -1) : today) : null,
    offerEnd,
    termEnd,
    cancellable: contract.term === null || contract.term.cancellable || (termEnd !== null && today > termEnd),
    offerEnded: offerEnd !== null && today > offerEnd,
    followedOn: null,
    stopsOn: null,
  };
}

import { defineOperator } from 'journey-engine';
import words from '../copy/nl/prices.json' with { type: 'json' };
import type { PlanPrice } from '../schemas/generated/facts.ts';
import { dutchDate } from './dutch-date.ts';
import { euro } from './euro.ts';

/**
 * The one price model (spec 001 section 9.3, schemas/facts.schema.json $defs/planPrice): what a
 * plan costs, what one payment buys and what follows. The catalog makes it for every plan from the
 * plan's own file, the payment service charges it, and every page shows it through the `price`
 * operator below, so what is shown is what is sold.
 */
export type { PlanPrice };

/**
 * The parts of a price a page may show: all of it, the offer alone, or what follows it; for a price
 * set out large, the deal without the price it replaces, and that regular price on its own; a change of the regular price ahead ("vanaf 26 augustus 2022 € 12,99 per maand").
 */
export type PricePart = 'full' | 'offer' | 'then' | 'deal' | 'regular' | 'change';
const PARTS: readonly string[] = ['full', 'offer', 'then', 'deal', 'regular', 'change'];

/** A Dutch template with its {{values}} filled in, as the words of a price or a contract are. */
export const fill = (template: string, values: Record<string, string | number>): string => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
// Intl separates the euro sign with a no-break space, which the copy's other text does not need to know of.
export const money = (cents: number): string => String(euro.evaluate([cents]));

/** Months given for nothing (free, or paid by a partner): no price is replaced, there is none to pay. */
const isGiven = ({ amountCents, months }: PlanPrice): boolean => amountCents === 0 && months !== null;

/** The price the deal replaces, "€ 5,99"; null when there is none, it is the same, or the months are given. */
function regularText(price: PlanPrice): string | null {
  const { regularCents, amountCents } = price;
  return regularCents !== null && regularCents !== amountCents && !isGiven(price) ? money(regularCents) : null;
}

/** "€ 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99)", "€ 99,90 voor 12 maanden (in plaats van € 119,88)", "12 maanden gratis, betaald door Ziggo". */
function offerText(price: PlanPrice): string {
  const regular = regularText(price);
  return regular === null ? dealText(price) : fill(words.insteadOf, { price: dealText(price), regular });
}

/** The offer without the price it replaces: "€ 3,99 per maand, de eerste 6 maanden". */
function dealText(price: PlanPrice): string {
  const { amountCents, periodMonths, oneTime, months, paidBy } = price;
  if (isGiven(price) && months !== null) {
    const count = months;
    return paidBy ? fill(count === 1 ? words.gift_one : words.gift_other, { count, partner: paidBy }) : fill(count === 1 ? words.free_one : words.free_other, { count });
  }
  const amount = money(amountCents);
  let text = oneTime
    ? fill(words.once, { amount, months: months ?? periodMonths })
    : periodMonths === 1
      ? fill(words.perMonth, { amount })
      : fill(words.perPeriod, { amount, months: periodMonths });
  // A price that lasts longer than one payment says for how long; a single period or a one-time payment already does.
  if (months !== null && !oneTime && months > periodMonths) text = fill(months === 1 ? words.firstMonth : words.firstMonths, { price: text, months });
  return text;
}

/** What follows the offer: "€ 5,99 per maand"; null when nothing does. */
function thenText(price: PlanPrice): string | null {
  return price.thenMonthlyCents === null ? null : fill(words.perMonth, { amount: money(price.thenMonthlyCents) });
}

function isPlanPrice(value: unknown): value is PlanPrice {
  const price = value as Partial<PlanPrice> | null;
  return typeof price === 'object' && price !== null && typeof price.amountCents === 'number' && typeof price.periodMonths === 'number';
}

/**
 * The price as it is on a day: once a change of the regular price has come (the price-increase
 * notice), the regular payments are at the new price, and no change is ahead.
 */
export function priceAsOf(price: PlanPrice, day: string): PlanPrice {
  const change = price.priceChange;
  if (!change || day < change.date) return price;
  return price.months === null ? { ...price, amountCents: change.amountCents, priceChange: null } : { ...price, thenMonthlyCents: change.amountCents, priceChange: null };
}

/** A change of the regular price ahead: "vanaf 26 augustus 2022 € 12,99 per maand"; null when none is. */
function changeText(price: PlanPrice): string | null {
  const change = price.priceChange;
  return change ? fill(words.changes, { date: String(dutchDate.evaluate([change.date])), changed: fill(words.perMonth, { amount: money(change.amountCents) }) }) : null;
}

/** The one formatter of a plan's price, for every page, the sandbox and the tools. */
export function formatPrice(price: PlanPrice, part: PricePart = 'full'): string | null {
  if (part === 'offer') return offerText(price);
  if (part === 'then') return thenText(price);
  if (part === 'deal') return dealText(price);
  if (part === 'regular') return regularText(price);
  if (part === 'change') return changeText(price);
  const then = thenText(price);
  const full = then === null ? offerText(price) : fill(words.then, { price: offerText(price), then });
  const change = changeText(price);
  return change === null ? full : `${full}; ${change}`;
}

export const price = defineOperator({
  name: 'price',
  description:
    '[price, part?]: a plan\'s price (its "price" model: plan.price, subscription.price, item.price) in Dutch, as every page shows it: "€ 3,99 per maand, de eerste 6 maanden (in plaats van € 5,99); daarna € 5,99 per maand", "€ 99,90 voor 12 maanden (in plaats van € 119,88)", "12 maanden gratis, betaald door Ziggo". part "offer" gives the offer alone, "then" what follows it (null when nothing does); "full" (the default) both; "deal" the offer without the price it replaces ("€ 3,99 per maand, de eerste 6 maanden"), "regular" that price alone ("€ 5,99"; null when there is none), for a price set out large; "change" a change of the regular price ahead ("vanaf 26 augustus 2022 € 12,99 per maand"; null when none is, and "full" ends with it). null for no price.',
  takes: 'list',
  evaluate: ([value, part]) => {
    if (value === null || value === undefined) return null;
    if (!isPlanPrice(value)) throw new Error(`${JSON.stringify(value)} is no plan price`);
    if (part !== undefined && !PARTS.includes(String(part))) throw new Error(`"${String(part)}" is no part of a price (${PARTS.join(', ')})`);
    return formatPrice(value, (part ?? 'full') as PricePart);
  },
});

/**
 * The price list's one change (spec 000 section 9: "Basis 5.99, Plus 10.99 and Premium 12.99 per
 * month from 26 August"). The year and the prices before it are the sandbox's choice: 26 August
 * 2022, before every promotion file (2023 on), all of which compare with the new prices; before it,
 * each of the three tiers a euro less. A plan quoted or bought before the day pays the price before
 * for its regular payments dated before it, and the new price from it (priceChange in the price
 * model, which every page says and lifecycle.ts bills); the plan choice announces the change from a
 * month before until a month after it (the priceIncrease flag).
 */
import { dutchDayOf } from '../operators/is-within-dates.ts';
import type { PlanPrice } from '../operators/price.ts';
import { tiers } from './tiers.ts';

const PRICE_CHANGE = { date: '2022-08-26', beforeCents: { essential: 499, standard: 999, premium: 1199 } as Readonly<Record<string, number>> };

/** The plan choice says so from a month before until a month after, not on every later day: a notice of a change long past is noise. */
export const PRICE_CHANGE_NOTICE = { valid: { from: '2022-07-26', until: '2022-09-25' } };

/** A tier's regular price a month on a day (YYYY-MM-DD, Dutch): the price before the change until its day. */
export function tierPriceOn(tierId: string, day: string): number {
  const after = tiers.find((tier) => tier.id === tierId)?.priceCents ?? 0;
  return day < PRICE_CHANGE.date ? (PRICE_CHANGE.beforeCents[tierId] ?? after) : after;
}

/** A plan's price as quoted at an instant: before the change, its regular payments at the price before, with the new price ahead. */
export function pricedAt(price: PlanPrice, tierId: string, now: Date): PlanPrice {
  const before = PRICE_CHANGE.beforeCents[tierId];
  const after = tiers.find((tier) => tier.id === tierId)?.priceCents;
  if (before === undefined || after === undefined || dutchDayOf(now) >= PRICE_CHANGE.date) return price;
  const priceChange = { date: PRICE_CHANGE.date, amountCents: after };
  if (price.months === null) return price.amountCents === after ? { ...price, amountCents: before, priceChange } : price;
  return price.thenMonthlyCents === after ? { ...price, thenMonthlyCents: before, priceChange } : price;
}

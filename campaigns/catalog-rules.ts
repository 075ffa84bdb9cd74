/**
 * A campaign file against the catalog it joins (issue 60): the catalog's own plans and prices are
 * not the file's to change.
 * - A plan of the file may not take a catalog plan's slug (catalog-plan-slug): the catalog's card
 *   and links would sell the campaign's plan, and after it ends its slug would lead nowhere. A slug
 *   map that takes a catalog button over while the campaign runs is the way to do that.
 * - "In plaats van" is a price a visitor would otherwise pay (regular-price-not-catalog): a
 *   promotion plan's regularPriceCents is a monthly price of its tier in the catalog on the days it
 *   runs, times the months one payment covers.
 * - A deal is cheaper than what it replaces (deal-not-cheaper), an offer's purchase than its tier.
 */
import { dayOf } from 'journey-engine';
import type { Finding } from 'journey-engine/validate';
import { euro } from '../operators/euro.ts';
import { dutchDate } from '../operators/dutch-date.ts';
import { catalogMonthlyPrices, catalogSlugs, tierNameOf } from '../sandbox/catalog.ts';
import { dutchDayOf } from '../operators/is-within-dates.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';

const money = (cents: number): string => String(euro.evaluate([cents])).replace(/\u00a0/g, ' ');

/** A plan slug of a campaign file that is one of the catalog's own. */
export function checkCatalogSlug(slug: string, pointer: string, suggestion: string): Finding[] {
  if (!catalogSlugs.has(slug)) return [];
  return [
    {
      rule: 'catalog-plan-slug',
      message: `"${slug}" is een plan van de vaste catalogus: met deze slug zou de gewone kaart en elke link naar "${slug}" dit plan verkopen, en na afloop nergens meer heen leiden. Kies een eigen slug, zoals "${suggestion}"; wil je de knop "${slug}" tijdens de actie overnemen, zet hem dan in slugMap`,
      pointer,
      atKey: false,
    },
  ];
}

/**
 * The days a window's prices are read on: its first and last day, or the one it names; today
 * (Dutch) for a window without dates. Between two such days the catalog's price may change only once,
 * on a day that splits the window, which the two ends then show.
 */
function priceDays(valid: Promotion['valid']): string[] {
  const days = [valid?.from, valid?.until].filter((day): day is string => day !== undefined && dayOf(day) !== undefined);
  return days.length > 0 ? days : [dutchDayOf(new Date())];
}

/** Each plan's regular price against the catalog's on the window's days, and its deal below it. */
export function checkPromotionPrices(promotion: Promotion): Finding[] {
  const days = priceDays(promotion.valid);
  return promotion.plans.flatMap((plan, index): Finding[] => {
    const findings: Finding[] = [];
    const perPayment = plan.oneTimePayment ? plan.months : (plan.periodMonths ?? 1);
    const tier = tierNameOf(plan.tier);
    for (const day of days) {
      const prices = catalogMonthlyPrices(plan.tier, day);
      if (prices.length === 0 || prices.some((price) => price.cents * perPayment === plan.regularPriceCents)) continue;
      const payment = perPayment === 1 ? 'per maand' : `voor ${perPayment} maanden`;
      const options = prices
        .map((price) =>
          perPayment === 1 ? `${money(price.cents)} per maand (plan ${price.slug})` : `${money(price.cents * perPayment)} (${money(price.cents)} per maand, plan ${price.slug})`,
        )
        .join(' of ');
      findings.push({
        rule: 'regular-price-not-catalog',
        message: `regularPriceCents is ${money(plan.regularPriceCents)} ${payment}, maar ${tier} kost in de catalogus op ${String(dutchDate.evaluate([day]))} ${options}: "in plaats van" moet een prijs zijn die een klant anders echt betaalt`,
        pointer: `/plans/${index}/regularPriceCents`,
        atKey: false,
      });
      break;
    }
    if (plan.priceCents >= plan.regularPriceCents)
      findings.push({
        rule: 'deal-not-cheaper',
        message: `priceCents (${money(plan.priceCents)}) is niet lager dan regularPriceCents (${money(plan.regularPriceCents)}): een actie moet goedkoper zijn dan wat ze vervangt`,
        pointer: `/plans/${index}/priceCents`,
        atKey: false,
      });
    return findings;
  });
}

/** An offer's plan slug, and the price of a purchase with months below its tier's. */
export function checkOfferPrices(offer: PartnerOffer): Finding[] {
  const { plan } = offer;
  const findings = checkCatalogSlug(plan.slug, '/plan/slug', `${offer.id}-${plan.months ?? 1}-maanden`);
  if (plan.activation !== 'purchase' || plan.months === undefined || plan.priceCents === undefined) return findings;
  const [regular] = priceDays(offer.valid)
    .map((day) => catalogMonthlyPrices(plan.tier, day)[0]?.cents)
    .filter((cents): cents is number => cents !== undefined)
    .sort((a, b) => a - b);
  if (regular !== undefined && plan.priceCents >= regular)
    findings.push({
      rule: 'deal-not-cheaper',
      message: `priceCents (${money(plan.priceCents)}) is niet lager dan de gewone prijs van ${tierNameOf(plan.tier)} (${money(regular)} per maand): een aanbieding met korting moet goedkoper zijn`,
      pointer: '/plan/priceCents',
      atKey: false,
    });
  return findings;
}

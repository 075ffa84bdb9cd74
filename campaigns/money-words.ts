/**
 * The words of money read against the price (issue 60): a campaign's copy may call it free only
 * when it is, and may speak of paying only when the visitor pays.
 * - "gratis", "cadeau", "kost je niets", "zonder (extra) kosten", "je betaalt niets" and their kin
 *   over a plan that charges are refused (free-word-over-price); a free trial's own words ("de
 *   eerste 14 dagen gratis", "gratis proefperiode") are the trial's, which contract-words.ts reads.
 * - "stopt vanzelf" is true only of a partner's gift, after which nothing follows: a promotion or a
 *   purchase goes on at the regular price (free-word-over-price).
 * - "betaal je", "je betaalt", "kost je" or an amount over a gift the partner pays
 *   (paid-word-over-gift).
 */
import type { Finding } from 'journey-engine/validate';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { euro } from '../operators/euro.ts';
import { offerTexts, promotionTexts, sentencesOf, TRIAL, wholeWords } from './contract-words.ts';

/** The words that say a visitor pays nothing. */
const FREE = new RegExp(
  wholeWords(
    [
      'gratis',
      'cadeau',
      'kado',
      'kost(?:\\s+je)?\\s+(?:niets|niks|geen\\s+cent)',
      'zonder\\s+(?:extra\\s+)?kosten',
      'geen\\s+(?:extra\\s+)?kosten',
      '(?:je\\s+)?betaal(?:t)?\\s+(?:je\\s+)?(?:niets|niks|geen\\s+cent)',
      'voor\\s+niets',
      'voor\\s+niks',
    ].join('|'),
  ),
  'giu',
);
/** The words that say it ends by itself, with nothing to pay after it. */
const ENDS_BY_ITSELF = new RegExp(wholeWords('stopt\\s+(?:automatisch|vanzelf)|loopt\\s+vanzelf\\s+af|eindigt\\s+vanzelf'), 'iu');
/** The words that say the visitor pays, unless the sentence says nothing or not ("je betaalt niets", "je betaalt niet"). */
const PAYS = new RegExp(wholeWords('betaal\\s+je|je\\s+betaalt|u\\s+betaalt|kost\\s+je|kost\\s+het\\s+je|€\\s?\\d+,\\d{2}'), 'iu');
const PAYS_NOT = /\b(?:niets|niks|geen|niet)\b|€\s?0,00/iu;

const TRIAL_WORDS = new RegExp(TRIAL.source, 'giu');
const money = (cents: number) => String(euro.evaluate([cents])).replace(/\u00a0/g, ' ');

interface Price {
  /** What a visitor pays for it, as the messages say it; undefined when it is free. */
  charges?: string;
  /** Whether it stops by itself, nothing to pay after it (a partner's gift). */
  endsByItself: boolean;
  /** Why it does not stop by itself. */
  goesOn: string;
}

function checkMoneyWords(price: Price, texts: [string, string][]): Finding[] {
  const findings: Finding[] = [];
  for (const [pointer, text] of texts) {
    for (const sentence of sentencesOf(text)) {
      const at = (rule: string, message: string) => findings.push({ rule, message, pointer, atKey: false });
      const free = price.charges === undefined ? null : sentence.replace(TRIAL_WORDS, ' ').match(FREE);
      if (free) at('free-word-over-price', `de tekst zegt "${free[0]}", maar ${price.charges}: noem het niet gratis, of maak het plan gratis`);
      const ends = ENDS_BY_ITSELF.exec(sentence);
      if (ends && !price.endsByItself) at('free-word-over-price', `de tekst zegt "${ends[0]}", maar ${price.goesOn}`);
      const pays = price.charges === undefined && price.endsByItself ? PAYS.exec(sentence) : null;
      if (pays && !PAYS_NOT.test(sentence)) at('paid-word-over-gift', `de tekst zegt "${pays[0]}", maar de bezoeker betaalt niets: de partner betaalt dit cadeau`);
    }
  }
  return findings;
}

/** A promotion's words against its plans' prices. */
export function checkPromotionMoneyWords(promotion: Promotion): Finding[] {
  const cheapest = Math.min(...promotion.plans.map((plan) => plan.priceCents));
  return checkMoneyWords(
    {
      charges: cheapest > 0 ? `elk plan van deze actie kost geld (vanaf ${money(cheapest)}, plans/*/priceCents)` : undefined,
      endsByItself: false,
      goesOn: 'na de actie betaalt de klant de gewone prijs per maand, tot hij opzegt',
    },
    promotionTexts(promotion),
  );
}

/** An offer's words against its plan's price: a partner's gift and an action code are free, a purchase is not. */
export function checkOfferMoneyWords(offer: PartnerOffer): Finding[] {
  const { plan } = offer;
  const charges =
    plan.activation !== 'purchase'
      ? undefined
      : plan.months === undefined
        ? 'de bezoeker betaalt de gewone prijs van het plan (plan/activation is purchase)'
        : (plan.priceCents ?? 0) > 0
          ? `het plan kost ${money(plan.priceCents ?? 0)} per maand (plan/priceCents)`
          : undefined;
  return checkMoneyWords(
    {
      charges,
      endsByItself: plan.activation === 'entitlement',
      goesOn: plan.activation === 'entitlement' ? '' : 'na de maanden van de aanbieding betaalt de klant de gewone prijs per maand, tot hij opzegt',
    },
    offerTexts(offer),
  );
}

/**
 * The words of what follows a partner's gift read against the offer's afterGift (issue 60): a
 * subscriber's paid plan stops the day the gift starts and, with resume (the default), comes back
 * the day after it; with end it does not. An offer's copy may not promise the one and sell the
 * other (after-gift-word), nor speak of a paid plan coming back or stopping where only new
 * customers may take the gift (they have none).
 */
import type { Finding } from 'journey-engine/validate';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import { offerTexts, sentencesOf, wholeWords } from './contract-words.ts';

const word = (pattern: string) => new RegExp(wholeWords(pattern), 'iu');
const THEN = '(?:(?:daarna|dan|vanzelf|gewoon|automatisch)\\s+)*';

/** The words that say a plan comes back after the gift ("komt daarna terug", "loopt weer door", "hervat"). */
const COMES_BACK = word(
  [`komt\\s+${THEN}(?:weer\\s+)?terug`, `loopt\\s+${THEN}weer(?:\\s+door)?`, `gaat\\s+${THEN}weer\\s+(?:door|verder|in)`, 'hervat(?:ten)?', 'wordt\\s+hervat'].join('|'),
);
/** The words that say it stops for good ("komt niet terug", "stopt definitief", "wordt beëindigd"). */
const STOPS_FOR_GOOD = word(
  [
    `komt\\s+${THEN}niet\\s+(?:meer\\s+)?${THEN}terug`,
    `stopt\\s+${THEN}(?:voorgoed|definitief|helemaal|blijvend)`,
    `wordt\\s+${THEN}(?:beëindigd|opgezegd|stopgezet)`,
    'vervalt',
  ].join('|'),
);

/** Which of the two a sentence says, if either. */
function saysOf(sentence: string): { says: 'resume' | 'end'; words: string } | undefined {
  const stops = STOPS_FOR_GOOD.exec(sentence);
  if (stops) return { says: 'end', words: stops[0] };
  const back = COMES_BACK.exec(sentence);
  return back ? { says: 'resume', words: back[0] } : undefined;
}

/** A gift's words of what follows it, against its afterGift; nothing for an offer that is no gift (afterGift does nothing there). */
export function checkAfterGiftWords(offer: PartnerOffer): Finding[] {
  if (offer.plan.activation !== 'entitlement') return [];
  const afterGift = offer.afterGift ?? 'resume';
  const findings: Finding[] = [];
  for (const [pointer, text] of offerTexts(offer)) {
    for (const sentence of sentencesOf(text)) {
      const said = saysOf(sentence);
      if (!said) continue;
      const found = (message: string) => findings.push({ rule: 'after-gift-word', message: `de tekst zegt "${said.words}", maar ${message}`, pointer, atKey: false });
      if (!offer.existingUserAllowed)
        found('alleen nieuwe klanten nemen dit cadeau (existingUserAllowed is false): zij hebben geen betaald abonnement dat daarna terugkomt of stopt');
      else if (said.says === 'resume' && afterGift === 'end')
        found('na het cadeau komt een betaald abonnement niet terug (afterGift is end): zeg dat het stopt, of zet "afterGift": "resume"');
      else if (said.says === 'end' && afterGift === 'resume')
        found(
          `na het cadeau loopt een betaald abonnement weer, voor de gewone prijs (afterGift is resume${offer.afterGift === undefined ? ', de standaard' : ''}): zeg dat het terugkomt, of zet "afterGift": "end"`,
        );
    }
  }
  return findings;
}

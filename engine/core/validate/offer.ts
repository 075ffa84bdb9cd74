/**
 * The semantic rules of an offer file (flows/partners/*.offer.json), after its schema: dates that
 * exist and run forwards, an image that is there, a page to go to after the end, the file named
 * after its id, and one name per partner across the offers.
 */
import type { PartnerOffer } from '../../../schemas/generated/offer.ts';
import { dayOf } from '../dates.ts';
import type { SchemaFinding } from './schema-check.ts';

type Finding = SchemaFinding;

const SCHEMA_REFERENCE = /(^|\/)offer\.schema\.json$/;

export interface OfferScope {
  file: string;
  routes: ReadonlySet<string>;
  publicFiles: ReadonlySet<string>;
  /** Whether a facts path is described by schemas/facts.schema.json. */
  isFact: (path: string) => boolean;
  /** The name each partner id has in the offers checked before this one. */
  partnerNames: ReadonlyMap<string, { name: string; file: string }>;
}

export function checkOffer(offer: PartnerOffer, scope: OfferScope): Finding[] {
  const findings: Finding[] = [];
  const at = (rule: string, message: string, pointer: string): void => {
    findings.push({ rule, message, pointer, atKey: false });
  };
  if (!SCHEMA_REFERENCE.test(offer.$schema)) at('wrong-schema-reference', `"$schema" must name schemas/offer.schema.json (found "${offer.$schema}")`, '/$schema');
  const base = scope.file.split(/[\\/]/).pop() ?? '';
  if (base !== `${offer.id}.offer.json`) at('offer-file-name', `the file of offer "${offer.id}" must be named ${offer.id}.offer.json`, '/id');

  // A gift or a code lasts a number of months; a purchase may be a trial only (a schema "if" would hide the plan's type).
  if (offer.plan.activation !== 'purchase' && offer.plan.months === undefined) {
    findings.push({
      rule: 'missing-property',
      message: `missing property "months": an offer activated by ${offer.plan.activation} lasts a number of months`,
      pointer: '/plan',
      atKey: true,
    });
  }
  if (offer.plan.activation === 'purchase' && offer.plan.months === undefined && offer.plan.trialDays === undefined) {
    findings.push({ rule: 'missing-property', message: 'missing property "months" or "trialDays": a purchase offer gives a discount or a trial', pointer: '/plan', atKey: true });
  }

  const from = offer.valid?.from === undefined ? undefined : dayOf(offer.valid.from);
  const until = offer.valid?.until === undefined ? undefined : dayOf(offer.valid.until);
  if (offer.valid?.from !== undefined && from === undefined) at('date-does-not-exist', `${offer.valid.from} is no day of the calendar`, '/valid/from');
  if (offer.valid?.until !== undefined && until === undefined) at('date-does-not-exist', `${offer.valid.until} is no day of the calendar`, '/valid/until');
  if (from !== undefined && until !== undefined && until < from)
    at('window-ends-before-start', `the offer ends (${offer.valid?.until}) before it starts (${offer.valid?.from})`, '/valid/until');

  if (!scope.publicFiles.has(offer.landing.image)) at('missing-image', `no file public${offer.landing.image}`, '/landing/image');
  if (offer.afterEnd !== undefined && !scope.routes.has(offer.afterEnd)) at('unknown-route', `"${offer.afterEnd}" is no route of any flow`, '/afterEnd');

  if (offer.featureFlag !== undefined && !scope.isFact(`flags.${offer.featureFlag}`))
    at('unknown-fact', `"${offer.featureFlag}" is no feature flag of schemas/facts.schema.json`, '/featureFlag');

  const known = scope.partnerNames.get(offer.partner.id);
  if (known && known.name !== offer.partner.name) {
    at('partner-name-mismatch', `partner "${offer.partner.id}" is called "${known.name}" in ${known.file}`, '/partner/name');
  }
  return findings;
}

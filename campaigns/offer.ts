/**
 * The partner offers (flows/partners/*.offer.json, schemas/offer.schema.json) as a data kind of the
 * validator: the routes they declare and the plan slug each owns, then, after its schema, the
 * rules of one file: dates that exist and run forwards, key art rendered in every size, a page to go to
 * after the end, the file named after its id, one name per partner across the offers, fields that
 * have an effect for its activation, and its place on the calendar (calendar-rules.ts).
 */
import schema from '../schemas/offer.schema.json' with { type: 'json' };
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { DataKind, KindContext, Finding } from 'journey-engine/validate';
import { checkTermsDates, checkWindowNearOthers } from './calendar-rules.ts';
import { checkCampaignFile, firstDayOf, routeTakenMessage } from './campaign-file.ts';
import { checkOfferPrices } from './catalog-rules.ts';
import { checkOfferDates } from './date-words.ts';
import { checkOfferMoneyWords } from './money-words.ts';
import { checkAfterGiftWords } from './after-gift-words.ts';
import { dutchSchemaMessage } from './schema-messages.ts';
import { checkOfferWords } from './contract-words.ts';
import { missingArtMessage } from './art-files.ts';

export const offerKind: DataKind = {
  name: 'offer',
  matches: (file) => file.endsWith('.offer.json'),
  schema,
  schemaMessage: dutchSchemaMessage,
  routes: (value) => offerRoutes(value as Partial<PartnerOffer>),
  routeTaken: (route, owner) => routeTakenMessage(route, owner),
  order: (value) => firstDayOf(value),
  claims: (value) => {
    const slug = (value as Partial<PartnerOffer>)?.plan?.slug;
    return typeof slug === 'string'
      ? [{ space: 'plan', name: slug, pointer: '/plan/slug', rule: 'duplicate-plan', message: (owner) => `plan "${slug}" hoort al bij ${owner}: kies een andere slug` }]
      : [];
  },
  check: (value, context) => checkOffer(value as PartnerOffer, context),
};

/** An offer's routes, each with where it stands in the file. */
function offerRoutes(offer: Partial<PartnerOffer>): { route: string; pointer: string }[] {
  const routes = offer?.routes;
  if (!routes || typeof routes !== 'object') return [];
  const list = (values: unknown, name: string) => (Array.isArray(values) ? values.map((route, index) => ({ route, pointer: `/routes/${name}/${index}` })) : []);
  return [{ route: routes.path, pointer: '/routes/path' }, ...list(routes.aliases, 'aliases'), ...list(routes.legacy, 'legacy')].filter(
    (entry): entry is { route: string; pointer: string } => typeof entry.route === 'string',
  );
}

/** The name a partner id has in the first other offer that names it. */
function partnerName(id: string, context: KindContext): { name: string; file: string } | undefined {
  for (const { file, value } of context.files) {
    const partner = (value as Partial<PartnerOffer> | undefined)?.partner;
    if (file !== context.file && partner?.id === id && typeof partner.name === 'string') return { name: partner.name, file };
  }
  return undefined;
}

function checkOffer(offer: PartnerOffer, scope: KindContext): Finding[] {
  const findings: Finding[] = [...checkCampaignFile('offer', offer, scope.file)];
  const at = (rule: string, message: string, pointer: string): void => {
    findings.push({ rule, message, pointer, atKey: false });
  };

  // A gift or a code lasts a number of months; a purchase may be a trial only (a schema "if" would hide the plan's type).
  if (offer.plan.activation !== 'purchase' && offer.plan.months === undefined) {
    findings.push({
      rule: 'missing-property',
      message: `"months" ontbreekt: een aanbieding met activation ${offer.plan.activation} duurt een aantal maanden`,
      pointer: '/plan',
      atKey: true,
    });
  }
  if (offer.plan.activation === 'purchase' && offer.plan.months === undefined && offer.plan.trialDays === undefined) {
    findings.push({
      rule: 'missing-property',
      message: '"months" of "trialDays" ontbreekt: een aanbieding met activation purchase geeft korting of een proefperiode',
      pointer: '/plan',
      atKey: true,
    });
  }

  const missingImage = missingArtMessage(offer.landing.image, scope.project.publicFiles, 'landing.image');
  if (missingImage) at('missing-image', missingImage, '/landing/image');
  if (offer.afterEnd !== undefined && !scope.routes.has(offer.afterEnd))
    at('unknown-route', `"${offer.afterEnd}" is geen route van de site: kies een pagina die bestaat`, '/afterEnd');

  if (offer.featureFlag !== undefined && !scope.isFact(`flags.${offer.featureFlag}`))
    at('unknown-fact', `"${offer.featureFlag}" is geen feature flag van schemas/facts.schema.json`, '/featureFlag');

  const known = partnerName(offer.partner.id, scope);
  if (known && known.name !== offer.partner.name) {
    at('partner-name-mismatch', `partner "${offer.partner.id}" heet "${known.name}" in ${known.file}: geef een partner overal dezelfde naam`, '/partner/name');
  }
  // Only a purchase is paid by the visitor: the partner pays a gift, a code is free.
  if (offer.plan.activation !== 'purchase') {
    for (const field of ['priceCents', 'trialDays'] as const) {
      if (offer.plan[field] !== undefined)
        findings.push({
          rule: 'no-effect',
          message: `"${field}" doet niets bij een aanbieding met activation ${offer.plan.activation}: alleen een purchase heeft een prijs en een proefperiode; laat "${field}" weg`,
          pointer: `/plan/${field}`,
          atKey: true,
        });
    }
  }
  // What follows a gift is about a subscriber's paid plan: only a gift that subscribers may take has one.
  if (offer.afterGift !== undefined && (offer.plan.activation !== 'entitlement' || !offer.existingUserAllowed))
    findings.push({
      rule: 'no-effect',
      message: `"afterGift" doet niets: alleen een cadeau (activation entitlement) dat ook bestaande abonnees mogen nemen (existingUserAllowed true) volgt een betaald abonnement; laat "afterGift" weg`,
      pointer: '/afterGift',
      atKey: true,
    });
  findings.push(
    ...checkOfferPrices(offer),
    ...checkOfferWords(offer),
    ...checkOfferMoneyWords(offer),
    ...checkAfterGiftWords(offer),
    ...checkTermsDates(offer),
    ...checkOfferDates(offer, scope),
    ...checkWindowNearOthers(offer, scope),
  );
  return findings;
}

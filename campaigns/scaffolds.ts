/**
 * A new offer or promotion as its commands (npm run new:partner, new:promotion) and the studio's
 * "Nieuw partneraanbod" and "Nieuwe actie" start it: a valid file from a few choices, whose words
 * are made from its data (the dates, prices, tiers and months the validator reads back from them).
 */
import { dutchDate } from '../operators/dutch-date.ts';
import { euro } from '../operators/euro.ts';
import { evergreenSlugOf, tiers } from '../sandbox/catalog.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';

export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What a choice is wrong about, in Dutch, for the command's or the studio's own words. */
export class ScaffoldError extends Error {}

/** "bol-com" is "Bol Com": a name from an id, until the campaign manager writes the real one. */
export const nameOf = (id: string): string =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function shownTier(id: string) {
  return (
    tiers.find((candidate) => candidate.shown && candidate.id === id) ?? fail(`het abonnement moet essential (Basis), standard (Plus) of premium (Premium) zijn, niet "${id}"`)
  );
}

function fail(message: string): never {
  throw new ScaffoldError(message);
}

function checkId(id: string): void {
  if (!ID_PATTERN.test(id)) fail(`"${id}" kan geen naam van een bestand zijn: gebruik kleine letters, cijfers en losse streepjes, zoals "voorjaar-2027"`);
}

function checkMonths(months: number): void {
  if (!Number.isInteger(months) || months < 1 || months > 24) fail(`het aantal maanden moet een heel getal van 1 tot en met 24 zijn, niet "${months}"`);
}

const monthsText = (months: number) => `${months} ${months === 1 ? 'maand' : 'maanden'}`;

export interface OfferChoices {
  id: string;
  name?: string;
  tier?: string;
  months?: number;
  activation?: PartnerOffer['plan']['activation'];
}

/** An offer at /ID with Dutch placeholder copy, and the placeholder image it names. */
export function offerScaffold(choices: OfferChoices): PartnerOffer {
  const { id, months = 3, activation = 'entitlement' } = choices;
  checkId(id);
  checkMonths(months);
  const tier = shownTier(choices.tier ?? 'essential');
  const name = choices.name || nameOf(id);
  const gift = `${monthsText(months)} Videoland ${tier.name}`;
  return {
    $schema: '../../schemas/offer.schema.json',
    id,
    partner: { id, name },
    routes: { path: `/${id}` },
    plan: { slug: `${id}-${months}-maanden`, tier: tier.id as PartnerOffer['plan']['tier'], months, activation },
    existingUserAllowed: true,
    landing: {
      image: placeholderImagePath(id),
      imageAlt: `Het logo van ${name}`,
      title: `${gift} cadeau van ${name}`,
      description: [`Als klant van ${name} kijk je ${gift} zonder extra kosten.`, `Activeer je cadeau met de persoonlijke link die je van ${name} kreeg.`],
      primaryButton: 'Activeer je cadeau',
      textLink: 'Ik heb al een Videoland-account',
    },
    terms: {
      title: 'Actievoorwaarden',
      text: [`Je activeert het cadeau met de persoonlijke link die je van ${name} kreeg. Elke link werkt één keer.`, `Na ${monthsText(months)} stopt het cadeau vanzelf.`],
    },
  };
}

/** The image a new offer names until the campaign's own replaces it: public/partners/ID.svg. */
export const placeholderImagePath = (id: string) => `/partners/${id}.svg`;

export function placeholderImage(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" role="img"><rect width="640" height="240" fill="#3d3d3d"/><text x="320" y="130" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${name.replace(/[<&>]/g, '')} × Videoland</text></svg>\n`;
}

export interface PromotionChoices {
  id: string;
  from: string;
  until: string;
  name?: string;
  tier?: string;
  priceCents?: number;
  months?: number;
}

/** A promotion of one tier's price on the plan choice for its dates, its card's buttons taken over by it. */
export function promotionScaffold(choices: PromotionChoices): Promotion {
  const { id, from, until, months = 3 } = choices;
  checkId(id);
  checkMonths(months);
  const tier = shownTier(choices.tier ?? 'essential');
  const priceCents = choices.priceCents ?? tier.priceCents - 200;
  if (!Number.isInteger(priceCents) || priceCents < 0 || priceCents >= tier.priceCents)
    fail(`de actieprijs moet een heel aantal centen onder de gewone ${tier.priceCents} van ${tier.name} zijn, niet "${priceCents}"`);
  const name = choices.name || nameOf(id);
  const money = (cents: number) => String(euro.evaluate([cents])).replace(/\u00a0/g, ' ');
  const day = (date: string): string => {
    try {
      return String(dutchDate.evaluate([date]));
    } catch {
      return fail(`"${date}" is geen dag: schrijf hem als JJJJ-MM-DD, zoals 2027-03-01`);
    }
  };
  const [first, last] = [day(from), day(until)];
  if (until < from) fail(`de laatste dag (${last}) ligt voor de eerste (${first})`);
  const evergreen = evergreenSlugOf(tier.id) as string;
  const slug = `${evergreen}-${id}`;
  const period = monthsText(months);
  return {
    $schema: '../../schemas/promotion.schema.json',
    id,
    name,
    valid: { from, until },
    plans: [
      {
        planId: `${tier.name}${id.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`,
        slug,
        tier: tier.id as Promotion['plans'][number]['tier'],
        priceCents,
        regularPriceCents: tier.priceCents,
        months,
        onPlanChoice: true,
      },
    ],
    eligibility: {},
    // The card's buttons, a new customer's and a former subscriber's, sell the deal while it runs.
    slugMap: { [evergreen]: slug, [`${evergreen}-2-weken`]: slug },
    afterEnd: '/abonnementen',
    terms: {
      title: `Actievoorwaarden ${name}`,
      description: `Videoland ${tier.name} voor ${money(priceCents)} per maand, de eerste ${period}.`,
      text: [
        `De actie loopt van ${first} tot en met ${last}.`,
        `Je betaalt ${period} ${money(priceCents)} per maand in plaats van ${money(tier.priceCents)}; daarna de gewone prijs.`,
      ],
    },
  };
}

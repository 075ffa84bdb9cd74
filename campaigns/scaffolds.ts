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

/** An offer at /ID with Dutch placeholder copy, and the placeholder key art it names. */
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
      image: offerArtName(id),
      imageAlt: `De namen ${name} en Videoland tussen twee wanden van schermen in paars licht`,
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

/** The key art a new offer names until the campaign's own replaces it: art/partner-ID.svg. */
export const offerArtName = (id: string): string => `partner-${id}`;

const BG = '#0e0d14';

/** One screen of a wall in perspective: x from x0 to x1, its height scaled from s0 to s1 about the middle. */
function screen(x0: number, x1: number, s0: number, s1: number, row: number): string {
  const [top, bottom] = [row * 112 - 50, row * 112 + 50];
  const y = (scale: number, at: number) => Math.round(270 + at * scale);
  return `M${x0} ${y(s0, top)}L${x1} ${y(s1, top)}L${x1} ${y(s1, bottom)}L${x0} ${y(s0, bottom)}Z`;
}

/** The screens of a wall, from the edge of the picture to the middle, three rows high, mirrored for the right. */
function wall(right: boolean): string {
  const columns: [number, number, number, number][] = [
    [-20, 190, 1.45, 1.2],
    [210, 360, 1.13, 0.97],
    [376, 488, 0.92, 0.82],
  ];
  const mirror = (x: number) => (right ? 1440 - x : x);
  return columns.flatMap(([x0, x1, s0, s1]) => [-1, 0, 1].map((row) => screen(mirror(x0), mirror(x1), s0, s1, row))).join('');
}

/**
 * A new offer's key art until the campaign's own replaces it, in the site's look: the partner's name
 * over "× Videoland" between two walls of screens, in the neutral violet light of the palette. The
 * name is text, in the brand's font where the renderer has it; draw the campaign's own as shapes.
 */
export function placeholderImage(name: string): string {
  const text = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // As wide as a sans-serif's bold letters let it be within 1000 of the 1440.
  const size = Math.min(104, Math.floor(1000 / (0.66 * Math.max(name.length, 1))));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 540">',
    '<defs>',
    `<linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="#141224"/><stop offset="1" stop-color="${BG}"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#8b6cff" stop-opacity=".7"/><stop offset="1" stop-color="#8b6cff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="warm"><stop offset="0" stop-color="#b8b3cc" stop-opacity=".35"/><stop offset="1" stop-color="#b8b3cc" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="screen" x2="1" y2="1"><stop offset="0" stop-color="#3a3160"/><stop offset="1" stop-color="#19172a"/></linearGradient>',
    `<radialGradient id="scrim"><stop offset="0" stop-color="${BG}" stop-opacity=".9"/><stop offset="1" stop-color="${BG}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="line" x2="1" y2="0"><stop offset="0" stop-color="#b3a1ff" stop-opacity="0"/><stop offset=".5" stop-color="#b3a1ff"/><stop offset="1" stop-color="#b3a1ff" stop-opacity="0"/></linearGradient>',
    '</defs>',
    '<rect width="1440" height="540" fill="url(#bg)"/>',
    '<ellipse cx="200" cy="300" rx="620" ry="420" fill="url(#glow)"/><ellipse cx="1240" cy="260" rx="620" ry="420" fill="url(#warm)"/>',
    `<path d="${wall(false)}${wall(true)}" fill="url(#screen)" stroke="#b3a1ff" stroke-opacity=".25" stroke-width="2" stroke-linejoin="round"/>`,
    '<ellipse cx="720" cy="290" rx="560" ry="220" fill="url(#scrim)"/>',
    '<rect x="300" y="419" width="840" height="2.5" fill="url(#line)"/>',
    `<text x="720" y="268" text-anchor="middle" font-family="Outfit, sans-serif" font-weight="700" font-size="${size}" fill="#f4f2fa">${text}</text>`,
    '<text x="720" y="358" text-anchor="middle" font-family="Outfit, sans-serif" font-weight="700" font-size="64" fill="#f4f2fa"><tspan fill="#b3a1ff">×</tspan> Videoland</text>',
    '</svg>',
    '',
  ].join('\n');
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
    // The card's buttons, a new customer's and a former subscriber's, sell the deal while it runs:
    // a new customer gets the deal's price from the first day instead of the tier's 14 free days.
    slugMap: { [evergreen]: slug, [`${evergreen}-2-weken`]: slug },
    replacesTrial: true,
    afterEnd: '/abonnementen',
    terms: {
      title: `Actievoorwaarden ${name}`,
      description: `Videoland ${tier.name} voor ${money(priceCents)} per maand, de eerste ${period}.`,
      text: [
        `De actie loopt van ${first} tot en met ${last}.`,
        `Je betaalt ${period} ${money(priceCents)} per maand in plaats van ${money(tier.priceCents)}; daarna de gewone prijs.`,
        'Bij deze actie geldt geen gratis proefperiode: je betaalt vanaf de eerste dag.',
      ],
    },
  };
}

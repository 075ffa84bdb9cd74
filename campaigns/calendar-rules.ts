/**
 * The rules of promotions and offers on the calendar, which the studio's calendar and
 * `npm run promotions` show and the validator alone decides:
 * - two promotions may not take the same plan, card or link on a common day (the sandbox gives it
 *   to one of them only), said in each file involved;
 * - a slug map takes over every button of a card it shows, and only buttons whose card shows its
 *   price to a visitor who may buy it;
 * - the days the terms name are the file's own;
 * - a window more than two years from every other of its kind is likely a year typed wrong (a warning).
 * Days, buttons and who may buy come from the modules the sandbox sells by, so a rule cannot
 * disagree with the sale.
 */
import { dayOf } from 'journey-engine';
import type { KindContext, Finding } from 'journey-engine/validate';
import { dutchDate } from '../operators/dutch-date.ts';
import { planCode, plans, tierNameOf } from '../sandbox/catalog.ts';
import { promotionEligibility } from '../sandbox/contract.ts';
import { MAY_BUY, planChoiceButtons, type PlanChoiceButton, type Visitor } from '../sandbox/plan-choice.ts';
import { instantOf, isRunning } from '../sandbox/window.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';

type Valid = Promotion['valid'];

/** The plan choice's own buttons: with no promotion running, each card's trial button (a new customer's) and evergreen one (a former subscriber's). */
const CARD_BUTTONS: readonly PlanChoiceButton[] = planChoiceButtons([], new Date(0));
const VISITOR: Record<Visitor, string> = { newCustomer: 'nieuwe klant', formerSubscriber: 'oud-abonnee' };

/** Whether a window's dates are days that run forwards: date-does-not-exist and window-ends-before-start report the others. */
export function usable(valid: Valid): boolean {
  const [from, until] = [valid?.from, valid?.until].map((date) => (date === undefined ? undefined : dayOf(date)));
  if ((valid?.from !== undefined && from === undefined) || (valid?.until !== undefined && until === undefined)) return false;
  return from === undefined || until === undefined || from <= until;
}

/**
 * The days two windows share, or null when they share none, as the sandbox decides (window.ts):
 * two windows share a day exactly when both run on the later first day (or, with no first day, on
 * the earlier last day).
 */
function sharedDays(a: Valid, b: Valid): { from?: string; until?: string } | null {
  if (!usable(a) || !usable(b)) return null;
  const later = (x?: string, y?: string) => (x === undefined || (y !== undefined && (dayOf(y) as number) > (dayOf(x) as number)) ? y : x);
  const earlier = (x?: string, y?: string) => (x === undefined || (y !== undefined && (dayOf(y) as number) < (dayOf(x) as number)) ? y : x);
  const from = later(a?.from, b?.from);
  const until = earlier(a?.until, b?.until);
  const probe = from ?? until;
  const runs = (valid: Valid) => probe === undefined || isRunning({ valid: { from: valid?.from, until: valid?.until } }, instantOf(probe));
  return runs(a) && runs(b) ? { from, until } : null;
}

const daysText = ({ from, until }: { from?: string; until?: string }): string =>
  from !== undefined && until !== undefined
    ? from === until
      ? `op ${from}`
      : `van ${from} tot en met ${until}`
    : from !== undefined
      ? `vanaf ${from}`
      : until === undefined
        ? 'elke dag'
        : `tot en met ${until}`;

/** What a promotion takes while it runs, each slug with where the file takes it: its plans, its slug map's links, and the buttons of the cards it shows. */
export function takenSlugs(promotion: Promotion): Map<string, { pointer: string; atKey: boolean }> {
  const taken = new Map<string, { pointer: string; atKey: boolean }>();
  const take = (slug: string, pointer: string, atKey = false) => {
    if (!taken.has(slug)) taken.set(slug, { pointer, atKey });
  };
  promotion.plans.forEach((plan, index) => take(plan.slug, `/plans/${index}/slug`));
  for (const slug of Object.keys(promotion.slugMap ?? {})) take(slug, `/slugMap/${slug}`, true);
  promotion.plans.forEach((plan, index) => {
    if (!plan.onPlanChoice) return;
    for (const button of CARD_BUTTONS.filter((candidate) => candidate.tier === tierNameOf(plan.tier))) take(button.slug, `/plans/${index}/onPlanChoice`);
  });
  return taken;
}

/** Two promotions that take the same plan, card or link on a common day: said in this file, at each place it takes one, for every other file. */
export function checkTakenOnCommonDays(promotion: Promotion, context: KindContext): Finding[] {
  const mine = takenSlugs(promotion);
  return context.files.flatMap(({ file, value }) => {
    const other = value as Promotion | undefined;
    if (file === context.file || !other || !Array.isArray(other.plans)) return [];
    let theirs: Map<string, unknown>;
    try {
      theirs = takenSlugs(other);
    } catch {
      return []; // a file whose shape its own schema refuses takes nothing here
    }
    const shared = [...mine.keys()].filter((slug) => theirs.has(slug));
    const common = shared.length === 0 ? null : sharedDays(promotion.valid, other.valid);
    if (!common) return [];
    const places = new Map<string, { atKey: boolean; slugs: string[] }>();
    for (const slug of shared) {
      const { pointer, atKey } = mine.get(slug) as { pointer: string; atKey: boolean };
      places.set(pointer, { atKey, slugs: [...(places.get(pointer)?.slugs ?? []), slug] });
    }
    return [...places].map(([pointer, { atKey, slugs }]) => ({
      rule: 'overlapping-promotions',
      message: `dit bestand en ${file} lopen allebei ${daysText(common)} en nemen allebei ${slugs.join(', ')} over, maar de sandbox geeft elk ervan aan maar één van beide: verschuif de data of kies een andere kaart of link`,
      pointer,
      atKey,
    }));
  });
}

/**
 * A slug map against the plan choice's buttons (spec 001 section 9.4: Black Friday takes over a
 * card's evergreen and 2-weken buttons together). A button it takes over must stay on its card's
 * tier, belong to a visitor who may buy the promotion and sit on a card that shows the promotion's
 * price, or the button sells what its card does not show; and once it takes over one button of a
 * card it shows, it takes every button of that card whose visitor may buy it, or a link to the
 * other sells the regular price while the plan choice shows the deal.
 */
export function checkSlugMapButtons(promotion: Promotion): Finding[] {
  const slugMap = promotion.slugMap ?? {};
  const eligibility = promotionEligibility(promotion);
  const buyers = (Object.keys(MAY_BUY) as Visitor[]).filter((visitor) => MAY_BUY[visitor].includes(eligibility));
  const cards = new Set(promotion.plans.filter((plan) => plan.onPlanChoice).map((plan) => tierNameOf(plan.tier)));
  const mapped = CARD_BUTTONS.filter((button) => slugMap[button.slug] !== undefined);
  const at = (button: PlanChoiceButton, message: string): Finding => ({ rule: 'slug-map-wrong-button', message, pointer: `/slugMap/${button.slug}`, atKey: true });

  const wrong = mapped.flatMap((button): Finding[] => {
    const target = promotion.plans.find((plan) => plan.slug === slugMap[button.slug]);
    // A target that is none of its plans is unknown-plan's to report.
    if (target && tierNameOf(target.tier) !== button.tier)
      return [
        at(
          button,
          `"${button.slug}" is een knop op de kaart van ${button.tier}, maar leidt naar ${target.slug}, een plan van ${tierNameOf(target.tier)}: laat hem naar een plan van ${button.tier} leiden`,
        ),
      ];
    if (!buyers.includes(button.visitor))
      return [
        at(
          button,
          `"${button.slug}" is de knop van een ${VISITOR[button.visitor]} op de kaart van ${button.tier}, en een ${VISITOR[button.visitor]} mag deze actie niet kopen: de kaart toont de gewone prijs en de knop verkoopt de actie; haal "${button.slug}" uit slugMap`,
        ),
      ];
    if (!cards.has(button.tier))
      return [
        at(
          button,
          `"${button.slug}" is een knop op de kaart van ${button.tier}, en die kaart toont de prijs van deze actie niet (geen plan van ${button.tier} heeft onPlanChoice): de kaart toont de gewone prijs en de knop verkoopt de actie; haal "${button.slug}" uit slugMap of zet onPlanChoice aan`,
        ),
      ];
    const card = promotion.plans.find((plan) => plan.onPlanChoice && tierNameOf(plan.tier) === button.tier);
    if (target && card && JSON.stringify(priceOf(target)) !== JSON.stringify(priceOf(card)))
      return [
        at(
          button,
          `"${button.slug}" leidt naar ${target.slug}, dat niet verkocht wordt voor de prijs die de kaart toont (die van ${card.slug}): laat hem naar ${card.slug} leiden`,
        ),
      ];
    return [];
  });

  const shownTaken = new Set(mapped.map((button) => button.tier).filter((tier) => cards.has(tier)));
  const missing = CARD_BUTTONS.filter((button) => shownTaken.has(button.tier) && buyers.includes(button.visitor) && slugMap[button.slug] === undefined);
  const missed: Finding[] =
    missing.length === 0
      ? []
      : [
          {
            rule: 'slug-map-missing-button',
            message: `slugMap neemt een deel van de knoppen over van de kaarten die deze actie toont, maar niet ${missing
              .map((button) => `"${button.slug}" (de knop van een ${VISITOR[button.visitor]} op de kaart van ${button.tier})`)
              .join(', ')}: een link daarnaar verkoopt de gewone prijs terwijl de keuze van abonnementen de actie toont; zet ook die in slugMap`,
            pointer: '/slugMap',
            atKey: true,
          },
        ];
  return [...wrong, ...missed];
}

/**
 * A slug map that sends a card's trial button ("basis-2-weken", 14 days free for a new customer) to
 * a plan with fewer free days takes the trial away from new customers while the promotion runs: the
 * file must say it knows (replacesTrial), or the trial they were promised elsewhere is gone unseen.
 */
export function checkSlugMapTrial(promotion: Promotion): Finding[] {
  if (promotion.replacesTrial === true) return [];
  const trialApplies = promotion.eligibility.trialApplies !== false;
  const trialOf = (slug: string): number => plans.find((plan) => plan.code === planCode(slug))?.trialDays ?? 0;
  return CARD_BUTTONS.filter((button) => trialOf(button.slug) > 0 && promotion.slugMap?.[button.slug] !== undefined).flatMap((button): Finding[] => {
    const trial = trialOf(button.slug);
    const target = promotion.plans.find((plan) => plan.slug === promotion.slugMap?.[button.slug]);
    const days = target && trialApplies ? (target.trialDays ?? 0) : 0;
    if (!target || days >= trial) return [];
    return [
      {
        rule: 'slug-map-removes-trial',
        message: `"${button.slug}" geeft een nieuwe klant ${trial} dagen gratis, maar leidt tijdens deze actie naar ${target.slug}, ${days === 0 ? 'zonder proefperiode' : `met maar ${days} dagen`}: nieuwe klanten verliezen zo de proefperiode. Zet "replacesTrial": true als dat de bedoeling is, of geef ${target.slug} trialDays ${trial}`,
        pointer: `/slugMap/${button.slug}`,
        atKey: true,
      },
    ];
  });
}

/** What a plan of a promotion charges: two plans with the same are sold alike. */
const priceOf = ({ priceCents, regularPriceCents, months, periodMonths, oneTimePayment, trialDays }: Promotion['plans'][number]) => ({
  priceCents,
  regularPriceCents,
  months,
  periodMonths,
  oneTimePayment,
  trialDays,
});

const MONTHS = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
const NAMED_DAY = `(\\d{1,2} (?:${MONTHS})(?: \\d{4})?)`;
/** How terms name a window: "loopt van 24 november tot en met 1 december 2025", "vanaf …", "tot en met …". */
const FIRST_DAY = new RegExp(`\\bvan(?:af)? ${NAMED_DAY}`, 'gi');
const LAST_DAY = new RegExp(`\\btot en met ${NAMED_DAY}`, 'gi');
const dutch = (date: string): string => String(dutchDate.evaluate([date]));
const DAY = { first: 'eerste', last: 'laatste' } as const;
const FIELD = { first: 'from', last: 'until' } as const;

/**
 * The terms are written by hand, the window is the file's: a first or last day the terms name must
 * be the day the file starts or ends (a day named without its year, as in "van 24 november tot en
 * met 1 december 2025", by its day and month), or the terms promise days the sale does not keep.
 */
export function checkTermsDates(dated: Promotion | PartnerOffer): Finding[] {
  const { from, until } = dated.valid ?? {};
  if (!usable(dated.valid)) return [];
  const texts: [string, string][] = [
    ['/terms/title', dated.terms.title],
    ...('description' in dated.terms ? [['/terms/description', dated.terms.description] as [string, string]] : []),
    ...dated.terms.text.map((text, index): [string, string] => [`/terms/text/${index}`, text]),
  ];
  const said = (named: string, date: string) => (/\d{4}$/.test(named) ? dutch(date) === named : dutch(date).startsWith(`${named} `));
  const check = (pattern: RegExp, date: string | undefined, which: 'first' | 'last'): Finding[] =>
    texts.flatMap(([pointer, text]) =>
      [...text.matchAll(pattern)]
        .map((match) => String(match[1]).toLowerCase())
        .filter((named) => date === undefined || !said(named, date))
        .map((named) => ({
          rule: 'terms-dates',
          message: `de voorwaarden noemen ${named} als ${DAY[which]} dag, maar ${date === undefined ? `het bestand heeft geen ${DAY[which]} dag (valid.${FIELD[which]} ontbreekt)` : `valid.${FIELD[which]} is ${dutch(date)}`}`,
          pointer,
        })),
    );
  return [...check(FIRST_DAY, from, 'first'), ...check(LAST_DAY, until, 'last')];
}

/**
 * Days further than this from every other window of its kind make a window suspect: a year typed
 * wrong. Campaigns of one kind have come a year and a quarter apart; a typo moves one by a decade.
 */
const FAR_DAYS = 2 * 366;

/** A window more than two years from every other window of its kind (2017 typed for 2027): a warning, with --strict an error. */
export function checkWindowNearOthers(dated: Promotion | PartnerOffer, context: KindContext): Finding[] {
  if (!dated.valid || !usable(dated.valid) || (dated.valid.from ?? dated.valid.until) === undefined) return [];
  // The days a file names: an open end says nothing of when its campaign was meant to run.
  const bounds = (valid: Valid): [number, number] => {
    const [from, until] = [dayOf(valid?.from ?? ''), dayOf(valid?.until ?? '')];
    return [from ?? (until as number), until ?? (from as number)];
  };
  const [start, end] = bounds(dated.valid);
  const others = context.files
    .filter(({ file }) => file !== context.file)
    .map(({ value }) => (value as { valid?: Valid } | undefined)?.valid)
    // Another file may hold anything its schema refuses ("valid": null); only dates it names count.
    .filter((valid): valid is NonNullable<Valid> => typeof valid === 'object' && valid !== null && usable(valid) && (valid.from ?? valid.until) !== undefined);
  if (others.length === 0) return [];
  const gap = Math.min(
    ...others.map((valid) => {
      const [otherStart, otherEnd] = bounds(valid);
      return Math.max(0, otherStart - end, start - otherEnd);
    }),
  );
  if (gap <= FAR_DAYS) return [];
  return [
    {
      rule: 'window-far-from-others',
      message: `deze data liggen minstens ${gap} dagen van die van elke andere ${'plans' in dated ? 'actie' : 'aanbieding'} af: klopt het jaar?`,
      pointer: '/valid',
      severity: 'warning',
    },
  ];
}

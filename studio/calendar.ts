/**
 * The studio's calendar (issue 29): every promotion and partner offer on a timeline, and what a
 * campaign manager should see before it runs: two files that take the same plan, card or link on a
 * common day; a slug map that takes over some of a card's buttons but not all, or a button its card
 * does not show the price of; terms that name other days than the file runs.
 *
 * Days, buttons and prices come from the modules the sandbox sells by (sandbox/window.ts,
 * sandbox/plan-choice.ts, sandbox/catalog.ts, operators/price.ts), so the calendar cannot disagree
 * with the sale. The validator's rules (campaigns/promotion.ts) are its own to report, but the
 * studio shows files with errors too: nothing here assumes more of a file than its schema does.
 */
import account from '../copy/nl/account.json' with { type: 'json' };
import { dayOf } from '../engine/core/dates.ts';
import { parseLocated } from '../engine/core/validate/locate.ts';
import type { SourceFile } from '../engine/core/validate/project.ts';
import { dutchDate } from '../operators/dutch-date.ts';
import { formatPrice } from '../operators/price.ts';
import { planCode, plans as catalogPlans, tiers } from '../sandbox/catalog.ts';
import { promotionEligibility, type Eligibility } from '../sandbox/contract.ts';
import { MAY_BUY, planChoiceButtons, type PlanChoiceButton, type Visitor } from '../sandbox/plan-choice.ts';
import { instantOf, isRunning } from '../sandbox/window.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';

export interface CalendarItem {
  /** The file, as the validator names it: unique, where a promotion's and an offer's id need not be. */
  id: string;
  kind: 'promotion' | 'offer';
  title: string;
  file: string;
  /** Where its window is written (its id's line when it has none). */
  line: number;
  /** YYYY-MM-DD, inclusive, Amsterdam days, as the file writes them; undefined is open. */
  from?: string;
  until?: string;
  /** The plan slugs it takes while it runs: a promotion's own plans, the slugs its slug map takes over and the buttons of the cards it shows; an offer's plan. */
  plans: string[];
  /** Short Dutch facts: prices by the one formatter, who may buy, where its links lead once it has ended. */
  lines: string[];
}

export interface CalendarProblem {
  kind: 'overlap' | 'missing-button' | 'wrong-button' | 'terms-dates' | string;
  /** Dutch, naming the files. */
  message: string;
  /** The ids of the items it concerns. */
  items: string[];
  /** The days it concerns, Amsterdam days, inclusive; undefined is open. */
  from?: string;
  until?: string;
}

export interface Calendar {
  /** At least 2023-01-01 to 2027-12-31, wider where the files name other years. */
  from: string;
  until: string;
  items: CalendarItem[];
  problems: CalendarProblem[];
}

export function calendarOf({ promotions, offers, sources }: { promotions: Map<string, Promotion>; offers: Map<string, PartnerOffer>; sources: SourceFile[] }): Calendar {
  // With no promotion running, planChoiceButtons draws every card's own buttons: a new customer's trial button and a former subscriber's evergreen one.
  const buttons = planChoiceButtons([], new Date(0));
  const lineOf = (file: string, pointer: string): number => {
    const source = sources.find((candidate) => candidate.file === file);
    if (!source) throw new Error(`no source text for ${file}`);
    return parseLocated(source.text).valueAt(pointer).line;
  };
  const entries = [
    ...[...promotions].map(([file, promotion]) => ({ item: promotionItem(file, promotion, lineOf(file, promotion.valid ? '/valid' : '/id'), buttons), dated: promotion })),
    ...[...offers].map(([file, offer]) => ({ item: offerItem(file, offer, lineOf(file, offer.valid ? '/valid' : '/id')), dated: offer })),
  ];
  const items = entries
    .map((entry) => entry.item)
    .sort((a, b) => day(a.from, -Infinity) - day(b.from, -Infinity) || day(a.until, Infinity) - day(b.until, Infinity) || a.file.localeCompare(b.file));
  const problems = [
    ...overlaps(items),
    ...[...promotions].flatMap(([file, promotion]) => buttonProblems(file, promotion, buttons)),
    ...entries.flatMap(({ item, dated }) => termsDateProblems(item, dated)),
  ];
  return { ...span(items), items, problems };
}

/** A file's date as a day number, for ordering; a missing or non-existent date sorts as open. */
const day = (date: string | undefined, open: number): number => (date === undefined ? open : (dayOf(date) ?? open));
const tierName = (id: string): string => tiers.find((tier) => tier.id === id)?.name ?? id;
const dutch = (date: string): string => String(dutchDate.evaluate([date]));
const VISITOR: Record<Visitor, string> = { newCustomer: 'een nieuwe klant', formerSubscriber: 'een oud-abonnee' };
/** Who may buy a promotion, as the plan choice's visitors: plan-choice.ts decides a card by the same. */
const WHO: Record<Eligibility, string> = { everyone: 'Voor iedereen.', ...account.plans.tier.eligibleCustomers };

/** A plan's price as the sandbox sells it: the catalog's price model, through the one formatter. */
function priceLine(tier: string, slug: string): string {
  const sold = catalogPlans.find((plan) => plan.code === planCode(slug));
  if (!sold) return `${tierName(tier)}: de sandbox verkoopt geen plan ${slug}`;
  const trial = sold.trialDays ? `; eerst ${sold.trialDays} dagen gratis voor nieuwe klanten` : '';
  return `${tierName(tier)}: ${formatPrice(sold.price)}${trial} (${slug})`;
}

function promotionItem(file: string, promotion: Promotion, line: number, buttons: readonly PlanChoiceButton[]): CalendarItem {
  const cards = new Set(promotion.plans.filter((plan) => plan.onPlanChoice).map((plan) => tierName(plan.tier)));
  const taken = [
    ...promotion.plans.map((plan) => plan.slug),
    ...Object.keys(promotion.slugMap ?? {}),
    ...buttons.filter((button) => cards.has(button.tier)).map((button) => button.slug),
  ];
  return {
    id: file,
    kind: 'promotion',
    title: promotion.name,
    file,
    line,
    from: promotion.valid?.from,
    until: promotion.valid?.until,
    plans: [...new Set(taken)],
    lines: [
      ...promotion.plans.map((plan) => priceLine(plan.tier, plan.slug)),
      WHO[promotionEligibility(promotion)],
      ...(promotion.valid?.until === undefined ? [] : [`Pagina na afloop: ${promotion.afterEnd}`]),
    ],
  };
}

function offerItem(file: string, offer: PartnerOffer, line: number): CalendarItem {
  return {
    id: file,
    kind: 'offer',
    title: `${offer.partner.name} (${offer.routes.path})`,
    file,
    line,
    from: offer.valid?.from,
    until: offer.valid?.until,
    plans: [offer.plan.slug],
    lines: [
      priceLine(offer.plan.tier, offer.plan.slug),
      offer.existingUserAllowed ? 'Ook voor wie al een abonnement heeft.' : 'Niet voor wie al een abonnement heeft.',
      ...(offer.featureFlag === undefined ? [] : [`Alleen als de feature flag ${offer.featureFlag} aan staat.`]),
      // The same default as the offer's pages: /abonnementen when the file names none.
      ...(offer.valid === undefined ? [] : [`Pagina buiten de data: ${offer.afterEnd ?? '/abonnementen'}`]),
    ],
  };
}

/** "van 1 maart 2027 tot en met 15 maart 2027", "vanaf …", "tot en met …", or every day. */
function days(from: string | undefined, until: string | undefined): string {
  if (from !== undefined && until !== undefined) return from === until ? `op ${dutch(from)}` : `van ${dutch(from)} tot en met ${dutch(until)}`;
  if (from !== undefined) return `vanaf ${dutch(from)}`;
  return until === undefined ? 'op elke dag' : `tot en met ${dutch(until)}`;
}

/**
 * The days two windows share, or null when they share none. The sandbox decides it (window.ts):
 * two intervals share a day exactly when both run on the later first day (or, with no first day,
 * on the earlier last day).
 */
function sharedDays(a: CalendarItem, b: CalendarItem): { from?: string; until?: string } | null {
  // A date that is no day is the validator's to report (date-does-not-exist); the sandbox cannot decide it.
  if ([a.from, a.until, b.from, b.until].some((date) => date !== undefined && dayOf(date) === undefined)) return null;
  const from = a.from === undefined || (b.from !== undefined && day(b.from, 0) > day(a.from, 0)) ? b.from : a.from;
  const until = a.until === undefined || (b.until !== undefined && day(b.until, 0) < day(a.until, 0)) ? b.until : a.until;
  const probe = from ?? until;
  const runs = (item: CalendarItem) => probe === undefined || isRunning({ valid: { from: item.from, until: item.until } }, instantOf(probe));
  return runs(a) && runs(b) ? { from, until } : null;
}

/** Two files that take the same plan, card or link on a common day: the sandbox gives it to one of them only. */
function overlaps(items: readonly CalendarItem[]): CalendarProblem[] {
  return items.flatMap((a, index) =>
    items.slice(index + 1).flatMap((b) => {
      const shared = a.plans.filter((slug) => b.plans.includes(slug));
      const common = shared.length === 0 ? null : sharedDays(a, b);
      if (!common) return [];
      return [
        {
          kind: 'overlap',
          message: `${a.title} (${a.file}) en ${b.title} (${b.file}) lopen allebei ${days(common.from, common.until)} en nemen dan allebei ${shared.join(', ')}: de sandbox geeft elk daarvan aan maar één van de twee.`,
          items: [a.id, b.id],
          ...common,
        },
      ];
    }),
  );
}

/**
 * A slug map against the plan choice's buttons (spec 001 section 9.4: Black Friday takes over a
 * card's evergreen and 2-weken buttons together). A button it takes over must stay on its card's
 * tier, belong to a visitor who may buy the promotion and sit on a card that shows the promotion's
 * price, or the button sells what its card does not show; and once it takes over one button of a
 * card it shows, it takes every button of that card whose visitor may buy it, or a link to the
 * other sells the regular price while the plan choice shows the deal.
 */
function buttonProblems(file: string, promotion: Promotion, buttons: readonly PlanChoiceButton[]): CalendarProblem[] {
  const slugMap = promotion.slugMap ?? {};
  const named = `${promotion.name} (${file})`;
  const eligibility = promotionEligibility(promotion);
  const buyers = (Object.keys(MAY_BUY) as Visitor[]).filter((visitor) => MAY_BUY[visitor].includes(eligibility));
  const cards = new Set(promotion.plans.filter((plan) => plan.onPlanChoice).map((plan) => tierName(plan.tier)));
  const problem = (kind: string, message: string): CalendarProblem => ({ kind, message, items: [file], from: promotion.valid?.from, until: promotion.valid?.until });
  const mapped = buttons.filter((button) => slugMap[button.slug] !== undefined);

  const wrong = mapped.flatMap((button) => {
    const target = promotion.plans.find((plan) => plan.slug === slugMap[button.slug]);
    // A target that is none of its plans is the validator's unknown-plan.
    if (target && tierName(target.tier) !== button.tier)
      return [problem('wrong-button', `${named} leidt ${button.slug}, een knop van ${button.tier}, naar ${target.slug}, een plan van ${tierName(target.tier)}.`)];
    if (!buyers.includes(button.visitor))
      return [
        problem(
          'wrong-button',
          `${named} neemt ${button.slug} over, de knop van ${VISITOR[button.visitor]} bij ${button.tier}, maar is niet voor die klant (${WHO[promotionEligibility(promotion)]}): de kaart toont de gewone prijs en de knop verkoopt de actie.`,
        ),
      ];
    if (!cards.has(button.tier))
      return [
        problem(
          'wrong-button',
          `${named} neemt ${button.slug} over, maar toont bij ${button.tier} geen actieprijs op de keuze van abonnementen (onPlanChoice): de kaart toont de gewone prijs en de knop verkoopt de actie.`,
        ),
      ];
    return [];
  });

  const shownTaken = new Set(mapped.map((button) => button.tier).filter((tier) => cards.has(tier)));
  const missing = buttons.filter((button) => shownTaken.has(button.tier) && buyers.includes(button.visitor) && slugMap[button.slug] === undefined);
  const missed =
    missing.length === 0
      ? []
      : [
          problem(
            'missing-button',
            `${named} neemt ${mapped
              .filter((button) => shownTaken.has(button.tier))
              .map((button) => button.slug)
              .join(', ')} over, maar niet ${missing
              .map((button) => `${button.slug} (de knop van ${VISITOR[button.visitor]} bij ${button.tier})`)
              .join(', ')}: een link daarnaar verkoopt de gewone prijs terwijl de keuze van abonnementen de actie toont.`,
          ),
        ];
  return [...wrong, ...missed];
}

const MONTHS = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
const NAMED_DAY = `(\\d{1,2} (?:${MONTHS})(?: \\d{4})?)`;
/** How terms name a window: "loopt van 24 november tot en met 1 december 2025", "vanaf …", "tot en met …". */
const FIRST_DAY = new RegExp(`\\bvan(?:af)? ${NAMED_DAY}`, 'gi');
const LAST_DAY = new RegExp(`\\btot en met ${NAMED_DAY}`, 'gi');

/**
 * The terms are written by hand, the window is the file's: a first or last day the terms name must
 * be the day the file starts or ends (a day named without its year, as in "van 24 november tot en
 * met 1 december 2025", by its day and month), or the terms promise days the sale does not keep.
 */
function termsDateProblems(item: CalendarItem, dated: Promotion | PartnerOffer): CalendarProblem[] {
  const { from, until } = item;
  // A date that is no day is the validator's to report (date-does-not-exist).
  if ([from, until].some((date) => date !== undefined && dayOf(date) === undefined)) return [];
  const texts = [dated.terms.title, ...('description' in dated.terms ? [dated.terms.description] : []), ...dated.terms.text];
  const said = (named: string, date: string) => (/\d{4}$/.test(named) ? dutch(date) === named : dutch(date).startsWith(`${named} `));
  const check = (pattern: RegExp, date: string | undefined, which: string): CalendarProblem[] =>
    texts.flatMap((text) =>
      [...text.matchAll(pattern)]
        .map((match) => String(match[1]).toLowerCase())
        .filter((named) => date === undefined || !said(named, date))
        .map((named) => ({
          kind: 'terms-dates',
          message: `De voorwaarden van ${item.title} (${item.file}) noemen ${named} als ${which} dag, maar het bestand ${date === undefined ? `geeft geen ${which} dag` : `zegt ${dutch(date)}`}.`,
          items: [item.id],
          from,
          until,
        })),
    );
  return [...check(FIRST_DAY, from, 'eerste'), ...check(LAST_DAY, until, 'laatste')];
}

/** The years the files hold, and at least 2023 to 2027. */
function span(items: readonly CalendarItem[]): { from: string; until: string } {
  const years = items.flatMap((item) => [item.from, item.until]).flatMap((date) => (date === undefined ? [] : [Number(date.slice(0, 4))]));
  return { from: `${Math.min(2023, ...years)}-01-01`, until: `${Math.max(2027, ...years)}-12-31` };
}

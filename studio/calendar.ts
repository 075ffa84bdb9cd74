/**
 * The studio's calendar (issue 29): every promotion and partner offer on a timeline, with what the
 * validator finds in their files (campaigns/calendar-rules.ts and the rest of each kind's rules:
 * two files that take the same plan, card or link on a common day, a slug map that misses a
 * button, terms that name other days than the file runs). The calendar decides no problem itself.
 *
 * Prices come from the modules the sandbox sells by (sandbox/catalog.ts, operators/price.ts), so
 * the calendar cannot disagree with the sale. It shows every file whose schema passed, errors and all.
 */
import account from '../copy/nl/account.json' with { type: 'json' };
import { dayOf } from 'journey-engine';
import { parseLocated } from 'journey-engine/validate';
import type { SourceFile, ValidationResult } from 'journey-engine/validate';
import { takenSlugs } from '../campaigns/calendar-rules.ts';
import { formatPrice } from '../operators/price.ts';
import { offerPlan, promotionPlans, tierNameOf, type Plan } from '../sandbox/catalog.ts';
import { promotionEligibility, type Eligibility } from '../sandbox/contract.ts';
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
  /** The validator's rule id. */
  kind: string;
  /** FILE:LINE  message, as the validator says it; a warning says so. */
  message: string;
  /** The ids of the items it concerns. */
  items: string[];
}

export interface Calendar {
  /** From the first of January of the first year the files name to the last of December of their last (this year's when they name none). */
  from: string;
  until: string;
  items: CalendarItem[];
  problems: CalendarProblem[];
}

export function calendarOf({ result, sources }: { result: ValidationResult; sources: SourceFile[] }): Calendar {
  const lineOf = (file: string, pointer: string): number => {
    const source = sources.find((candidate) => candidate.file === file);
    if (!source) throw new Error(`no source text for ${file}`);
    return parseLocated(source.text).valueAt(pointer).line;
  };
  const promotions = (result.shaped.get('promotion') ?? new Map()) as Map<string, Promotion>;
  const offers = (result.shaped.get('offer') ?? new Map()) as Map<string, PartnerOffer>;
  const items = [
    ...[...promotions].map(([file, promotion]) => promotionItem(file, promotion, lineOf(file, promotion.valid ? '/valid' : '/id'))),
    ...[...offers].map(([file, offer]) => offerItem(file, offer, lineOf(file, offer.valid ? '/valid' : '/id'))),
  ].sort((a, b) => day(a.from, -Infinity) - day(b.from, -Infinity) || day(a.until, Infinity) - day(b.until, Infinity) || a.file.localeCompare(b.file));
  const shown = new Set(items.map((item) => item.id));
  const problems = [...result.diagnostics, ...result.warnings]
    .filter((diagnostic) => shown.has(diagnostic.file))
    .map((diagnostic) => ({
      kind: diagnostic.rule,
      message: `${diagnostic.file}:${diagnostic.line}  ${diagnostic.severity === 'warning' ? 'waarschuwing: ' : ''}${diagnostic.message}`,
      items: [diagnostic.file],
    }));
  return { ...span(items), items, problems };
}

/** A file's date as a day number, for ordering; a missing or non-existent date sorts as open. */
const day = (date: string | undefined, open: number): number => (date === undefined ? open : (dayOf(date) ?? open));
/** Who may buy a promotion, as the plan choice's visitors: plan-choice.ts decides a card by the same. */
const WHO: Record<Eligibility, string> = { everyone: 'Voor iedereen.', ...account.plans.tier.eligibleCustomers };

/**
 * A plan's price as the sandbox sells it, through the one formatter: made from the file by the
 * catalog's own functions, so a file saved while the studio runs shows its price at once.
 */
function priceLine(tier: string, slug: string, sold: Pick<Plan, 'price' | 'trialDays'>): string {
  const trial = sold.trialDays ? `; eerst ${sold.trialDays} dagen gratis voor nieuwe klanten` : '';
  return `${tierNameOf(tier)}: ${formatPrice(sold.price)}${trial} (${slug})`;
}

function promotionItem(file: string, promotion: Promotion, line: number): CalendarItem {
  // The catalog makes one plan of each of the file's plans, in their order.
  const sold = promotionPlans(promotion);
  return {
    id: file,
    kind: 'promotion',
    title: promotion.name,
    file,
    line,
    from: promotion.valid?.from,
    until: promotion.valid?.until,
    plans: [...takenSlugs(promotion).keys()],
    lines: [
      ...promotion.plans.map((plan, index) => priceLine(plan.tier, plan.slug, sold[index] as Plan)),
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
      priceLine(offer.plan.tier, offer.plan.slug, offerPlan(offer)),
      offer.existingUserAllowed ? 'Ook voor wie al een abonnement heeft.' : 'Niet voor wie al een abonnement heeft.',
      ...(offer.featureFlag === undefined ? [] : [`Alleen als de feature flag ${offer.featureFlag} aan staat.`]),
      // The same default as the offer's pages: /abonnementen when the file names none.
      ...(offer.valid === undefined ? [] : [`Pagina buiten de data: ${offer.afterEnd ?? '/abonnementen'}`]),
    ],
  };
}

/** The years the files hold: a campaign dated in any year widens the calendar to it. */
function span(items: readonly CalendarItem[]): { from: string; until: string } {
  const years = items.flatMap((item) => [item.from, item.until]).flatMap((date) => (date === undefined ? [] : [Number(date.slice(0, 4))]));
  // Only files without any dates: the calendar shows this year, in which all of them run.
  if (years.length === 0) years.push(new Date().getFullYear());
  return { from: `${Math.min(...years)}-01-01`, until: `${Math.max(...years)}-12-31` };
}

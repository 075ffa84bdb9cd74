/**
 * npm run promotions -- --at 2025-11-26 | --check | --help
 *
 * What runs at a moment, from the promotion and offer files themselves (checked first, as the
 * validator does): each running promotion with its plans and their prices from the catalog's price
 * model, the slugs it takes over, and each button of the plan choice with the price its card shows
 * and the plan and price the activation sells; then the promotions and partner offers that ended
 * and those still to come. It fails (exit 1) when a button sells another price than its card shows.
 * --check does that for every first day, last day and day after of a promotion, the days the plan
 * choice can change. A date is taken at noon in Amsterdam; an ISO instant (2025-12-01T23:30:00Z) as it is.
 */
import type { Console } from 'journey-engine/cli';
import { formatDiagnostic, createValidator } from 'journey-engine/validate';
import { dutchDate } from '../operators/dutch-date.ts';
import { formatPrice, type PlanPrice } from '../operators/price.ts';
import { planCode, plans, tierNameOf } from '../sandbox/catalog.ts';
import type { Offer } from '../sandbox/offers.ts';
import { planChoiceButtons, sellsWhatItShows, type PlanChoiceButton, type Visitor } from '../sandbox/plan-choice.ts';
import type { Promotion } from '../sandbox/promotions.ts';
import { instantOf, isRunning, type Dated } from '../sandbox/window.ts';
import { readOptions, refuse, runAsScript, runCommand } from './command-line.ts';
import { flowSources, loadValidationProject, offersOf, promotionsOf } from './project.ts';

const HELP = `npm run promotions -- [--at DATUM] [--check]

  --at DATUM   wat er loopt op DATUM (YYYY-MM-DD is 12:00 in Amsterdam; of een ISO-tijdstip
               zoals 2025-12-01T23:30:00Z); zonder --at: nu
  --check      elke dag waarop een actie begint, eindigt of voorbij is: verkoopt elke knop van de
               keuze van abonnementen de prijs die zijn kaart toont?
  --help       deze uitleg

Eindigt met status 1 als een knop iets anders verkoopt dan zijn kaart toont, of als een actie- of
aanbiedingsbestand niet klopt (dezelfde meldingen als npm run validate).`;

const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ');
const priceOf = (slug: string): PlanPrice | undefined => plans.find((plan) => plan.code === planCode(slug))?.price;
const price = (model: PlanPrice | undefined) => (model ? text(formatPrice(model)) : 'geen plan met die naam');
const dutch = (date: string) => String(dutchDate.evaluate([date]));
const window = (dated: Dated) =>
  `${dated.valid?.from ? `van ${dutch(dated.valid.from)} ` : ''}${dated.valid?.until ? `tot en met ${dutch(dated.valid.until)}` : 'zonder einddatum'}`;
const VISITOR: Record<Visitor, string> = { newCustomer: 'nieuwe klant', formerSubscriber: 'oud-abonnee' };

/** Where a window stands at an instant: before, in it, or past it (in Dutch days, as the services decide). */
function stand(dated: Dated, now: Date): 'loopt' | 'afgelopen' | 'komt nog' {
  if (isRunning(dated, now)) return 'loopt';
  return dated.valid?.until !== undefined && !isRunning({ valid: { until: dated.valid.until } }, now) ? 'afgelopen' : 'komt nog';
}

const describeButton = (button: PlanChoiceButton) =>
  `${button.tier}, ${VISITOR[button.visitor]}: de kaart toont ${price(button.shown)}; de knop /activeer/abonnement/${button.slug} ` +
  (sellsWhatItShows(button)
    ? button.sold.slug === button.slug
      ? 'verkoopt dat'
      : `leidt naar ${button.sold.slug}, dat hetzelfde kost`
    : `VERKOOPT IETS ANDERS: ${button.sold.slug}, ${price(button.sold.price)}`);

function printMoment(now: Date, promotions: Promotion[], offers: Offer[], console: Console): boolean {
  const dayFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' });
  console.log(`Op ${dayFormat.format(now)} (Europe/Amsterdam, ${now.toISOString()}):\n`);
  const running = promotions.filter((promotion) => stand(promotion, now) === 'loopt');
  console.log(running.length === 0 ? 'Er loopt geen actie.' : `Lopende acties (${running.length}):`);
  for (const promotion of running) printPromotion(promotion, console);

  const buttons = planChoiceButtons(promotions, now);
  console.log('\nDe keuze van abonnementen (/abonnementen):');
  for (const button of buttons) console.log(`  ${describeButton(button)}`);

  const others = (state: 'afgelopen' | 'komt nog') => promotions.filter((promotion) => stand(promotion, now) === state);
  if (others('afgelopen').length > 0) {
    console.log('\nAfgelopen acties (een link ernaar leidt naar de pagina erna):');
    for (const promotion of others('afgelopen')) console.log(`  ${promotion.name} (${promotion.id}), ${window(promotion)}: ${promotion.afterEnd}`);
  }
  if (others('komt nog').length > 0) {
    console.log('\nActies die nog niet begonnen zijn:');
    for (const promotion of others('komt nog')) console.log(`  ${promotion.name} (${promotion.id}), ${window(promotion)}`);
  }
  console.log('\nPartneraanbiedingen:');
  for (const offer of offers) printOffer(offer, now, console);
  return buttons.every(sellsWhatItShows);
}

function printPromotion(promotion: Promotion, console: Console): void {
  console.log(`\n  ${promotion.name} (${promotion.id}), ${window(promotion)}`);
  for (const plan of promotion.plans) {
    const trial = plan.trialDays && promotion.eligibility.trialApplies !== false ? `; eerst ${plan.trialDays} dagen gratis voor nieuwe klanten` : '';
    console.log(`    /activeer/abonnement/${plan.slug}: ${tierNameOf(plan.tier)}, ${price(priceOf(plan.slug))}${trial} (${plan.planId})`);
  }
  for (const [slug, target] of Object.entries(promotion.slugMap ?? {})) console.log(`    /activeer/abonnement/${slug} leidt naar ${target}`);
}

function printOffer(offer: Offer, now: Date, console: Console): void {
  const state = offer.valid ? `, ${window(offer)}: ${stand(offer, now)}` : ', zonder data';
  const after = offer.valid && stand(offer, now) !== 'loopt' ? ` (de pagina leidt naar ${offer.afterEnd ?? '/abonnementen'})` : '';
  console.log(`  ${offer.partner.name} (${offer.id}) ${offer.routes.path}${state}${after}; ${tierNameOf(offer.plan.tier)}, ${price(priceOf(offer.plan.slug))}`);
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every first day, last day and day after of a promotion: the plan choice changes on no other day. */
function changeDays(promotions: Promotion[]): string[] {
  const days = promotions.flatMap((promotion) => [promotion.valid?.from, ...(promotion.valid?.until ? [promotion.valid.until, dayAfter(promotion.valid.until)] : [])]);
  return [...new Set(days.filter((day): day is string => day !== undefined))].sort();
}

/** Says what runs at the moment the command line asks for, or checks every day the plan choice can change; the exit status. */
export async function main(argv: readonly string[], console: Console = globalThis.console): Promise<number> {
  return runCommand(console, () => {
    const { values } = readOptions(argv, HELP, { at: { type: 'string' }, check: { type: 'boolean' } });

    const result = createValidator(loadValidationProject())(flowSources());
    if (result.diagnostics.length > 0) refuse(result.diagnostics.map(formatDiagnostic).join('\n'));
    const promotions = [...promotionsOf(result).values()].sort((a, b) => (a.valid?.from ?? '').localeCompare(b.valid?.from ?? ''));
    const offers = [...offersOf(result).values()];

    if (values.check) {
      const days = changeDays(promotions);
      const wrong = days.flatMap((day) =>
        planChoiceButtons(promotions, instantOf(day))
          .filter((button) => !sellsWhatItShows(button))
          .map((button) => `${dutch(day)}: ${describeButton(button)}`),
      );
      console.log(
        wrong.length === 0 ? `Op elk van de ${days.length} dagen waarop een actie begint, eindigt of voorbij is, verkoopt elke knop wat zijn kaart toont.` : wrong.join('\n'),
      );
      return wrong.length === 0 ? 0 : 1;
    }

    const now = instantOf(values.at ?? new Date().toISOString());
    if (Number.isNaN(now.getTime())) refuse(`--at neemt een datum (YYYY-MM-DD) of een ISO-tijdstip, niet "${values.at}".\n\n${HELP}`);
    return printMoment(now, promotions, offers, console) ? 0 : 1;
  });
}

await runAsScript(import.meta.url, main);

/**
 * npm run promotions -- --at 2025-11-26
 *
 * What runs at a moment, from the promotion files themselves (checked first, as the validator does):
 * each running promotion with its plan routes and prices, the slugs it takes over and what the plan
 * choice shows; then the promotions that ended (where their links lead) and those still to come.
 * A date is taken at noon in Amsterdam; an ISO instant (2025-12-01T23:30:00Z) as it is.
 */
import { parseArgs } from 'node:util';
import { formatDiagnostic } from '../engine/core/validate/diagnostic.ts';
import { createValidator } from '../engine/core/validate/validate.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { dutchDate } from '../operators/dutch-date.ts';
import { euro } from '../operators/euro.ts';
import { isWithinDates } from '../operators/is-within-dates.ts';
import { flowSources, loadValidationProject, promotionsOf } from './project.ts';

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const at = values.at ?? new Date().toISOString();
// Noon in Amsterdam is 10:00 or 11:00 UTC: a date alone names that day there.
const instant = /^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T11:00:00Z` : at;
if (Number.isNaN(Date.parse(instant))) {
  console.error(`--at takes a date (YYYY-MM-DD) or an ISO instant, not "${at}".`);
  process.exit(1);
}

const sources = flowSources();
const result = createValidator(loadValidationProject())(sources);
const { diagnostics } = result;
const promotions = promotionsOf(result);
if (diagnostics.length > 0) {
  console.error(diagnostics.map(formatDiagnostic).join('\n'));
  process.exit(1);
}

const runs = (promotion: Promotion) => isWithinDates.evaluate([instant, promotion.valid?.from ?? null, promotion.valid?.until ?? null]) === true;
const price = (cents: number) => String(euro.evaluate([cents])).replace(/\u00a0/g, ' ');
const PERIODS: Record<number, string> = { 1: 'per maand', 3: 'per drie maanden', 6: 'per half jaar', 12: 'per jaar' };
const TIERS: Record<string, string> = { essential: 'Basis', standard: 'Plus', premium: 'Premium' };
const dayFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' });
const dutch = (date: string) => String(dutchDate.evaluate([date]));
const window = (promotion: Promotion) =>
  `${promotion.valid?.from ? `van ${dutch(promotion.valid.from)} ` : ''}${promotion.valid?.until ? `tot en met ${dutch(promotion.valid.until)}` : 'zonder einddatum'}`;

const all = [...promotions.values()].sort((a, b) => (a.valid?.from ?? '').localeCompare(b.valid?.from ?? ''));
const running = all.filter(runs);
// Ended: past its last day (the same Dutch-date rule, with the start left open).
const ended = all.filter((promotion) => !runs(promotion) && promotion.valid?.until !== undefined && isWithinDates.evaluate([instant, null, promotion.valid.until]) === false);
const coming = all.filter((promotion) => !runs(promotion) && !ended.includes(promotion));

console.log(`Op ${dayFormat.format(new Date(instant))} (Europe/Amsterdam, ${instant}):\n`);
console.log(running.length === 0 ? 'Er loopt geen actie.' : `Lopende acties (${running.length}):`);
for (const promotion of running) {
  console.log(`\n  ${promotion.name} (${promotion.id}), ${window(promotion)}`);
  for (const plan of promotion.plans) {
    const months = `de eerste ${plan.months} ${plan.months === 1 ? 'maand' : 'maanden'}`;
    const trial = plan.trialDays && promotion.eligibility.trialApplies !== false ? `, eerst ${plan.trialDays} dagen gratis voor nieuwe klanten` : '';
    const period = PERIODS[plan.periodMonths ?? 1];
    console.log(
      `    /activeer/abonnement/${plan.slug}: ${TIERS[plan.tier]} ${price(plan.priceCents)} ${period} in plaats van ${price(plan.regularPriceCents)}, ${months}${trial} (${plan.planId})`,
    );
  }
  for (const [slug, target] of Object.entries(promotion.slugMap ?? {})) console.log(`    /activeer/abonnement/${slug} leidt naar ${target}`);
  const onChoice = promotion.plans.filter((plan) => plan.onPlanChoice);
  if (onChoice.length > 0) {
    console.log(
      `    de keuze van abonnementen (/abonnementen): ${onChoice.map((plan) => `${TIERS[plan.tier]} ${price(plan.priceCents)} naast ${price(plan.regularPriceCents)}`).join('; ')}`,
    );
  }
}
if (ended.length > 0) {
  console.log(`\nAfgelopen (een link ernaar leidt naar de pagina erna):`);
  for (const promotion of ended) console.log(`  ${promotion.name} (${promotion.id}), ${window(promotion)}: ${promotion.afterEnd}`);
}
if (coming.length > 0) {
  console.log('\nNog niet begonnen:');
  for (const promotion of coming) console.log(`  ${promotion.name} (${promotion.id}), ${window(promotion)}`);
}

/**
 * What the build knows of what the plan choice's load will answer, for its still (the page the
 * build prerenders, journey-engine's stillFacts): the tiers the plan choice shows, cheapest first,
 * with their names and features as the catalog writes them. No price: a price is the day's (a
 * change of the regular price, a promotion), and only the tiers' load says what is sold today.
 */
import type { FactsInput } from 'journey-engine';
import { tiers } from '../sandbox/tiers.ts';

export const stillFacts: FactsInput = {
  tiers: tiers
    .filter((tier) => tier.shown)
    .sort((a, b) => a.rank - b.rank)
    .map(({ id, name, ads, screens, download, liveTv, recommended }) => ({ id, name, ads, screens, download, liveTv, recommended })),
} as FactsInput;

/**
 * The site's own keywords of the flow DSL, beside the engine's (journey-engine's defineKeyword):
 * their schemas, which npm run generate writes into the flow schema (and the types of their values
 * into schemas/generated/facts.ts), and their checks, which the validator runs. What a tracking
 * keyword adds to the screen event is in keywords/tracking.ts, which the runtime takes.
 * See docs/flow-dsl.md, "Adding a keyword".
 */
import { funnelKeyword, withAccountIdKeyword } from './tracking-keywords.ts';
import { progressKeyword } from './progress.ts';

export const keywords = [progressKeyword, funnelKeyword, withAccountIdKeyword];

/**
 * The semantic rules of a promotion file (flows/promotions/*.promotion.json), after its schema:
 * dates that exist and run forwards, a page for after the end, slugs it maps onto its own plans,
 * and the file named after its id. Rules across promotions (overlaps) are in validate.ts.
 */
import type { Promotion } from '../../../schemas/generated/promotion.ts';
import { dayOf } from '../dates.ts';
import type { SchemaFinding } from './schema-check.ts';

const SCHEMA_REFERENCE = /(^|\/)promotion\.schema\.json$/;

export function checkPromotion(promotion: Promotion, scope: { file: string; routes: ReadonlySet<string> }): SchemaFinding[] {
  const findings: SchemaFinding[] = [];
  const at = (rule: string, message: string, pointer: string): void => {
    findings.push({ rule, message, pointer, atKey: false });
  };
  if (!SCHEMA_REFERENCE.test(promotion.$schema)) at('wrong-schema-reference', `"$schema" must name schemas/promotion.schema.json (found "${promotion.$schema}")`, '/$schema');
  const base = scope.file.split(/[\\/]/).pop() ?? '';
  if (base !== `${promotion.id}.promotion.json`) at('promotion-file-name', `the file of promotion "${promotion.id}" must be named ${promotion.id}.promotion.json`, '/id');
  const from = promotion.valid?.from === undefined ? undefined : dayOf(promotion.valid.from);
  const until = promotion.valid?.until === undefined ? undefined : dayOf(promotion.valid.until);
  if (promotion.valid?.from !== undefined && from === undefined) at('date-does-not-exist', `${promotion.valid.from} is no day of the calendar`, '/valid/from');
  if (promotion.valid?.until !== undefined && until === undefined) at('date-does-not-exist', `${promotion.valid.until} is no day of the calendar`, '/valid/until');
  if (from !== undefined && until !== undefined && until < from)
    at('window-ends-before-start', `the promotion ends (${promotion.valid?.until}) before it starts (${promotion.valid?.from})`, '/valid/until');
  if (!scope.routes.has(promotion.afterEnd)) at('unknown-route', `"${promotion.afterEnd}" is no route of any flow`, '/afterEnd');
  const own = new Set(promotion.plans.map((plan) => plan.slug));
  for (const [slug, target] of Object.entries(promotion.slugMap ?? {})) {
    if (!own.has(target as string)) at('unknown-plan', `"${target}" is no plan of this promotion (${[...own].join(', ')})`, `/slugMap/${slug}`);
  }
  return findings;
}

/** Whether two windows (open where a bound is missing) share a day. */
export function windowsOverlap(a: Promotion['valid'], b: Promotion['valid']): boolean {
  const start = (window: Promotion['valid']) => (window?.from === undefined ? -Infinity : (dayOf(window.from) ?? -Infinity));
  const end = (window: Promotion['valid']) => (window?.until === undefined ? Infinity : (dayOf(window.until) ?? Infinity));
  return start(a) <= end(b) && start(b) <= end(a);
}

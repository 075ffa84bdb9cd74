/**
 * The promotions (flows/promotions/*.promotion.json, schemas/promotion.schema.json) as a data kind
 * of the validator: the plan slugs and plan ids each owns, then, after its schema, the rules of one
 * file: dates that exist and run forwards, a page for after the end, slugs it maps onto its own
 * plans, the file named after its id, and no slug taken over by two promotions on a common day.
 */
import schema from '../schemas/promotion.schema.json' with { type: 'json' };
import type { Promotion } from '../schemas/generated/promotion.ts';
import { dayOf } from '../engine/core/dates.ts';
import type { DataKind, KindContext } from '../engine/core/validate/data-kinds.ts';
import type { Finding } from '../engine/core/validate/finding.ts';

const SCHEMA_REFERENCE = /(^|\/)promotion\.schema\.json$/;

export const promotionKind: DataKind = {
  name: 'promotion',
  matches: (file) => file.endsWith('.promotion.json'),
  schema,
  claims: (value) => {
    const plans = (value as Partial<Promotion>)?.plans;
    return (Array.isArray(plans) ? plans : []).flatMap((plan, index) =>
      (
        [
          ['slug', 'plan', 'duplicate-plan'],
          ['planId', 'plan id', 'duplicate-plan-id'],
        ] as const
      ).flatMap(([key, space, rule]) => {
        const name = plan?.[key];
        return typeof name === 'string'
          ? [{ space, name, pointer: `/plans/${index}/${key}`, rule, message: (owner: string) => `${space} "${name}" is one of ${owner} already` }]
          : [];
      }),
    );
  },
  check: (value, context) => [...checkPromotion(value as Promotion, context), ...checkOverlaps(value as Promotion, context)],
};

function checkPromotion(promotion: Promotion, scope: KindContext): Finding[] {
  const findings: Finding[] = [];
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

/** Two promotions that run on a common day may not take over the same slug: said on the later file. */
function checkOverlaps(promotion: Promotion, context: KindContext): Finding[] {
  const mapped = Object.keys(promotion.slugMap ?? {});
  const earlier = context.files.slice(
    0,
    Math.max(
      0,
      context.files.findIndex((entry) => entry.file === context.file),
    ),
  );
  return earlier.flatMap(({ file, value }) => {
    const other = value as Partial<Promotion> | undefined;
    if (!other || typeof other !== 'object' || !windowsOverlap(promotion.valid, other.valid)) return [];
    const theirs = Object.keys(other.slugMap && typeof other.slugMap === 'object' ? other.slugMap : {});
    return mapped
      .filter((slug) => theirs.includes(slug))
      .map((slug) => ({
        rule: 'overlapping-promotions',
        message: `while ${file} runs it takes over "${slug}" too: their dates overlap`,
        pointer: `/slugMap/${slug}`,
        atKey: true,
      }));
  });
}

/** Whether two windows (open where a bound is missing) share a day. */
function windowsOverlap(a: Promotion['valid'], b: Promotion['valid']): boolean {
  const start = (window: Promotion['valid']) => (window?.from === undefined ? -Infinity : (dayOf(window.from) ?? -Infinity));
  const end = (window: Promotion['valid']) => (window?.until === undefined ? Infinity : (dayOf(window.until) ?? Infinity));
  return start(a) <= end(b) && start(b) <= end(a);
}

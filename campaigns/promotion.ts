/**
 * The promotions (flows/promotions/*.promotion.json, schemas/promotion.schema.json) as a data kind
 * of the validator: the plan slugs and plan ids each owns, then, after its schema, the rules of one
 * file: dates that exist and run forwards, a page for after the end, slugs it maps onto its own
 * plans, a price paid once without a period of its own, amounts in its terms that it sells, the file
 * named after its id; and its place on the calendar (calendar-rules.ts).
 */
import { missingArtMessage } from './art-files.ts';
import schema from '../schemas/promotion.schema.json' with { type: 'json' };
import type { Promotion } from '../schemas/generated/promotion.ts';
import type { DataKind, KindContext, Finding } from 'journey-engine/validate';
import { euro } from '../operators/euro.ts';
import { checkSlugMapButtons, checkSlugMapTrial, checkTakenOnCommonDays, checkTermsDates, checkWindowNearOthers } from './calendar-rules.ts';
import { checkPromotionDates } from './date-words.ts';
import { checkPromotionMoneyWords } from './money-words.ts';
import { checkCampaignFile, firstDayOf } from './campaign-file.ts';
import { checkCatalogSlug, checkPromotionPrices } from './catalog-rules.ts';
import { dutchSchemaMessage } from './schema-messages.ts';
import { checkPromotionWords } from './contract-words.ts';

export const promotionKind: DataKind = {
  name: 'promotion',
  matches: (file) => file.endsWith('.promotion.json'),
  schema,
  schemaMessage: dutchSchemaMessage,
  order: (value) => firstDayOf(value),
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
          ? [
              {
                space,
                name,
                pointer: `/plans/${index}/${key}`,
                rule,
                message: (owner: string) => `${key === 'slug' ? 'plan' : key} "${name}" hoort al bij ${owner}: kies een ${key === 'slug' ? 'andere slug' : 'ander planId'}`,
              },
            ]
          : [];
      }),
    );
  },
  check: (value, context) => {
    const promotion = value as Promotion;
    return [
      ...checkPromotion(promotion, context),
      ...checkTakenOnCommonDays(promotion, context),
      ...checkSlugMapButtons(promotion),
      ...checkSlugMapTrial(promotion),
      ...checkTermsDates(promotion),
      ...checkPromotionDates(promotion, context),
      ...checkPromotionMoneyWords(promotion),
      ...checkWindowNearOthers(promotion, context),
    ];
  },
};

function checkPromotion(promotion: Promotion, scope: KindContext): Finding[] {
  const findings: Finding[] = [...checkCampaignFile('promotion', promotion, scope.file)];
  const at = (rule: string, message: string, pointer: string): void => {
    findings.push({ rule, message, pointer, atKey: false });
  };
  if (!scope.routes.has(promotion.afterEnd)) at('unknown-route', `"${promotion.afterEnd}" is geen route van de site: kies een pagina die bestaat`, '/afterEnd');
  const missingImage = promotion.image === undefined ? undefined : missingArtMessage(promotion.image, scope.project.publicFiles, 'image');
  if (missingImage) at('missing-image', missingImage, '/image');
  promotion.plans.forEach((plan, index) => {
    findings.push(...checkCatalogSlug(plan.slug, `/plans/${index}/slug`, `${plan.slug}-${promotion.id}`));
    // A price paid once covers all its months: a period of its own would say it is paid again.
    if (plan.oneTimePayment && plan.periodMonths !== undefined)
      at(
        'one-time-payment-period',
        `een prijs die één keer betaald wordt, geldt voor alle ${plan.months} maanden: laat periodMonths (${plan.periodMonths}) weg`,
        `/plans/${index}/periodMonths`,
      );
  });
  findings.push(...checkPromotionPrices(promotion));
  findings.push(...checkTermsAmounts(promotion));
  findings.push(...checkPromotionWords(promotion));
  findings.push(...checkPersonalCode(promotion));
  const own = new Set(promotion.plans.map((plan) => plan.slug));
  for (const [slug, target] of Object.entries(promotion.slugMap ?? {})) {
    if (!own.has(target as string)) at('unknown-plan', `"${target}" is geen plan van deze actie (${[...own].join(', ')})`, `/slugMap/${slug}`);
  }
  return findings;
}

/**
 * A personal code is checked by the payment service, so the terms may promise one only when the
 * file asks for it, and must say so when it does; a deadline to activate counts from the day the
 * code was sent, so it needs one.
 */
function checkPersonalCode(promotion: Promotion): Finding[] {
  const { personalCode, activationWithinDays } = promotion.eligibility;
  const texts = [promotion.terms.description, ...promotion.terms.text];
  const said = texts.findIndex((text) => /persoonlijke code/i.test(text));
  const findings: Finding[] = [];
  if (activationWithinDays !== undefined && personalCode !== true)
    findings.push({
      rule: 'deadline-without-code',
      message: `activationWithinDays (${activationWithinDays}) telt vanaf de dag dat de persoonlijke code verstuurd is: zet eligibility.personalCode op true`,
      pointer: '/eligibility/activationWithinDays',
      atKey: false,
    });
  if (personalCode === true && said < 0)
    findings.push({
      rule: 'terms-code-not-said',
      message: 'deze actie is alleen te koop met een persoonlijke code: zeg dat in de voorwaarden ("met een persoonlijke code per e-mail")',
      pointer: '/terms/text',
      atKey: false,
    });
  if (personalCode !== true && said >= 0)
    findings.push({
      rule: 'terms-code-not-sold',
      message: 'de voorwaarden noemen een persoonlijke code, maar eligibility.personalCode is niet true: de betaling vraagt er dan niet om',
      pointer: said === 0 ? '/terms/description' : `/terms/text/${said - 1}`,
      atKey: false,
    });
  return findings;
}

/**
 * The terms are written by hand, the prices are the plans': every amount the terms name must be one
 * the promotion sells or compares with (a plan's price, its regular price, or that regular price
 * for one payment's period), so that the terms cannot promise a price the sale does not charge.
 */
function checkTermsAmounts(promotion: Promotion): Finding[] {
  const sold = new Set<number>();
  for (const plan of promotion.plans) {
    sold.add(plan.priceCents);
    if (plan.regularPriceCents === undefined) continue;
    sold.add(plan.regularPriceCents);
    sold.add(Math.round(plan.regularPriceCents / (plan.oneTimePayment ? plan.months : (plan.periodMonths ?? 1))));
  }
  const texts: [string, string][] = [
    ['/terms/title', promotion.terms.title],
    ['/terms/description', promotion.terms.description],
    ...promotion.terms.text.map((text, index): [string, string] => [`/terms/text/${index}`, text]),
  ];
  const euros = (cents: number) => String(euro.evaluate([cents]));
  return texts.flatMap(([pointer, text]) =>
    [...text.matchAll(/€\s?(\d+),(\d{2})/g)]
      .map((match) => Number(match[1]) * 100 + Number(match[2]))
      .filter((cents) => !sold.has(cents))
      .map((cents) => ({
        rule: 'terms-amount-not-sold',
        message: `de voorwaarden noemen ${euros(cents)}, maar geen plan van deze actie kost dat of wordt ermee vergeleken (${[...sold]
          .sort((a, b) => a - b)
          .map(euros)
          .join(', ')})`,
        pointer,
        atKey: false,
      })),
  );
}

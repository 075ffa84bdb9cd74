/** A promotion as a campaign manager could write it, for the tests of the rules and views that read one. */
import type { SourceFile } from 'journey-engine/validate';
import type { Promotion } from '../../schemas/generated/promotion.ts';
import { dutchDayOf } from '../../operators/is-within-dates.ts';
import { tierPriceOn } from '../../sandbox/price-change.ts';
import { flowSources } from '../../tools/project.ts';

/** A promotion of one plan (Basis unless told), on the plan choice unless told; its file is fileOf(it). */
export function promotion(
  id: string,
  valid: Promotion['valid'],
  changes: Partial<Promotion> & { tier?: 'essential' | 'standard' | 'premium'; onPlanChoice?: boolean } = {},
): Promotion {
  const { tier = 'essential', onPlanChoice = true, ...rest } = changes;
  return {
    $schema: '../../schemas/promotion.schema.json',
    id,
    name: `Actie ${id}`,
    ...(valid ? { valid } : {}),
    // Compared with the tier's price in the catalog on its first day, as the validator holds it to.
    plans: [
      {
        planId: `Plan${id}`,
        slug: `${id}-plan`,
        tier,
        priceCents: 299,
        regularPriceCents: tierPriceOn(tier, valid?.from ?? valid?.until ?? dutchDayOf(new Date())),
        months: 3,
        onPlanChoice,
      },
    ],
    eligibility: {},
    afterEnd: '/abonnementen',
    terms: { title: 'Actievoorwaarden', description: 'Voor € 2,99 per maand.', text: ['Je betaalt 3 maanden € 2,99 per maand.'] },
    // A slug map a test gives takes the trial button to a plan without free days: the file says it knows.
    ...(rest.slugMap ? { replacesTrial: true } : {}),
    ...rest,
  };
}

/** Where the promotion's file is, as the validator names it: named after its id. */
export const fileOf = (candidate: Promotion): string => `flows/promotions/${candidate.id}.promotion.json`;

/**
 * The project's files but its campaigns: the flows give the routes that a promotion's afterEnd
 * names, and no campaign added to the project later can meet a test's own.
 */
export const flowsWithoutCampaigns = (): SourceFile[] => flowSources().filter((source) => !/\.(promotion|offer)\.json$/.test(source.file));

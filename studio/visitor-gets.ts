/**
 * What a campaign means for the visitor an explanation is about (issue 60): the contract the
 * sandbox quotes this visitor for the address's plan that day, as the activation page says it under
 * "Wat je afsluit" (the same rows, operators/contract.ts), and in sentences what happens to what
 * they have: when a partner's gift starts, and what becomes of a paid plan it interrupts (the
 * contract's afterGift: it comes back the day after the gift, or it stops for good). Read from the explanation's own inputs: the demo user's facts and the plan
 * the sandbox answered, so it is what the site would show that visitor.
 */
import type { Contract } from '../schemas/generated/facts.ts';
import { describeContract, type ContractRow } from '../operators/contract.ts';
import { dutchDate } from '../operators/dutch-date.ts';
import { formatPrice } from '../operators/price.ts';
import { loadPlan } from '../services/operations/load-plan.ts';
import type { ExplainInput } from './explain.ts';
import type { StudioProject } from './project.ts';

export interface VisitorGets {
  /** The rows of "Wat je afsluit", as the activation page shows them to this visitor. */
  rows: ContractRow[];
  /** What happens, in a campaign manager's words. */
  sentences: string[];
}

const day = (date: string): string => String(dutchDate.evaluate([date]));

interface PlanAnswer {
  contract?: Contract;
  activation?: string | null;
  existingUserAllowed?: boolean;
  partner?: { name: string | null };
}

/** The partner a subscriber watches through, by the name the site gives it (the offers' partner names), else its code. */
function partnerName(subscription: { reseller?: string | null; trustedParty?: string | null }, partners: Record<string, { name: string }>): string | undefined {
  const id = subscription.reseller?.toLowerCase() ?? subscription.trustedParty ?? undefined;
  return id === undefined ? undefined : (partners[id]?.name ?? subscription.reseller ?? id);
}

/** The site's partner names, as its facts carry them for every page. */
export const sitePartners = (project: Pick<StudioProject, 'siteFacts'>): Record<string, { name: string }> =>
  (project.siteFacts as { partners?: Record<string, { name: string }> }).partners ?? {};

/**
 * Undefined when the explanation asked no plan of the sandbox (a flow's path, or a plan stubbed by
 * hand). partners: the site's partner names (its facts' "partners"), for a subscriber through one.
 */
export function visitorGets(input: ExplainInput, partners: Record<string, { name: string }> = {}): VisitorGets | undefined {
  const plan = input.results?.[loadPlan.name] as PlanAnswer | undefined;
  const contract = plan?.contract;
  if (!contract) return undefined;
  const facts = input.facts as { user?: { loggedIn?: boolean }; subscription?: { status?: string; reseller?: string | null; trustedParty?: string | null } } | undefined;
  const through = facts?.subscription ? partnerName(facts.subscription, partners) : undefined;
  const subscribed = facts?.subscription?.status === 'ACTIVE';
  const gift = plan.activation === 'entitlement';
  const noun = gift ? 'cadeau' : 'abonnement';
  const { start, asOf, offerEnd } = contract.dates;
  const sentences: string[] = [];
  if (!facts?.user?.loggedIn) sentences.push('Deze bezoeker is niet ingelogd: de site vraagt eerst om in te loggen of een account te maken, en zegt daarna wat hij afsluit.');
  if (subscribed && plan.existingUserAllowed === false) sentences.push('Deze bezoeker heeft al een abonnement en mag dit aanbod niet nemen: het is alleen voor nieuwe klanten.');
  else if (subscribed && through)
    sentences.push(
      `Deze bezoeker kijkt via ${through} en kan dit aanbod hier niet nemen: de activatiepagina opent, maar bij "Activeer" weigert de site het, omdat er al een abonnement via een partner loopt.`,
    );
  else if (contract.existingSubscription === 'follows' && start > asOf) {
    const { afterGift } = contract;
    const after =
      afterGift?.mode === 'resume'
        ? `na het ${noun}, vanaf ${day(afterGift.on)}, loopt het weer${afterGift.price ? `, voor ${String(formatPrice(afterGift.price, 'full')).replace(/\u00a0/g, ' ')}` : ''}.`
        : `dan stopt het, en na het ${noun} komt het niet vanzelf terug.`;
    sentences.push(`Het ${noun} start op ${day(start)}, als de betaalde periode van het huidige abonnement afloopt. Tot dan kijkt de bezoeker verder met dat abonnement; ${after}`);
  } else sentences.push(`Het ${noun} start op de dag dat de bezoeker het activeert (op ${day(asOf)}).`);
  const price = formatPrice(contract.price, 'full');
  if (price) sentences.push(`Wat het kost: ${price.replace(/\u00a0/g, ' ')}${gift && offerEnd ? `, tot en met ${day(offerEnd)}` : ''}.`);
  return { rows: describeContract(contract, 'quote'), sentences };
}

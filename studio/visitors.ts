/**
 * Who sees what of a campaign on a day (issue 60): for each kind of visitor a campaign manager asks
 * about (visitorSituations: new, logged in without a plan, a former subscriber, in a trial, paying,
 * bound to a fixed term, through a partner, in debt), each the sandbox's demo user, where the
 * button that sells each of the campaign's plans takes them, and what they would agree to there
 * (visitorGets: the contract the sandbox quotes them, what happens to the plan they have). The
 * page they see at the campaign's address is the gallery's (studio/gallery/render.tsx), rendered
 * as that visitor; the studio's server runs all of it with the sandbox's clock at the day.
 */
import { offersOf, promotionsOf } from '../tools/project.ts';
import { explainRun, fromOfferLink, withLivePlan, withVisitorFacts, type ExplainInput } from './explain.ts';
import { endInDutch, endWhyInDutch } from './explain-words.ts';
import { demoUserFacts, visitorSituations } from './demo-user.ts';
import type { StudioProject } from './project.ts';
import { sitePartners, visitorGets, type VisitorGets } from './visitor-gets.ts';

/** What the button that sells one plan of the campaign does for the visitor, and what they would agree to. */
export interface PlanForVisitor {
  slug: string;
  /** Where the path from that button ends, in words, and why. */
  ends: string;
  because: string;
  /** What they would agree to: only where the path reaches the sale (a visitor who is not logged in, once they log in). */
  gets?: VisitorGets;
}

export interface CampaignVisitor {
  label: string;
  /** The demo user who is this visitor; none: a visitor who is not logged in. */
  email?: string;
  plans: PlanForVisitor[];
}

/** What a partner's link carries when it carries a gift: any id, as the services that check it are taken to accept it here. */
const PARTNER_LINK = { entitlementId: 'LINK-VAN-DE-PARTNER' };

/**
 * The paths a campaign's buttons start, each for one plan: an offer's activation page from the
 * partner's link (with a gift's id, as the partner's e-mail gives it); a promotion plan's payment
 * page, as the plan choice's button opens it.
 */
function pathsOf(project: StudioProject, file: string): { slug: string; input: Omit<ExplainInput, 'user'> }[] {
  const offer = offersOf(project.result).get(file);
  if (offer) {
    const query = offer.plan.activation === 'entitlement' ? PARTNER_LINK : {};
    return [{ slug: offer.plan.slug, input: fromOfferLink(project, offer.id, { start: 'activate', facts: { query } }) }];
  }
  const promotion = promotionsOf(project.result).get(file);
  if (!promotion) throw new Error(`geen geldige aanbieding of actie in ${file}`);
  return promotion.plans.map((plan) => ({
    slug: plan.slug,
    input: { flow: 'activation', start: 'choose-payment', facts: { params: { purchase: 'activeer', plan: plan.slug } } },
  }));
}

/** Every kind of visitor of the campaign in the file, in turn (the sandbox's clock is already at the day: the caller holds it there). */
export async function campaignVisitors(project: StudioProject, file: string, day: string, sandboxUrl: string): Promise<CampaignVisitor[]> {
  const paths = pathsOf(project, file);
  const partners = sitePartners(project);
  const visitors: CampaignVisitor[] = [];
  for (const { label, email } of visitorSituations) {
    // The visitor's facts once, as the site loads them; each plan as the sandbox quotes it to them.
    const facts = email === undefined ? undefined : await demoUserFacts(sandboxUrl, email);
    const plans: PlanForVisitor[] = [];
    for (const { slug, input } of paths) {
      const given = { ...input, user: email };
      const known = await withLivePlan(facts ? withVisitorFacts(given, facts) : given, sandboxUrl);
      // The day's flags, as the explanation takes them; the sandbox's own clock is at the day already.
      const explanation = await explainRun(project, { ...known, at: day });
      // A page of the journey (the activation, the payment) is the sale; an address elsewhere is a notice, or the login a new visitor passes first.
      const sells = /^(page|stuck):/.test(explanation.end) || email === undefined;
      const gets = sells ? visitorGets(known, partners) : undefined;
      plans.push({ slug, ends: endInDutch(explanation.end), because: endWhyInDutch(explanation.endWhy), ...(gets ? { gets } : {}) });
    }
    visitors.push({ label, email, plans });
  }
  return visitors;
}

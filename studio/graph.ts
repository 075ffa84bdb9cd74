/**
 * Every journey of this site as a graph of plain data, for the studio's diagrams (React Flow in the
 * browser, SVG and Mermaid in Node): each flow's graph as the engine draws it (journey-engine/graph),
 * in Dutch; a partner offer's routes, landing page and plan; a promotion's plans, slugs and its page
 * after the end, drawn with the engine's builder. Read from the validator's result, so the graph is
 * of what the engine runs. Nothing here reads the disk: the browser can build it too.
 */
import type { SourceFile, ValidationResult } from 'journey-engine/validate';
import { escape } from 'journey-engine/validate';
import {
  flowGraph,
  GraphBuilder,
  graphIndex,
  repoPath,
  type FlowGraph as EngineFlowGraph,
  type FlowNodeKind,
  type GraphEdge as EngineGraphEdge,
  type GraphIndex,
  type GraphNode as EngineGraphNode,
  type GraphWords,
} from 'journey-engine/graph';
import { dutchDate } from '../operators/dutch-date.ts';
import { formatPrice, type PlanPrice } from '../operators/price.ts';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { OFFERS_COLLECTION } from '../campaigns/collections.ts';

/** The engine's kinds of node, and this site's data files': offers, promotions and their plans. */
export type NodeKind = FlowNodeKind | 'offer' | 'promotion' | 'plan';
export type GraphNode = EngineGraphNode<NodeKind>;
export type GraphEdge = EngineGraphEdge;
export type FlowGraph = EngineFlowGraph<NodeKind>;

/** The studio's words, in the Dutch of its users. */
const WORDS: GraphWords = {
  step: (id) => `stap ${id}`,
  externalDestination: 'externe bestemming',
  serviceAddress: 'adres van de dienst',
  computedPath: 'berekend pad',
  notFound: 'niet gevonden',
  guarded: (what) => `bewaakt: ${what}`,
  loads: (operation, into) => `laadt ${operation}${into ? ` → ${into}` : ''}`,
  journey: 'reis',
  pages: "losse pagina's",
  screen: (name) => `scherm ${name}`,
  skippedWhen: (condition) => `overgeslagen als ${condition}`,
  calls: (operation, when) => `roept ${operation} aan${when === undefined ? '' : ` als ${when}`}`,
  complete: 'afronden',
  always: 'altijd',
  then: 'daarna',
  redirect: 'doorverwijzing',
  permanentRedirect: 'doorverwijzing (301)',
};

/** Where a link to an offer leads once it has ended when its file names no page (flows/conditions.json, dealOverPage). */
const DEFAULT_AFTER_END = '/abonnementen';

export function projectGraphs(input: { result: ValidationResult; sources: SourceFile[]; copy: Record<string, unknown> }): FlowGraph[] {
  const project = graphIndex({ flows: input.result.flows, sources: input.sources, copy: input.copy, words: WORDS });
  const byId = <T>(entries: [string, T][], id: (value: T) => string) => entries.sort(([, a], [, b]) => id(a).localeCompare(id(b)));
  const offers = [...(input.result.data.get('offer') ?? new Map())] as [string, PartnerOffer][];
  const promotions = [...(input.result.data.get('promotion') ?? new Map())] as [string, Promotion][];
  return [
    ...byId([...input.result.flows], (flow) => flow.id).map(([file, flow]) => flowGraph(project, file, flow)),
    ...byId(offers, (offer) => offer.id).map(([file, offer]) => offerGraph(project, file, offer)),
    ...byId(promotions, (promotion) => promotion.id).map(([file, promotion]) => promotionGraph(project, file, promotion)),
  ];
}

/** When a campaign runs, in Dutch: "1 september 2026 t/m 28 februari 2027". */
function windowText(valid: { from?: string; until?: string } | undefined): string {
  const day = (date: string) => String(dutchDate.evaluate([date]));
  if (valid?.from && valid.until) return `${day(valid.from)} t/m ${day(valid.until)}`;
  if (valid?.from) return `vanaf ${day(valid.from)}`;
  if (valid?.until) return `t/m ${day(valid.until)}`;
  return 'tot nader order';
}

/** A plan's offer in the words of every page (the one price formatter), without what follows it: the graph knows no tier's price. */
function priceLines(price: PlanPrice | undefined): string[] {
  const text = price && formatPrice(price, 'offer');
  return text ? [text] : [];
}

/** The price of an offer's plan, as the sandbox's catalog makes it: only an offer with its months has one of its own (else the tier's). */
function offerPrice({ plan, partner }: PartnerOffer): PlanPrice | undefined {
  if (plan.activation === 'purchase' && plan.months === undefined) return undefined;
  return {
    amountCents: plan.activation === 'purchase' ? (plan.priceCents ?? 0) : 0,
    periodMonths: 1,
    oneTime: false,
    months: plan.months ?? 1,
    regularCents: null,
    thenMonthlyCents: null,
    paidBy: plan.activation === 'entitlement' ? partner.name : null,
  };
}

function offerGraph(project: GraphIndex, path: string, offer: PartnerOffer): FlowGraph {
  const file = repoPath(path);
  const located = project.locate(file);
  const graph = new GraphBuilder<NodeKind>(project);
  const at = (pointer: string) => located.valueAt(pointer).line;
  const id = `offer:${offer.id}`;
  graph.node({
    id,
    kind: 'offer',
    label: offer.partner.name,
    lines: [
      `partner ${offer.partner.id}`,
      windowText(offer.valid),
      `activatie ${offer.plan.activation}`,
      ...(offer.existingUserAllowed ? [] : ['alleen nieuwe klanten']),
      ...(offer.featureFlag ? [`achter vlag ${offer.featureFlag}`] : []),
    ],
    file,
    line: 1,
    props: offer,
  });
  // The flows' page that shows every offer: the step whose aliasesFrom is the offers.
  const landing = project.collectionPages.get(OFFERS_COLLECTION);
  const landingNode = landing ? graph.node(graph.pageNode(landing, landing.route)) : undefined;
  const routeNode = (route: string, what: string, pointer: string) =>
    graph.node({ id: `route:${route}`, kind: 'route', label: route, lines: [what], file, line: at(pointer), target: route });
  const { path: landingPath, aliases = [], legacy = [] } = offer.routes;
  const legacyRoutes = legacy.map((route, index) => routeNode(route, 'oud pad', `/routes/legacy/${index}`));
  const shownRoutes = [routeNode(landingPath, 'landingspagina', '/routes/path'), ...aliases.map((alias, index) => routeNode(alias, 'alias', `/routes/aliases/${index}`))];
  for (const from of legacyRoutes) graph.edge(from, `route:${landingPath}`, 'redirect', '301');
  shownRoutes.forEach((route, index) => {
    graph.edge(id, route, 'adds', index === 0 ? 'pad' : 'alias');
    if (landingNode) graph.edge(route, landingNode, 'next', 'toont');
  });
  const plan = graph.node({
    id: `plan:${offer.plan.slug}`,
    kind: 'plan',
    label: offer.plan.slug,
    lines: [`tier ${offer.plan.tier}`, ...priceLines(offerPrice(offer)), ...(offer.plan.trialDays ? [`${offer.plan.trialDays} dagen proef`] : [])],
    file,
    line: at('/plan'),
    props: offer.plan,
  });
  graph.edge(id, plan, 'adds', 'plan');
  if (landingNode) graph.edge(landingNode, plan, 'next', 'activeert');
  // The page after the end only matters to an offer that ends.
  if (offer.valid?.until !== undefined || offer.afterEnd !== undefined) {
    graph.edge(landingNode ?? id, graph.routeNode(offer.afterEnd ?? DEFAULT_AFTER_END, undefined), 'guard', 'actie voorbij');
  }
  return graph.graph({ id: offer.id, kind: 'offer', title: `${offer.partner.name}: ${landingPath}`, file }, [
    id,
    ...legacyRoutes,
    ...shownRoutes,
    ...(landingNode ? [landingNode] : []),
    plan,
  ]);
}

function promotionGraph(project: GraphIndex, path: string, promotion: Promotion): FlowGraph {
  const file = repoPath(path);
  const located = project.locate(file);
  const graph = new GraphBuilder<NodeKind>(project);
  const { eligibility } = promotion;
  const id = `promotion:${promotion.id}`;
  graph.node({
    id,
    kind: 'promotion',
    label: promotion.name,
    lines: [
      windowText(promotion.valid),
      ...(eligibility.newCustomersOnly ? ['alleen nieuwe klanten'] : []),
      ...(eligibility.formerSubscribersOnly ? ['alleen oud-abonnees'] : []),
      ...(eligibility.personalCode ? ['met een persoonlijke code'] : []),
      ...(eligibility.combinable === false ? ['niet te combineren'] : []),
      ...(eligibility.cancellableDuringTerm === false ? ['niet opzegbaar tijdens de looptijd'] : []),
      ...(eligibility.activationWithinDays ? [`activeren binnen ${eligibility.activationWithinDays} dagen`] : []),
      ...(promotion.endedReason ? [`daarna ${promotion.endedReason}`] : []),
    ],
    file,
    line: 1,
    props: promotion,
  });
  const planNode = (slug: string) => `plan:${slug}`;
  promotion.plans.forEach((plan, index) => {
    const price: PlanPrice = {
      amountCents: plan.priceCents,
      periodMonths: plan.oneTimePayment ? plan.months : (plan.periodMonths ?? 1),
      oneTime: plan.oneTimePayment === true,
      months: plan.months,
      regularCents: plan.regularPriceCents,
      thenMonthlyCents: null,
      paidBy: null,
    };
    const trialDays = eligibility.trialApplies === false ? 0 : (plan.trialDays ?? 0);
    graph.node({
      id: planNode(plan.slug),
      kind: 'plan',
      label: plan.planId,
      lines: [
        plan.slug,
        `tier ${plan.tier}`,
        ...priceLines(price),
        ...(trialDays ? [`${trialDays} dagen gratis`] : []),
        ...(plan.onPlanChoice ? ['op de keuze van abonnementen'] : []),
      ],
      file,
      line: located.valueAt(`/plans/${index}`).line,
      props: plan,
    });
    graph.edge(id, planNode(plan.slug), 'adds', 'plan');
  });
  const slugs: string[] = [];
  for (const [from, to] of Object.entries(promotion.slugMap ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (to === undefined) continue;
    const slug = graph.node({ id: `slug:${from}`, kind: 'plan', label: from, lines: ['slug, tijdens de actie'], file, line: located.valueAt(`/slugMap/${escape(from)}`).line });
    graph.edge(slug, graph.node({ id: planNode(to), kind: 'plan', label: to, lines: [] }), 'redirect', 'tijdens de actie');
    slugs.push(slug);
  }
  graph.edge(id, graph.routeNode(promotion.afterEnd, undefined), 'redirect', 'na afloop');
  return graph.graph({ id: promotion.id, kind: 'promotion', title: `${promotion.name}: ${promotion.id}`, file }, [
    id,
    ...slugs,
    ...promotion.plans.map((plan) => planNode(plan.slug)),
  ]);
}

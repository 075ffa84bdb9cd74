/**
 * What the router needs of a flow before the flow itself is loaded: its routes and layout. The
 * build ships outlines of all flows up front and each flow's content as a chunk of its own, so the
 * first page does not grow with the number of flows.
 */
import { collectionRoutes, type LegacyRoute, type RouteCollections, type StepAlias } from './collections.ts';
import { expandRoute, joinPath } from './paths.ts';
import type { Flow } from './types.ts';

export interface FlowOutline {
  id: string;
  mode: 'journey' | 'pages';
  basePath: string;
  /** The flow's route group; a step may have its own (steps[].layout). */
  layout: Flow['layout'];
  /**
   * aliases: the step's routes from data files (aliasesFrom) and from the flow's paramValues, each
   * with its fixed route parameters. template: the route is a pattern of paramValues, answered only
   * at its aliases.
   */
  steps: { id: string; route: string; status: number; aliases: StepAlias[]; template: boolean; layout: Flow['layout'] }[];
  redirects: { route: string }[];
  /** The data files' old paths, each sent to its canonical path (HTTP 301 where a server serves it). */
  legacy: LegacyRoute[];
}

export function outlineOf(flow: Flow, collections: RouteCollections = {}): FlowOutline {
  const { aliases, legacy } = collectionRoutes(flow, collections);
  return {
    id: flow.id,
    mode: flow.mode ?? 'journey',
    basePath: flow.basePath,
    layout: flow.layout,
    steps: flow.steps.map((step) => {
      const route = joinPath(flow.basePath, step.path);
      const expanded = expandRoute(route, flow.paramValues ?? {});
      return {
        id: step.id,
        route,
        status: step.status ?? 200,
        aliases: [...(aliases.get(step.id) ?? []), ...(expanded ?? [])],
        template: expanded !== undefined,
        layout: step.layout ?? flow.layout,
      };
    }),
    redirects: (flow.redirects ?? []).map((redirect) => ({ route: joinPath(flow.basePath, redirect.path) })),
    legacy,
  };
}

/** Every route at which one of the flow's pages answers, the not-found page aside. */
export function pageRoutes(outline: FlowOutline): string[] {
  return [
    ...(outline.mode === 'journey' ? [outline.basePath] : []),
    ...outline.steps.flatMap((step) => [...(step.template || step.status === 404 ? [] : [step.route]), ...step.aliases.map((alias) => alias.route)]),
    ...outline.redirects.map((redirect) => redirect.route),
  ];
}

/** Which page of which flow answers an address, from the flows' own routes, the most specific first. */
import { matchRoute, routeRank } from '../core/paths.ts';
import type { CompiledFlow } from '../core/types.ts';
import type { RouteMatch } from './runtime.ts';

/** The pages of these flows by their routes, and each journey's own address (which leads on to its step). */
export function flowRoutes(flows: readonly CompiledFlow[]): (pathname: string) => RouteMatch | undefined {
  const pages = flows
    .flatMap((flow) => flow.steps.map((step) => ({ flowId: flow.id, stepId: step.id, route: step.route })))
    .sort((a, b) => routeRank(b.route) - routeRank(a.route));
  return (pathname) => {
    for (const page of pages) {
      const params = matchRoute(page.route, pathname);
      if (params) return { kind: 'page', flowId: page.flowId, stepId: page.stepId, params };
    }
    const journey = flows.find((flow) => flow.basePath === pathname);
    return journey ? { kind: 'page', flowId: journey.id, stepId: null, params: {} } : undefined;
  };
}

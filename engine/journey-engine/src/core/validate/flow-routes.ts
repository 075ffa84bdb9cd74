import { expandRoute, joinPath } from '../paths.ts';
import type { Flow } from '../types.ts';

/**
 * Every route a flow declares, with where it stands. A step path with a parameter of fixed values
 * (paramValues) gives its pattern, which targets may name, marked as a template, and each route it
 * stands for.
 */
export function flowRoutes(flow: Partial<Flow>): { route: string; pointer: string; template?: true }[] {
  if (typeof flow.basePath !== 'string' || !Array.isArray(flow.steps)) return [];
  const base = flow.basePath;
  const values = flow.paramValues && typeof flow.paramValues === 'object' ? flow.paramValues : {};
  const routes: { route: string; pointer: string; template?: true }[] = flow.steps.flatMap((step, index) => {
    if (typeof step?.path !== 'string') return [];
    const route = joinPath(base, step.path);
    const pointer = `/steps/${index}/path`;
    const expanded = expandRoute(route, values);
    return expanded ? [{ route, pointer, template: true as const }, ...expanded.map((entry) => ({ route: entry.route, pointer }))] : [{ route, pointer }];
  });
  for (const [index, redirect] of (Array.isArray(flow.redirects) ? flow.redirects : []).entries()) {
    if (typeof redirect?.path === 'string') routes.push({ route: joinPath(base, redirect.path), pointer: `/redirects/${index}/path` });
  }
  if ((flow.mode ?? 'journey') === 'journey' && !routes.some((entry) => entry.route === base)) routes.unshift({ route: base, pointer: '/basePath' });
  return routes;
}

/**
 * What the plugin's virtual modules export (vite-plugin.ts), for a site's declaration of them:
 * `declare module 'virtual:journey' { export const loadRoutes: () => Promise<RoutesModule>; ... }`.
 */
import type { Evaluator } from '../core/json-logic.ts';
import type { PrecompiledValidator } from '../core/field-messages.ts';
import type { FlowOutline } from '../core/outline.ts';
import type { Flow, Guard } from '../core/types.ts';

/** "virtual:journey/flow/ID": one flow's chunk. */
export interface FlowModule {
  /** The flow as shipped: no journey cases, a reference to its compiled function in place of each piece of logic. */
  flow: Flow;
  outline: FlowOutline;
  /** The copy namespaces whose keys the flow names, but for those loaded with the site. */
  copy: Record<string, unknown>;
  /** Each form step's precompiled validator, by validatorKey. */
  validators: Record<string, PrecompiledValidator>;
  /** The flow's logic compiled at build time, by key: the flow and the guards refer to it. */
  logic: Record<string, Evaluator>;
  /** The site guards, and the named guards the flow or they name, as the flow compiles them. */
  siteGuards: Guard[];
  namedGuards: Record<string, Guard>;
}

/** "virtual:journey/routes": every flow's outline and the loader of its chunk. */
export interface RoutesModule {
  outlines: FlowOutline[];
  loaders: Record<string, () => Promise<FlowModule>>;
}

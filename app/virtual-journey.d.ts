declare module 'virtual:journey' {
  import type { FlowOutline } from '../engine/core/outline.ts';
  import type { Evaluator } from '../engine/core/json-logic.ts';
  import type { Facts, Flow, Guard } from '../engine/core/types.ts';
  import type { PrecompiledValidator } from '../engine/react/form-resolver.ts';
  export interface FlowModule {
    flow: Flow;
    outline: FlowOutline;
    copy: Record<string, unknown>;
    validators: Record<string, PrecompiledValidator>;
    /** The flow's logic compiled at build time, by key (engine/core/logic-code.ts). */
    logic: Record<string, Evaluator>;
  }
  export interface RoutesModule {
    outlines: FlowOutline[];
    loaders: Record<string, () => Promise<FlowModule>>;
  }
  export const loadRoutes: () => Promise<RoutesModule>;
  /** The facts every visitor starts from: the site's defaults and what the build knows. */
  export const siteFacts: Facts;
  export const sharedConditions: Record<string, unknown>;
  export const siteGuards: Guard[];
  export const namedGuards: Record<string, Guard>;
  export const site: {
    displayName: string;
    externalDestinations: Record<string, string>;
    startupRoutes: { login: string; logout: string; error: string };
    chunkTimeoutMs: number;
    errorParameter: string;
    notFoundPath: string;
  };
}

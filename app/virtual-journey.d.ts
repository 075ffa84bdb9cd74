declare module 'virtual:journey' {
  import type { Evaluator, Facts, Flow, FlowOutline, Guard } from 'journey-engine';
  import type { PrecompiledValidator } from 'journey-engine-react';
  export interface FlowModule {
    flow: Flow;
    outline: FlowOutline;
    copy: Record<string, unknown>;
    validators: Record<string, PrecompiledValidator>;
    /** The flow's logic compiled at build time, by key (journey-engine's logic-code.ts): the flow and the guards carry references to it. */
    logic: Record<string, Evaluator>;
    /** The site guards, and the named guards the flow or they name, as the flow compiles them. */
    siteGuards: Guard[];
    namedGuards: Record<string, Guard>;
  }
  export interface RoutesModule {
    outlines: FlowOutline[];
    loaders: Record<string, () => Promise<FlowModule>>;
  }
  export const loadRoutes: () => Promise<RoutesModule>;
  /** The facts every visitor starts from: the site's defaults and what the build knows. */
  export const siteFacts: Facts;
  export const site: {
    displayName: string;
    externalDestinations: Record<string, string>;
    startupRoutes: { login: string; logout: string; error: string };
    chunkTimeoutMs: number;
    errorParameter: string;
    notFoundPath: string;
  };
}

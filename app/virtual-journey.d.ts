declare module 'virtual:journey' {
  import type { Facts } from 'journey-engine';
  import type { RoutesModule } from 'journey-engine/runtime';
  export type { FlowModule, RoutesModule } from 'journey-engine/runtime';
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

/** What the engine's Vite plugin gives the reading list's browser code (journey-engine/vite). */
declare module 'virtual:journey' {
  import type { RoutesModule } from 'journey-engine/vite';
  export const loadRoutes: () => Promise<RoutesModule>;
}

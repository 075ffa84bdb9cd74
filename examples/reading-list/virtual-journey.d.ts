/** What the engine's Vite plugin gives the reading list's browser code (journey-engine/vite), and Vite's own (import.meta.glob). */
/// <reference types="vite/client" />
declare module 'virtual:journey' {
  import type { RoutesModule } from 'journey-engine/runtime';
  export const loadRoutes: () => Promise<RoutesModule>;
}

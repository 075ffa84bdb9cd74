/** journey-engine/vite: a site's flows built by Vite (compiled logic, precompiled validators, a chunk per flow), and its dist/ made whole for static hosts. */
export type * from './vite-plugin.ts';
export { journeyEngine, MANIFEST_MODULE, ROUTES_MODULE } from './vite-plugin.ts';
export type * from './shipped-flow.ts';
export { flowLogicModule, flowLogicSources, shippedFlow } from './shipped-flow.ts';
export { standaloneValidators } from './standalone-validators.ts';
export type * from './static-site.ts';
export { writeStaticSite } from './static-site.ts';
export type * from './build-static-site.ts';
export { buildStaticSite } from './build-static-site.ts';
export { INLINE_STYLESHEET_MAX_GZIP_BYTES, inlinedStylesheets, withInlinedStylesheets } from './inline-stylesheets.ts';

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { BACK_END_PATHS, backEndPattern } from './sandbox/back-end-paths.ts';
import { withEngineSource } from './tools/engine-source.ts';
import { preloadFonts } from './tools/vite-plugin-font-preload.ts';
import { journeyFlows } from './tools/vite-plugin-flows.ts';
import { loadedWhenCalled } from './services/operations/loaders.ts';

/**
 * What the browser's build puts in the "journey" chunk: the engine's core and runtime, the binding's
 * parts that need no React and the press module shares with the site, the site's services,
 * settings, tracking keywords' hooks, reporting and manifest. The flows', the operations' and the
 * press module's chunks import this one alone.
 */
const JOURNEY_CHUNK =
  /engine\/journey-engine\/src\/(core|runtime)\/|engine\/journey-engine-react\/src\/(asked-before-site|early-press|kept-press|history-entry|prerendered-page|site-scripts)\.ts$|\/services\/|\/config\/|\/keywords\/tracking\.ts$|\/app\/reporting\.ts$|^\0virtual:journey$/;

/**
 * ...and what every flow's chunk and the operations' import beside it: the site's operators (a
 * flow's compiled logic; the engine's are in its core), ajv's runtime helpers (the flows'
 * validators), the GraphQL client (graphql-request) and documents. Every
 * page runs a flow, so every page loads them: in the journey chunk they cost no file of their own,
 * where each was one more file behind the six connections an HTTP/1.1 host allows. So do the safe
 * operations (loaders.ts imports them): a press acted on before the site's script calls those
 * alone, and its calls then wait for no second wave of files.
 */
const IMPORTED_BY_EVERY_FLOW = /\/operators\/|ajv\/dist\/runtime\/|node_modules\/(graphql-request|graphql)\//;

/**
 * What the journey chunk leaves to chunks of their own, loaded with their first call: the other
 * service operations (loaders.ts names them). Nothing in the journey chunk is imported lazily: a
 * lazy import of a module in a chunk group makes a facade file of a few bytes, a round trip of its own.
 */
const LOADED_WHEN_CALLED = new RegExp(`/services/operations/(${loadedWhenCalled.map((file) => file.replace(/[.-]/g, '\\$&')).join('|')})$`);

/** graphql as graphql-request uses it here: its Kind, without the parser and printer it never calls. */
const GRAPHQL_WITHOUT_PARSER = fileURLToPath(new URL('./services/graphql-without-parser.ts', import.meta.url));

/** The press module's own code (tools/vite-plugin-flows.ts), in its own chunk. */
const PRESS_MODULE = /\/app\/press\.ts$|engine\/journey-engine-react\/src\/press-module\.ts$/;

const port = Number(process.env.PORT ?? 5173);
// In development the sandbox back end runs beside Vite (npm run dev) and Vite passes its paths on.
const sandbox = process.env.SANDBOX_URL ?? `http://localhost:${port + 1}`;

// A function, so that each load reads JOURNEY_FLOWS_DIR again: the tests build the site from other
// flows folders with this configuration, imported (tests/unit/first-page-size.test.ts).
export default defineConfig(() => ({
  // JOURNEY_FLOWS_DIR builds the site from another flows folder.
  // React's plugin: the automatic JSX runtime, and Fast Refresh on the dev server.
  plugins: [react(), journeyFlows({ flowsDir: process.env.JOURNEY_FLOWS_DIR }), preloadFonts(['outfit-latin-wght-normal.woff2'])],
  // The engine's packages from their source, in the browser's build and in the prerender's for Node;
  // graphql-request's import of graphql is given what it uses without the parser it never calls here
  // (services/graphql-without-parser.ts).
  resolve: { conditions: withEngineSource(defaultClientConditions), alias: [{ find: /^graphql$/, replacement: GRAPHQL_WITHOUT_PARSER }] },
  ssr: { resolve: { conditions: withEngineSource(defaultServerConditions) } },
  // The dev server's first crawl also reads the service operations, which the site imports lazily:
  // a library found only at their first call would make Vite bundle its dependencies again and
  // reload the page (npm run dev, the studio's site).
  optimizeDeps: { entries: ['index.html', 'services/operations/*.ts'] },
  server: {
    port,
    strictPort: true,
    // The back end's paths (backEndPattern), with the site's Host kept: the services answer JSON only
    // to their own origin, and set cookies for it.
    proxy: Object.fromEntries(BACK_END_PATHS.map((path) => [backEndPattern(path), { target: sandbox, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry and all it imports statically are two files, not fifteen queued six at a time on
    // one HTTP/1.1 host: the engine's core and runtime with the site's services and settings
    // ("journey", with what the flows import beside it), and the rest (React, the libraries, the
    // views). The flows' and the service operations' chunks import the first and never the rest, so
    // that they can run before the site's React code has loaded (tests/unit/first-page-size.test.ts
    // holds it).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'journey', test: (id: string) => !LOADED_WHEN_CALLED.test(id) && (JOURNEY_CHUNK.test(id) || IMPORTED_BY_EVERY_FLOW.test(id)), priority: 2 },
            // The press module (tools/vite-plugin-flows.ts) is an entry of its own: what it alone imports stays out of the site's chunk.
            { name: 'index', tags: ['$initial'], test: (id: string) => !PRESS_MODULE.test(id), priority: 1 },
          ],
        },
      },
      onLog(level, log, handler) {
        // "use client" means nothing in a bundle that only a browser runs.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
}));

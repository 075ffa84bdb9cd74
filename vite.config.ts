import { defineConfig } from 'vite';
import { BACK_END_PATHS } from './sandbox/back-end-paths.ts';
import { journeyFlows } from './tools/vite-plugin-flows.ts';
import { noEvalInJsonLogic } from './tools/vite-plugin-no-eval.ts';

const port = Number(process.env.PORT ?? 5173);
// In development the sandbox back end runs beside Vite (npm run dev) and Vite passes its paths on.
const sandbox = process.env.SANDBOX_URL ?? `http://localhost:${port + 1}`;

/**
 * The site is written against React's API and rendered by Preact's compatibility layer: React's
 * renderer alone (66.7 KB gzip) is more than half of the 100 KB the first page may weigh, and
 * Preact renders the same components, react-router, react-hook-form and react-i18next in about
 * 11 KB (docs/performance.md has the measurement).
 */
const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig({
  // JOURNEY_FLOWS_DIR builds the site from another flows folder (tests/unit/first-page-size.test.ts).
  plugins: [journeyFlows({ flowsDir: process.env.JOURNEY_FLOWS_DIR }), noEvalInJsonLogic()],
  resolve: { alias: reactOnPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Each back-end path as a whole segment (/payment goes on, a page such as /payments would not),
  // with the site's Host kept: the services answer JSON only to their own origin, and set cookies for it.
  server: {
    port,
    strictPort: true,
    proxy: Object.fromEntries(BACK_END_PATHS.map((path) => [`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`, { target: sandbox, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry and all it imports statically are one file: the first page then waits for a few
    // requests (that, its flow's chunk and the validators' helper), not for fifteen queued six at a
    // time on one HTTP/1.1 host.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] } },
      onLog(level, log, handler) {
        // "use client" means nothing in a bundle that only a browser runs; react-router looks for
        // React's useOptimistic and does without it where the renderer has none.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic'))) return;
        handler(level, log);
      },
    },
  },
});

/**
 * Keeps eval out of the browser bundle. The site runs json-logic-engine in interpreted mode, which
 * never builds code; the library's compiled mode (its build method and a feature probe it uses)
 * still holds two calls of the global eval. In the client bundle this plugin replaces them with a
 * function that throws, so a Content-Security-Policy without 'unsafe-eval' holds and a test can
 * prove the bundle holds no eval at all. Node (tests, tools, benchmarks) keeps the library as it is.
 */
import type { Plugin } from 'vite';

const GLOBAL_EVAL = /\(typeof globalThis !== 'undefined' \? globalThis : global\)\.eval\(/g;
const EXPECTED_SITES = 2;

export function noEvalInJsonLogic(): Plugin {
  return {
    name: 'no-eval-in-json-logic',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]json-logic-engine[\\/]dist[\\/]esm[\\/]/.test(id)) return undefined;
      const sites = code.match(GLOBAL_EVAL)?.length ?? 0;
      // A new library version that moved its eval must fail the build, not slip through.
      if (sites !== EXPECTED_SITES) this.error(`json-logic-engine: expected ${EXPECTED_SITES} eval call sites, found ${sites}; review tools/vite-plugin-no-eval.ts`);
      const disabled = "(() => { throw new Error('json-logic-engine compiled mode is disabled in the browser: conditions run interpreted') })()(";
      return { code: code.replace(GLOBAL_EVAL, disabled), map: null };
    },
  };
}

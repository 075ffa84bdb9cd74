/**
 * The values of a site's own keywords (core/keyword.ts) on a flow or a step: what a flow file
 * writes there beyond the engine's own keywords. The validator has refused any keyword the site
 * did not register; the compiled flow keeps these for the site to read.
 */
import type { Flow, Step } from '../dsl/flow.ts';
import type { SiteKeywords } from './register.ts';

// Every keyword of the engine's, checked against its types: a keyword added to the engine's schema
// and not here is a TypeScript error, so none is ever taken for a site's.
const ENGINE_FLOW_KEYWORDS = {
  $schema: true,
  id: true,
  description: true,
  mode: true,
  basePath: true,
  layout: true,
  reportAs: true,
  conditions: true,
  links: true,
  load: true,
  guards: true,
  carryQuery: true,
  paramValues: true,
  redirects: true,
  steps: true,
  complete: true,
  tests: true,
} satisfies Record<keyof Flow, true>;

const ENGINE_STEP_KEYWORDS = {
  id: true,
  path: true,
  type: true,
  layout: true,
  skipWhen: true,
  guards: true,
  load: true,
  form: true,
  next: true,
  tracking: true,
  status: true,
  aliasesFrom: true,
  props: true,
  errors: true,
} satisfies Record<keyof Step, true>;

const notIn = (own: Readonly<Record<string, true>>, written: object): Readonly<Record<string, unknown>> =>
  Object.fromEntries(Object.entries(written).filter(([keyword]) => !Object.hasOwn(own, keyword)));

// As the site registered them: the validator checked each against its keyword's schema.
export const flowKeywordValues = (flow: Flow): SiteKeywords => notIn(ENGINE_FLOW_KEYWORDS, flow) as SiteKeywords;
export const stepKeywordValues = (step: Step): SiteKeywords => notIn(ENGINE_STEP_KEYWORDS, step) as SiteKeywords;

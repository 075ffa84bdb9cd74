/**
 * The values of a site's own keywords (core/keyword.ts) on a flow, a step or a step's tracking: what
 * a flow file writes there beyond the engine's own keywords. The validator has refused any keyword
 * the site did not register; the compiled flow keeps a flow's and a step's for the site to read, the
 * runtime hands a tracking keyword's to its hook.
 */
import type { Flow, Step, Tracking } from '../dsl/flow.ts';
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
  still: true,
  errors: true,
} satisfies Record<keyof Step, true>;

const ENGINE_TRACKING_KEYWORDS = { screen: true, passedThrough: true } satisfies Record<keyof Tracking, true>;

const notIn = (own: Readonly<Record<string, true>>, written: object): Readonly<Record<string, unknown>> =>
  Object.fromEntries(Object.entries(written).filter(([keyword]) => !Object.hasOwn(own, keyword)));

// As the site registered them: the validator checked each against its keyword's schema.
export const flowKeywordValues = (flow: Flow): SiteKeywords => notIn(ENGINE_FLOW_KEYWORDS, flow) as SiteKeywords;
export const stepKeywordValues = (step: Step): SiteKeywords => notIn(ENGINE_STEP_KEYWORDS, step) as SiteKeywords;
/** A step's tracking keywords of the site's, by keyword, as the file writes them (each hook types its own value). */
export const trackingKeywordValues = (tracking: Tracking): Readonly<Record<string, unknown>> => notIn(ENGINE_TRACKING_KEYWORDS, tracking);

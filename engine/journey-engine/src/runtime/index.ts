/** The one journey runtime: answers, loads, calls and navigation through one dispatch; and journey cases and explanations run through it. */
export { submitIsSafe } from './ahead.ts';
export type * from './answers-store.ts';
export { ANSWERS_KEY_PREFIX, memoryStorage, answersStore } from './answers-store.ts';
export type * from './explain.ts';
export { destinationText, explainJourney, explanationSummary, explainedStepLines } from './explain.ts';
export type * from './flow-modules.ts';
export { compiledFlowModule, flowModuleLoader } from './flow-modules.ts';
export { loadsBeforeSession } from './loads-before-session.ts';
export type * from './history.ts';
export { memoryHistory } from './history.ts';
export type * from './journey-case.ts';
export { caseMismatches, runJourneyCase } from './journey-case.ts';
export type * from './perform.ts';
export { callOperation, prepareOperations } from './perform.ts';
export type * from './prerender.ts';
export {
  LOADING_STATE_CLASS,
  NEXT_PAGE_TEMPLATE,
  PRERENDERED_OPERATIONS_ATTRIBUTE,
  PRESS_MODULE_ATTRIBUTE,
  SITE_ENTRY_ATTRIBUTE,
  prerenderedStep,
  prerenderRoutes,
  SITE_SCRIPTS_TEMPLATE,
  STILL_ATTRIBUTE,
} from './prerender.ts';
export type * from './route-table.ts';
export { routeEntries, routeTable, growingRoutes } from './route-table.ts';
export type * from './runtime.ts';
export { createJourneyRuntime } from './runtime.ts';
export type * from './session.ts';
export { sessionStore } from './session.ts';
export type * from './targets.ts';
export { hrefOf } from './targets.ts';

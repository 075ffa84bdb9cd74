/** The one journey runtime: answers, loads, calls and navigation through one dispatch; and journey cases and explanations run through it. */
export * from './answers-store.ts';
export * from './explain.ts';
export * from './history.ts';
export * from './journey-case.ts';
export * from './page-facts.ts';
export * from './perform.ts';
export * from './route-table.ts';
export * from './runtime.ts';
export * from './screen-event.ts';
export * from './session.ts';
export * from './targets.ts';

/** The validator of a site's flows and files: findings with file, line, column, JSON pointer and rule; reports as text, JSON, SARIF and GitHub annotations. */
export type * from './actions.ts';
export type * from './diagnostic.ts';
export { formatDiagnostic } from './diagnostic.ts';
export type * from './finding.ts';
export { flowRoutes } from './flow-routes.ts';
export type * from './locate.ts';
export { JsonSyntaxError, parseLocated, escape } from './locate.ts';
export type * from './project.ts';
export type * from './report-formats.ts';
export { findingsReport } from './report-formats.ts';
export type * from './schema-check.ts';
export type * from './validate.ts';
export { createValidator, fileKind } from './validate.ts';

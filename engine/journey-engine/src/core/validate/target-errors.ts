/**
 * The error codes targets carry (rules error-in-query and unknown-error-code): a code travels only
 * as a target's "error" or a fail action, never written into a query by hand, and the page at the
 * target's route must declare it among its step's errors, in whichever flow that page is.
 */
import { joinPath } from '../paths.ts';
import type { Flow } from '../types.ts';
import type { Finding } from './finding.ts';
import { escape } from './locate.ts';

/** Each step's route with the error codes its page shows. */
export function stepErrorCodes(flow: Partial<Flow>): [string, ReadonlySet<string>][] {
  if (typeof flow.basePath !== 'string' || !Array.isArray(flow.steps)) return [];
  const base = flow.basePath;
  return flow.steps.flatMap((step) =>
    typeof step?.path === 'string' ? [[joinPath(base, step.path), new Set(Object.keys(step.errors ?? {}))] as [string, ReadonlySet<string>]] : [],
  );
}

export function checkTargetErrors(flow: Flow, errorsAt: ReadonlyMap<string, ReadonlySet<string>>, errorParameter: string): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${pointer}/${index}`));
    if (!node || typeof node !== 'object') return;
    const target = node as { route?: unknown; error?: unknown; query?: Record<string, unknown> };
    if (typeof target.route === 'string') {
      if (target.query && Object.hasOwn(target.query, errorParameter)) {
        findings.push({
          rule: 'error-in-query',
          message: `the error code goes in "error" (or a fail action back to the submitted step), not in the query's "${errorParameter}"`,
          pointer: `${pointer}/query/${escape(errorParameter)}`,
          atKey: true,
        });
      }
      if (typeof target.error === 'string' && !errorsAt.get(target.route)?.has(target.error)) {
        findings.push({ rule: 'unknown-error-code', message: `"${target.error}" is none of the errors of the step at ${target.route}`, pointer: `${pointer}/error` });
      }
    }
    for (const [key, value] of Object.entries(node)) visit(value, `${pointer}/${escape(key)}`);
  };
  // A journey case's facts are no targets.
  for (const [key, value] of Object.entries(flow)) if (key !== 'tests') visit(value, `/${escape(key)}`);
  return findings;
}

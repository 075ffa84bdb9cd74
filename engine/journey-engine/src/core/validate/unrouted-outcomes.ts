/**
 * Rule unrouted-outcome: a call's outcome that no route names goes where the call's error goes, so
 * a call that leaves out an outcome after which the journey carries on (the operation's carriesOn,
 * by default success) would send a visitor whose call went well to the error page, silently. A
 * load is not a call: an outcome it does not route lets its page render.
 */
import { carryingOn } from '../service-operation.ts';
import type { Finding } from './finding.ts';
import { escape } from './locate.ts';
import type { OperationResults } from './project.ts';

/** Every "call" in a file (a flow, the site guards), checked against what its operation carries on after. */
export function checkUnroutedOutcomes(value: unknown, operations: readonly OperationResults[]): Finding[] {
  const byName = new Map(operations.map((operation) => [operation.name, operation]));
  const findings: Finding[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((child, index) => visit(child, `${pointer}/${index}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const at = `${pointer}/${escape(key)}`;
      if (key === 'call' && child && typeof child === 'object') check(child as { operation?: unknown; outcomes?: unknown }, at);
      visit(child, at);
    }
  };
  // An operation the site does not have is rule unknown-service-operation's to report.
  const check = (call: { operation?: unknown; outcomes?: unknown }, pointer: string): void => {
    const operation = typeof call.operation === 'string' ? byName.get(call.operation) : undefined;
    if (!operation || !call.outcomes || typeof call.outcomes !== 'object') return;
    for (const outcome of carryingOn(operation).filter((name) => !Object.hasOwn(call.outcomes as object, name))) {
      findings.push({
        rule: 'unrouted-outcome',
        message: `${operation.name} answers ${outcome} when it goes well, and this call does not route it: it would go where error goes. Say where ${outcome} leads`,
        pointer: `${pointer}/outcomes`,
        atKey: true,
      });
    }
  };
  visit(value, '');
  return findings;
}

/**
 * Rule unknown-result-field: a {"var": "result.x"} reads what the service call whose outcome is being
 * routed answered, so x must be a field that the operation declares for that outcome (its results),
 * and result is read nowhere else. Error and timeout answer code and message (the runtime's, for a
 * failure it caught) beside what the operation declares.
 */
import type { Finding } from './finding.ts';
import { escape } from './locate.ts';
import type { OperationResults } from './project.ts';

const FAILURE_FIELDS: Readonly<Record<string, readonly string[]>> = { error: ['code', 'message'], timeout: ['code', 'message'] };

type Routed = { readonly operation: string; readonly outcome: string } | undefined;

/** The fields an operation answers with an outcome: those it declares, and a failure's code and message. */
export function answeredFields(operation: OperationResults, outcome: string): string[] {
  return [...Object.keys(operation.results[outcome] ?? {}), ...(FAILURE_FIELDS[outcome] ?? [])];
}

/** Every read of result in a file (a flow, the site guards), checked against the outcome it is read in. */
export function checkResultFields(value: unknown, operations: readonly OperationResults[]): Finding[] {
  const byName = new Map(operations.map((operation) => [operation.name, operation]));
  const findings: Finding[] = [];
  // An operation the site does not have is rule unknown-service-operation's to report.
  const fieldsOf = ({ operation, outcome }: NonNullable<Routed>): readonly string[] | undefined => {
    const declared = byName.get(operation);
    return declared && answeredFields(declared, outcome);
  };
  const visit = (node: unknown, pointer: string, routed: Routed): void => {
    if (Array.isArray(node)) return node.forEach((child, index) => visit(child, `${pointer}/${index}`, routed));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const read = record.var;
    const path = typeof read === 'string' ? read : Array.isArray(read) && typeof read[0] === 'string' ? read[0] : undefined;
    if (path !== undefined && (path === 'result' || path.startsWith('result.'))) check(path, `${pointer}/var`, routed);
    const operation = typeof record.operation === 'string' ? record.operation : undefined;
    for (const [key, child] of Object.entries(record)) {
      const at = `${pointer}/${escape(key)}`;
      // A call's outcomes are each routed with that call's result; its input is read before it answers.
      if (operation !== undefined && key === 'outcomes' && child && typeof child === 'object') {
        for (const [outcome, action] of Object.entries(child)) visit(action, `${at}/${escape(outcome)}`, { operation, outcome });
      } else if (operation !== undefined && key === 'input') visit(child, at, undefined);
      else visit(child, at, routed);
    }
  };
  const check = (path: string, pointer: string, routed: Routed): void => {
    if (!routed) {
      findings.push({ rule: 'unknown-result-field', message: `"${path}" is read where no service call's outcome is routed: result is only known there`, pointer });
      return;
    }
    const fields = fieldsOf(routed);
    const field = path.split('.')[1];
    if (fields === undefined || field === undefined || fields.includes(field)) return;
    const answers = fields.length > 0 ? `it answers ${fields.join(', ')}` : 'it answers nothing';
    findings.push({ rule: 'unknown-result-field', message: `${routed.operation} does not answer "${field}" with ${routed.outcome}: ${answers}`, pointer });
  };
  visit(value, '', undefined);
  return findings;
}

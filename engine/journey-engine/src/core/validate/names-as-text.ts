/** Rule condition-name-as-text. */
import type { Finding } from './finding.ts';
import { escape } from './locate.ts';

/** The operators whose operands are conditions or values, where a condition's name would be mere text. */
const LOGIC_OPERATORS = new Set(['!', '!!', 'and', 'or', 'if', '==', '===', '!=', '!==', 'in']);

/**
 * Only a whole condition may be a bare name: inside a rule, { "!": "isLoggedIn" } is the text
 * "isLoggedIn" (always true), a mistake that looks right; it must be { "!": { "condition": "isLoggedIn" } }.
 */
export function checkNamesAsText(rules: object, names: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${pointer}/${index}`));
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'tests') continue;
      const at = `${pointer}/${escape(key)}`;
      const operands = LOGIC_OPERATORS.has(key) ? (Array.isArray(child) ? child.map((item, index) => [item, `${at}/${index}`] as const) : [[child, at] as const]) : [];
      for (const [operand, operandAt] of operands) {
        if (typeof operand === 'string' && names.has(operand)) {
          findings.push({
            rule: 'condition-name-as-text',
            message: `"${operand}" is read as text here; to use the condition write { "condition": "${operand}" }`,
            pointer: operandAt,
          });
        }
      }
      visit(child, at);
    }
  };
  visit(rules, '');
  return findings;
}

/** Rule condition-cycle. */
import { ConditionError, inlineConditions, type Logic } from '../json-logic.ts';
import type { Finding } from './finding.ts';

/** Every named condition must resolve without coming back to itself. */
export function checkConditionCycles(local: Readonly<Record<string, Logic>>, shared: Readonly<Record<string, Logic>>, pointer: string): Finding[] {
  const named = { ...shared, ...local };
  return Object.keys(local).flatMap((name) => {
    try {
      inlineConditions(name, named);
      return [];
    } catch (error) {
      if (!(error instanceof ConditionError) || !error.message.includes('refers to itself')) return [];
      return [{ rule: 'condition-cycle', message: error.message, pointer: `${pointer}/${name}`, atKey: true }];
    }
  });
}

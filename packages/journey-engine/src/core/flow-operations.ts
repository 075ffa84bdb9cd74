/**
 * The service operations a shown step may call next: those of its next rules and their outcomes,
 * and the flow's loads, which every page of the flow makes (the next step's included).
 */
import type { CompiledAction, CompiledFlow, CompiledStep } from './types.ts';

export function operationsAfter(flow: CompiledFlow, step: CompiledStep): ReadonlySet<string> {
  const names = new Set<string>();
  const action = (taken: CompiledAction): void => {
    if (taken.kind !== 'call') return;
    names.add(taken.call.operation);
    Object.values(taken.call.outcomes).forEach(action);
  };
  for (const rule of step.next) action(rule.action);
  for (const load of flow.loads) {
    names.add(load.operation);
    Object.values(load.outcomes).forEach(action);
  }
  return names;
}

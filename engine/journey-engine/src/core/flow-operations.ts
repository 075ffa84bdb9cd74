/**
 * The service operations a shown step may call next: those of its next rules and their outcomes,
 * and the flow's loads, which every page of the flow makes (the next step's included).
 */
import type { CompiledAction, CompiledFlow, CompiledStep } from './types.ts';

export function operationsAfter(flow: CompiledFlow, step: CompiledStep): ReadonlySet<string> {
  const names = new Set(callsAfter(step));
  for (const load of flow.loads) {
    names.add(load.operation);
    Object.values(load.outcomes).forEach((action) => addCalls(action, names));
  }
  return names;
}

/** The operations a submit of the step may call: its next rules' calls and those of their outcomes. */
export function callsAfter(step: CompiledStep): ReadonlySet<string> {
  const names = new Set<string>();
  for (const rule of step.next) addCalls(rule.action, names);
  return names;
}

function addCalls(action: CompiledAction, names: Set<string>): void {
  if (action.kind !== 'call') return;
  names.add(action.call.operation);
  Object.values(action.call.outcomes).forEach((outcome) => addCalls(outcome, names));
}

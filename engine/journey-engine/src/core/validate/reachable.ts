/** Rule unreachable-step. */
import type { Flow } from '../types.ts';
import type { Action } from './actions.ts';
import type { Finding } from './finding.ts';

/** In a journey every step must be reachable from the first one. */
export function checkReachable(flow: Flow): Finding[] {
  if ((flow.mode ?? 'journey') !== 'journey') return [];
  const indexById = new Map(flow.steps.map((step, index) => [step.id, index]));
  const reached = new Set<number>();
  const queue = [0];
  while (queue.length > 0) {
    const index = queue.shift() as number;
    const step = flow.steps[index];
    if (!step || reached.has(index) || step.skipWhen === true) continue;
    reached.add(index);
    const rules = [...(step.guards ?? []).filter((guard) => typeof guard === 'object'), ...(step.next ?? [])] as Action[];
    for (const rule of rules) queue.push(...gotoTargets(rule).map((id) => indexById.get(id) ?? -1));
    const blocked = (step.next ?? []).some((rule) => rule.when === undefined);
    if (!blocked) queue.push(index + 1);
    // A skipped step is passed over, so what follows it is reached too.
    if (step.skipWhen !== undefined) queue.push(index + 1);
  }
  const complete = flow.complete ? gotoTargets(flow.complete as Action) : [];
  return flow.steps.flatMap((step, index) =>
    reached.has(index) || complete.includes(step.id) ? [] : [{ rule: 'unreachable-step', message: `no way leads to step "${step.id}"`, pointer: `/steps/${index}` }],
  );
}

function gotoTargets(action: Action): string[] {
  return [...(action.goto === undefined ? [] : [action.goto]), ...Object.values(action.call?.outcomes ?? {}).flatMap(gotoTargets)];
}

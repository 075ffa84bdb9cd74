/** The screen event a shown step sends, as its flow's tracking names it. */
import type { CompiledFlow, CompiledStep, Facts } from '../core/types.ts';

/**
 * The event for this step with these facts: its screen (an expression of the facts, or a name), the
 * funnel step only while the funnel's condition holds, the account id (as the site reads it from the
 * facts) where the flow asks for it.
 * Undefined for a step the flow does not track.
 */
export function screenEvent(flow: CompiledFlow, step: CompiledStep, facts: Facts, accountOf: (facts: Facts) => unknown): Record<string, unknown> | undefined {
  if (!step.tracking) return undefined;
  const { funnel, withAccountId, screen } = step.tracking;
  const named = typeof screen === 'object' ? String(flow.compileExpression(screen)(facts)) : screen;
  const counted = funnel && flow.holds(funnel.when, facts) ? { funnel: { name: funnel.name, step: funnel.step, stepName: funnel.stepName } } : {};
  const accountId = withAccountId ? accountOf(facts) : undefined;
  return { event: 'screen', flow: flow.id, step: step.id, ...(named === undefined ? {} : { screen: named }), ...counted, ...(accountId ? { accountId } : {}) };
}

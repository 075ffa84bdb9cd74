/** The screen event a shown step sends, as its flow's tracking names it. */
import type { TrackingHook } from '../core/keyword.ts';
import { trackingKeywordValues } from '../core/keyword-values.ts';
import type { CompiledFlow, CompiledStep, Facts } from '../core/types.ts';

/**
 * The event for this step with these facts: its screen (an expression of the facts, or a name), and
 * what each of the site's tracking keywords written on it adds (trackingKeywords, by keyword).
 * unheard: the keywords written that no hook takes, for the runtime to report (the validator knows
 * the site's keywords; a runtime not given one's hook drops what it says).
 * Undefined for a step the flow does not track.
 */
export function screenEvent(
  flow: CompiledFlow,
  step: CompiledStep,
  facts: Facts,
  hooks: Readonly<Record<string, TrackingHook<never>>>,
): { event: Record<string, unknown>; unheard: string[] } | undefined {
  if (!step.tracking) return undefined;
  const { screen } = step.tracking;
  const named = typeof screen === 'object' ? String(flow.compileExpression(screen)(facts)) : screen;
  const written = Object.entries(trackingKeywordValues(step.tracking));
  const added = written.flatMap(([keyword, value]) => Object.entries(hooks[keyword]?.(value as never, { facts, holds: (condition) => flow.holds(condition, facts) }) ?? {}));
  return {
    event: { event: 'screen', flow: flow.id, step: step.id, ...(named === undefined ? {} : { screen: named }), ...Object.fromEntries(added) },
    unheard: written.map(([keyword]) => keyword).filter((keyword) => !hooks[keyword]),
  };
}

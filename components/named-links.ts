/**
 * A page's links and buttons may name one of the flow's links ("actions": ["helpCenter"]): the
 * props schema of such a list, and the list with every name replaced by the link it names.
 */
import type { CompiledFlow } from 'journey-engine-react';

/** The schema of an item that is a link written out (the step type's own shape) or a link's name. */
export function linkOrName(written: object): object {
  return { if: { type: 'string' }, then: { $ref: '#/$defs/linkName' }, else: written };
}

/** The items with each name replaced by the flow's link of that name (the validator made sure it exists). */
export function namedLinks<T extends object>(items: readonly (T | string)[] | undefined, flow: CompiledFlow): T[] {
  return (items ?? []).map((item) => (typeof item === 'string' ? (flow.links[item] as T) : item));
}

/** Turns a target of a step's props into an href, through the core's resolver. */
import { compileExpression } from '../core/json-logic.ts';
import { resolveTarget } from '../core/decide.ts';
import type { CompiledTarget, Destination, Facts } from '../core/types.ts';

export interface TargetJson {
  route?: string;
  external?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

const compiled = new WeakMap<TargetJson, CompiledTarget>();

function compileTarget(target: TargetJson): CompiledTarget {
  let result = compiled.get(target);
  if (!result) {
    const expressions = (values: Record<string, unknown> = {}) => new Map(Object.entries(values).map(([name, logic]) => [name, compileExpression(logic)]));
    result = { route: target.route, external: target.external, params: expressions(target.params), query: expressions(target.query) };
    compiled.set(target, result);
  }
  return result;
}

export function destinationOf(target: TargetJson, facts: Facts): Destination {
  return resolveTarget(compileTarget(target), facts);
}

export function hrefOf(destination: Destination, externalDestinations: Readonly<Record<string, string>>): string {
  return destination.kind === 'internal' ? destination.path : (externalDestinations[destination.name] ?? '/');
}

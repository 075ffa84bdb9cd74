/** Turns a target of a step's props into an href, through the core's resolver. */
import { compileTarget } from '../core/compile.ts';
import { destinationInFlow } from '../core/decide.ts';
import type { CompiledFlow, CompiledTarget, Destination, Facts } from '../core/types.ts';

export interface TargetJson {
  route?: string;
  external?: string;
  path?: unknown;
  url?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** Props are part of the compiled flow and never change, so each target is compiled once. */
const compiled = new WeakMap<TargetJson, CompiledTarget>();

export function destinationOf(target: TargetJson, flow: CompiledFlow, facts: Facts): Destination {
  let result = compiled.get(target);
  if (!result) {
    result = compileTarget(target, { expression: flow.compileExpression });
    compiled.set(target, result);
  }
  return destinationInFlow(flow, result, facts);
}

export function hrefOf(destination: Destination, externalDestinations: Readonly<Record<string, string>>): string {
  if (destination.kind === 'internal') return destination.path;
  if (destination.kind === 'url') return destination.url;
  const href = externalDestinations[destination.name] ?? '/';
  // {name} in a configured destination takes the target's param of that name, encoded.
  return href.replace(/\{(\w+)\}/g, (placeholder, name: string) => (destination.params?.[name] === undefined ? placeholder : encodeURIComponent(destination.params[name])));
}

/** Turns a destination into an href: a route of the site as it is, a named external destination from the configuration. */
import type { Destination } from '../core/types.ts';

export interface TargetJson {
  route?: string;
  external?: string;
  path?: unknown;
  url?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

export function hrefOf(destination: Destination, externalDestinations: Readonly<Record<string, string>>): string {
  if (destination.kind === 'internal') return destination.path;
  if (destination.kind === 'url') return destination.url;
  const href = externalDestinations[destination.name] ?? '/';
  // {name} in a configured destination takes the target's param of that name, encoded.
  return href.replace(/\{(\w+)\}/g, (placeholder, name: string) => (destination.params?.[name] === undefined ? placeholder : encodeURIComponent(destination.params[name])));
}

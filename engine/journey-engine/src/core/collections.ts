/**
 * Routes that data files declare for a step of a flow (a step's "aliasesFrom"): each file of a
 * collection, such as one event of a list of them, shows the step at its own paths with one route parameter
 * fixed, and sends its legacy paths there permanently. The engine knows only this shape; the
 * project reads the files.
 */
import { buildPath, joinPath } from './paths.ts';
import type { FactsInput, Flow } from './types.ts';

/** What one data file of a collection declares. */
export interface CollectionEntry {
  /** Where the file is, for located errors. */
  readonly file: string;
  /** The paths that show the step: the first is the canonical one. */
  readonly paths: readonly string[];
  /** Old paths, answered with a permanent redirect to the first path. */
  readonly legacy: readonly string[];
  /** The value of the step's route parameter for this file. */
  readonly value: string;
  /**
   * Facts the file gives its page's still (the step's still props read them before any load, and
   * the build prerenders the page so), such as the key art of an event its load will answer in full.
   */
  readonly still?: FactsInput;
}

export type RouteCollections = Readonly<Record<string, readonly CollectionEntry[]>>;

export interface StepAlias {
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
  /** The still facts of the data file that declares the route (CollectionEntry's still). */
  readonly still?: FactsInput;
}

export interface LegacyRoute {
  readonly route: string;
  readonly location: string;
}

/** The aliases of each step of a flow that has them, and the legacy routes of its collections. */
export function collectionRoutes(flow: Flow, collections: RouteCollections): { aliases: Map<string, StepAlias[]>; legacy: LegacyRoute[] } {
  const aliases = new Map<string, StepAlias[]>();
  const legacy: LegacyRoute[] = [];
  for (const step of flow.steps) {
    if (!step.aliasesFrom) continue;
    const { collection, param } = step.aliasesFrom;
    const entries = collections[collection] ?? [];
    aliases.set(
      step.id,
      entries.flatMap((entry) => entry.paths.map((route) => ({ route, params: { [param]: entry.value }, ...(entry.still ? { still: entry.still } : {}) }))),
    );
    for (const entry of entries) {
      const location = entry.paths[0] ?? buildPath(joinPath(flow.basePath, step.path), { [param]: entry.value });
      legacy.push(...entry.legacy.map((route) => ({ route, location })));
    }
  }
  return { aliases, legacy };
}

/**
 * What a server needs of a site's flows to answer like its router (dist/routes.json, SiteRouting):
 * the routes that are pages, the redirects that are permanent, which flow's page answers a route,
 * and the scripts each flow's page needs beyond the site's entry.
 */
import type { Rolldown } from 'vite';
import type { LegacyRoute } from '../core/collections.ts';
import type { FlowOutline } from '../core/outline.ts';
import { pageRoutes } from '../core/outline.ts';
import { joinPath } from '../core/paths.ts';
import type { Flow } from '../core/types.ts';
import { flowRoutes } from '../core/validate/flow-routes.ts';

/** A site's flows as the build compiles them, each with its outline (its routes and layout, its collections' routes included). */
export interface BuiltFlows {
  flows: Flow[];
  /** In the order of flows. */
  outlines: FlowOutline[];
}

/**
 * Every route a page answers with status 200, aliases included, and the legacy routes that lead
 * elsewhere. The not-found page is left out: it answers 404 also when it is asked for by name.
 */
export function allRoutes({ flows, outlines }: BuiltFlows): { routes: string[]; legacy: LegacyRoute[] } {
  const notFound = new Set(outlines.flatMap((outline) => outline.steps.filter((step) => step.status === 404).map((step) => step.route)));
  return {
    routes: [
      ...new Set(
        flows.flatMap((flow, index) => [
          ...flowRoutes(flow).flatMap(({ route, template }) => (template ? [] : [route])),
          ...(outlines[index]?.steps.flatMap((step) => step.aliases.map((alias) => alias.route)) ?? []),
        ]),
      ),
    ].filter((route) => !notFound.has(route)),
    legacy: outlines.flatMap((outline) => outline.legacy),
  };
}

/** The flows' permanent redirects to a fixed route (no parameters, no query), and the legacy routes. */
export function permanentRedirects(built: BuiltFlows): { route: string; location: string }[] {
  return [
    ...built.flows.flatMap((flow) =>
      (flow.redirects ?? []).flatMap((redirect) =>
        redirect.permanent && redirect.to.route && !redirect.to.params && !redirect.to.query
          ? [{ route: joinPath(flow.basePath, redirect.path), location: redirect.to.route }]
          : [],
      ),
    ),
    ...allRoutes(built).legacy,
  ];
}

/** Which flow's page answers each route: static routes first, as the router ranks them. */
export function flowPages({ outlines }: BuiltFlows): { route: string; flow: string }[] {
  const pages = outlines.flatMap((outline) => pageRoutes(outline).map((route) => ({ route, flow: outline.id })));
  const isStatic = (route: string): boolean => !/[:*]/.test(route);
  return [...pages.filter((page) => isStatic(page.route)), ...pages.filter((page) => !isStatic(page.route))];
}

/** A build's chunks, and the files some of them load beyond the entries' own (paths from the site's root). */
export interface ChunkGraph {
  chunks: Rolldown.OutputChunk[];
  beyondEntry(fileNames: Iterable<string>): string[];
  /** The file of a chunk and those it imports statically, in turn (file names in the bundle). */
  loads(fileName: string): Set<string>;
}

/** The chunks of a build, with what each loads (its static imports, in turn) and what the entries load: read once per build. */
export function chunkGraph(bundle: Rolldown.OutputBundle): ChunkGraph {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const withEntry = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
  /** The files of these chunks and what they load, but for the entries' own, as paths from the site's root. */
  const beyondEntry = (fileNames: Iterable<string>): string[] => {
    const files = new Set<string>();
    for (const fileName of fileNames) closure(fileName, files);
    return [...files].filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
  };
  return { chunks: [...chunks.values()], beyondEntry, loads: (fileName) => closure(fileName) };
}

/** The chunk of each flow's module (flowOf names the flow a chunk is the module of), by flow. */
function flowChunks(chunks: readonly Rolldown.OutputChunk[], flowOf: (moduleId: string) => string | undefined): [string, Rolldown.OutputChunk][] {
  return chunks.flatMap((chunk) => {
    const flowId = chunk.facadeModuleId ? flowOf(chunk.facadeModuleId) : undefined;
    return flowId ? [[flowId, chunk] as [string, Rolldown.OutputChunk]] : [];
  });
}

/** The files of each operation's chunk and of what it imports when called (its clients), by operation. */
function operationChunks(chunks: readonly Rolldown.OutputChunk[], modules: Readonly<Record<string, string>>): [string, string[]][] {
  return Object.entries(modules).flatMap(([name, module]) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) return [];
    // A chunk of the operation's own: what it imports when called is the operation's. An operation
    // bundled into a larger chunk (the engine's) comes with it; that chunk's lazy imports are others'.
    return [[name, chunk.facadeModuleId === module ? [chunk.fileName, ...chunk.dynamicImports] : [chunk.fileName]] as [string, string[]]];
  });
}

/**
 * The scripts each flow's page needs beyond the site's own entry (the flow's chunk and what it
 * imports), so a server can announce them with the page (modulepreload) and the browser fetches
 * them beside the entry instead of after it has run. flowOf names the flow a chunk is the module of.
 */
export function flowScripts({ chunks, beyondEntry }: ChunkGraph, flowOf: (moduleId: string) => string | undefined): Record<string, string[]> {
  return Object.fromEntries(flowChunks(chunks, flowOf).map(([flowId, chunk]) => [flowId, beyondEntry([chunk.fileName])]));
}

/**
 * The scripts of each service operation beyond the site's entry: the chunk that holds its module
 * and what it imports, and what that chunk imports when it is called (its clients), so that a
 * prerendered page whose step may call it loads them with its other scripts and a press's calls
 * wait for their services alone. modules: each operation's module, by name, as the bundle names
 * modules (absolute paths).
 */
export function operationScripts({ chunks, beyondEntry }: ChunkGraph, modules: Readonly<Record<string, string>>): Record<string, string[]> {
  return Object.fromEntries(operationChunks(chunks, modules).map(([name, files]) => [name, beyondEntry(files)]));
}

/**
 * Every file a press module may load before the site's entry has run (file names in the bundle):
 * what its own chunk, the flows' and the operations' load. The entry's other files (the site's own
 * code) can wait while it works.
 */
export function pressModuleFiles(
  { chunks, loads }: ChunkGraph,
  press: string,
  flowOf: (moduleId: string) => string | undefined,
  modules: Readonly<Record<string, string>>,
): Set<string> {
  const roots = [press, ...flowChunks(chunks, flowOf).map(([, chunk]) => chunk.fileName), ...operationChunks(chunks, modules).flatMap(([, files]) => files)];
  return new Set(roots.flatMap((root) => [...loads(root)]));
}

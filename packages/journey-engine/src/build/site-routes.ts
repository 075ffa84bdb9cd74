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
  return { chunks: [...chunks.values()], beyondEntry };
}

/**
 * The scripts each flow's page needs beyond the site's own entry (the flow's chunk and what it
 * imports), so a server can announce them with the page (modulepreload) and the browser fetches
 * them beside the entry instead of after it has run. flowOf names the flow a chunk is the module of.
 */
export function flowScripts({ chunks, beyondEntry }: ChunkGraph, flowOf: (moduleId: string) => string | undefined): Record<string, string[]> {
  const scripts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const flowId = chunk.facadeModuleId ? flowOf(chunk.facadeModuleId) : undefined;
    if (flowId) scripts[flowId] = beyondEntry([chunk.fileName]);
  }
  return scripts;
}

/**
 * The scripts of each service operation beyond the site's entry: the chunk that holds its module
 * and what it imports, and what that chunk imports when it is called (its clients), so that a
 * prerendered page whose step may call it loads them with its other scripts and a press's calls
 * wait for their services alone. modules: each operation's module, by name, as the bundle names
 * modules (absolute paths).
 */
export function operationScripts({ chunks, beyondEntry }: ChunkGraph, modules: Readonly<Record<string, string>>): Record<string, string[]> {
  const scripts: Record<string, string[]> = {};
  for (const [name, module] of Object.entries(modules)) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (chunk) scripts[name] = beyondEntry([chunk.fileName, ...chunk.dynamicImports]);
  }
  return scripts;
}

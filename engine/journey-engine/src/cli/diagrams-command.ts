/**
 * journey-engine diagrams [--out DIR]: a Mermaid flowchart of every flow of the site (its valid
 * files only: an invalid one fails with the validator's findings) into a folder, with an index
 * (README.md); a diagram of a flow that is gone is removed. diagramFiles and writeDiagrams are the
 * same for a site's own command that draws more (its data files).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnostic } from '../core/validate/diagnostic.ts';
import { createValidator } from '../core/validate/validate.ts';
import { flowGraph, graphIndex, type FlowGraph } from '../graph/flow-graph.ts';
import { FLOW_NODE_STYLES, graphMermaid } from '../graph/mermaid.ts';
import type { SiteDefinition } from './site.ts';
import type { Console } from './usage.ts';
import { readSources } from './validate-command.ts';

export const DIAGRAMS_USAGE = `journey-engine diagrams [--out DIR]

  Writes a Mermaid flowchart of every flow of the site into DIR (default: diagrams), one file a
  flow (FLOW.mmd), with an index (README.md), and removes the diagrams of flows that are gone.
  Read left to right: a flow's steps in order, and labelled edges for its rules, guards (dashed,
  with their reason), the outcomes of its loads and calls, its complete and its redirect routes.
  The files are checked first, as validate checks them.`;

/** A kind of graph in the index: its folder and heading. */
export interface DiagramSection {
  kind: string;
  /** Where its diagrams go in the folder: '' or a folder name with its "/". */
  folder: string;
  heading: string;
}

/** Every file of a diagrams folder by its path in it: one diagram per graph, and the index. */
export function diagramFiles<Kind extends string>(
  graphs: readonly FlowGraph<Kind>[],
  { sections, intro, mermaid }: { sections: readonly DiagramSection[]; intro: readonly string[]; mermaid: (graph: FlowGraph<Kind>) => string },
): Map<string, string> {
  const folderOf = (graph: FlowGraph<Kind>) => sections.find((section) => section.kind === graph.kind)?.folder ?? '';
  const files = new Map(graphs.map((graph) => [`${folderOf(graph)}${graph.id}.mmd`, mermaid(graph)]));
  const listed = sections.flatMap(({ kind, folder, heading }) => {
    const ofKind = graphs.filter((graph) => graph.kind === kind);
    return ofKind.length === 0
      ? []
      : [
          '',
          `## ${heading}`,
          '',
          ...ofKind.map((graph) => `- [${graph.title}](${folder}${graph.id}.mmd): \`${graph.file}\`, ${graph.nodes.length} nodes, ${graph.edges.length} edges`),
        ];
  });
  files.set('README.md', ['# Journey diagrams', '', ...intro, ...listed, ''].join('\n'));
  return files;
}

/** The folder made to hold exactly these files: each written where it differs, the diagrams and index no longer among them removed. */
export function writeDiagrams(out: string, files: ReadonlyMap<string, string>): { written: number; removed: number } {
  const read = (name: string): string | undefined => {
    try {
      return readFileSync(join(out, name), 'utf8');
    } catch {
      return undefined;
    }
  };
  const stale = [...files].filter(([name, text]) => read(name) !== text);
  let present: string[];
  try {
    present = readdirSync(out, { recursive: true, encoding: 'utf8' }).map((name) => name.split(sep).join('/'));
  } catch {
    present = [];
  }
  const extra = present.filter((name) => (name.endsWith('.mmd') || name === 'README.md') && !files.has(name));
  for (const [name, text] of stale) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), text);
  }
  for (const name of extra) rmSync(join(out, name));
  return { written: stale.length, removed: extra.length };
}

/** Runs the command; its exit status. */
export function diagramsCommand(args: readonly string[], site: SiteDefinition, console: Console): number {
  const { values } = parseArgs({ args: [...args], options: { out: { type: 'string', default: 'diagrams' } }, strict: true });
  const out = resolve(values.out);
  const sources = readSources(site.validation.files());
  const result = createValidator(site.validation.project())(sources);
  if (result.diagnostics.length > 0) {
    for (const diagnostic of result.diagnostics) console.error(formatDiagnostic(diagnostic));
    console.error('The files have errors: a diagram is drawn of valid files only.');
    return 1;
  }
  const index = graphIndex({ flows: result.flows, sources });
  const graphs = [...result.flows].sort(([, a], [, b]) => a.id.localeCompare(b.id)).map(([file, flow]) => flowGraph(index, file, flow));
  const files = diagramFiles(graphs, {
    sections: [{ kind: 'flow', folder: '', heading: 'Flows' }],
    intro: [
      'Written by `journey-engine diagrams` from the flow files, as the validator reads them; do not edit them by hand.',
      "Each is a Mermaid flowchart, read left to right: a flow's steps in order (`then`: the journey goes on), and labelled",
      'edges for its rules, guards (dashed, with their reason), the outcomes of its loads and service calls, its complete and',
      "its redirect routes; other flows' pages, external destinations and the not-found page as nodes of their own.",
    ],
    mermaid: (graph) => graphMermaid(graph, { styles: FLOW_NODE_STYLES, writtenBy: 'journey-engine diagrams' }),
  });
  const { written, removed } = writeDiagrams(out, files);
  console.log(`${files.size} files in ${relative(process.cwd(), out) || '.'}: ${written} written, ${removed} removed`);
  return 0;
}

/**
 * A journey graph as a Mermaid flowchart (docs/diagrams/, written by npm run diagrams): readable in
 * a review and rendered by GitHub, with the studio's colours for each kind of node.
 */
import type { FlowGraph, GraphEdge, GraphNode } from './graph.ts';
import { NODE_COLOURS } from './colours.ts';

const SHAPES: Record<GraphNode['kind'], [string, string]> = {
  step: ['[', ']'],
  flow: ['[[', ']]'],
  route: ['([', '])'],
  external: ['{{', '}}'],
  'not-found': ['>', ']'],
  end: ['((', '))'],
  offer: ['[[', ']]'],
  promotion: ['[[', ']]'],
  plan: ['[(', ')]'],
};

const ARROWS: Record<GraphEdge['kind'], string> = { next: '==>', rule: '-->', outcome: '-->', guard: '-.->', redirect: '-.->', complete: '-->', adds: '-->' };

/** Text inside Mermaid's quotes: its own entity codes for what would end the text or be read as markup. */
function escapeMermaid(text: string): string {
  const codes: Record<string, string> = { '#': '#35;', '"': '#quot;', '<': '#lt;', '>': '#gt;', '&': '#amp;', '|': '#124;', '`': '#96;' };
  return text.replace(/[#"<>&|`]/g, (char) => codes[char] ?? char);
}

/** Class names of Mermaid's classDef: letters, digits and underscores. */
const className = (kind: GraphNode['kind']): string => `kind_${kind.replace(/-/g, '_')}`;

export function graphMermaid(graph: FlowGraph): string {
  // Mermaid ids are words: "end" and the like are keywords, so every id has a prefix; two ids that read the same get a number.
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const node of graph.nodes) {
    const base = `n_${node.id.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;
    let id = base;
    for (let count = 2; used.has(id); count++) id = `${base}_${count}`;
    used.add(id);
    ids.set(node.id, id);
  }
  const nodes = graph.nodes.map((node) => {
    const [open, close] = SHAPES[node.kind];
    return `  ${ids.get(node.id)}${open}"${[node.label, ...node.lines].map(escapeMermaid).join('<br/>')}"${close}`;
  });
  const edges = graph.edges.map((edge) => `  ${ids.get(edge.from)} ${ARROWS[edge.kind]}${edge.label ? `|"${escapeMermaid(edge.label)}"|` : ''} ${ids.get(edge.to)}`);
  const kinds = [...new Set(graph.nodes.map((node) => node.kind))];
  const classes = kinds.flatMap((kind) => [
    `  classDef ${className(kind)} fill:${NODE_COLOURS[kind].fill},stroke:${NODE_COLOURS[kind].stroke}`,
    `  class ${graph.nodes.flatMap((node) => (node.kind === kind ? [ids.get(node.id)] : [])).join(',')} ${className(kind)}`,
  ]);
  return ['flowchart LR', `  %% ${graph.title}, from ${graph.file}: written by npm run diagrams, do not edit`, ...nodes, ...edges, ...classes, ''].join('\n');
}

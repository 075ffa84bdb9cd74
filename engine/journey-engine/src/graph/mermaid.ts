/**
 * A graph as a Mermaid flowchart: readable in a review and rendered by GitHub, each kind of node
 * with its shape and colours. A site that adds kinds of node gives their styles.
 */
import type { FlowGraph, FlowNodeKind, GraphEdge } from './flow-graph.ts';

/** How a kind of node is drawn: Mermaid's brackets of its shape, and its colours. */
export interface NodeStyle {
  shape: readonly [open: string, close: string];
  fill: string;
  stroke: string;
}

export const FLOW_NODE_STYLES: Readonly<Record<FlowNodeKind, NodeStyle>> = {
  step: { shape: ['[', ']'], fill: '#e8f0fe', stroke: '#1a56db' },
  flow: { shape: ['[[', ']]'], fill: '#ede9fe', stroke: '#6d28d9' },
  route: { shape: ['([', '])'], fill: '#f3f4f6', stroke: '#4b5563' },
  external: { shape: ['{{', '}}'], fill: '#fef3c7', stroke: '#b45309' },
  'not-found': { shape: ['>', ']'], fill: '#fee2e2', stroke: '#b91c1c' },
  end: { shape: ['((', '))'], fill: '#dcfce7', stroke: '#15803d' },
};

const ARROWS: Record<GraphEdge['kind'], string> = { next: '==>', rule: '-->', outcome: '-->', guard: '-.->', redirect: '-.->', complete: '-->', adds: '-->' };

/** Text inside Mermaid's quotes: its own entity codes for what would end the text or be read as markup. */
function escapeMermaid(text: string): string {
  const codes: Record<string, string> = { '#': '#35;', '"': '#quot;', '<': '#lt;', '>': '#gt;', '&': '#amp;', '|': '#124;', '`': '#96;' };
  return text.replace(/[#"<>&|`]/g, (char) => codes[char] ?? char);
}

/** Class names of Mermaid's classDef: letters, digits and underscores. */
const className = (kind: string): string => `kind_${kind.replace(/-/g, '_')}`;

/** writtenBy: the command that writes the file, named in its comment. */
export function graphMermaid<Kind extends string>(graph: FlowGraph<Kind>, { styles, writtenBy }: { styles: Readonly<Record<Kind, NodeStyle>>; writtenBy: string }): string {
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
    const [open, close] = styles[node.kind].shape;
    return `  ${ids.get(node.id)}${open}"${[node.label, ...node.lines].map(escapeMermaid).join('<br/>')}"${close}`;
  });
  const edges = graph.edges.map((edge) => `  ${ids.get(edge.from)} ${ARROWS[edge.kind]}${edge.label ? `|"${escapeMermaid(edge.label)}"|` : ''} ${ids.get(edge.to)}`);
  const kinds = [...new Set(graph.nodes.map((node) => node.kind))];
  const classes = kinds.flatMap((kind) => [
    `  classDef ${className(kind)} fill:${styles[kind].fill},stroke:${styles[kind].stroke}`,
    `  class ${graph.nodes.flatMap((node) => (node.kind === kind ? [ids.get(node.id)] : [])).join(',')} ${className(kind)}`,
  ]);
  return ['flowchart LR', `  %% ${graph.title}, from ${graph.file}: written by ${writtenBy}, do not edit`, ...nodes, ...edges, ...classes, ''].join('\n');
}

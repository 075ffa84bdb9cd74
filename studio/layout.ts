/**
 * A journey graph laid out left to right by ELK's layered algorithm (as Stately lays out machines):
 * a position and size for every node, a route and a label position for every edge. The bundled ELK
 * runs in the same thread in Node and in the browser, so the studio's diagrams and the exported SVG
 * have the same layout.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { FlowGraph, GraphNode } from './graph.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface LaidOutGraph {
  graph: FlowGraph;
  width: number;
  height: number;
  nodes: Record<string, Box>;
  /** labelAt: the middle of the edge's label. */
  edges: Record<string, { points: Point[]; labelAt?: Point }>;
}

/** The measures text is estimated with (no DOM to measure it in Node): a monospace-ish font, one line per label and fact. */
export const TEXT = {
  charWidth: 7.2,
  lineHeight: 18,
  padding: 10,
  minWidth: 160,
  labelCharWidth: 6.6,
  labelHeight: 16,
} as const;

function nodeSize(node: Pick<GraphNode, 'label' | 'lines'>): { width: number; height: number } {
  const longest = Math.max(...[node.label, ...node.lines].map((text) => text.length));
  return {
    width: Math.max(TEXT.minWidth, Math.ceil(longest * TEXT.charWidth) + 2 * TEXT.padding),
    height: (1 + node.lines.length) * TEXT.lineHeight + 2 * TEXT.padding,
  };
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.padding': '[top=24,left=24,bottom=24,right=24]',
  'elk.spacing.nodeNode': '32',
  'elk.layered.spacing.nodeNodeBetweenLayers': '64',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeRouting': 'ORTHOGONAL',
  // The file's order (steps in order, then what they lead to) decides where ELK has a free choice, so a journey reads as written.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
};

let elk: InstanceType<typeof ELK> | undefined;

export async function layoutGraph(graph: FlowGraph): Promise<LaidOutGraph> {
  elk ??= new ELK();
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.from],
    targets: [edge.to],
    labels: edge.label ? [{ text: edge.label, width: Math.ceil(edge.label.length * TEXT.labelCharWidth), height: TEXT.labelHeight }] : [],
  }));
  const root: ElkNode = { id: `graph:${graph.id}`, layoutOptions: LAYOUT_OPTIONS, children: graph.nodes.map((node) => ({ id: node.id, ...nodeSize(node) })), edges };
  const laid = await elk.layout(root);

  const nodes: Record<string, Box> = {};
  for (const child of laid.children ?? []) nodes[child.id] = { x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 };
  const routes: LaidOutGraph['edges'] = {};
  for (const edge of laid.edges ?? []) {
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    const label = edge.labels?.[0];
    routes[edge.id] = {
      points: points.map(({ x, y }) => ({ x, y })),
      ...(label?.x === undefined || label.y === undefined ? {} : { labelAt: { x: label.x + (label.width ?? 0) / 2, y: label.y + (label.height ?? 0) / 2 } }),
    };
  }
  return { graph, width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: routes };
}

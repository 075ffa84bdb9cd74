/**
 * The studio's colours of each kind of node and edge, one palette for every drawing of a journey:
 * the studio's diagrams in the browser, the exported SVG and the Mermaid files.
 */
import type { GraphEdge, GraphNode } from './graph.ts';

/** Each kind of node by its colours. */
export const NODE_COLOURS: Record<GraphNode['kind'], { fill: string; stroke: string }> = {
  step: { fill: '#e8f0fe', stroke: '#1a56db' },
  flow: { fill: '#ede9fe', stroke: '#6d28d9' },
  route: { fill: '#f3f4f6', stroke: '#4b5563' },
  external: { fill: '#fef3c7', stroke: '#b45309' },
  'not-found': { fill: '#fee2e2', stroke: '#b91c1c' },
  end: { fill: '#dcfce7', stroke: '#15803d' },
  offer: { fill: '#fce7f3', stroke: '#be185d' },
  promotion: { fill: '#ffedd5', stroke: '#c2410c' },
  plan: { fill: '#ccfbf1', stroke: '#0f766e' },
};

/** Each kind of edge by its colour and line: the ways a visitor is sent elsewhere (guards, redirects) dashed. */
export const EDGE_STYLES: Record<GraphEdge['kind'], { stroke: string; dashed: boolean }> = {
  next: { stroke: '#111827', dashed: false },
  rule: { stroke: '#1d4ed8', dashed: false },
  outcome: { stroke: '#047857', dashed: false },
  guard: { stroke: '#b91c1c', dashed: true },
  redirect: { stroke: '#6b7280', dashed: true },
  complete: { stroke: '#15803d', dashed: false },
  adds: { stroke: '#be185d', dashed: false },
};

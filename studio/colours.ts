/**
 * The studio's colours of each kind of node and edge, one palette for every drawing of a journey:
 * the studio's diagrams in the browser, the exported SVG and the Mermaid files. A flow's kinds of
 * node are drawn as the engine draws them (journey-engine/graph); this site's data files' kinds are
 * its own.
 */
import { FLOW_NODE_STYLES, type NodeStyle } from 'journey-engine/graph';
import type { GraphEdge, NodeKind } from './graph.ts';

/** Each kind of node by its Mermaid shape and its colours. */
export const NODE_STYLES: Record<NodeKind, NodeStyle> = {
  ...FLOW_NODE_STYLES,
  offer: { shape: ['[[', ']]'], fill: '#fce7f3', stroke: '#be185d' },
  promotion: { shape: ['[[', ']]'], fill: '#ffedd5', stroke: '#c2410c' },
  plan: { shape: ['[(', ')]'], fill: '#ccfbf1', stroke: '#0f766e' },
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

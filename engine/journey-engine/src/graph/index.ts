/** journey-engine/graph: a flow as a graph of plain data (for diagrams, a studio), and a graph as a Mermaid flowchart. No disk, no DOM. */
export type * from './flow-graph.ts';
export { ENGLISH_WORDS, flowGraph, GraphBuilder, graphIndex, repoPath, short } from './flow-graph.ts';
export type * from './mermaid.ts';
export { FLOW_NODE_STYLES, graphMermaid } from './mermaid.ts';

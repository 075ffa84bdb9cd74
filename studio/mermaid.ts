/** A journey graph of this site as a Mermaid flowchart (docs/diagrams/, written by npm run diagrams), in the studio's colours. */
import { graphMermaid } from 'journey-engine/graph';
import { NODE_STYLES } from './colours.ts';
import type { FlowGraph } from './graph.ts';

export const studioMermaid = (graph: FlowGraph): string => graphMermaid(graph, { styles: NODE_STYLES, writtenBy: 'npm run diagrams' });

/**
 * A journey, offer or promotion as a diagram (React Flow), laid out by the server with ELK: steps
 * and what they lead to as nodes, rules, outcomes, guards and redirects as labelled edges. A node
 * chosen shows its props, its copy in Dutch and where it is written.
 */
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, type Edge, type Node, type NodeProps, type ReactFlowInstance } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Labelled } from './Labelled.tsx';
import type { GraphNode } from '../graph.ts';
import type { LaidOutGraph } from '../layout.ts';
import { EDGE_STYLES, NODE_STYLES } from '../colours.ts';
import { SourceLink } from './SourceLink.tsx';
import type { LoadedModel } from './use-model.ts';

const KINDS = [
  ['flow', 'Reizen'],
  ['offer', 'Aanbiedingen van partners'],
  ['promotion', 'Acties'],
] as const;

export const diagramKey = (laid: LaidOutGraph): string => `${laid.graph.kind}/${laid.graph.id}`;

type JourneyNode = Node<{ node: GraphNode }, 'journey'>;

function JourneyNodeView({ data }: NodeProps<JourneyNode>): ReactElement {
  const { node } = data;
  const colours = NODE_STYLES[node.kind];
  return (
    <div className="journey-node" data-kind={node.kind} style={{ background: colours.fill, borderColor: colours.stroke }}>
      <Handle type="target" position={Position.Left} />
      <strong>{node.label}</strong>
      {node.lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      <Handle type="source" position={Position.Right} />
    </div>
  );
}

const nodeTypes = { journey: JourneyNodeView };

/** The nodes whose name, lines, copy or settings as written hold the words searched for. */
function matchesOf(nodes: readonly GraphNode[], query: string): GraphNode[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return nodes.filter((node) => {
    const text = [node.id, node.label, ...node.lines, ...Object.values(node.copy ?? {}), JSON.stringify(node.props ?? '')].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A diagram fits its frame when it opens, a small one no larger than life; the controls zoom in, and a search brings what it finds into view. */
const FIT = { maxZoom: 1, minZoom: 0.1, padding: 0.05 };

export function DiagramView({ model, selected, select }: { model: LoadedModel; selected: string; select: (key: string) => void }): ReactElement {
  const laid =
    model.diagrams.find((candidate) => diagramKey(candidate) === selected) ?? model.diagrams.find((candidate) => candidate.graph.id === 'registration') ?? model.diagrams[0];
  const [chosen, choose] = useState<string>();
  const [query, setQuery] = useState('');
  const [flow, setFlow] = useState<ReactFlowInstance<JourneyNode>>();
  const matches = useMemo(() => matchesOf(laid?.graph.nodes ?? [], query), [laid, query]);
  // What is found is brought into view, all of it.
  useEffect(() => {
    if (flow && matches.length > 0) void flow.fitView({ ...FIT, nodes: matches.map(({ id }) => ({ id })), duration: 300 });
  }, [flow, matches]);
  const { nodes, edges } = useMemo(() => {
    if (!laid) return { nodes: [], edges: [] };
    return {
      nodes: laid.graph.nodes.map((node): JourneyNode => {
        const box = laid.nodes[node.id] ?? { x: 0, y: 0, width: 160, height: 40 };
        return {
          id: node.id,
          type: 'journey',
          position: { x: box.x, y: box.y },
          width: box.width,
          height: box.height,
          data: { node },
          className: matches.includes(node) ? 'match' : undefined,
          draggable: false,
          connectable: false,
          ariaLabel: `${node.kind} ${node.label}`,
        };
      }),
      edges: laid.graph.edges.map((edge): Edge => ({
        id: edge.id,
        source: edge.from,
        target: edge.to,
        label: edge.label,
        type: 'smoothstep',
        markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_STYLES[edge.kind].stroke },
        style: { stroke: EDGE_STYLES[edge.kind].stroke, strokeDasharray: EDGE_STYLES[edge.kind].dashed ? '6 4' : undefined },
        data: { kind: edge.kind },
      })),
    };
  }, [laid, matches]);
  if (!laid) return <p>Er is geen enkele reis die de validatie doorstaat.</p>;
  const node = laid.graph.nodes.find((candidate) => candidate.id === chosen);
  return (
    <div className="diagram-view">
      <nav className="diagram-list" aria-label="Diagrammen">
        {KINDS.map(([kind, name]) => (
          <section key={kind}>
            <h2>{name}</h2>
            <ul>
              {model.diagrams
                .filter((candidate) => candidate.graph.kind === kind)
                .map((candidate) => (
                  <li key={diagramKey(candidate)}>
                    <a href={`#/diagrammen/${diagramKey(candidate)}`} aria-current={candidate === laid ? 'page' : undefined} onClick={() => choose(undefined)}>
                      {candidate.graph.title}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <section className="diagram" aria-labelledby="diagram-title">
        <h1 id="diagram-title">{laid.graph.title}</h1>
        <p className="where">{laid.graph.file}</p>
        <div className="diagram-search">
          <Labelled label="Zoek in dit diagram">{(id) => <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />}</Labelled>
          {query.trim() && <p role="status">{matches.length === 0 ? 'Niets gevonden.' : `${matches.length === 1 ? 'Eén stap' : `${matches.length} stappen`} gevonden:`}</p>}
          {matches.length > 0 && (
            <ul className="search-results">
              {matches.map((match) => (
                <li key={match.id}>
                  <button type="button" onClick={() => choose(match.id)}>
                    {match.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flow-canvas" data-diagram={diagramKey(laid)}>
          <ReactFlow
            key={diagramKey(laid)}
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodeClick={(_event, clicked) => choose(clicked.id)}
            onInit={setFlow}
            fitView
            fitViewOptions={FIT}
            minZoom={0.1}
            nodesDraggable={false}
            nodesConnectable={false}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
      </section>
      {node && <NodePanel node={node} close={() => choose(undefined)} select={select} model={model} />}
    </div>
  );
}

function NodePanel({ node, close, select, model }: { node: GraphNode; close: () => void; select: (key: string) => void; model: LoadedModel }): ReactElement {
  const leadsTo = node.kind === 'flow' ? model.diagrams.find((candidate) => candidate.graph.kind === 'flow' && candidate.graph.id === node.target) : undefined;
  return (
    <aside className="node-panel" aria-labelledby="node-title">
      <h2 id="node-title">{node.label}</h2>
      <button type="button" onClick={close}>
        Sluiten
      </button>
      <dl>
        <dt>Soort</dt>
        <dd>{node.kind}</dd>
        {node.file && (
          <>
            <dt>Bestand</dt>
            <dd>
              <SourceLink file={node.file} line={node.line} testId="node-where" />
            </dd>
          </>
        )}
        {node.lines.map((line, index) => (
          <dd key={index}>{line}</dd>
        ))}
      </dl>
      {leadsTo && (
        <button type="button" onClick={() => select(diagramKey(leadsTo))}>
          Naar de reis {leadsTo.graph.title}
        </button>
      )}
      {node.copy && Object.keys(node.copy).length > 0 && (
        <>
          <h3>Teksten</h3>
          <dl className="copy">
            {Object.entries(node.copy).map(([key, text]) => (
              <div key={key}>
                <dt>
                  <code>{key}</code>
                </dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {node.props !== undefined && (
        <>
          <h3>Zoals geschreven</h3>
          <pre>{JSON.stringify(node.props, null, 2)}</pre>
        </>
      )}
    </aside>
  );
}

/**
 * A laid-out journey graph as a standalone SVG, for the studio's static export and reviews: no
 * script, no stylesheet, no browser needed to write it, and the same text for the same graph.
 */
import { EDGE_STYLES, NODE_STYLES } from './colours.ts';
import type { GraphEdge, GraphNode } from './graph.ts';
import { TEXT, type LaidOutGraph, type Point } from './layout.ts';

const FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const FONT_SIZE = 12;
const LABEL_FONT_SIZE = 11;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Coordinates to a tenth of a pixel, so the same layout always writes the same text. */
const n = (value: number): string => String(Math.round(value * 10) / 10);

export function graphSvg(laid: LaidOutGraph): string {
  const { graph } = laid;
  // Ids unique on a page that shows several diagrams (the studio's export).
  const prefix = `${graph.kind}-${graph.id}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const markers = Object.entries(EDGE_STYLES).map(
    ([kind, style]) =>
      `<marker id="${prefix}-arrow-${kind}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${style.stroke}"/></marker>`,
  );
  const edges = graph.edges.map((edge) => edgeSvg(edge, laid.edges[edge.id], prefix));
  const nodes = graph.nodes.map((node) => nodeSvg(node, laid));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(laid.width)} ${n(laid.height)}" width="${n(laid.width)}" height="${n(laid.height)}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc">`,
    `<title id="${prefix}-title">${escapeXml(graph.title)}</title>`,
    `<desc id="${prefix}-desc">${escapeXml(`${graph.file}: ${graph.nodes.length} knopen, ${graph.edges.length} verbindingen`)}</desc>`,
    `<defs>${markers.join('')}</defs>`,
    `<g font-family="${FONT}" font-size="${FONT_SIZE}">`,
    ...edges,
    ...nodes,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

function nodeSvg(node: GraphNode, laid: LaidOutGraph): string {
  const box = laid.nodes[node.id];
  if (!box) return '';
  const colours = NODE_STYLES[node.kind];
  const where = node.file ? `${node.file}${node.line ? `:${node.line}` : ''}` : node.label;
  const lines = [node.label, ...node.lines].map(
    (text, index) => `<tspan x="${TEXT.padding}" y="${n(TEXT.padding + (index + 1) * TEXT.lineHeight - 5)}"${index === 0 ? ' font-weight="bold"' : ''}>${escapeXml(text)}</tspan>`,
  );
  return [
    `<g class="node" data-id="${escapeXml(node.id)}" data-kind="${node.kind}" transform="translate(${n(box.x)} ${n(box.y)})">`,
    `<title>${escapeXml(where)}</title>`,
    `<rect width="${n(box.width)}" height="${n(box.height)}" rx="6" fill="${colours.fill}" stroke="${colours.stroke}" stroke-width="1.5"/>`,
    `<text fill="#111827">${lines.join('')}</text>`,
    '</g>',
  ].join('');
}

function edgeSvg(edge: GraphEdge, route: { points: Point[]; labelAt?: Point } | undefined, prefix: string): string {
  if (!route || route.points.length < 2) return '';
  const style = EDGE_STYLES[edge.kind];
  const points = route.points.map((point) => `${n(point.x)},${n(point.y)}`).join(' ');
  const label =
    edge.label && route.labelAt
      ? [
          `<rect x="${n(route.labelAt.x - (edge.label.length * TEXT.labelCharWidth) / 2)}" y="${n(route.labelAt.y - TEXT.labelHeight / 2)}" width="${n(edge.label.length * TEXT.labelCharWidth)}" height="${TEXT.labelHeight}" fill="#ffffff" fill-opacity="0.85"/>`,
          `<text x="${n(route.labelAt.x)}" y="${n(route.labelAt.y + 4)}" text-anchor="middle" font-size="${LABEL_FONT_SIZE}" fill="${style.stroke}">${escapeXml(edge.label)}</text>`,
        ].join('')
      : '';
  return [
    `<g class="edge" data-id="${escapeXml(edge.id)}" data-kind="${edge.kind}">`,
    `<polyline points="${points}" fill="none" stroke="${style.stroke}" stroke-width="1.5"${style.dashed ? ' stroke-dasharray="6 4"' : ''} marker-end="url(#${prefix}-arrow-${edge.kind})"/>`,
    label,
    '</g>',
  ].join('');
}

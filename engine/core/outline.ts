/**
 * What the router needs of a flow before the flow itself is loaded: its routes and layout. The
 * build ships outlines of all flows up front and each flow's content as a chunk of its own, so the
 * first page does not grow with the number of flows.
 */
import { joinPath } from './paths.ts';
import type { Flow } from './types.ts';

export interface FlowOutline {
  id: string;
  mode: 'journey' | 'pages';
  basePath: string;
  layout: Flow['layout'];
  steps: { id: string; route: string; status: number }[];
  redirects: { route: string }[];
}

export function outlineOf(flow: Flow): FlowOutline {
  return {
    id: flow.id,
    mode: flow.mode ?? 'journey',
    basePath: flow.basePath,
    layout: flow.layout,
    steps: flow.steps.map((step) => ({ id: step.id, route: joinPath(flow.basePath, step.path), status: step.status ?? 200 })),
    redirects: (flow.redirects ?? []).map((redirect) => ({ route: joinPath(flow.basePath, redirect.path) })),
  };
}

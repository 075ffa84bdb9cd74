/**
 * The react-router routes of all flows, grouped under their layout routes. Routes come from the
 * flows' outlines; a flow's content is loaded when one of its routes is first visited.
 */
import { Suspense, use, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { Navigate, renderMatches, useLocation, type RouteObject } from 'react-router';
import { resolveTarget } from '../core/decide.ts';
import type { FlowOutline } from '../core/outline.ts';
import type { RouteSource, RouteTable } from './route-table.ts';
import { useGo, useRuntime, type LoadedFlow } from './runtime.tsx';
import { Loading, StepPage, useFacts } from './StepPage.tsx';

function Loaded({ flowId, render }: { flowId: string; render: (loaded: LoadedFlow) => ReactElement | null }): ReactElement | null {
  return render(use(useRuntime().loadFlow(flowId)));
}

/** bound: the route parameters an alias route fixes (a partner's /ah is /partner/:plan with its plan). */
function FlowRoute({ flowId, stepId, bound }: { flowId: string; stepId: string | null; bound?: Readonly<Record<string, string>> }): ReactElement {
  return (
    <Suspense fallback={null}>
      <Loaded flowId={flowId} render={(loaded) => <StepPage loaded={loaded} stepId={stepId} bound={bound} />} />
    </Suspense>
  );
}

function RedirectRoute({ loaded, index }: { loaded: LoadedFlow; index: number }): null {
  const redirect = loaded.flow.redirects[index];
  const facts = useFacts(loaded.flow);
  const go = useGo();
  useEffect(() => {
    if (redirect) go(resolveTarget(redirect.target, facts), true);
  }, [go, redirect, facts]);
  return null;
}

/** What a route holds for the site before it renders: its flow, and for a page its step (null: the journey's own address). */
export interface FlowHandle {
  flowId: string;
  page?: { stepId: string | null; bound?: Readonly<Record<string, string>> };
}

/** The flow whose page answers a path, so the site can load it before its first render. */
export function flowAtPath(table: RouteTable, pathname: string): string | undefined {
  return (table.match(pathname)?.at(-1)?.route.handle as FlowHandle | undefined)?.flowId;
}

/**
 * The page at the current address. Until the whole route table has loaded, a path the first
 * table does not decide shows the loading state. It does not suspend: the renderer (Preact,
 * vite.config.ts) keeps a suspended boundary's old page mounted, and that page would go on
 * deciding, and redirecting, at the new address.
 */
export function JourneyRoutes({ source }: { source: RouteSource }): ReactElement | null {
  const { pathname } = useLocation();
  const table = useSyncExternalStore(source.subscribe, source.current);
  const matches = useMemo(() => table.match(pathname), [table, pathname]);
  const [failed, setFailed] = useState<{ error: unknown }>();
  // The rest of the site's routes load once this page has shown, ready for the first link.
  useEffect(() => {
    source.whole().catch((error: unknown) => setFailed({ error }));
  }, [source]);
  if (!source.decides(pathname)) {
    if (failed) throw failed.error;
    return <Loading />;
  }
  return renderMatches(matches);
}

export function journeyRoutes(outlines: readonly FlowOutline[], layouts: Readonly<Record<string, ComponentType>>): RouteObject[] {
  const groups = new Map<string, RouteObject[]>();
  const group = (layout: string): RouteObject[] => {
    const children = groups.get(layout) ?? [];
    groups.set(layout, children);
    return children;
  };
  for (const flow of outlines) {
    const children = group(flow.layout);
    const handle: FlowHandle = { flowId: flow.id };
    const route = (path: string, stepId: string | null, bound?: Readonly<Record<string, string>>): RouteObject => ({
      path,
      handle: { ...handle, page: { stepId, bound } },
      element: <FlowRoute key={path} flowId={flow.id} stepId={stepId} bound={bound} />,
    });
    if (flow.mode === 'journey' && !flow.steps.some((step) => step.route === flow.basePath)) children.push(route(flow.basePath, null));
    for (const step of flow.steps) {
      const own = group(step.layout);
      if (!step.template) own.push(route(step.route, step.id));
      for (const alias of step.aliases) own.push(route(alias.route, step.id, alias.params));
      // The not-found page also answers every path no flow knows.
      if (step.status === 404) own.push(route('*', step.id));
    }
    for (const { route: path, location } of flow.legacy) children.push({ path, element: <Navigate to={location} replace /> });
    flow.redirects.forEach(({ route: path }, index) => {
      children.push({
        path,
        handle,
        element: (
          <Suspense fallback={null}>
            <Loaded flowId={flow.id} render={(loaded) => <RedirectRoute loaded={loaded} index={index} />} />
          </Suspense>
        ),
      });
    });
  }
  return [...groups].map(([layout, children]) => {
    const Layout = layouts[layout];
    if (!Layout) throw new Error(`no layout ${layout} is registered`);
    return { element: <Layout />, children };
  });
}

/** The react-router routes of compiled flows, grouped under their layout routes. */
import { useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { resolveTarget } from '../core/decide.ts';
import type { CompiledFlow, CompiledRedirectRoute } from '../core/types.ts';
import { useGo } from './perform.ts';
import { StepPage, useFacts } from './StepPage.tsx';

function RedirectRoute({ flow, redirect }: { flow: CompiledFlow; redirect: CompiledRedirectRoute }): null {
  const facts = useFacts(flow);
  const go = useGo();
  useEffect(() => go(resolveTarget(redirect.target, facts), true), [go, redirect.target, facts]);
  return null;
}

export function journeyRoutes(flows: readonly CompiledFlow[], layouts: Readonly<Record<string, ComponentType>>): RouteObject[] {
  const groups = new Map<string, RouteObject[]>();
  for (const flow of flows) {
    const children = groups.get(flow.layout) ?? [];
    groups.set(flow.layout, children);
    if (flow.mode === 'journey' && !flow.steps.some((step) => step.route === flow.basePath)) {
      children.push({ path: flow.basePath, element: <StepPage key={flow.basePath} flow={flow} stepId={null} /> });
    }
    for (const step of flow.steps) {
      children.push({ path: step.route, element: <StepPage key={step.route} flow={flow} stepId={step.id} /> });
      // The not-found page also answers every path no flow knows.
      if (step.status === 404) children.push({ path: '*', element: <StepPage key="*" flow={flow} stepId={step.id} /> });
    }
    for (const redirect of flow.redirects) {
      children.push({ path: redirect.route, element: <RedirectRoute flow={flow} redirect={redirect} /> });
    }
  }
  return [...groups].map(([layout, children]) => {
    const Layout = layouts[layout];
    if (!Layout) throw new Error(`no layout ${layout} is registered`);
    return { element: <Layout />, children };
  });
}

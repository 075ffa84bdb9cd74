/** A held page's loads asked before the visitor's session is known (journey-engine-react's press module). */
import { pageLoads } from '../core/decide.ts';
import type { FlowOutline } from '../core/outline.ts';
import type { Answers, CompiledFlow, Facts, LoadCall } from '../core/types.ts';
import { factsOfPage } from './page-facts.ts';
import { routeTable } from './route-table.ts';

/**
 * The loads a page of the flow asks whose input is known before the visitor's session is: the
 * flow's loads that read nothing of it (with no session known, a guard that wants one stops the walk
 * before the step's). A page held while the session loads may ask those that are safe beside it; a
 * load that reads the session anyway (its when, an input) may be asked for nothing, and changes nothing.
 */
export function loadsBeforeSession(outline: FlowOutline, flow: CompiledFlow, siteFacts: Facts, answers: Answers, location: { pathname: string; search: string }): LoadCall[] {
  const match = routeTable([outline])(location.pathname);
  if (match?.kind !== 'page') return [];
  return pageLoads(flow, match.stepId, factsOfPage(siteFacts, {}, answers, match.params, location));
}

/**
 * A journey's own address (/aanmelden) leads on to the step the visitor should see. At the start
 * of a visit the site decides that before its first render, with the facts the page would have,
 * so the first page is that step at once, not an empty layout that moves on once it has rendered.
 * Only a redirect within the site is taken early; anything else (a load, a service call) is left
 * to the page.
 */
import type { RouteMatch } from 'react-router';
import { decideEntry } from '../core/decide.ts';
import type { AnswersStore } from '../runtime/answers-store.ts';
import type { Destination, FactsInput } from '../core/types.ts';
import { factsOfPage } from '../runtime/page-facts.ts';
import type { FlowHandle } from './routes.tsx';
import type { LoadedFlow } from './runtime.tsx';

/** Where the journey at this match sends a visitor who arrives at its own address, if that is decided without a call. */
export function firstStepRedirect(
  match: RouteMatch | undefined,
  loaded: LoadedFlow,
  known: FactsInput,
  answers: AnswersStore,
  location: { pathname: string; search: string },
): { to: Extract<Destination, { kind: 'internal' }>; reason: string } | undefined {
  const page = (match?.route.handle as FlowHandle | undefined)?.page;
  if (!match || !page || page.stepId !== null) return undefined;
  const facts = factsOfPage(known, answers.read(loaded.flow.id), { ...match.params, ...page.bound }, location);
  const decision = decideEntry(loaded.flow, null, facts, new Map());
  return decision.type === 'redirect' && decision.to.kind === 'internal' ? { to: decision.to, reason: decision.reason } : undefined;
}

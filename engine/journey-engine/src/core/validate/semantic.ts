/**
 * The rules a schema cannot express, one rule (or a few of one kind) per file beside this one:
 * this file puts them together for a flow and for the site guards.
 */
import type { Flow } from '../types.ts';
import { actionChecks, propsTargets, type Action, type Load, type Target } from './actions.ts';
import { checkConditionCycles } from './condition-cycles.ts';
import { checkDateLiterals } from './date-literals.ts';
import { isKnownFact } from './facts-paths.ts';
import type { Finding } from './finding.ts';
import { checkJourneyCases } from './journey-cases.ts';
import { checkResultFields } from './result-fields.ts';
import { checkUnroutedOutcomes } from './unrouted-outcomes.ts';
import { checkNamesAsText } from './names-as-text.ts';
import type { ValidationProject } from './project.ts';
import { checkReachable } from './reachable.ts';
import { checkSiteKeywords } from './site-keywords.ts';
import { checkSteps } from './step-rules.ts';
import { checkWayOut } from './way-out.ts';

export { checkConditionCycles } from './condition-cycles.ts';
export { flowRoutes } from './flow-routes.ts';

export function checkFlow(flow: Flow, project: Pick<ValidationProject, 'sharedConditions' | 'factsSchema' | 'operators' | 'names' | 'operations' | 'keywords'>): Finding[] {
  const { findings, stepIds } = checkSteps(flow);
  const steps = flow.steps;

  findings.push(...checkConditionCycles(flow.conditions ?? {}, project.sharedConditions, '/conditions'));
  findings.push(...checkDateLiterals(flow, project.operators));
  findings.push(...checkNamesAsText(flow, new Set([...Object.keys(project.sharedConditions), ...Object.keys(flow.conditions ?? {})])));

  const { visitAction, visitTarget, visitLoad } = actionChecks(stepIds, findings, (path) => isKnownFact(path, project.factsSchema, new Set()), project.names.facts);

  ((flow.load ?? []) as Load[]).forEach((load, index) => visitLoad(load, `/load/${index}`));
  // A named guard is checked where it is defined (the site guards).
  (flow.guards ?? []).forEach((guard, index) => typeof guard === 'object' && visitAction(guard as Action, `/guards/${index}`, true));
  (flow.redirects ?? []).forEach((redirect, index) => visitTarget(redirect.to as Target, `/redirects/${index}/to`));
  for (const { target, pointer } of propsTargets(flow.links, '/links')) visitTarget(target, pointer);
  if (flow.complete) visitAction(flow.complete as Action, '/complete', true);
  steps.forEach((step, index) => {
    ((step.load ?? []) as Load[]).forEach((load, loadIndex) => visitLoad(load, `/steps/${index}/load/${loadIndex}`));
    (step.guards ?? []).forEach((guard, guardIndex) => typeof guard === 'object' && visitAction(guard as Action, `/steps/${index}/guards/${guardIndex}`, true));
    (step.next ?? []).forEach((rule, ruleIndex) => visitAction(rule as Action, `/steps/${index}/next/${ruleIndex}`, true, false, step));
    for (const { target, pointer } of propsTargets(step.props, `/steps/${index}/props`)) visitTarget(target, pointer);
  });

  findings.push(...checkWayOut(flow), ...checkReachable(flow), ...checkResultFields(flow, project.operations), ...checkUnroutedOutcomes(flow, project.operations));

  findings.push(...checkSiteKeywords(flow, project.keywords ?? []));
  findings.push(...checkJourneyCases(flow, stepIds, project.factsSchema, project.names.facts, project.operations));
  return findings;
}

/** The site guards: guards of every page and named guards of any page, so no step of their own to go to. */
export function checkSiteGuards(
  file: { guards: readonly unknown[]; named?: Readonly<Record<string, unknown>> },
  project: Pick<ValidationProject, 'sharedConditions' | 'factsSchema' | 'operators' | 'names' | 'operations'>,
): Finding[] {
  const findings: Finding[] = [];
  const { visitAction } = actionChecks(new Set(), findings, (path) => isKnownFact(path, project.factsSchema, new Set()), project.names.facts);
  file.guards.forEach((guard, index) => visitAction(guard as Action, `/guards/${index}`, true));
  for (const [name, guard] of Object.entries(file.named ?? {})) visitAction(guard as Action, `/named/${name}`, true);
  const { guards, named } = file;
  findings.push(...checkNamesAsText({ guards, named }, new Set(Object.keys(project.sharedConditions))));
  findings.push(...checkResultFields({ guards, named }, project.operations), ...checkUnroutedOutcomes({ guards, named }, project.operations));
  findings.push(...checkDateLiterals({ guards, named }, project.operators));
  return findings;
}

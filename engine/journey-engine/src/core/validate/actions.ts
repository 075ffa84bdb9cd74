/**
 * Rules of actions and targets wherever they stand: one action each (missing-action,
 * ambiguous-action), continue and fail only after a submitted step (continue-outside-next,
 * fail-outside-next, unknown-error-code), known steps (unknown-step), facts in a not-found reason,
 * one kind of target (missing-target, ambiguous-target), a url only where a service answered
 * (url-outside-outcome) and a route's parameters given (missing-route-param).
 */
import { REASON_FACT } from '../decide.ts';
import { patternParams } from '../paths.ts';
import type { Finding } from './finding.ts';

export type Action = { goto?: string; redirect?: Target; call?: { outcomes: Record<string, Action> }; notFound?: string; continue?: true; fail?: string; when?: unknown };
export type Target = { route?: string; path?: unknown; url?: unknown; external?: string; params?: Record<string, unknown> };
export type Load = { outcomes: Record<string, Action> };

const ACTION_KEYS = ['goto', 'redirect', 'call', 'notFound', 'continue', 'fail'] as const;

/**
 * The checks of actions and targets: one action each, known steps, a route's parameters given, and
 * a URL a service answered only where a service answered (the outcomes of a call or a load).
 */
export function actionChecks(stepIds: ReadonlySet<string>, findings: Finding[], isFact: (path: string) => boolean, factsName: string) {
  /** nextOf: the step whose next rule (or an outcome of its call) this is, where continue goes on from and fail goes back to. */
  const visitAction = (action: Action, pointer: string, mustBeOne: boolean, inOutcome = false, nextOf?: { errors?: object }): void => {
    const kinds = ACTION_KEYS.filter((key) => action[key] !== undefined);
    if (mustBeOne && kinds.length !== 1) {
      findings.push({
        rule: kinds.length === 0 ? 'missing-action' : 'ambiguous-action',
        message: kinds.length === 0 ? 'needs one of goto, redirect, call, notFound, continue or fail' : `has ${kinds.join(' and ')}; give exactly one`,
        pointer,
      });
    }
    // continue goes on from, and fail goes back to, a submitted step: there must be one.
    for (const [key, way] of [
      ['continue', 'goes on from'],
      ['fail', 'goes back to'],
    ] as const) {
      if (action[key] !== undefined && !nextOf) {
        findings.push({
          rule: `${key}-outside-next`,
          message: `${key} ${way} a submitted step: only in a step's next rules and the outcomes of their calls`,
          pointer: `${pointer}/${key}`,
          atKey: true,
        });
      }
    }
    if (action.fail !== undefined && nextOf && !Object.hasOwn(nextOf.errors ?? {}, action.fail)) {
      findings.push({ rule: 'unknown-error-code', message: `"${action.fail}" is none of this step's errors`, pointer: `${pointer}/fail` });
    }
    if (action.goto !== undefined && !stepIds.has(action.goto))
      findings.push({ rule: 'unknown-step', message: `no step "${action.goto}" in this flow`, pointer: `${pointer}/goto` });
    for (const [, path] of (action.notFound ?? '').matchAll(REASON_FACT)) {
      if (!isFact(path as string)) findings.push({ rule: 'unknown-fact', message: `"${path}" is no fact of ${factsName}`, pointer: `${pointer}/notFound` });
    }
    if (action.redirect) visitTarget(action.redirect, `${pointer}/redirect`, inOutcome);
    for (const [name, outcome] of Object.entries(action.call?.outcomes ?? {})) visitAction(outcome, `${pointer}/call/outcomes/${name}`, true, true, nextOf);
  };
  const visitLoad = (load: Load, pointer: string): void => {
    for (const [name, outcome] of Object.entries(load.outcomes)) visitAction(outcome, `${pointer}/outcomes/${name}`, true, true);
  };
  const visitTarget = (target: Target, pointer: string, inOutcome = false): void => {
    const kinds = (['route', 'path', 'url', 'external'] as const).filter((key) => target[key] !== undefined);
    if (kinds.length !== 1) {
      findings.push({
        rule: kinds.length === 0 ? 'missing-target' : 'ambiguous-target',
        message: 'a target names exactly one of a route, a path, a url or an external destination',
        pointer,
      });
      return;
    }
    if (target.url !== undefined && !inOutcome) {
      findings.push({
        rule: 'url-outside-outcome',
        message: 'a url target reads what a service answered, so it belongs in the outcomes of a call or a load',
        pointer: `${pointer}/url`,
        atKey: true,
      });
    }
    for (const param of patternParams(target.route ?? '')) {
      if (!param.optional && !(target.params && param.name in target.params)) {
        findings.push({ rule: 'missing-route-param', message: `route ${target.route} needs the parameter "${param.name}"`, pointer: `${pointer}/route` });
      }
    }
  };
  return { visitAction, visitTarget, visitLoad };
}

/** The targets inside a component's props: they sit under "to", by the components' convention. */
export function propsTargets(value: unknown, pointer: string): { target: Target; pointer: string }[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const at = `${pointer}/${key}`;
    if (key === 'to' && child && typeof child === 'object' && !Array.isArray(child)) return [{ target: child as Target, pointer: at }];
    return propsTargets(child, at);
  });
}

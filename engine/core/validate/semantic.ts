/**
 * The rules a schema cannot express: references between steps, uniqueness across flows,
 * reachability, a way out of every step, and route parameters of redirect targets.
 */
import { inlineConditions, ConditionError, type Logic } from '../json-logic.ts';
import { expandRoute, joinPath, patternParams } from '../paths.ts';
import type { Flow } from '../types.ts';
import { REASON_FACT } from '../decide.ts';
import { checkDateLiterals } from './date-literals.ts';
import { isKnownFact } from './facts-paths.ts';
import type { ValidationProject } from './project.ts';
import type { SchemaFinding } from './schema-check.ts';

type Finding = Omit<SchemaFinding, 'atKey'> & { atKey?: boolean };
type Action = { goto?: string; redirect?: Target; call?: { outcomes: Record<string, Action> }; notFound?: string; continue?: true; fail?: string; when?: unknown };
type Target = { route?: string; path?: unknown; url?: unknown; external?: string; params?: Record<string, unknown> };
type Load = { outcomes: Record<string, Action> };

const ACTION_KEYS = ['goto', 'redirect', 'call', 'notFound', 'continue', 'fail'] as const;

export function checkFlow(flow: Flow, project: Pick<ValidationProject, 'sharedConditions' | 'factsSchema' | 'operators'>): Finding[] {
  const findings: Finding[] = [];
  const stepIds = new Set<string>();
  const steps = flow.steps;
  const journey = (flow.mode ?? 'journey') === 'journey';

  steps.forEach((step, index) => {
    if (stepIds.has(step.id)) findings.push({ rule: 'duplicate-step-id', message: `a step "${step.id}" exists already in this flow`, pointer: `/steps/${index}/id` });
    stepIds.add(step.id);
    (step.form?.fields ?? []).forEach((field, fieldIndex) => {
      if (field.when !== undefined && field.required === true) {
        findings.push({
          rule: 'conditional-required-field',
          message: `field "${field.name}" is shown only while its "when" holds, so it cannot be required`,
          pointer: `/steps/${index}/form/fields/${fieldIndex}/required`,
        });
      }
    });
    const aliasParam = step.aliasesFrom?.param;
    if (aliasParam !== undefined && !patternParams(step.path).some((param) => param.name === aliasParam)) {
      findings.push({
        rule: 'unknown-route-param',
        message: `the step's path ${step.path} has no parameter :${aliasParam} for its aliases to set`,
        pointer: `/steps/${index}/aliasesFrom/param`,
      });
    }
  });
  for (const name of Object.keys(flow.paramValues ?? {})) {
    if (!steps.some((step) => patternParams(step.path).some((param) => param.name === name && !param.optional))) {
      findings.push({ rule: 'unknown-route-param', message: `no step's path has the parameter :${name} (not optional) for its values to fix`, pointer: `/paramValues/${name}` });
    }
  }

  findings.push(...checkConditionCycles(flow.conditions ?? {}, project.sharedConditions, '/conditions'));
  findings.push(...checkDateLiterals(flow, project.operators));
  findings.push(...checkNamesAsText(flow, new Set([...Object.keys(project.sharedConditions), ...Object.keys(flow.conditions ?? {})])));

  const { visitAction, visitTarget, visitLoad } = actionChecks(stepIds, findings, (path) => isKnownFact(path, project.factsSchema, new Set()));

  ((flow.load ?? []) as Load[]).forEach((load, index) => visitLoad(load, `/load/${index}`));
  // A named guard is checked where it is defined (flows/site-guards.json).
  (flow.guards ?? []).forEach((guard, index) => typeof guard === 'object' && visitAction(guard as Action, `/guards/${index}`, true));
  (flow.redirects ?? []).forEach((redirect, index) => visitTarget(redirect.to as Target, `/redirects/${index}/to`));
  if (flow.complete) visitAction(flow.complete as Action, '/complete', true);
  steps.forEach((step, index) => {
    ((step.load ?? []) as Load[]).forEach((load, loadIndex) => visitLoad(load, `/steps/${index}/load/${loadIndex}`));
    (step.guards ?? []).forEach((guard, guardIndex) => typeof guard === 'object' && visitAction(guard as Action, `/steps/${index}/guards/${guardIndex}`, true));
    (step.next ?? []).forEach((rule, ruleIndex) => visitAction(rule as Action, `/steps/${index}/next/${ruleIndex}`, true, false, step));
    // Targets inside a component's props sit under "to", by the components' convention.
    for (const { target, pointer } of propsTargets(step.props, `/steps/${index}/props`)) visitTarget(target, pointer);
    if (!journey && step.skipWhen !== undefined) {
      findings.push({
        rule: 'skip-in-pages',
        message: 'a page of a pages flow is never skipped; use a guard to send visitors elsewhere',
        pointer: `/steps/${index}/skipWhen`,
        atKey: true,
      });
    }
  });

  findings.push(...checkWayOut(flow), ...checkReachable(flow));

  const fieldNames = new Set(steps.flatMap((step) => (step.form?.fields ?? []).map((field) => field.name)));
  (flow.tests ?? []).forEach((journeyCase, index) => {
    if (journeyCase.start !== undefined && !stepIds.has(journeyCase.start))
      findings.push({ rule: 'unknown-step', message: `no step "${journeyCase.start}" in this flow`, pointer: `/tests/${index}/start` });
    (journeyCase.expect.path ?? []).forEach((stepId, position) => {
      if (!stepIds.has(stepId)) findings.push({ rule: 'unknown-step', message: `no step "${stepId}" in this flow`, pointer: `/tests/${index}/expect/path/${position}` });
    });
    for (const path of factPaths(journeyCase.facts ?? {})) {
      if (!isKnownFact(path, project.factsSchema, fieldNames)) {
        findings.push({
          rule: 'unknown-fact',
          message: `"${path}" is no fact of schemas/facts.schema.json`,
          pointer: `/tests/${index}/facts/${path.replaceAll('.', '/')}`,
          atKey: true,
        });
      }
    }
    for (const name of Object.keys(journeyCase.answers ?? {})) {
      if (!fieldNames.has(name)) findings.push({ rule: 'unknown-field', message: `no step of this flow asks "${name}"`, pointer: `/tests/${index}/answers/${name}`, atKey: true });
    }
  });
  return findings;
}

/**
 * The checks of actions and targets: one action each, known steps, a route's parameters given, and
 * a URL a service answered only where a service answered (the outcomes of a call or a load).
 */
function actionChecks(stepIds: ReadonlySet<string>, findings: Finding[], isFact: (path: string) => boolean) {
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
    if (action.continue !== undefined && !nextOf) {
      findings.push({
        rule: 'continue-outside-next',
        message: "continue goes on from a submitted step: only in a step's next rules and the outcomes of their calls",
        pointer: `${pointer}/continue`,
        atKey: true,
      });
    }
    if (action.fail !== undefined && !nextOf) {
      findings.push({
        rule: 'fail-outside-next',
        message: "fail goes back to a submitted step: only in a step's next rules and the outcomes of their calls",
        pointer: `${pointer}/fail`,
        atKey: true,
      });
    } else if (action.fail !== undefined && !Object.hasOwn(nextOf?.errors ?? {}, action.fail)) {
      findings.push({ rule: 'unknown-error-code', message: `"${action.fail}" is none of this step's errors`, pointer: `${pointer}/fail` });
    }
    if (action.goto !== undefined && !stepIds.has(action.goto))
      findings.push({ rule: 'unknown-step', message: `no step "${action.goto}" in this flow`, pointer: `${pointer}/goto` });
    for (const [, path] of (action.notFound ?? '').matchAll(REASON_FACT)) {
      if (!isFact(path as string)) findings.push({ rule: 'unknown-fact', message: `"${path}" is no fact of schemas/facts.schema.json`, pointer: `${pointer}/notFound` });
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

/** flows/site-guards.json: guards of every page and named guards of any page, so no step of their own to go to. */
export function checkSiteGuards(
  file: { guards: readonly unknown[]; named?: Readonly<Record<string, unknown>> },
  project: Pick<ValidationProject, 'sharedConditions' | 'factsSchema' | 'operators'>,
): Finding[] {
  const findings: Finding[] = [];
  const { visitAction } = actionChecks(new Set(), findings, (path) => isKnownFact(path, project.factsSchema, new Set()));
  file.guards.forEach((guard, index) => visitAction(guard as Action, `/guards/${index}`, true));
  for (const [name, guard] of Object.entries(file.named ?? {})) visitAction(guard as Action, `/named/${name}`, true);
  const { guards, named } = file;
  findings.push(...checkNamesAsText({ guards, named }, new Set(Object.keys(project.sharedConditions))));
  findings.push(...checkDateLiterals({ guards, named }, project.operators));
  return findings;
}

/** Every named condition must resolve without coming back to itself. */
export function checkConditionCycles(local: Readonly<Record<string, Logic>>, shared: Readonly<Record<string, Logic>>, pointer: string): Finding[] {
  const named = { ...shared, ...local };
  return Object.keys(local).flatMap((name) => {
    try {
      inlineConditions(name, named);
      return [];
    } catch (error) {
      if (!(error instanceof ConditionError) || !error.message.includes('refers to itself')) return [];
      return [{ rule: 'condition-cycle', message: error.message, pointer: `${pointer}/${name}`, atKey: true }];
    }
  });
}

function propsTargets(value: unknown, pointer: string): { target: Target; pointer: string }[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const at = `${pointer}/${key}`;
    if (key === 'to' && child && typeof child === 'object' && !Array.isArray(child)) return [{ target: child as Target, pointer: at }];
    return propsTargets(child, at);
  });
}

/** The dotted paths of the leaves of a facts object: {user: {loggedIn: true}} gives user.loggedIn. */
function factPaths(facts: object, prefix = ''): string[] {
  return Object.entries(facts).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const open = key === 'answers' || key === 'query' || key === 'params' || key === 'result';
    return value && typeof value === 'object' && !Array.isArray(value) && !open ? factPaths(value, path) : [path];
  });
}

/** The operators whose operands are conditions or values, where a condition's name would be mere text. */
const LOGIC_OPERATORS = new Set(['!', '!!', 'and', 'or', 'if', '==', '===', '!=', '!==', 'in']);

/**
 * Only a whole condition may be a bare name: inside a rule, { "!": "isLoggedIn" } is the text
 * "isLoggedIn" (always true), a mistake that looks right; it must be { "!": { "condition": "isLoggedIn" } }.
 */
function checkNamesAsText(rules: object, names: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${pointer}/${index}`));
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'tests') continue;
      const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      const operands = LOGIC_OPERATORS.has(key) ? (Array.isArray(child) ? child.map((item, index) => [item, `${at}/${index}`] as const) : [[child, at] as const]) : [];
      for (const [operand, operandAt] of operands) {
        if (typeof operand === 'string' && names.has(operand)) {
          findings.push({
            rule: 'condition-name-as-text',
            message: `"${operand}" is read as text here; to use the condition write { "condition": "${operand}" }`,
            pointer: operandAt,
          });
        }
      }
      visit(child, at);
    }
  };
  visit(rules, '');
  return findings;
}

/**
 * A step that takes answers must lead somewhere: a rule without a condition, or (as the engine
 * goes on) a later step of a journey, or the flow's complete.
 */
function checkWayOut(flow: Flow): Finding[] {
  const findings: Finding[] = [];
  const journey = (flow.mode ?? 'journey') === 'journey';
  flow.steps.forEach((step, index) => {
    if (!step.form) return;
    const unconditional = (step.next ?? []).some((rule) => rule.when === undefined);
    const goesOn = (journey && index < flow.steps.length - 1) || flow.complete !== undefined;
    if (!unconditional && !goesOn) {
      findings.push({
        rule: 'no-way-out',
        message: `step "${step.id}" takes answers but leads nowhere: add a next rule without "when" or the flow's "complete"`,
        pointer: `/steps/${index}`,
      });
    }
    // A form is sent with its submit button, or by pressing one of the buttons of a buttons field.
    if (!(step.props as { submit?: unknown } | undefined)?.submit && !step.form.fields.some((field) => field.input === 'buttons')) {
      findings.push({
        rule: 'missing-submit',
        message: `step "${step.id}" has a form but no way to send it: give props.submit or a field with input "buttons"`,
        pointer: step.props ? `/steps/${index}/props` : `/steps/${index}`,
        atKey: step.props !== undefined,
      });
    }
  });
  return findings;
}

/** In a journey every step must be reachable from the first one. */
function checkReachable(flow: Flow): Finding[] {
  if ((flow.mode ?? 'journey') !== 'journey') return [];
  const indexById = new Map(flow.steps.map((step, index) => [step.id, index]));
  const reached = new Set<number>();
  const queue = [0];
  while (queue.length > 0) {
    const index = queue.shift() as number;
    const step = flow.steps[index];
    if (!step || reached.has(index) || step.skipWhen === true) continue;
    reached.add(index);
    const rules = [...(step.guards ?? []).filter((guard) => typeof guard === 'object'), ...(step.next ?? [])] as Action[];
    for (const rule of rules) queue.push(...gotoTargets(rule).map((id) => indexById.get(id) ?? -1));
    const blocked = (step.next ?? []).some((rule) => rule.when === undefined);
    if (!blocked) queue.push(index + 1);
    // A skipped step is passed over, so what follows it is reached too.
    if (step.skipWhen !== undefined) queue.push(index + 1);
  }
  const complete = flow.complete ? gotoTargets(flow.complete as Action) : [];
  return flow.steps.flatMap((step, index) =>
    reached.has(index) || complete.includes(step.id) ? [] : [{ rule: 'unreachable-step', message: `no way leads to step "${step.id}"`, pointer: `/steps/${index}` }],
  );
}

function gotoTargets(action: Action): string[] {
  return [...(action.goto === undefined ? [] : [action.goto]), ...Object.values(action.call?.outcomes ?? {}).flatMap(gotoTargets)];
}

/** The routes a flow declares: its steps, its redirect routes, and a journey's base path. */
/**
 * Every route a flow declares, with where it stands. A step path with a parameter of fixed values
 * (paramValues) gives its pattern, which targets may name, marked as a template, and each route it
 * stands for.
 */
export function flowRoutes(flow: Partial<Flow>): { route: string; pointer: string; template?: true }[] {
  if (typeof flow.basePath !== 'string' || !Array.isArray(flow.steps)) return [];
  const base = flow.basePath;
  const values = flow.paramValues && typeof flow.paramValues === 'object' ? flow.paramValues : {};
  const routes: { route: string; pointer: string; template?: true }[] = flow.steps.flatMap((step, index) => {
    if (typeof step?.path !== 'string') return [];
    const route = joinPath(base, step.path);
    const pointer = `/steps/${index}/path`;
    const expanded = expandRoute(route, values);
    return expanded ? [{ route, pointer, template: true as const }, ...expanded.map((entry) => ({ route: entry.route, pointer }))] : [{ route, pointer }];
  });
  for (const [index, redirect] of (Array.isArray(flow.redirects) ? flow.redirects : []).entries()) {
    if (typeof redirect?.path === 'string') routes.push({ route: joinPath(base, redirect.path), pointer: `/redirects/${index}/path` });
  }
  if ((flow.mode ?? 'journey') === 'journey' && !routes.some((entry) => entry.route === base)) routes.unshift({ route: base, pointer: '/basePath' });
  return routes;
}

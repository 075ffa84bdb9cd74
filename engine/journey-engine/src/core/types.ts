/** The engine's own types: compiled flows and the decisions the core returns. */
import type { Evaluator } from './json-logic.ts';
import type { Field, Flow, Guard, Step, Tracking } from '../dsl/flow.ts';
import type { Facts, SiteKeywords, StepId } from './register.ts';
import type { Answers } from './answers.ts';

export type { Answers, Facts, Field, Flow, Guard, Step, Tracking };

/** A partial facts object, as journey cases and the runtime give them; the rest takes the defaults. */
export type FactsInput = { [K in keyof Facts]?: Partial<Facts[K]> | Facts[K] };

export interface CompiledTarget {
  readonly route?: string;
  readonly params: ReadonlyMap<string, Evaluator>;
  readonly query: ReadonlyMap<string, Evaluator>;
  readonly external?: string;
  /** A path of this site computed from the facts, checked again with sitePath. */
  readonly path?: Evaluator;
  /** A URL a service answered (a payment provider's page); only in the outcomes of a call. */
  readonly url?: Evaluator;
}

export interface CompiledServiceCall {
  readonly operation: string;
  readonly input: ReadonlyMap<string, Evaluator>;
  readonly outcomes: Readonly<Record<string, CompiledAction>>;
}

export type CompiledAction =
  | { readonly kind: 'goto'; readonly stepId: string }
  | { readonly kind: 'redirect'; readonly target: CompiledTarget }
  | { readonly kind: 'call'; readonly call: CompiledServiceCall }
  | { readonly kind: 'not-found'; readonly reason: string }
  /** On from the submitted step, as if its next rules had not matched. */
  | { readonly kind: 'continue' }
  /** Back to the submitted step with this code of its errors in the query. */
  | { readonly kind: 'fail'; readonly code: string };

/** A link or button of the flow's links. */
export type NamedLink = NonNullable<NonNullable<Flow['links']>[string]>;

/** What a step shows above its form for an error code (the step's errors). */
export type StepError = NonNullable<NonNullable<Step['errors']>[string]>;

/** A service call made before a page renders; an outcome it does not route fills the facts group "into". */
export interface CompiledLoad {
  /** Made only while this holds. */
  readonly when?: Evaluator;
  readonly operation: string;
  readonly input: ReadonlyMap<string, Evaluator>;
  /** The facts group it fills: the flow schema names the groups a load may fill (the product's, not the engine's). */
  readonly into?: NonNullable<Flow['load']>[number]['into'];
  readonly outcomes: Readonly<Record<string, CompiledAction>>;
  /** Made again every everyMs while the page shows and while holds. */
  readonly recheck?: { readonly everyMs: number; readonly while: Evaluator };
}

/** A load's call: its operation and input, and the key its result is kept under (loadKey). */
export interface LoadCall {
  readonly operation: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly key: string;
}

/** A load of a rendered page to make again after afterMs (a load's recheck whose condition holds). */
export interface Recheck extends LoadCall {
  readonly afterMs: number;
}

/** What the runtime got from each load, by its key (operation and input): the core decides with it. */
export type LoadResults = ReadonlyMap<string, { readonly outcome: string; readonly data?: unknown }>;

export interface CompiledRule {
  readonly when?: Evaluator;
  readonly action: CompiledAction;
  readonly reason?: string;
  /** A guard's redirect that is also reported, its reason as the message. */
  readonly reported?: boolean;
}

export interface CompiledField {
  readonly name: string;
  readonly definition: Field;
  readonly required: boolean;
  /** Never stored in the browser (JSON Schema's writeOnly). */
  readonly writeOnly: boolean;
  readonly prefill?: Evaluator;
}

export interface CompiledStep {
  /** One of the site's step ids (StepId), where the site registered them (journey-engine types). */
  readonly id: StepId;
  readonly index: number;
  /** The absolute route pattern. */
  readonly route: string;
  readonly type: string;
  readonly props: Readonly<Record<string, unknown>>;
  /** The props shown while the page's loads are pending (the step's still); empty where it has none. */
  readonly still: readonly string[];
  readonly fields: readonly CompiledField[];
  readonly skipWhen?: Evaluator;
  readonly guards: readonly CompiledRule[];
  /** Made after the flow's guards and loads, before the step's guards. */
  readonly loads: readonly CompiledLoad[];
  readonly next: readonly CompiledRule[];
  readonly tracking?: Tracking;
  /** The values of the site's own keywords written on the step (core/keyword.ts), by keyword. */
  readonly keywords: SiteKeywords;
  readonly status: 200 | 404;
  /** What the page shows above its form by error code. */
  readonly errors: Readonly<Record<string, StepError>>;
}

export interface CompiledRedirectRoute {
  readonly route: string;
  readonly target: CompiledTarget;
  readonly permanent: boolean;
}

export interface CompiledFlow {
  readonly id: string;
  readonly mode: 'journey' | 'pages';
  readonly basePath: string;
  readonly layout: Flow['layout'];
  readonly steps: readonly CompiledStep[];
  readonly stepsById: ReadonlyMap<string, CompiledStep>;
  /** Made before the flow's guards, so that they can read what was loaded (a plan by its slug). */
  readonly loads: readonly CompiledLoad[];
  readonly guards: readonly CompiledRule[];
  readonly redirects: readonly CompiledRedirectRoute[];
  /** The query parameters every move to a route of this flow keeps (the flow's carryQuery). */
  readonly carryQuery: readonly string[];
  /** The query parameter a fail action puts a step's error code in (the site's configuration names it). */
  readonly errorParameter: string;
  /** What a failed service call of this flow is reported as, where it is not the operation's own "NAME failed". */
  readonly reportAs?: string;
  /** The values of the site's own keywords written on the flow (core/keyword.ts), by keyword. */
  readonly keywords: SiteKeywords;
  /** The links and buttons the flow defines once, by name, which its pages' props name. */
  readonly links: Readonly<Record<string, NamedLink>>;
  readonly complete?: CompiledAction;
  /** Compiles an expression found elsewhere in the flow (a step's props) with the flow's named conditions. */
  readonly compileExpression: (logic: unknown) => Evaluator;
  /** Where a target found in a step's props (a link) leads for these facts; a route of this flow keeps its carryQuery. */
  readonly destination: (target: unknown, facts: Facts) => Destination;
  /** Whether a condition found in a step's props holds for these facts (a bare string names a condition; none holds). */
  readonly holds: (condition: unknown, facts: Facts) => boolean;
}

export type Destination =
  | { readonly kind: 'internal'; readonly path: string }
  /** A destination of the site's configuration by name; params fill its {placeholders}, such as an invoice's number. */
  | { readonly kind: 'external'; readonly name: string; readonly params?: Readonly<Record<string, string>> }
  /** A URL a service answered, such as the payment provider's page. */
  | { readonly kind: 'url'; readonly url: string };

export type Decision =
  /** facts: the page's facts with what its loads filled, for the step to show. */
  | {
      readonly type: 'render';
      readonly step: CompiledStep;
      readonly position: { readonly index: number; readonly count: number };
      readonly facts: Facts;
      /** The loads the runtime makes again while the page shows (none: the page is settled). */
      readonly rechecks: readonly Recheck[];
    }
  /**
   * The runtime makes the call, keeps its result under key and decides again. ahead: the loads the
   * page makes after it, as far as the facts known now tell (pageLoads); absent when there are none.
   */
  | (LoadCall & { readonly type: 'load'; readonly ahead?: readonly LoadCall[] })
  | {
      readonly type: 'redirect';
      readonly to: Destination;
      readonly reason: string;
      /** Reported to the error reporter too, the reason as the message (a guard's reported). */
      readonly reported?: boolean;
      /** The step the visitor reached whose own loads sent them on: its screen may count as visited (tracking.passedThrough). */
      readonly passed?: CompiledStep;
    }
  | {
      readonly type: 'call-service';
      readonly operation: string;
      readonly input: Readonly<Record<string, unknown>>;
      readonly outcomes: Readonly<Record<string, CompiledAction>>;
      /** The submitted step whose next rule made the call: where an outcome's continue goes on from. */
      readonly stepId?: string;
    }
  | { readonly type: 'not-found'; readonly reason: string };

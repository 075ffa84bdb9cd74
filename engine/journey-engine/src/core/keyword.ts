/**
 * A keyword a site adds to the flow DSL, as it adds step types, operations and operators: a word of
 * its own (a progress indicator, a funnel its analytics count) that flow files write on a flow, on a
 * step, or in a step's tracking. The engine knows none of them: the site registers each with its
 * JSON Schema (written into the site's flow schema, so the validator and the editor know it), the
 * checks a schema cannot express (the validator runs them at the keyword's place, each finding with
 * its rule id), and where it acts at run time: a flow's or a step's value is the site's to read
 * (CompiledFlow.keywords, CompiledStep.keywords), a tracking keyword adds to the screen event
 * through the runtime's trackingKeywords.
 *
 * A condition or an expression in a value is checked by the schema it refers to
 * (#/$defs/condition: its facts and operators), as anywhere in a flow.
 *
 * The definition (schema, checks) is read by the validator and the generator, in Node; the runtime
 * takes only the small hook of a tracking keyword, so no schema is loaded in the browser.
 */
import type { Facts } from './register.ts';
import type { Flow, Step } from './types.ts';

/** Where flow files write the keyword: on the flow, on a step, or in a step's tracking. */
export type KeywordPlace = 'flow' | 'step' | 'tracking';

export interface DslKeyword<Value = unknown> {
  /** The keyword, as flow files write it; none of the engine's own at its place. */
  readonly keyword: string;
  readonly on: KeywordPlace;
  /** What it does, for the editor and the site's DSL reference. */
  readonly description: string;
  /** JSON Schema of its value. It may refer to the flow schema's definitions (#/$defs/condition) and to its own defs. */
  readonly schema: object;
  /** Definitions it adds to the flow schema's $defs, which a step type's props may refer to as well. */
  readonly defs?: Readonly<Record<string, object>>;
  /** The checks beyond its schema, on a value the schema accepted. */
  readonly check?: (value: Value, context: KeywordContext) => readonly KeywordFinding[];
}

export interface KeywordContext {
  readonly flow: Flow;
  /** The step it is written on or in the tracking of; none for a flow's keyword. */
  readonly step?: Step;
}

export interface KeywordFinding {
  /** A rule id of the site's own, in kebab case, as the engine's rules are. */
  readonly rule: string;
  readonly message: string;
  /** A JSON pointer inside the keyword's value ("/0/step"); the value itself where none. */
  readonly pointer?: string;
}

export function defineKeyword<Value>(keyword: DslKeyword<Value>): DslKeyword<Value> {
  return keyword;
}

/**
 * A tracking keyword's part of a screen event: what it adds for this value and these facts (nothing,
 * as {}). holds decides a condition written in the value with the flow's named conditions.
 */
export type TrackingHook<Value = never> = (value: Value, context: { facts: Facts; holds(condition: unknown): boolean }) => Record<string, unknown>;

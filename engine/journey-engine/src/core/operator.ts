/**
 * A condition operator added to JsonLogic's standard set, one small file each, as ajv's keywords
 * are: the engine's own (generic: paths, days, lookups) in engine/core/operators/, the product's
 * (its formats and time zone) in operators/. npm run generate writes each into the flow schema, so
 * the validator knows its name and the editor shows its description.
 */
export interface Operator {
  readonly name: string;
  /** What it answers, with an example: the flow schema's description of the operator. */
  readonly description: string;
  /** 'one': a single argument, {"euro": {"var": "plan.priceCents"}}; 'list': [a, b, ...]. */
  readonly takes: 'one' | 'list';
  /** The arguments that are days (YYYY-MM-DD): a literal one must exist in the calendar (rule no-such-date). */
  readonly dayArguments?: readonly number[];
  /** Pure. The arguments arrive evaluated, as a list (a single one wrapped); throwing is a ConditionError, never a quiet false. */
  evaluate(args: unknown[]): unknown;
}

export function defineOperator(operator: Operator): Operator {
  return operator;
}

/**
 * A value made at its first use: an Intl formatter loads the browser's locale and time-zone data,
 * which cost the first page about 10 ms when the formatters were made at load, used or not.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

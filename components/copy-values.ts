/**
 * The values a step's copy may name as {{name}}: the route's parameters and the query, and the
 * step's own "values", each an expression over the facts (a plan's price: { "euro": ... }).
 */
import { useMemo } from 'react';
import type { CompiledFlow, Facts } from 'journey-engine-react';
import { useStep } from 'journey-engine-react';

export type CopyValues = Record<string, unknown>;

/** The props schema of "values", shared by the step types whose copy takes them. */
export const copyValuesSchema = {
  type: 'object',
  description:
    'Values the copy may name as {{name}}, besides the route parameters and the query: each an expression over the facts, such as { "euro": { "var": "plan.priceCents" } }.',
  additionalProperties: { $ref: '#/$defs/expression' },
};

/** The step's own values, each expression evaluated over these facts. */
export function evaluateValues(flow: CompiledFlow, facts: Facts, values: Readonly<Record<string, unknown>> | undefined): CopyValues {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, logic]) => [name, flow.compileExpression(logic)(facts)]));
}

export function useCopyValues(values: Readonly<Record<string, unknown>> | undefined): CopyValues {
  const { flow, facts } = useStep();
  return useMemo(() => ({ ...facts.query, ...facts.params, ...evaluateValues(flow, facts, values) }), [flow, facts, values]);
}

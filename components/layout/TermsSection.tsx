/** An offer's or a promotion's terms (actievoorwaarden): a heading, a summary and the clauses, as data gives them. */
import type { ReactElement } from 'react';
import { keepAmountsTogether } from '../amounts.ts';
import type { CompiledFlow, Facts } from 'journey-engine-react';

/** The props schema of "terms", shared by the step types that show an offer's terms. */
export const termsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'text'],
  description:
    'The terms of the plan being bought: title, description and text are expressions over the facts, such as { "var": "plan.terms.title" }, { "var": "plan.terms.description" } (a summary, optional) and { "var": "plan.terms.text" } (a list of clauses). Nothing shows while the title or the clauses are missing.',
  properties: {
    title: { $ref: '#/$defs/expression' },
    description: { $ref: '#/$defs/expression' },
    text: { $ref: '#/$defs/expression' },
  },
};

/** The terms prop of a step: each part an expression over the facts. */
export interface TermsProp {
  title: unknown;
  description?: unknown;
  text: unknown;
}

/** The terms prop evaluated over the page's facts. */
export function evaluateTerms(flow: CompiledFlow, facts: Facts, terms: TermsProp): { title: unknown; description: unknown; text: unknown } {
  const evaluate = (logic: unknown): unknown => (logic === undefined ? undefined : flow.compileExpression(logic)(facts));
  return { title: evaluate(terms.title), description: evaluate(terms.description), text: evaluate(terms.text) };
}

export function TermsSection({ title, description, text }: { title: unknown; description?: unknown; text: unknown }): ReactElement | null {
  const clauses = Array.isArray(text) ? text.filter((clause): clause is string => typeof clause === 'string') : [];
  if (typeof title !== 'string' || clauses.length === 0) return null;
  return (
    <section className="terms" id="actievoorwaarden" aria-labelledby="actievoorwaarden-titel">
      <h2 id="actievoorwaarden-titel">{keepAmountsTogether(title)}</h2>
      {typeof description === 'string' && description !== '' ? <p>{keepAmountsTogether(description)}</p> : null}
      <ol>
        {clauses.map((clause) => (
          <li key={clause}>{keepAmountsTogether(clause)}</li>
        ))}
      </ol>
    </section>
  );
}

/** An offer's terms (actievoorwaarden): a heading and its clauses, as data gives them. */
import type { ReactElement } from 'react';

/** The props schema of "terms", shared by the step types that show an offer's terms. */
export const termsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'text'],
  description: 'An offer\'s terms: title and text are expressions over the facts, such as { "var": "plan.terms.title" } and { "var": "plan.terms.text" } (a list of clauses).',
  properties: {
    title: { $ref: '#/$defs/expression' },
    text: { $ref: '#/$defs/expression' },
  },
};

export function TermsSection({ title, text }: { title: unknown; text: unknown }): ReactElement | null {
  const clauses = Array.isArray(text) ? text.filter((clause): clause is string => typeof clause === 'string') : [];
  if (typeof title !== 'string' || clauses.length === 0) return null;
  return (
    <section className="terms" id="actievoorwaarden" aria-labelledby="actievoorwaarden-titel">
      <h2 id="actievoorwaarden-titel">{title}</h2>
      <ol>
        {clauses.map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </ol>
    </section>
  );
}

/** Paragraphs of a page's props: each a copy key, or { "text", "when" } for one shown only while its condition holds. */
import type { CompiledFlow, Facts } from 'journey-engine-react';

export type Paragraph = string | { text: string; when: unknown };

/** The paragraphs whose condition holds for these facts, as copy keys. */
export function shownParagraphs(flow: CompiledFlow, items: readonly Paragraph[] | undefined, facts: Facts): string[] {
  return (items ?? []).flatMap((paragraph) => (typeof paragraph === 'string' ? [paragraph] : flow.holds(paragraph.when, facts) ? [paragraph.text] : []));
}

export const paragraphsSchema = {
  type: 'array',
  items: {
    anyOf: [
      { $ref: '#/$defs/copyKey' },
      {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'when'],
        properties: { text: { $ref: '#/$defs/copyKey' }, when: { $ref: '#/$defs/condition' } },
      },
    ],
  },
};

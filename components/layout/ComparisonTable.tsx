/**
 * Choices compared side by side (the tiers of the plan choice): a column per element of a list and
 * a row per feature, each cell a mark (yes or no) or a copy key filled with the column's values.
 * On a wide screen it is open under the cards; on a phone it folds into "Vergelijk…", which a tap
 * opens, so the cards come first (app/styles.css).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledFlow, Facts } from 'journey-engine-react';
import { copyValuesSchema, evaluateValues, type CopyValues } from '../copy-values.ts';
import { factsOfEach } from '../each-item.ts';

/** A feature's row: its label, and in each column a mark from "check" or the text of the copy key "text". */
interface ComparisonRow {
  label: string;
  check?: unknown;
  text?: string;
}

export interface ComparisonProp {
  title: string;
  each: unknown;
  /** Each column's heading: a copy key filled with the column's values. */
  column: string;
  values?: Record<string, unknown>;
  rows: ComparisonRow[];
}

export const comparisonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'each', 'column', 'rows'],
  description:
    'A table that compares the elements of a list side by side, such as the tiers: "each" gives the list (an element is "item" in the values and rows), "column" is the copy key of a column\'s heading, and each row a feature: its label and either "check" (an expression: a mark for yes or no) or "text" (a copy key filled with the column\'s values).',
  properties: {
    title: { $ref: '#/$defs/copyKey', description: "The table's caption, also the phone's fold." },
    each: { $ref: '#/$defs/expression' },
    column: { $ref: '#/$defs/copyKey' },
    values: { ...copyValuesSchema, description: "Values for a column's copy, each an expression that may name the element as item." },
    rows: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label'],
        oneOf: [{ required: ['check'] }, { required: ['text'] }],
        properties: { label: { $ref: '#/$defs/copyKey' }, check: { $ref: '#/$defs/expression' }, text: { $ref: '#/$defs/copyKey' } },
      },
    },
  },
};

interface Column {
  values: CopyValues;
  facts: Facts;
}

/** The columns: each element of the list with the facts ("item") and copy values it is shown with. */
export function comparisonColumns(flow: CompiledFlow, facts: Facts, values: CopyValues, comparison: ComparisonProp): Column[] {
  return factsOfEach(flow, comparison.each, facts).map((over) => ({ facts: over, values: { ...values, ...evaluateValues(flow, over, comparison.values) } }));
}

export function ComparisonTable({ flow, comparison, columns }: { flow: CompiledFlow; comparison: ComparisonProp; columns: Column[] }): ReactElement | null {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  const title = t(comparison.title);
  return (
    <details className="comparison">
      <summary>{title}</summary>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {t(comparison.column, column.values)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {columns.map((column, index) => (
                <td key={index}>{row.text ? t(row.text, column.values) : <Mark yes={flow.holds(row.check, column.facts)} />}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** A tick or a dash, read out as "ja" or "nee". */
function Mark({ yes }: { yes: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={yes ? 'mark mark--yes' : 'mark mark--no'} role="img" aria-label={t(yes ? 'common.yes' : 'common.no')}>
      {yes ? '✓' : '–'}
    </span>
  );
}

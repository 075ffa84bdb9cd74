/**
 * What the buyer agrees to, or agreed to: the contract's rows (label and sentence), as the
 * `contract` operator says them over the facts, under a heading; the same rows on the activation
 * page before paying and in Mijn abonnement after. Nothing shows while there is no contract.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledFlow, Facts } from 'journey-engine-react';

/** The props schema of "contract", shared by the step types that show a contract. */
export const contractSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'rows'],
  description:
    'The contract of the plan the page is about, as a list of label and sentence: title is a copy key, rows an expression that gives the rows, such as { "contract": [{ "var": "plan.contract" }, "quote"] } before buying or { "contract": [{ "var": "subscription.contract" }, "kept"] } after; shown only while its "when" holds, if it has one.',
  properties: {
    title: { $ref: '#/$defs/copyKey' },
    rows: { $ref: '#/$defs/expression' },
    when: { $ref: '#/$defs/condition' },
  },
};

export interface ContractProp {
  title: string;
  rows: unknown;
  when?: unknown;
}

interface Row {
  label: string;
  text: string;
}

const isRow = (value: unknown): value is Row => typeof (value as Row | null)?.label === 'string' && typeof (value as Row | null)?.text === 'string';

/** The contract prop evaluated over the page's facts: its rows, or none while its condition does not hold. */
export function evaluateContract(flow: CompiledFlow, facts: Facts, contract: ContractProp): Row[] {
  if (contract.when !== undefined && !flow.holds(contract.when, facts)) return [];
  const rows = flow.compileExpression(contract.rows)(facts);
  return Array.isArray(rows) ? rows.filter(isRow) : [];
}

export function ContractSection({ title, rows }: { title: string; rows: Row[] }): ReactElement | null {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section className="contract" aria-labelledby="contract-titel">
      <h2 id="contract-titel">{t(title)}</h2>
      <ContractRows rows={rows} />
    </section>
  );
}

/** The rows alone, as a list of terms: the studio's explanation shows them as the activation page does. */
export function ContractRows({ rows }: { rows: Row[] }): ReactElement {
  return (
    <dl>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

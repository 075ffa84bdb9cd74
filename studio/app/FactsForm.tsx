/**
 * The visitor's facts as a form made from schemas/facts.schema.json, so that every fact a condition
 * may read can be set and nothing else: per group (user, profile, subscription, flags,
 * experiments…) a field per fact; the query and route parameters as a=b&c=d.
 */
import type { ReactElement } from 'react';
import { Labelled } from './Labelled.tsx';

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  properties?: Record<string, PropertySchema>;
  additionalProperties?: unknown;
}

export type FactsInputValue = Record<string, Record<string, unknown>>;

/** The groups a visitor brings; what a page's loads fill (x-load) and the page's own (answers, result) are left out, flags and experiments kept. */
const GROUPS = ['user', 'profile', 'subscription', 'purchase', 'voucherRedemption', 'flags', 'experiments'];
const PAIRS = ['query', 'params'];

/** How a fact is written; a fact that holds a structure (a price, a list) is left to the facts a demo user brings. */
function kindOf(schema: PropertySchema): 'boolean' | 'enum' | 'number' | 'text' | undefined {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('object') || types.includes('array') || schema.properties) return undefined;
  if (schema.enum) return 'enum';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('integer') || types.includes('number')) return 'number';
  return 'text';
}

const pairsOf = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));
const textOf = (pairs: Record<string, unknown> | undefined): string => new URLSearchParams(Object.entries(pairs ?? {}).map(([name, value]) => [name, String(value)])).toString();

export function FactsForm({
  schema,
  value,
  change,
}: {
  schema: { properties: Record<string, PropertySchema> };
  value: FactsInputValue;
  change: (value: FactsInputValue) => void;
}): ReactElement {
  const set = (group: string, fact: string, fieldValue: unknown): void => {
    const next = { ...value[group] };
    if (fieldValue === undefined) delete next[fact];
    else next[fact] = fieldValue;
    const facts = { ...value, [group]: next };
    if (Object.keys(next).length === 0) delete facts[group];
    change(facts);
  };
  return (
    <div className="facts-form">
      {PAIRS.map((group) => (
        <Labelled key={group} className="pairs" label={<>{group} (naam=waarde&amp;…)</>}>
          {(id) => (
            <input
              id={id}
              value={textOf(value[group])}
              onChange={(event) => {
                const pairs = pairsOf(event.target.value);
                const facts = { ...value, [group]: pairs };
                if (Object.keys(pairs).length === 0) delete facts[group];
                change(facts);
              }}
            />
          )}
        </Labelled>
      ))}
      {GROUPS.map((group) => {
        const properties = schema.properties[group]?.properties ?? {};
        return (
          <fieldset key={group}>
            <legend>{group}</legend>
            {Object.entries(properties).map(([fact, factSchema]) => {
              const id = `fact-${group}-${fact}`;
              const current = value[group]?.[fact];
              const kind = kindOf(factSchema);
              if (!kind) return null;
              return (
                <div key={fact} className="fact" title={factSchema.description}>
                  <label htmlFor={id}>{fact}</label>
                  {kind === 'boolean' && (
                    <select
                      id={id}
                      value={current === undefined ? '' : String(current)}
                      onChange={(event) => set(group, fact, event.target.value === '' ? undefined : event.target.value === 'true')}
                    >
                      <option value="">(standaard)</option>
                      <option value="true">ja</option>
                      <option value="false">nee</option>
                    </select>
                  )}
                  {kind === 'enum' && (
                    <select
                      id={id}
                      value={current === undefined ? '' : String(current)}
                      onChange={(event) => set(group, fact, event.target.value === '' ? undefined : event.target.value)}
                    >
                      <option value="">(standaard)</option>
                      {(factSchema.enum ?? [])
                        .filter((option) => option !== null)
                        .map((option) => (
                          <option key={String(option)} value={String(option)}>
                            {String(option)}
                          </option>
                        ))}
                    </select>
                  )}
                  {kind === 'number' && (
                    <input
                      id={id}
                      type="number"
                      value={current === undefined ? '' : String(current)}
                      onChange={(event) => set(group, fact, event.target.value === '' ? undefined : Number(event.target.value))}
                    />
                  )}
                  {kind === 'text' && (
                    <input
                      id={id}
                      value={current === undefined ? '' : String(current)}
                      onChange={(event) => set(group, fact, event.target.value === '' ? undefined : event.target.value)}
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

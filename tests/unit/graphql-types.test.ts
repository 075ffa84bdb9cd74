/** The types of a document's result and variables are read off the schema: nullability, lists, enums, unions by __typename, aliases. */
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentTypes } from '../../tools/graphql-types.ts';

const schema = buildSchema(`
  enum Method { IDEAL PAYPAL }
  type Price { amountCents: Int! months: Int }
  type Plan { slug: String! price: Price! terms: [String!]! tags: [String] }
  type Started { id: ID! url: String! }
  type Rejected { reason: String! }
  union Start = Started | Rejected
  type Query { plan(slug: String!): Plan plans: [Plan!]! }
  type Mutation { start(method: Method!, note: String): Start! }
`);

describe('documentTypes', () => {
  it('writes a query result with nullable, list and nested fields, aliases and the variables', () => {
    expect(documentTypes(schema, 'Plan', 'query Plan($slug: String!) { plan(slug: $slug) { slug cost: price { amountCents months } terms tags } }')).toBe(
      [
        'export type PlanResult = { plan: { slug: string; cost: { amountCents: number; months: number | null }; terms: string[]; tags: (string | null)[] | null } | null };',
        'export type PlanVariables = { slug: string };',
      ].join('\n'),
    );
  });

  it('writes a union as its possible types with their __typename, an enum as its values, an optional variable as optional', () => {
    expect(
      documentTypes(
        schema,
        'Start',
        'mutation Start($method: Method!, $note: String) { start(method: $method, note: $note) { __typename ... on Started { id url } ... on Rejected { reason } } }',
      ),
    ).toBe(
      [
        "export type StartResult = { start: { __typename: 'Started'; id: string; url: string } | { __typename: 'Rejected'; reason: string } };",
        "export type StartVariables = { method: 'IDEAL' | 'PAYPAL'; note?: string };",
      ].join('\n'),
    );
  });

  it('refuses a field the schema does not have', () => {
    expect(() => documentTypes(schema, 'Plans', 'query Plans { plans { slug colour } }')).toThrow('Plan has no field colour');
  });
});

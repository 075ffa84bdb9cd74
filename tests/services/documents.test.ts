/**
 * Every typed GraphQL document of the site's service layer is valid against the schema of the
 * service it is sent to, so a renamed field fails here, not in a visitor's browser.
 */
import { parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../sandbox/account/schema.ts';
import { billingSchema } from '../../sandbox/billing/schema.ts';
import { paymentSchema } from '../../sandbox/payment/schema.ts';
import { subscriptionSchema } from '../../sandbox/subscription/schema.ts';
import * as account from '../../services/documents/account.ts';
import * as billing from '../../services/documents/billing.ts';
import * as payment from '../../services/documents/payment.ts';
import * as subscription from '../../services/documents/subscription.ts';

const services: [string, GraphQLSchema, Record<string, unknown>][] = [
  ['account', accountSchema, account],
  ['subscription', subscriptionSchema, subscription],
  ['payment', paymentSchema, payment],
  ['billing', billingSchema, billing],
];

describe.each(services)('the %s documents', (_service, schema, documents) => {
  const sources = Object.entries(documents).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

  it('are there', () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it.each(sources)("%s is valid against the service's schema", (_name, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
  });
});

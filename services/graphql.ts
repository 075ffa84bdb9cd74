/**
 * GraphQL over graphql-request with typed documents: a document carries the types of its result
 * and variables, so a call is checked end to end. Requests include credentials and are not cached
 * by the browser; caching is react-query's (services/cache.ts). Every call has its time; a query is
 * tried once more after a timeout or a lost connection.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import type { Document } from './document.ts';
import { serviceHeaders, serviceUrl, type ServiceName } from './endpoints.ts';
import { ServiceError } from './rest.ts';
import { asTimeout, callSignal, retriedOnce } from './timeout.ts';

export async function graphql<TResult, TVariables extends object>(service: ServiceName, query: Document<TResult, TVariables>, variables?: TVariables): Promise<TResult> {
  const client = new GraphQLClient(serviceUrl(service, '/graphql'), { credentials: 'include', cache: 'no-store', headers: serviceHeaders() });
  const send = async (): Promise<TResult> => {
    try {
      return await client.request<TResult>({ document: query as unknown as string, variables: variables as Record<string, unknown> | undefined, signal: callSignal() });
    } catch (error) {
      throw asTimeout(error, `${service} GraphQL`);
    }
  };
  try {
    // A query changes nothing, so it is tried again by itself; a mutation is not.
    return /^\s*query\b/.test(query as unknown as string) ? await retriedOnce(send) : await send();
  } catch (error) {
    if (error instanceof ClientError) {
      const message = error.response.errors?.[0]?.message ?? `${service} GraphQL answered ${error.response.status}`;
      throw new ServiceError(message, error.response.status, error.response);
    }
    throw error;
  }
}

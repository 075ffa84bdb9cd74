/**
 * GraphQL over graphql-request with typed documents: a document carries the types of its result
 * and variables, so a call is checked end to end. Requests include credentials and are not cached
 * by the browser; caching is react-query's (services/cache.ts).
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import type { Document } from './document.ts';
import { serviceUrl, type ServiceName } from './endpoints.ts';
import { ServiceError } from './rest.ts';

export async function graphql<TResult, TVariables extends object>(
  service: ServiceName,
  query: Document<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const client = new GraphQLClient(serviceUrl(service, '/graphql'), { credentials: 'include', cache: 'no-store' });
  try {
    return await client.request<TResult>({ document: query as unknown as string, variables: variables as Record<string, unknown> | undefined });
  } catch (error) {
    if (error instanceof ClientError) {
      const message = error.response.errors?.[0]?.message ?? `${service} GraphQL answered ${error.response.status}`;
      throw new ServiceError(message, error.response.status, error.response);
    }
    throw error;
  }
}

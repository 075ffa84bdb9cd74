/**
 * GraphQL over graphql-request, the client the card names, with typed documents: a document carries
 * the types of its result and variables, so a call is checked end to end. Requests include
 * credentials and are not cached by the browser; a read kept for the visit is the visit's cache's
 * (cachedRead, services/cache.ts).
 * Every call has its time; a query is tried once more after a timeout or a lost connection. An
 * answer with errors, or that is not a GraphQL answer, fails with the service's first error
 * message and the HTTP status (ServiceError).
 *
 * What it costs where it counts (issue 62): graphql-request finds a document's operation by parsing
 * it with graphql's parser, and imports that parser and graphql's printer whatever it is given.
 * Here it is told not to parse (excludeOperationName): the documents are kept as their source, whose
 * first words name the operation, which is sent as graphql-request would. So the browser's build
 * leaves the parser and the printer out (services/graphql-without-parser.ts). Its code is in the
 * engine's chunk (vite.config.ts), with the safe operations that call it: a press's calls then wait
 * for no file of their own. On a prerendered page that chunk is fetched once its first paint is
 * shown, not before (docs/performance.md measures it).
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { cached } from './cache.ts';
import type { Document } from './document.ts';
import { serviceHeaders, serviceUrl, type ServiceName } from './endpoints.ts';
import { ServiceError } from './rest.ts';
import { asTimeout, callSignal, retriedOnce } from './timeout.ts';

/** The document's operation and its name, if it has one ("query Name", "mutation Name"). */
const OPERATION = /^\s*(query|mutation|subscription)\b\s*(\w+)?/;

/** The request's JSON body with the operation's name, which graphql-request leaves out where it does not parse. */
function namedBody(body: BodyInit | null | undefined, operationName: string | undefined): BodyInit | null | undefined {
  if (operationName === undefined || typeof body !== 'string') return body;
  return JSON.stringify({ ...(JSON.parse(body) as object), operationName });
}

export async function graphql<TResult, TVariables extends object>(service: ServiceName, query: Document<TResult, TVariables>, variables?: TVariables): Promise<TResult> {
  const [, kind, operationName] = OPERATION.exec(query) ?? [];
  const client = new GraphQLClient(serviceUrl(service, '/graphql'), {
    credentials: 'include',
    cache: 'no-store',
    headers: serviceHeaders,
    excludeOperationName: true,
    requestMiddleware: (request) => ({ ...request, operationName, body: namedBody(request.body, operationName) }),
  });
  const send = async (): Promise<TResult> => {
    try {
      return await client.request<TResult>({ document: query, variables: variables as Record<string, unknown> | undefined, signal: callSignal() });
    } catch (error) {
      if (!(error instanceof ClientError)) throw asTimeout(error, `${service} GraphQL`);
      const { errors, status } = error.response;
      throw new ServiceError(errors?.[0]?.message ?? `${service} GraphQL answered ${status}`, status, error.response);
    }
  };
  // A query changes nothing, so it is tried again by itself; a mutation is not.
  return kind === 'query' ? await retriedOnce(send) : await send();
}

/** A query asked once per visit under key (services/cache.ts): a failure is not kept. */
export function cachedRead<TResult, TVariables extends object>(
  key: readonly unknown[],
  service: ServiceName,
  query: Document<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  return cached(key, () => graphql(service, query, variables));
}

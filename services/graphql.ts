/**
 * GraphQL over HTTP with typed documents: a document carries the types of its result and
 * variables, so a call is checked end to end. A call is a POST of the document, its operation's
 * name and its variables as JSON; the documents are kept as their source, so no GraphQL parser or
 * printer comes with the client (a library's brought 51 KB to every page that asks a service).
 * Requests include credentials and are not cached by the browser; caching is react-query's
 * (services/cache.ts). Every call has its time; a query is tried once more after a timeout or a
 * lost connection. An answer with errors, or that is not a GraphQL answer, fails with the service's
 * first error message and the HTTP status (ServiceError).
 */
import type { Document } from './document.ts';
import { serviceHeaders, serviceUrl, type ServiceName } from './endpoints.ts';
import { ServiceError } from './rest.ts';
import { asTimeout, callSignal, retriedOnce } from './timeout.ts';

/** What a GraphQL service answers: its data, or its errors. */
interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: { message?: string }[];
}

/** The document's operation and its name, if it has one ("query Name", "mutation Name"). */
const OPERATION = /^\s*(query|mutation|subscription)\b\s*(\w+)?/;

export async function graphql<TResult, TVariables extends object>(service: ServiceName, query: Document<TResult, TVariables>, variables?: TVariables): Promise<TResult> {
  const [, kind, operationName] = OPERATION.exec(query) ?? [];
  const send = async (): Promise<TResult> => {
    let status: number;
    let answer: GraphQLAnswer<TResult> | undefined;
    try {
      const response = await fetch(serviceUrl(service, '/graphql'), {
        method: 'POST',
        credentials: 'include',
        cache: 'no-store',
        headers: { ...serviceHeaders(), 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query, operationName, variables }),
        signal: callSignal(),
      });
      status = response.status;
      // An answer that is not JSON (a proxy's error page) is no GraphQL answer: its status says what failed.
      answer = (await response.json().catch(() => undefined)) as GraphQLAnswer<TResult> | undefined;
    } catch (error) {
      throw asTimeout(error, `${service} GraphQL`);
    }
    if (status >= 200 && status < 300 && answer?.data && !answer.errors?.length) return answer.data;
    throw new ServiceError(answer?.errors?.[0]?.message ?? `${service} GraphQL answered ${status}`, status, answer);
  };
  // A query changes nothing, so it is tried again by itself; a mutation is not.
  return kind === 'query' ? await retriedOnce(send) : await send();
}

/** A typed GraphQL document: its source with the types of its result and variables. No client code, so documents cost the first page nothing. */
import type { TypedDocumentString } from 'graphql-request';

export type Document<TResult, TVariables extends object = Record<string, never>> = TypedDocumentString<TResult, TVariables>;

export function document<TResult, TVariables extends object = Record<string, never>>(source: string): Document<TResult, TVariables> {
  return source as unknown as Document<TResult, TVariables>;
}

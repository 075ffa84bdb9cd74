/** A typed GraphQL document: its source with the types of its result and variables. No client code, so documents cost the first page nothing. */

/** The document's source at run time; its result's and variables' types only for the compiler. */
export type Document<TResult, TVariables extends object = Record<string, never>> = string & { readonly __result?: TResult; readonly __variables?: TVariables };

export function document<TResult, TVariables extends object = Record<string, never>>(source: string): Document<TResult, TVariables> {
  return source as Document<TResult, TVariables>;
}

/**
 * What the browser's build gives graphql-request where it imports graphql (vite.config.ts): the one
 * export it uses with this site's client, Kind, and no parser or printer. graphql-request imports
 * graphql's parse and print whatever it is given, and calls them only for a document given as a
 * syntax tree (print) or to find a document's operation by parsing it (parse), neither of which
 * services/graphql.ts does: it gives every document as its source and tells the client not to parse
 * it (excludeOperationName). Kept out, their 11 KB (gzip) are no longer fetched before a press's
 * calls can go (issue 62: the engine's chunk went from 44 to 33 KB). A call that would need them
 * fails at once with this file's name, not with a request that was never sent.
 */
export { Kind } from 'graphql/language/kinds';

function leftOut(name: string): never {
  throw new Error(`graphql's ${name} is not in the browser's build (services/graphql-without-parser.ts): give the client a document's source with excludeOperationName`);
}

export function parse(): never {
  return leftOut('parse');
}

export function print(): never {
  return leftOut('print');
}

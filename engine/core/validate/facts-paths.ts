/** Decides whether a {"var": "a.b"} names a fact the facts schema describes. */

type Schema = { properties?: Record<string, Schema>; additionalProperties?: boolean | Schema; $ref?: string; type?: unknown };

/**
 * answers.NAME is known when a step of the same flow declares the field NAME; result.* and item.*
 * name what a call answered and the element of a list; every other path
 * must follow the facts schema's properties (or an open map such as query.*).
 */
export function isKnownFact(path: string, factsSchema: object, answerNames: ReadonlySet<string>): boolean {
  if (path === '') return true;
  const [group, ...rest] = path.split('.');
  if (group === 'answers') return rest.length === 0 || answerNames.has(rest[0] ?? '');
  // A service's answer and the element of a list a step repeats over (a card of "each") are not facts.
  if (group === 'result' || group === 'item') return true;
  let schema: Schema | undefined = factsSchema as Schema;
  for (const segment of [group ?? '', ...rest]) {
    if (!schema) return false;
    if (schema.properties && segment in schema.properties) schema = schema.properties[segment];
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') schema = schema.additionalProperties;
    else return false;
    if (schema?.$ref) return true;
  }
  return true;
}

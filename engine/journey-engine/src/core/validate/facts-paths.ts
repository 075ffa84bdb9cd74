/** Decides whether a {"var": "a.b"} names a fact the facts schema describes. */

type Schema = { properties?: Record<string, Schema>; additionalProperties?: boolean | Schema; $ref?: string; anyOf?: Schema[]; items?: Schema; type?: unknown };

/**
 * answers.NAME is known when a step of the same flow declares the field NAME; result.* and item.*
 * name what a call answered and the element of a list; every other path
 * must follow the facts schema's properties (or an open map such as query.*), through its local
 * $refs and into any branch of an anyOf (a fact that is null or an object, such as plan.price).
 */
export function isKnownFact(path: string, factsSchema: object, answerNames: ReadonlySet<string>): boolean {
  if (path === '') return true;
  const [group, ...rest] = path.split('.');
  if (group === 'answers') return rest.length === 0 || answerNames.has(rest[0] ?? '');
  // A service's answer and the element of a list a step repeats over (a card of "each") are not facts.
  if (group === 'result' || group === 'item') return true;
  return follows(factsSchema as Schema, [group ?? '', ...rest], factsSchema as Schema);
}

function follows(schema: Schema | undefined, segments: readonly string[], root: Schema): boolean {
  if (!schema) return false;
  if (schema.$ref) {
    const target = resolve(schema.$ref, root);
    // A reference outside this schema is taken on trust, as before: its shape is not known here.
    return target === undefined ? true : follows(target, segments, root);
  }
  if (schema.anyOf) return schema.anyOf.some((branch) => follows(branch, segments, root));
  const [segment, ...rest] = segments;
  if (segment === undefined) return true;
  if (schema.properties && segment in schema.properties) return follows(schema.properties[segment], rest, root);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') return follows(schema.additionalProperties, rest, root);
  // A list's element by its index (tiers.0.name).
  if (schema.items && /^\d+$/.test(segment)) return follows(schema.items, rest, root);
  return false;
}

/** A local reference (#/$defs/NAME) into the facts schema itself. */
function resolve(ref: string, root: Schema): Schema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) at = (at as Record<string, unknown> | undefined)?.[part];
  return at as Schema | undefined;
}

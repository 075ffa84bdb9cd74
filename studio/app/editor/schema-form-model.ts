/**
 * What the editor's form needs of a JSON Schema and of the value it edits: a property's schema with
 * its $ref followed (its own title and description first), how a field is written, and a change at a
 * path that keeps the file's order of keys (a key added takes its place in the schema's order) and
 * leaves out what is empty, as a file leaves out an optional property.
 */

export interface FormSchema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, FormSchema>;
  required?: string[];
  items?: FormSchema;
  additionalProperties?: boolean | FormSchema;
  $defs?: Record<string, FormSchema>;
}

export type Path = (string | number)[];

/** The schema at a $ref of the root ("#/$defs/dutchDate"), under the referring schema's own words. */
export function resolved(schema: FormSchema, root: FormSchema): FormSchema & { def?: string } {
  if (!schema.$ref) return schema;
  const def = schema.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[def] ?? {};
  const { $ref: _ref, ...own } = schema;
  return { ...target, ...own, def };
}

export type FieldKind = 'date' | 'paragraph' | 'text' | 'integer' | 'choice' | 'yes-no' | 'object' | 'map' | 'paragraphs' | 'list';

export function fieldKind(schema: FormSchema & { def?: string }): FieldKind {
  if (schema.enum) return 'choice';
  if (schema.type === 'boolean') return 'yes-no';
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'array') return schema.items?.type === 'object' ? 'list' : 'paragraphs';
  if (schema.type === 'object') return schema.properties ? 'object' : 'map';
  if (schema.def === 'dutchDate') return 'date';
  if (schema.def === 'dutchText') return 'paragraph';
  return 'text';
}

/** The JSON pointer of a path: /plans/0/priceCents. */
export const pointerOf = (path: Path): string => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nothing to write: no value, an empty text, or an optional object with nothing in it. */
const isEmpty = (value: unknown): boolean => value === undefined || value === '' || (isObject(value) && Object.keys(value).length === 0);

/** An object with one key set (undefined: taken out), a new key in the schema's order of properties. */
function withKey(object: Record<string, unknown>, key: string, value: unknown, schema: FormSchema | undefined): Record<string, unknown> {
  if (value === undefined) {
    const { [key]: _gone, ...rest } = object;
    return rest;
  }
  if (key in object) return { ...object, [key]: value };
  const order = Object.keys(schema?.properties ?? {});
  const place = order.indexOf(key);
  const entries = Object.entries(object);
  const before = place < 0 ? entries.length : entries.findIndex(([other]) => order.indexOf(other) > place);
  entries.splice(before < 0 ? entries.length : before, 0, [key, value]);
  return Object.fromEntries(entries);
}

/**
 * The value with the one at path replaced; an object of the schema that becomes empty is left out
 * unless its parent requires it (an empty "valid" is no window; an empty "eligibility" is required).
 */
export function setAt(value: unknown, path: Path, next: unknown, schema: FormSchema, root: FormSchema): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    // A list not written yet starts with its first item.
    const items = Array.isArray(value) ? [...value] : [];
    const item = setAt(items[head], rest, next, resolved(schema.items ?? {}, root), root);
    if (item === undefined) items.splice(head, 1);
    else items[head] = item;
    return items;
  }
  const object = isObject(value) ? value : {};
  const key = String(head);
  const childSchema = resolved(schema.properties?.[key] ?? (isObject(schema.additionalProperties) ? schema.additionalProperties : {}), root);
  const child = setAt(object[key], rest, next, childSchema, root);
  const required = schema.required?.includes(key) && childSchema.type === 'object';
  return withKey(object, key, isEmpty(child) && !required ? undefined : child, schema);
}

export interface PlacedFinding {
  pointer: string;
  message: string;
  rule: string;
  severity?: 'warning';
}

/**
 * The findings a field shows beside itself: at its own pointer, or under it where none of the
 * fields it holds (children) is shown for them, such as a property that is missing or unknown.
 */
export function findingsOf(findings: readonly PlacedFinding[], pointer: string, children: readonly string[] = []): PlacedFinding[] {
  return findings.filter((finding) => {
    if (finding.pointer === pointer) return true;
    if (!finding.pointer.startsWith(`${pointer}/`)) return false;
    const child = finding.pointer.slice(pointer.length + 1).split('/')[0] ?? '';
    return !children.includes(child.replace(/~1/g, '/').replace(/~0/g, '~'));
  });
}

/**
 * The engine's DSL reference (engine/journey-engine/docs/dsl-reference.md), written by npm run
 * generate from the engine's own flow schema: every keyword of every definition, its value, whether
 * it is required and what it means, with an example. Each example is the shortest use of the
 * keyword in the engine's example flows (the reading list's, which journey-engine init writes), else
 * the schema's own "examples";
 * a keyword with neither fails the generation, so the reference never lacks one.
 */
type Schema = Record<string, unknown>;

/** A section of the reference: a definition (or the file itself), or an object written inside one. */
interface Section {
  title: string;
  anchor: string;
  schema: Schema;
}

const anchorOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** What a keyword's value is, in a few words, with a link to the definition it refers to. */
function valueOf(schema: Schema): string {
  if (typeof schema.$ref === 'string') {
    const [, where, name = ''] = /^#\/(\$defs|properties)\/(.+)$/.exec(schema.$ref) ?? [];
    return where === 'properties' ? `as the flow's [${name}](#flow)` : `[${name}](#${anchorOf(name)})`;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ');
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((option) => valueOf(option as Schema)).join(' or ');
  }
  // A value read one way or another by its type: a string is a name, anything else a rule.
  if (schema.if && typeof schema.if === 'object') {
    return `${valueOf(schema.if as Schema)}: ${valueOf({ type: (schema.if as Schema).type, ...(schema.then as Schema) })}; else ${valueOf((schema.else ?? {}) as Schema)}`;
  }
  const type = schema.type;
  if (type === 'array') return schema.items ? `list of ${valueOf(schema.items as Schema)}` : 'list';
  if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    return `object of ${valueOf(schema.additionalProperties as Schema)}`;
  }
  const named = Array.isArray(type) ? type.join(' or ') : typeof type === 'string' ? type : 'any';
  const format = typeof schema.format === 'string' ? ` (a ${schema.format})` : '';
  return `${named}${format}${typeof schema.pattern === 'string' ? ` matching \`${schema.pattern}\`` : ''}`;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Every object in the flows, with its keys: where a keyword's examples are looked for. */
function objectsIn(value: unknown, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, into);
  else if (value !== null && typeof value === 'object') {
    into.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) objectsIn(item, into);
  }
  return into;
}

/**
 * The shortest use of the keyword in an object the section's schema could describe (none of its
 * keys unknown to the section), or the schema's own example.
 */
function exampleOf(name: string, keyword: Schema, section: Section, objects: readonly Record<string, unknown>[], definitions: ReadonlyMap<string, Schema>): string | undefined {
  const known = new Set(['$schema', ...Object.keys((section.schema.properties ?? {}) as Schema)]);
  const fits = fitsShallowly(keyword, definitions);
  const uses = objects.filter((object) => name in object && Object.keys(object).every((key) => known.has(key)) && fits(object[name])).map((object) => JSON.stringify(object[name]));
  const own = Array.isArray(keyword.examples) ? keyword.examples.map((example) => JSON.stringify(example)) : [];
  return [...uses, ...own].sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
}

/**
 * Whether a value could be the keyword's, by the type and pattern of its schema (or of the
 * definition it refers to): an object that only looks like the section's is not taken for it.
 */
function fitsShallowly(keyword: Schema, definitions: ReadonlyMap<string, Schema>): (value: unknown) => boolean {
  const schema = typeof keyword.$ref === 'string' ? (definitions.get(keyword.$ref.replace('#/$defs/', '')) ?? {}) : keyword;
  const types = schema.type === undefined ? undefined : ([] as unknown[]).concat(schema.type);
  const typeOf = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);
  return (value) => {
    if (types && !types.includes(typeOf(value)) && !(typeOf(value) === 'integer' && types.includes('number'))) return false;
    return typeof schema.pattern !== 'string' || typeof value !== 'string' || new RegExp(schema.pattern, 'u').test(value);
  };
}

/** The sections: the file, each definition, and each object written inside one, after it. */
function sectionsOf(schema: Schema): Section[] {
  const sections: Section[] = [];
  const add = (title: string, of: Schema): void => {
    sections.push({ title, anchor: anchorOf(title), schema: of });
    if (!of.properties) return;
    for (const [name, property] of Object.entries(of.properties as Record<string, Schema>)) {
      const inner = property.type === 'array' ? (property.items as Schema | undefined) : property;
      if (inner?.properties) add(`${title}.${name}`, inner);
    }
  };
  add('flow', schema);
  for (const [name, definition] of Object.entries((schema.$defs ?? {}) as Record<string, Schema>)) add(name, definition);
  return sections;
}

/** The reference as Markdown; throws for the keywords that have no example anywhere. */
export function dslReference(schema: Schema, flows: readonly unknown[]): string {
  const objects = flows.flatMap((flow) => objectsIn(flow));
  const lacking: string[] = [];
  const sections = sectionsOf(schema);
  const objectSections = sections.filter((section) => section.schema.properties);
  const definitions = new Map(Object.entries((schema.$defs ?? {}) as Record<string, Schema>));
  const lines = [
    '# The flow DSL: reference',
    '',
    'Written by `npm run generate` in the engine’s repository from the engine’s flow schema (`src/dsl/flow.schema.json`); do not edit it by hand.',
    'Every keyword of every definition, with an example: the shortest use of it in the flows of the reading list (the site `journey-engine init` writes), else the schema’s own.',
    'A site’s assembled schema (`assembleFlowSchema`) adds what it registers: its step types and their props, its service operations, condition operators, layouts, the facts groups a load fills, its collections and its own keywords (`defineKeyword`).',
    '',
    '## Contents',
    '',
    ...objectSections.map((section) => `- [${section.title}](#${section.anchor})`),
    '',
    'The values they refer to: ' +
      sections
        .filter((section) => !section.schema.properties)
        .map((section) => `[${section.title}](#${section.anchor})`)
        .join(', ') +
      '.',
  ];
  for (const section of sections) {
    const required = new Set((section.schema.required ?? []) as string[]);
    lines.push('', `## ${section.title}`, '');
    const described = section.schema.description ?? definitions.get(section.title)?.description;
    if (typeof described === 'string') lines.push(described, '');
    // A definition of a value rather than an object: what the value is, which the keywords above link to.
    if (!section.schema.properties) {
      lines.push(`Value: ${valueOf(section.schema)}.`);
      continue;
    }
    lines.push('| keyword | value | required | what | example |', '| --- | --- | --- | --- | --- |');
    for (const [name, keyword] of Object.entries(section.schema.properties as Record<string, Schema>)) {
      const example = exampleOf(name, keyword, section, objects, definitions);
      if (example === undefined) lacking.push(`${section.title}.${name}`);
      const what = typeof keyword.description === 'string' ? keyword.description : '';
      lines.push(`| \`${cell(name)}\` | ${cell(valueOf(keyword))} | ${required.has(name) ? 'yes' : ''} | ${cell(what)} | \`${cell(example ?? '')}\` |`);
    }
  }
  if (lacking.length > 0) throw new Error(`No example of ${lacking.join(', ')}: use it in a flow, or give its schema "examples".`);
  return `${lines.join('\n')}\n`;
}

/**
 * The JSON Schema pass. Errors carry a stable rule id: from the schema's own "x-rule" annotation
 * where it names one (unknown-component, unknown-service-operation, unknown-operator, ...), from the
 * custom format that failed (unknown-copy-key, unknown-route, unknown-fact, ...), or from the keyword.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { isKnownFact } from './facts-paths.ts';
import type { SchemaFinding } from './finding.ts';
import type { SchemaError, SourceNames, ValidationProject } from './project.ts';

/** What the formats need to know about the file being checked; set before each file. */
export interface FileScope {
  routes: ReadonlySet<string>;
  conditionNames: ReadonlySet<string>;
  answerNames: ReadonlySet<string>;
  /** The names of the flow's links. */
  linkNames: ReadonlySet<string>;
}

const formatRules = (names: SourceNames): Record<string, { rule: string; describe: (value: unknown) => string }> => ({
  'copy-key': { rule: 'unknown-copy-key', describe: (value) => `no copy key "${value}" in ${names.copy}` },
  route: { rule: 'unknown-route', describe: (value) => `"${value}" is no route of any flow` },
  'external-destination': { rule: 'unknown-external-destination', describe: (value) => `"${value}" is no external destination of ${names.siteConfig}` },
  'condition-name': { rule: 'unknown-condition', describe: (value) => `no condition named "${value}" in this flow or ${names.sharedConditions}` },
  'link-name': { rule: 'unknown-link', describe: (value) => `no link named "${value}" in this flow's links` },
  'guard-name': { rule: 'unknown-guard', describe: (value) => `no guard named "${value}" under "named" in ${names.siteGuards}` },
  fact: { rule: 'unknown-fact', describe: (value) => `"${value}" is no fact of ${names.facts} nor a field of this flow` },
  regex: { rule: 'invalid-regex', describe: (value) => `"${value}" is not a valid regular expression` },
});

const keywordRules: Record<string, string> = {
  required: 'missing-property',
  additionalProperties: 'unknown-property',
  type: 'wrong-type',
  enum: 'invalid-value',
  const: 'invalid-value',
  pattern: 'invalid-pattern',
  minItems: 'invalid-size',
  maxItems: 'invalid-size',
  minProperties: 'invalid-size',
  maxProperties: 'invalid-size',
  minLength: 'invalid-size',
  maxLength: 'invalid-size',
  minimum: 'out-of-range',
  maximum: 'out-of-range',
};

/** The kinds of file among the flows, each checked against its own schema: the engine's three, then the project's data kinds by name. */
export type FileKind = string;

export type SchemaCheck = (value: unknown, scope: FileScope, kind: FileKind) => SchemaFinding[];

export function createSchemaCheck(project: ValidationProject): SchemaCheck {
  const formats = formatRules(project.names);
  let scope: FileScope = { routes: new Set(), conditionNames: new Set(), answerNames: new Set(), linkNames: new Set() };
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
  ajv.addKeyword({ keyword: 'x-rule', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  // Where a condition operator is defined (written by npm run generate).
  ajv.addKeyword({ keyword: 'x-operator', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  const format = (name: string, validate: (value: string) => boolean): void => {
    ajv.addFormat(name, { type: 'string', validate });
  };
  format('copy-key', (value) => project.copyKeys.has(value));
  format('external-destination', (value) => project.externalDestinations.has(value));
  format('route', (value) => scope.routes.has(value));
  format('condition-name', (value) => scope.conditionNames.has(value) || value in project.sharedConditions);
  format('link-name', (value) => scope.linkNames.has(value));
  format('guard-name', (value) => Object.hasOwn(project.namedGuards, value));
  format('fact', (value) => isKnownFact(value, project.factsSchema, scope.answerNames));
  format('regex', isRegex);
  ajv.addSchema(project.flowSchema);
  const validators: Record<FileKind, ValidateFunction> = {
    flow: ajv.compile(project.flowSchema),
    conditions: ajv.compile(project.conditionsSchema),
    'site-guards': ajv.compile(project.siteGuardsSchema),
    ...Object.fromEntries(project.kinds.map((kind) => [kind.name, ajv.compile(kind.schema)])),
  };
  const wordings = new Map(project.kinds.flatMap((kind) => (kind.schemaMessage ? [[kind.name, kind.schemaMessage.bind(kind)] as const] : [])));

  return (value, fileScope, kind) => {
    scope = fileScope;
    const validate = validators[kind];
    if (!validate) throw new Error(`no schema for the kind of file "${kind}"`);
    if (validate(value)) return [];
    const seen = new Set<string>();
    const findings: SchemaFinding[] = [];
    for (const error of validate.errors ?? []) {
      // "if" and "propertyNames" only repeat the error of the subschema beneath them; beneath a
      // "contains" are the reasons each item is not the one it looks for, which its own error says.
      if (error.keyword === 'if' || error.keyword === 'propertyNames' || error.schemaPath.includes('/contains/')) continue;
      const finding = describe(error, formats, wordings.get(kind));
      const key = `${finding.rule}${finding.pointer}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push(finding);
    }
    return findings;
  };
}

/** The property's schema an error is about: for "required", the missing property's (its $ref's words beside it). */
function schemaOf(error: ErrorObject): SchemaError['schema'] {
  const parent = (error.parentSchema ?? {}) as { properties?: Record<string, SchemaError['schema']> } & SchemaError['schema'];
  return error.keyword === 'required' ? (parent.properties?.[String(error.params.missingProperty)] ?? {}) : parent;
}

function describe(error: ErrorObject, formats: ReturnType<typeof formatRules>, wording?: (error: SchemaError) => string | undefined): SchemaFinding {
  const finding = describeInEnglish(error, formats);
  const worded = wording?.({ keyword: error.keyword, params: error.params as Record<string, unknown>, found: JSON.stringify(error.data), schema: schemaOf(error) });
  return worded === undefined ? finding : { ...finding, message: worded };
}

function describeInEnglish(error: ErrorObject, formats: ReturnType<typeof formatRules>): SchemaFinding {
  const annotations = error.parentSchema as { 'x-rule'?: Record<string, string>; 'x-message'?: string } | undefined;
  const declared = annotations?.['x-rule']?.[error.keyword];
  // An error about a property's name (propertyNames) points at that name, not at its value.
  const namesProperty = error.propertyName !== undefined;
  const pointer = error.instancePath + (namesProperty ? `/${error.propertyName}` : '');
  const found = JSON.stringify(error.data);
  switch (error.keyword) {
    case 'required':
      return { rule: declared ?? 'missing-property', message: annotations?.['x-message'] ?? `missing property "${error.params.missingProperty}"`, pointer, atKey: true };
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const message = declared === 'unknown-operator' ? `unknown operator "${name}"` : `unknown property "${name}"`;
      return { rule: declared ?? 'unknown-property', message, pointer: `${pointer}/${name}`, atKey: true };
    }
    case 'enum':
      return {
        rule: declared ?? 'invalid-value',
        message: `${found} is not one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`,
        pointer,
        atKey: namesProperty,
      };
    case 'format': {
      const known = formats[String(error.params.format)];
      if (known) return { rule: declared ?? known.rule, message: known.describe(error.data), pointer, atKey: false };
      break;
    }
  }
  const message = annotations?.['x-message'] ?? `${error.message ?? 'is invalid'} (found ${found})`;
  return { rule: declared ?? keywordRules[error.keyword] ?? `schema-${error.keyword}`, message, pointer, atKey: false };
}

function isRegex(value: string): boolean {
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

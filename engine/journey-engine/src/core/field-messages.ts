/**
 * What a form's field rules say of refused answers: per field, the first rule it breaks and that
 * rule's copy key. The browser's form shows them beside the fields (journey-engine-react's form-resolver.ts);
 * a journey case expects them (runtime/journey-case.ts).
 */
import type { CompiledField } from './types.ts';

/** An ajv error, as a precompiled or a compiled validator reports it. */
export interface RuleError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A form's validator as the build precompiles it (ajv's standalone code): whether the answers pass, and the rules they broke. */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: RuleError[] | null;
}

/** The copy key of a failed rule: the field's own message, else the shared one. */
export function messageKey(field: CompiledField, keyword: string): string {
  return field.definition.messages?.[keyword as keyof NonNullable<typeof field.definition.messages>] ?? `common.errors.${keyword}`;
}

/** The field a failed rule is about: the one a required answer misses, else the one whose answer it judged. */
export function fieldOf(error: RuleError): string {
  return error.keyword === 'required' ? String(error.params.missingProperty) : (error.instancePath.slice(1).split('/')[0] ?? '');
}

export function fieldMessages(errors: readonly RuleError[], fields: readonly CompiledField[]): Record<string, { rule: string; key: string }> {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const messages: Record<string, { rule: string; key: string }> = {};
  for (const error of errors) {
    const name = fieldOf(error);
    const field = byName.get(name);
    if (!field || messages[name]) continue;
    messages[name] = { rule: error.keyword, key: messageKey(field, error.keyword) };
  }
  return messages;
}

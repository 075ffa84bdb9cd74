/**
 * A react-hook-form resolver over a precompiled ajv validator: the step's JSON Schema is checked
 * without compiling code in the browser, and each failed rule shows its Dutch copy beside its field.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { givenAnswers } from '../core/given-answers.ts';
import type { CompiledField } from '../core/types.ts';

export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: { keyword: string; instancePath: string; params: Record<string, unknown> }[] | null;
}

/** The copy key of a failed rule: the field's own message, else the shared one. */
export function messageKey(field: CompiledField, keyword: string): string {
  return field.definition.messages?.[keyword as keyof NonNullable<typeof field.definition.messages>] ?? `common.errors.${keyword}`;
}

export function precompiledResolver<T extends FieldValues>(validate: PrecompiledValidator, fields: readonly CompiledField[], translate: (key: string) => string): Resolver<T> {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const definitions = fields.map((field) => field.definition);
  return async (values, _context, options) => {
    const data = givenAnswers(values, definitions);
    if (validate(data)) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: data as T, errors: {} };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const error of validate.errors ?? []) {
      const name = error.keyword === 'required' ? String(error.params.missingProperty) : (error.instancePath.slice(1).split('/')[0] ?? '');
      const field = byName.get(name);
      if (!field || errors[name]) continue;
      errors[name] = { type: error.keyword, message: translate(messageKey(field, error.keyword)) };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}

/**
 * A react-hook-form resolver over a precompiled ajv validator: the step's JSON Schema is checked
 * without compiling code in the browser, and each failed rule shows its Dutch copy beside its field.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldMessages, givenAnswers } from 'journey-engine';
import type { CompiledField, PrecompiledValidator } from 'journey-engine';

export function precompiledResolver<T extends FieldValues>(validate: PrecompiledValidator, fields: readonly CompiledField[], translate: (key: string) => string): Resolver<T> {
  const definitions = fields.map((field) => field.definition);
  return async (values, _context, options) => {
    const data = givenAnswers(values, definitions);
    if (validate(data)) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: data as T, errors: {} };
    }
    const errors = Object.fromEntries(Object.entries(fieldMessages(validate.errors ?? [], fields)).map(([name, { rule, key }]) => [name, { type: rule, message: translate(key) }]));
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}

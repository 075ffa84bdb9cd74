/**
 * The answers a form gives, as the visitor means them: what is typed is trimmed (a name of spaces
 * is no name), and an empty field is an unanswered one, so that "required" speaks rather than
 * "minLength". A password is taken as typed: its spaces are part of it. The browser's form and the
 * services that check the same fields read answers through this one function, so both refuse alike.
 */
import type { Field } from './types.ts';

export function givenAnswers(values: Readonly<Record<string, unknown>>, fields: readonly Pick<Field, 'name' | 'input'>[]): Record<string, unknown> {
  const inputs = new Map(fields.map((field) => [field.name, field.input]));
  const given: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' && inputs.get(name) !== 'password' ? raw.trim() : raw;
    if (value !== '' && value !== undefined && value !== null) given[name] = value;
  }
  return given;
}

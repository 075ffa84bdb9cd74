/**
 * What the schema of an offer or promotion file found, in Dutch: campaign managers read it on the
 * command line and beside the field in the studio's editor. A field is named by its schema's Dutch
 * title; a value of the wrong form is told by the schema's own description (a date as JJJJ-MM-DD).
 */
import type { SchemaError } from 'journey-engine/validate';

const TYPES: Record<string, string> = {
  string: 'een tekst',
  integer: 'een heel getal',
  number: 'een getal',
  boolean: 'true of false',
  object: 'een groep velden ({ … })',
  array: 'een lijst ([ … ])',
};

const named = (name: string, schema: SchemaError['schema']): string => (schema.title ? `"${name}" (${schema.title})` : `"${name}"`);
const count = (limit: number, one: string, more: string): string => `${limit} ${limit === 1 ? one : more}`;

export function dutchSchemaMessage({ keyword, params, found, schema }: SchemaError): string | undefined {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return `${named(String(params.missingProperty), schema)} ontbreekt: vul het in`;
    case 'additionalProperties':
      return `"${String(params.additionalProperty)}" is geen veld van dit bestand: haal het weg of verbeter de naam`;
    case 'enum':
      return `${found} kan hier niet: kies uit ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'type':
      return `moet ${String(params.type)
        .split(',')
        .map((type) => TYPES[type] ?? type)
        .join(' of ')} zijn, niet ${found}`;
    case 'pattern':
      return `${found} heeft niet de goede vorm${schema.description ? `: ${schema.description}` : ''}`;
    case 'minLength':
      return limit === 1 ? 'mag niet leeg zijn' : `moet minstens ${count(limit, 'teken', 'tekens')} hebben`;
    case 'minItems':
      return `moet minstens ${count(limit, 'onderdeel', 'onderdelen')} hebben`;
    case 'minimum':
      return `moet minstens ${limit} zijn, niet ${found}`;
    case 'maximum':
      return `mag hoogstens ${limit} zijn, niet ${found}`;
    default:
      return undefined;
  }
}

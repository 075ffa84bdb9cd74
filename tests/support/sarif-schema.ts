/**
 * SARIF 2.1.0's own JSON Schema (draft-04, as published with the standard; taken from the npm
 * package @microsoft/jest-sarif, which ships it), compiled once: the errors of a log that breaks it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const schemaFile = createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
// The schema's language pattern has a stray ], which only a regular expression without the u flag accepts.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
// Its URIs (an artifact's, relative) and times are checked as the schema's formats say.
addFormats(ajv);
const validateSarif = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);

/** Where and how the log breaks SARIF 2.1.0's schema; none for a valid log. */
export function sarifSchemaErrors(log: unknown): string[] {
  return validateSarif(log) ? [] : (validateSarif.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

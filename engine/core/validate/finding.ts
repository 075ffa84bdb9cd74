/** A semantic rule's finding: a schema finding whose position may be at the key instead of the value. */
import type { SchemaFinding } from './schema-check.ts';

export type Finding = Omit<SchemaFinding, 'atKey'> & { atKey?: boolean };

/** What a check found in a file: the rule, the message and where (a JSON pointer). */

export interface SchemaFinding {
  rule: string;
  message: string;
  pointer: string;
  /** Point at the property's key rather than its value. */
  atKey: boolean;
}

/** A semantic rule's finding: a schema finding whose position may be at the key instead of the value. */
export type Finding = Omit<SchemaFinding, 'atKey'> & { atKey?: boolean };

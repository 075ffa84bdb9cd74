/** What a check found in a file: the rule, the message and where (a JSON pointer). */

export interface SchemaFinding {
  rule: string;
  message: string;
  pointer: string;
  /** Point at the property's key rather than its value. */
  atKey: boolean;
}

/**
 * A semantic rule's finding: a schema finding whose position may be at the key instead of the value.
 * A warning is something that is likely a mistake but may be meant (a window years from the others):
 * it does not make the file invalid, unless the command is asked to be strict.
 */
export type Finding = Omit<SchemaFinding, 'atKey'> & { atKey?: boolean; severity?: 'warning' };

/** One authoring error: where it is, which rule it breaks, and what to do about it. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  pointer: string;
}

/** FILE:LINE:COL  RULE-ID  message (at /json/pointer) */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const { file, line, column, rule, message, pointer } = diagnostic;
  // The empty pointer is the whole document; "/" would be a property with an empty name.
  return `${file}:${line}:${column}  ${rule}  ${message} (at ${pointer === '' ? '""' : pointer})`;
}

/** One authoring error: where it is, which rule it breaks, and what to do about it. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  pointer: string;
  /** A likely mistake that does not make the file invalid (finding.ts). */
  severity?: 'warning';
}

/** FILE:LINE:COL  RULE-ID  message (at /json/pointer), a warning's rule id after "warning". */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const { file, line, column, rule, message, pointer, severity } = diagnostic;
  // The empty pointer is the whole document; "/" would be a property with an empty name.
  return `${file}:${line}:${column}  ${severity === 'warning' ? 'warning ' : ''}${rule}  ${message} (at ${pointer === '' ? '""' : pointer})`;
}

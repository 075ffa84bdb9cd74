/**
 * The validator's findings in the formats CI tools read: text (one line each, FILE:LINE:COL), JSON,
 * SARIF 2.1.0 (GitHub code scanning and other static-analysis viewers) and GitHub Actions workflow
 * commands (an annotation on the line of the pull request's file).
 */
import { formatDiagnostic, type Diagnostic } from './diagnostic.ts';

export const REPORT_FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface ReportTool {
  name: string;
  version: string;
  /** Where the rule ids are explained (a document of the repository, with its section): each rule's help in SARIF. */
  rulesDocument: string;
}

/** Errors, then warnings, as one list. */
export function findingsReport(findings: readonly Diagnostic[], format: ReportFormat, tool: ReportTool): string {
  switch (format) {
    case 'text':
      return findings.map(formatDiagnostic).join('\n');
    case 'json':
      return JSON.stringify(
        findings.map(({ severity, ...finding }) => ({ ...finding, severity: severity ?? 'error' })),
        null,
        2,
      );
    case 'sarif':
      return JSON.stringify(sarif(findings, tool), null, 2);
    case 'github':
      return findings.map(githubAnnotation).join('\n');
  }
}

/** A file's path as a SARIF artifact URI relative to the checkout's root: forward slashes, each segment percent-encoded. */
function artifactUri(file: string): string {
  return file
    .replace(/\\/g, '/')
    .replace(/^\.\//, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function sarif(findings: readonly Diagnostic[], tool: ReportTool) {
  const ruleIds = [...new Set(findings.map((finding) => finding.rule))].sort();
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: tool.name,
            version: tool.version,
            rules: ruleIds.map((id) => ({ id, help: { text: `Rule ${id}: what it means and how to fix it is in ${tool.rulesDocument}.` } })),
          },
        },
        // The files are named relative to where the validator ran: the checkout's root in CI.
        originalUriBaseIds: { SRCROOT: { description: { text: 'The folder the validator ran in.' } } },
        results: findings.map((finding) => ({
          ruleId: finding.rule,
          ruleIndex: ruleIds.indexOf(finding.rule),
          level: finding.severity === 'warning' ? 'warning' : 'error',
          message: { text: finding.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: artifactUri(finding.file), uriBaseId: 'SRCROOT' },
                region: { startLine: Math.max(1, finding.line), startColumn: Math.max(1, finding.column) },
              },
              // Where in the document: its JSON pointer ("" is the whole document).
              logicalLocations: [{ fullyQualifiedName: finding.pointer === '' ? '/' : finding.pointer, kind: 'object' }],
            },
          ],
        })),
      },
    ],
  };
}

/** GitHub's escaping of a workflow command's message, and of its properties (which also escape : and ,). */
const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function githubAnnotation(finding: Diagnostic): string {
  const command = finding.severity === 'warning' ? 'warning' : 'error';
  const properties = [`file=${escapeProperty(finding.file)}`, `line=${finding.line}`, `col=${finding.column}`, `title=${escapeProperty(finding.rule)}`].join(',');
  return `::${command} ${properties}::${escapeData(`${finding.message} (at ${finding.pointer === '' ? '""' : finding.pointer})`)}`;
}

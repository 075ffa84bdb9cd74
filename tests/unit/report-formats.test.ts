/** The validator's findings for CI tools (engine/core/validate/report-formats.ts): what a message or a path holds is kept, escaped as each format wants. */
import { expect, it } from 'vitest';
import type { Diagnostic } from 'journey-engine/validate';
import { findingsReport } from 'journey-engine/validate';
import { sarifSchemaErrors } from '../support/sarif-schema.ts';

const tool = { name: 'journey-engine validate', version: '1.2.3', rulesDocument: 'docs/flow-dsl.md' };
const awkward: Diagnostic = {
  file: 'flows/acties/zomer, 100%.json',
  line: 3,
  column: 9,
  rule: 'terms-date-not-sold',
  message: '50% korting:\nniet in de voorwaarden',
  pointer: '',
};

it('escapes a GitHub annotation: %, line breaks in the message; also : and , in its properties', () => {
  expect(findingsReport([awkward], 'github', tool)).toBe(
    '::error file=flows/acties/zomer%2C 100%25.json,line=3,col=9,title=terms-date-not-sold::50%25 korting:%0Aniet in de voorwaarden (at "")',
  );
});

it('names a SARIF artifact by a relative URI, each segment percent-encoded; the whole document is the pointer /', () => {
  const log = JSON.parse(findingsReport([awkward], 'sarif', tool)) as {
    runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } }; logicalLocations: { fullyQualifiedName: string }[] }[] }[] }[];
  };
  expect(sarifSchemaErrors(log)).toEqual([]);
  const [location] = log.runs[0]?.results[0]?.locations ?? [];
  expect(location?.physicalLocation.artifactLocation.uri).toBe('flows/acties/zomer%2C%20100%25.json');
  expect(location?.logicalLocations[0]?.fullyQualifiedName).toBe('/');
});

it('writes an empty list, not nothing, for a clean run in JSON and SARIF', () => {
  expect(JSON.parse(findingsReport([], 'json', tool))).toEqual([]);
  const empty = JSON.parse(findingsReport([], 'sarif', tool)) as { runs: { results: unknown[] }[] };
  expect(empty.runs[0]?.results).toEqual([]);
  expect(sarifSchemaErrors(empty)).toEqual([]);
});

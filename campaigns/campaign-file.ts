/** The rules every campaign file shares: its "$schema", its file named after its id, and dates that exist and run forwards. */
import { dayOf } from '../engine/core/dates.ts';
import type { Finding } from '../engine/core/validate/finding.ts';

interface CampaignFile {
  $schema: string;
  id: string;
  valid?: { from?: string; until?: string };
}

export function checkCampaignFile(kind: 'offer' | 'promotion', value: CampaignFile, file: string): Finding[] {
  const findings: Finding[] = [];
  const at = (rule: string, message: string, pointer: string): void => {
    findings.push({ rule, message, pointer, atKey: false });
  };
  if (!new RegExp(`(^|/)${kind}\\.schema\\.json$`).test(value.$schema)) {
    at('wrong-schema-reference', `"$schema" must name schemas/${kind}.schema.json (found "${value.$schema}")`, '/$schema');
  }
  const base = file.split(/[\\/]/).pop() ?? '';
  if (base !== `${value.id}.${kind}.json`) at(`${kind}-file-name`, `the file of ${kind} "${value.id}" must be named ${value.id}.${kind}.json`, '/id');
  const { from, until } = value.valid ?? {};
  const first = from === undefined ? undefined : dayOf(from);
  const last = until === undefined ? undefined : dayOf(until);
  if (from !== undefined && first === undefined) at('date-does-not-exist', `${from} is no day of the calendar`, '/valid/from');
  if (until !== undefined && last === undefined) at('date-does-not-exist', `${until} is no day of the calendar`, '/valid/until');
  if (first !== undefined && last !== undefined && last < first) at('window-ends-before-start', `the ${kind} ends (${until}) before it starts (${from})`, '/valid/until');
  return findings;
}

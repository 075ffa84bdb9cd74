/** The rules every campaign file shares: its "$schema", its file named after its id, and dates that exist and run forwards. */
import { dayOf } from 'journey-engine';
import type { Finding } from 'journey-engine/validate';

interface CampaignFile {
  $schema: string;
  id: string;
  valid?: { from?: string; until?: string };
}

/** A kind as the campaign managers name it. */
const NOUN = { offer: 'aanbieding', promotion: 'actie' } as const;

export function checkCampaignFile(kind: 'offer' | 'promotion', value: CampaignFile, file: string): Finding[] {
  const findings: Finding[] = [];
  const at = (rule: string, message: string, pointer: string): void => {
    findings.push({ rule, message, pointer, atKey: false });
  };
  if (!new RegExp(`(^|/)${kind}\\.schema\\.json$`).test(value.$schema)) {
    at('wrong-schema-reference', `"$schema" moet schemas/${kind}.schema.json noemen (nu staat er "${value.$schema}")`, '/$schema');
  }
  const base = file.split(/[\\/]/).pop() ?? '';
  if (base !== `${value.id}.${kind}.json`)
    at(`${kind}-file-name`, `het bestand van de ${NOUN[kind]} "${value.id}" moet ${value.id}.${kind}.json heten: hernoem het bestand of pas id aan`, '/id');
  const { from, until } = value.valid ?? {};
  const first = from === undefined ? undefined : dayOf(from);
  const last = until === undefined ? undefined : dayOf(until);
  if (from !== undefined && first === undefined) at('date-does-not-exist', `${from} is geen bestaande dag: schrijf een datum die bestaat, als JJJJ-MM-DD`, '/valid/from');
  if (until !== undefined && last === undefined) at('date-does-not-exist', `${until} is geen bestaande dag: schrijf een datum die bestaat, als JJJJ-MM-DD`, '/valid/until');
  if (first !== undefined && last !== undefined && last < first)
    at('window-ends-before-start', `de ${NOUN[kind]} eindigt (${until}) voordat ze begint (${from}): valid.until moet op of na valid.from vallen`, '/valid/until');
  return findings;
}

/** A campaign's first day as the validator orders two files that claim one name: the later campaign is the one told. */
export function firstDayOf(value: unknown): string {
  const from = (value as Partial<CampaignFile> | undefined)?.valid?.from;
  return typeof from === 'string' ? from : '';
}

/** A route of this file that another has already, said to the manager of this file. */
export function routeTakenMessage(route: string, owner: string): string {
  return `de route ${route} is al in gebruik (${owner}): kies voor dit bestand een andere; ${owner} hoef je niet te veranderen`;
}

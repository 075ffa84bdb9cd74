/**
 * An offer's or promotion's file as the project lays it out (prettier with the project's
 * configuration, as npm run lint checks it: a member that fits on a line is one line), wherever it
 * is then written: new:partner, new:promotion and the studio's editor write the same text.
 */
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { FLOWS_DIR } from './project.ts';

export type CampaignKind = 'offer' | 'promotion';

/** The folder under flows/ of each kind's files. */
export const CAMPAIGN_FOLDERS: Record<CampaignKind, string> = { offer: 'partners', promotion: 'promotions' };

export async function campaignText(kind: CampaignKind, value: { id?: unknown }): Promise<string> {
  const layout = join(FLOWS_DIR, CAMPAIGN_FOLDERS[kind], `${String(value.id)}.${kind}.json`);
  return format(JSON.stringify(value), { ...(await resolveConfig(layout)), filepath: layout });
}

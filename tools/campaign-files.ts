/**
 * The campaign files a check is about: those named (as paths from the project's root, separated by
 * commas in CAMPAIGN_FILES), else every offer and promotion file of flows/. Node's own modules only:
 * the browser tests' loader reads this file too.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

export const isCampaignFile = (file: string): boolean => /\.(offer|promotion)\.json$/.test(file);

export function campaignFilesToCheck(named: string | undefined): string[] {
  if (named) return named.split(',').filter(Boolean);
  return readdirSync(join(PROJECT_ROOT, 'flows'), { recursive: true, encoding: 'utf8' })
    .filter(isCampaignFile)
    .map((file) => join('flows', file))
    .sort();
}

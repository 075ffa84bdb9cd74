/**
 * The campaign files of one kind (flows/partners/*.offer.json, flows/promotions/*.promotion.json),
 * in file-name order, as one list that every module holds: read at start, and read again into the
 * same list by reread (npm run dev), so a saved file reaches every reader. A file that does not
 * parse makes reread throw and leaves the list as it was.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder of campaign files under the project's flows/, or under JOURNEY_FLOWS_DIR where the site
 * is built from another flows folder (the studio's --flows): the sandbox sells what the site shows.
 */
export const campaignDir = (folder: 'partners' | 'promotions'): string => join(process.env.JOURNEY_FLOWS_DIR ?? fileURLToPath(new URL('../flows', import.meta.url)), folder);

export function campaignFiles<T>(dir: string, suffix: string): { files: readonly T[]; reread: () => void } {
  const read = (): T[] =>
    readdirSync(dir)
      .filter((name) => name.endsWith(suffix))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T);
  const files = read();
  return { files, reread: () => void files.splice(0, files.length, ...read()) };
}

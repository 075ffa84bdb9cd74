/**
 * npm run dev: the sandbox reads an offer or promotion file again as soon as it is saved, and
 * writes the catalog again, so a campaign manager's change shows on the next reload of the page,
 * without a restart or a build. A file that does not parse mid-edit is reported and the previous
 * files stay in use until it does.
 */
import { watch } from 'node:fs';
import { campaignDir } from './campaign-files.ts';
import { rebuildPlans, writeCatalog } from './catalog.ts';
import type { Database } from './db.ts';
import { rereadOffers } from './offers.ts';
import { rereadPromotions } from './promotions.ts';

const DIRS = [campaignDir('partners'), campaignDir('promotions')];
const SETTLE_MS = 100;

export function watchCampaignFiles(db: Database): () => void {
  let timer: NodeJS.Timeout | undefined;
  const reread = async (): Promise<void> => {
    try {
      rereadOffers();
      rereadPromotions();
      rebuildPlans();
      await writeCatalog(db);
      console.log('Offer and promotion files read again.');
    } catch (error) {
      console.error(`An offer or promotion file could not be read; the previous ones stay in use: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // An editor saves in several writes: read once they have settled.
  const watchers = DIRS.map((dir) =>
    watch(dir, (_event, name) => {
      if (!name || !/\.(offer|promotion)\.json$/.test(name)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reread(), SETTLE_MS);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

/**
 * The name flows give the partner offers' collection in a step's aliasesFrom ("collection":
 * "offers"): the build and the validator fill it from flows/partners/*.offer.json, and the studio's
 * graph finds the offers' landing page by it. A module of its own, with no imports, for the studio
 * runs in the browser too.
 */
export const OFFERS_COLLECTION = 'offers';

/** The product's tiers (spec 000 section 3): what each gives and its regular price a month, as the catalog writes them. */
export interface Tier {
  id: string;
  name: string;
  rank: number;
  ads: boolean;
  screens: number;
  download: boolean;
  liveTv: boolean;
  /** The one tier the plan choice recommends. */
  recommended: boolean;
  priceCents: number;
  promoPriceCents: number | null;
  shown: boolean;
}

/**
 * Prices of the with-ads Plus and Premium tiers and of the legacy tier are not in the spec; these
 * are the sandbox's choice: each between Basis and the tier without ads.
 */
export const tiers: Tier[] = [
  { id: 'free', name: 'TV Gemist', rank: 0, ads: true, screens: 1, download: false, liveTv: false, recommended: false, priceCents: 0, promoPriceCents: null, shown: false },
  { id: 'essential', name: 'Basis', rank: 1, ads: true, screens: 1, download: false, liveTv: true, recommended: false, priceCents: 599, promoPriceCents: 0, shown: true },
  { id: 'standard', name: 'Plus', rank: 2, ads: false, screens: 2, download: true, liveTv: true, recommended: true, priceCents: 1099, promoPriceCents: 0, shown: true },
  {
    id: 'standard-with-ads',
    name: 'Plus met reclame',
    rank: 2,
    ads: true,
    screens: 2,
    download: false,
    liveTv: true,
    recommended: false,
    priceCents: 799,
    promoPriceCents: 0,
    shown: false,
  },
  { id: 'premium', name: 'Premium', rank: 3, ads: false, screens: 4, download: true, liveTv: true, recommended: false, priceCents: 1299, promoPriceCents: 0, shown: true },
  {
    id: 'premium-with-ads',
    name: 'Premium met reclame',
    rank: 3,
    ads: true,
    screens: 4,
    download: false,
    liveTv: true,
    recommended: false,
    priceCents: 999,
    promoPriceCents: 0,
    shown: false,
  },
  { id: 'legacy', name: 'Legacy', rank: 2, ads: false, screens: 4, download: false, liveTv: false, recommended: false, priceCents: 999, promoPriceCents: null, shown: false },
];

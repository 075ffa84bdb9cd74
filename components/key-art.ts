/**
 * The key art's sizes, formats and files, in one place for the three that use them: the renderer
 * (tools/key-art.ts, npm run art) makes them, the offers' validator (campaigns/offer.ts) checks that
 * they are there, and the component (KeyArt.tsx) names them. The source art/NAME.svg becomes
 * public/art/NAME-WIDTH.FORMAT, served as /art/NAME-WIDTH.FORMAT, for every width and format.
 * It imports nothing, so it runs in the browser as it does in Node.
 */

/** The widths each art is rendered at: a phone, a column, a wide screen (and their double density). */
export const artWidths = [480, 960, 1440] as const;

/** The formats, best first: a browser takes the first its <picture> offers that it can show. */
export const artFormats = ['avif', 'webp'] as const;

export type ArtWidth = (typeof artWidths)[number];
export type ArtFormat = (typeof artFormats)[number];

/** The width the <img> fallback shows, and names as its size. */
export const fallbackWidth: ArtWidth = 960;

/** Each kind of art, told by its name, and its aspect as [width, height]: a banner is 8:3, a card's art (a tier's, a promotion's) 16:9. */
const kinds: { name: string; matches: (name: string) => boolean; aspect: readonly [number, number] }[] = [
  { name: 'partner-*', matches: (name) => /^partner-[a-z0-9-]+$/.test(name), aspect: [8, 3] },
  { name: 'home', matches: (name) => name === 'home', aspect: [8, 3] },
  { name: 'plans', matches: (name) => name === 'plans', aspect: [8, 3] },
  { name: 'tier-*', matches: (name) => /^tier-[a-z0-9-]+$/.test(name), aspect: [16, 9] },
  // A promotion's art takes the place of its tiers' cards' art while it runs.
  { name: 'promotion-*', matches: (name) => /^promotion-[a-z0-9-]+$/.test(name), aspect: [16, 9] },
];

/** The kinds of art by name, for a message: "partner-*, home, plans, tier-*". */
export const artKinds = kinds.map((kind) => kind.name).join(', ');

/** The aspect [width, height] of an art by its name's kind; undefined for a name of no kind. */
export function artAspect(name: string): readonly [number, number] | undefined {
  return kinds.find((kind) => kind.matches(name))?.aspect;
}

/** The height of an art rendered at a width, from its aspect (undefined for a name of no kind). */
export function artHeight(name: string, width: number): number | undefined {
  const aspect = artAspect(name);
  return aspect && Math.round((width * aspect[1]) / aspect[0]);
}

/** One rendered file, as the site serves it and as it lies under public/: /art/partner-ziggo-960.avif. */
export const artFile = (name: string, width: ArtWidth, format: ArtFormat): string => `/art/${name}-${width}.${format}`;

/** Every file an art is rendered to, format by format. */
export const artFiles = (name: string): string[] => artFormats.flatMap((format) => artWidths.map((width) => artFile(name, width, format)));

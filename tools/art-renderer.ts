/**
 * Key art from its source: each art/NAME.svg rendered with sharp (librsvg) to
 * public/art/NAME-WIDTH.FORMAT in every width and format of components/key-art.ts, its height from
 * the aspect its name's kind has. npm run art (tools/key-art.ts) renders them all; npm run
 * new:partner and the studio's editor render a new offer's placeholder the same way, so the offer
 * passes the validator at once.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Sharp } from 'sharp';
import { artAspect, artFile, artFiles, artFormats, artHeight, artKinds, artWidths, type ArtFormat } from '../components/key-art.ts';
import { ROOT } from './project.ts';

/** Where the sources are, and the folder served as the site's root, whose art/ the renderer owns. */
export interface ArtPlaces {
  artDir: string;
  publicDir: string;
}

export const PROJECT_ART: ArtPlaces = { artDir: join(ROOT, 'art'), publicDir: join(ROOT, 'public') };

/** Each format's encoding: AVIF at half quality and WebP at three quarters look alike; AVIF's effort 4 takes 2 s for the widest, 6 twice that for 3 to 4 % less. */
const ENCODE: Record<ArtFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75, effort: 6 }),
};

/** The site's background: what shows through where a source leaves the picture transparent. */
const BACKGROUND = '#0e0d14';

/** A source the renderer refuses, with why, in Dutch. */
export class ArtError extends Error {}

/** The art of a folder by name: art/home.svg is "home". */
export function artNames(places: ArtPlaces = PROJECT_ART): string[] {
  if (!existsSync(places.artDir)) return [];
  return readdirSync(places.artDir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
}

/** The width and height of an SVG's viewBox. */
export function viewBoxOf(svg: string): [number, number] | undefined {
  const box = /<svg\b[^>]*?\sviewBox\s*=\s*["']([^"']*)["']/
    .exec(svg)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] = box?.slice(2) ?? [];
  return box?.length === 4 && width && height && width > 0 && height > 0 ? [width, height] : undefined;
}

/** The source's viewBox, or the reason it cannot be rendered: a name of no kind, no viewBox, or another aspect than its kind's. */
export function checkArt(name: string, svg: string): [number, number] {
  const source = `art/${name}.svg`;
  const aspect = artAspect(name);
  if (!aspect) throw new ArtError(`${source}: "${name}" is geen soort afbeelding van de site; een naam begint als ${artKinds}`);
  const box = viewBoxOf(svg);
  if (!box) throw new ArtError(`${source} heeft geen viewBox: geef het er een, zoals viewBox="0 0 ${aspect[0] * 180} ${aspect[1] * 180}"`);
  if (Math.abs(box[0] / box[1] - aspect[0] / aspect[1]) > 0.001)
    throw new ArtError(
      `${source}: de viewBox is ${box[0]} × ${box[1]}, maar deze afbeelding is ${aspect[0]}:${aspect[1]}, zoals viewBox="0 0 ${aspect[0] * 180} ${aspect[1] * 180}"`,
    );
  return box;
}

/** Renders art/NAME.svg to every width and format; answers the files written, as the site serves them. */
export async function renderArt(name: string, places: ArtPlaces = PROJECT_ART): Promise<string[]> {
  const { default: sharp } = await import('sharp');
  const svg = readFileSync(join(places.artDir, `${name}.svg`));
  const [boxWidth] = checkArt(name, svg.toString('utf8'));
  const written: string[] = [];
  for (const width of artWidths) {
    // The height the page gives the picture (KeyArt.tsx): checkArt refused a source of another aspect.
    const height = artHeight(name, width) as number;
    // Drawn at this width (not scaled from another), then encoded in each format from the same pixels.
    const { data, info } = await sharp(svg, { density: (72 * width) / boxWidth })
      .resize(width, height, { fit: 'fill' })
      .flatten({ background: BACKGROUND })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const format of artFormats) {
      const file = artFile(name, width, format);
      mkdirSync(dirname(join(places.publicDir, file)), { recursive: true });
      await ENCODE[format](sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })).toFile(join(places.publicDir, file));
      written.push(file);
    }
  }
  return written;
}

/** The files of these art that are not in the public folder, as the site would serve them. */
export function missingArt(names: readonly string[], places: ArtPlaces = PROJECT_ART): string[] {
  return names.flatMap(artFiles).filter((file) => !existsSync(join(places.publicDir, file)));
}

/** Rendered files in public/art/ that no art makes any more (its source gone, or a width or format no longer made). */
export function staleArt(names: readonly string[], places: ArtPlaces = PROJECT_ART): string[] {
  const dir = join(places.publicDir, 'art');
  if (!existsSync(dir)) return [];
  const made = new Set(names.flatMap(artFiles));
  return readdirSync(dir)
    .map((file) => `/art/${file}`)
    .filter((file) => /\.(avif|webp)$/.test(file) && !made.has(file));
}

/** Deletes rendered files, as stale answers them. */
export function removeArt(files: readonly string[], places: ArtPlaces = PROJECT_ART): void {
  for (const file of files) rmSync(join(places.publicDir, file));
}

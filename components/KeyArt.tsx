/**
 * A key art (art/NAME.svg, rendered by npm run art) as a responsive picture: AVIF, then WebP, each
 * in every width, the browser choosing by the space `sizes` gives it, and the 960 WebP for a browser
 * that knows neither. Its width and height come from the art's aspect, so the page keeps its place
 * before it loads. Below the fold it loads lazily; `priority` is for the art the visitor sees first.
 */
import type { ReactElement } from 'react';
import { artFile, artFormats, artHeight, artWidths, fallbackWidth, type ArtFormat } from './key-art.ts';

/** The art fills the content column (at most 60rem) or, narrower, the window. */
export const defaultArtSizes = '(min-width: 60rem) 60rem, 100vw';

export interface KeyArtProps {
  /** The art's name: art/NAME.svg, such as "partner-ziggo" or "tier-premium". */
  name: string;
  /** What the art shows, for visitors who cannot see it ("" for decoration only). */
  alt: string;
  /** How wide the art is shown, as <img sizes>: the browser picks the width to fetch from it. */
  sizes?: string;
  /** Above the fold: fetched at once and first, not lazily. */
  priority?: boolean;
  /** A class beside key-art, for where it is placed. */
  className?: string;
}

const srcSet = (name: string, format: ArtFormat): string => artWidths.map((width) => `${artFile(name, width, format)} ${width}w`).join(', ');

export function KeyArt({ name, alt, sizes = defaultArtSizes, priority = false, className }: KeyArtProps): ReactElement {
  return (
    <picture>
      {artFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(name, format)} sizes={sizes} />
      ))}
      <img
        className={className ? `key-art ${className}` : 'key-art'}
        src={artFile(name, fallbackWidth, 'webp')}
        alt={alt}
        width={fallbackWidth}
        height={artHeight(name, fallbackWidth)}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

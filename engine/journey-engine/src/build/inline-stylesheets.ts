/**
 * A page's stylesheet inside the page where it is small (issue 62). Linked, it is a request of its
 * own before the first paint: one more round trip on a phone's network (562 ms on slow 4G), and one
 * of an HTTP/1.1 host's six connections held while a press's scripts queue behind it. Inline, the
 * page's Content-Security-Policy allows it by its hash (style-src), as it allows the head script.
 */
import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';

/**
 * A stylesheet is inlined where its compressed bytes still travel with the page in the first round
 * trip of a new connection (its first ten packets carry 14.6 KB): a larger one costs every page
 * more than the request it saves.
 */
export const INLINE_STYLESHEET_MAX_GZIP_BYTES = 8 * 1024;

/** The build's stylesheets small enough to go inside its pages, by file name. */
export function inlinedStylesheets(bundle: Rollup.OutputBundle): ReadonlyMap<string, string> {
  const styles = new Map<string, string>();
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
    const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
    // A "</" would end the <style> element early.
    if (!css.includes('</') && gzipSync(css).length <= INLINE_STYLESHEET_MAX_GZIP_BYTES) styles.set(file.fileName, css);
  }
  return styles;
}

/** The page with each stylesheet it links that styles holds in a <style> element in its place. */
export function withInlinedStylesheets(html: string, styles: ReadonlyMap<string, string>): string {
  return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = styles.get(file);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}

/**
 * The brand's font named in the page's head as a preload, so the browser fetches it beside the
 * stylesheet instead of after it has laid the page out once (app/tokens.css swaps it in; its
 * fallback takes the same room meanwhile). The font's file name is the build's, with its hash, so
 * the link is written from the bundle, after Vite has named it.
 */
import type { Plugin } from 'vite';

/** files: the fonts' source file names, such as "outfit-latin-wght-normal.woff2". */
export function preloadFonts(files: readonly string[]): Plugin {
  return {
    name: 'journey-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.values(bundle ?? {}).filter((output) => output.type === 'asset' && output.names.some((name) => files.includes(name)));
        const missing = files.filter((file) => !fonts.some((font) => font.type === 'asset' && font.names.includes(file)));
        if (missing.length) throw new Error(`preloadFonts: no stylesheet of the build uses ${missing.join(', ')}`);
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

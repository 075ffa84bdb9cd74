/**
 * A gallery page as a document of its own, for the studio's frames: the server-rendered page in
 * the site's root element, the site's styles inline, and its relative addresses (images, links)
 * resolved against the site's dev server, where they lead somewhere real.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GalleryPage } from '../gallery/render.tsx';
import { escapeHtml } from '../../sandbox/tester/page.ts';
import { ROOT, siteStylesheets } from '../../tools/project.ts';

/** The site's styles for a gallery page, inline: the tokens in place of their @import (no address of the site serves app/ as such), then every stylesheet of the site. */
export function galleryStyles(): string {
  return siteStylesheets()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace('@import "./tokens.css";', readFileSync(join(ROOT, 'app', 'tokens.css'), 'utf8'));
}

export function galleryDocument(page: GalleryPage, css: string, siteUrl: string): string {
  return [
    '<!doctype html>',
    '<html lang="nl">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<base href="${escapeHtml(siteUrl)}">`,
    `<title>${escapeHtml(page.title)}</title>`,
    `<style>${css}</style>`,
    '</head>',
    `<body><div id="root">${page.html}</div></body>`,
    '</html>',
  ].join('\n');
}

/**
 * The brand's mark, a play sign on a crimson-to-violet tile (docs/design.md), as the address of an
 * image in the page itself: as a file of its own it held one of an HTTP/1.1 host's six connections
 * while a press's scripts were fetched, and the flow's code waited for the next free one (issue 62).
 * The favicon, public/favicon.svg, is the same drawing (tests/unit/design-tokens.test.ts holds it).
 */
export const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff3d6e"/><stop offset=".55" stop-color="#e0004d"/><stop offset="1" stop-color="#6a2cff"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="48" height="48" rx="13" fill="url(#g)"/><path d="M0 13A13 13 0 0 1 13 0h22a13 13 0 0 1 13 13v5C34 26 16 27 0 22z" fill="url(#s)"/><path d="M19 14.6c0-1.6 1.7-2.5 3-1.7l13.2 8.4a2 2 0 0 1 0 3.4L22 33.1c-1.3.8-3-.1-3-1.7z" fill="#fff"/></svg>';

export const MARK_URL = `data:image/svg+xml,${encodeURIComponent(MARK_SVG)}`;

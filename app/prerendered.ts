/**
 * The site's first render. A page the server sent prerendered (tools/prerender.ts, sandbox/site.ts)
 * is rendered over, not replaced: Preact's render keeps the elements that match, so the field a
 * visitor is in keeps its focus and what was typed before the script ran (react-hook-form takes a
 * field's value from its element). The render is a full one, with this visitor's facts: whatever
 * the prerendered page shows differently is corrected, not assumed to match.
 */
import { h, render, type ComponentChild } from 'preact';
import type { ReactElement } from 'react';

export function renderSite(root: HTMLElement, site: ReactElement): void {
  // The loading state of index.html goes; a prerendered page stays to be rendered over.
  if (!root.hasAttribute('data-prerendered')) root.textContent = '';
  // Preact's own render diffs against what the element holds (preact/compat's createRoot empties it
  // first, as React does). Within an element it removes what it did not claim, but not among the
  // children of the element rendered into: the site is one element there, claimed by its like.
  render(h('div', { class: 'site' }, site as unknown as ComponentChild), root);
  root.removeAttribute('data-prerendered');
}

/**
 * The site's first render. A page the build prerendered (tools/build-static-site.ts) is hydrated when this
 * visitor's runtime decided the step the build rendered for a new visitor: React takes over the
 * HTML as it stands, so the field a visitor is in keeps its focus and what was typed before the
 * script ran. Otherwise (a session, a query, answers that lead elsewhere) the page was held back
 * behind the loading state (prerender-marks.ts) and is rendered anew. So is a page a press before
 * the script ran has already left (journey-engine-react's actOnKeptPress): it stays as it was sent,
 * its button busy, until React puts the page the press led to in its place.
 */
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { showsPrerenderedStep, type LoadedFlow } from 'journey-engine-react';
import type { RuntimeSnapshot } from 'journey-engine/runtime';
import { WAITING_ATTRIBUTE } from './prerender-marks.ts';

export function mountSite(
  root: HTMLElement,
  site: ReactElement,
  first: RuntimeSnapshot<LoadedFlow>,
  { pressed, report }: { pressed: boolean; report: (error: { message: string; detail?: unknown }) => void },
): void {
  const held = document.documentElement.hasAttribute(WAITING_ATTRIBUTE);
  if (showsPrerenderedStep(first.render) && !held && !pressed) {
    hydrateRoot(root, site, { onRecoverableError: (error) => report({ message: 'the prerendered page did not match', detail: error instanceof Error ? error.message : error }) });
  } else {
    // React's first commit replaces what the root holds: the page left by a press shows until then.
    if (!pressed) root.textContent = '';
    createRoot(root).render(site);
  }
  root.removeAttribute('data-prerendered');
  document.querySelector('.prerender-wait')?.remove();
  document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
}

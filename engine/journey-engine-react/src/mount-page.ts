/**
 * A site's first render in the browser. The page the build prerendered is hydrated where the
 * runtime shows the step it was rendered for (showsPrerenderedStep) and nothing made it another's:
 * React takes over the HTML as it stands, so the field a visitor is in keeps its focus and what was
 * typed before the script ran. Otherwise (a page held behind its loading state for a visitor it
 * may not be for, a decision that leads elsewhere, a step's still) the root is rendered anew, what
 * it holds left in place until React's first commit replaces it (a still, whose key art then stays
 * where it was, rather than a frame of nothing between them); so is a page a press
 * before the script has already left (actOnKeptPress), which stays as it was sent, its button busy,
 * until React's first commit puts the page the press led to in its place.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LOADING_STATE_CLASS, PRERENDERED_OPERATIONS_ATTRIBUTE, STILL_ATTRIBUTE } from 'journey-engine/runtime';
import { HELD_ATTRIBUTE } from './early-press.ts';
import { showsPrerenderedStep } from './prerendered-page.ts';

export interface MountOptions {
  /** The step the runtime decided first (journey.getSnapshot().render). */
  shown: Parameters<typeof showsPrerenderedStep>[0];
  /** True where actOnKeptPress acted on a press: the page it left is not hydrated. */
  pressed: boolean;
  /** The attribute the page's head script sets on a page it held back (earlyPressScript's heldAttribute; HELD_ATTRIBUTE by default). */
  heldAttribute?: string;
  /** Told when the prerendered page did not match what React rendered (React then renders it anew). */
  onMismatch?: (error: unknown) => void;
}

export function mountPage(root: HTMLElement, page: ReactElement, { shown, pressed, heldAttribute = HELD_ATTRIBUTE, onMismatch }: MountOptions): void {
  const held = document.documentElement.hasAttribute(heldAttribute);
  // As a transition, React hydrates or renders the first page in slices of a few milliseconds,
  // yielding to the browser between them, where outside one it holds the main thread until done
  // (Lighthouse's total blocking time, issue 62: a logged-in visitor's page rendered, 300 ms at a
  // phone's pace; the login page hydrated, 228 ms against 80). Its commit is one piece still: the
  // page shows whole, as before.
  // A page left mid-hydration and restored from a back-forward cache is not live yet: its site loads
  // it anew then (this repository's head script, tools/head-script.ts, on pageshow), or it would come
  // back half hydrated (WebKit keeps such pages: a logged-in visitor came back logged out).
  if (showsPrerenderedStep(shown) && !held && !pressed) {
    startTransition(() => {
      hydrateRoot(root, page, onMismatch ? { onRecoverableError: onMismatch } : {});
    });
  } else {
    // A page held back (another visitor's) goes at once: it shows when the document is no longer held, below.
    if (!pressed && (held || !root.hasAttribute(STILL_ATTRIBUTE))) root.textContent = '';
    const rendered = createRoot(root);
    startTransition(() => rendered.render(page));
  }
  root.removeAttribute('data-prerendered');
  root.removeAttribute(STILL_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_OPERATIONS_ATTRIBUTE);
  document.querySelector(`.${LOADING_STATE_CLASS}`)?.remove();
  document.documentElement.removeAttribute(heldAttribute);
}

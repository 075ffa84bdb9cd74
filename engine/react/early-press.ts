/**
 * A press made before the page's script has run is kept, and acted on once it runs (as Google's
 * JSAction and Qwik take input before their code has loaded). A prerendered page's submit buttons
 * are enabled in its HTML; a tiny script in the page's head catches every submission while the page
 * is not yet live, so the browser never sends a form by itself (its answers would go into the
 * address), marks the pressed button busy and keeps the press. Once the site has taken over the
 * page, the press is made again, on the same button: the form's own validation and submit act on it,
 * with what was typed. A second press before then is the same press (a double click sends once).
 */

/** Set on the document once the site acts on presses itself. */
export const LIVE_ATTRIBUTE = 'data-live';

/** Where the head script keeps the press, on window. */
const KEPT = '__journeyPress';

interface KeptPress {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    [KEPT]?: KeptPress;
  }
}

/**
 * The head script's part that keeps a press; heldAttribute marks a page held back behind its loading
 * state (nothing of it is shown, so nothing is pressed on it, and nothing kept).
 */
export function earlyPressScript(heldAttribute: string): string {
  return (
    `document.addEventListener('submit',function(e){var d=document.documentElement;if(d.hasAttribute('${LIVE_ATTRIBUTE}'))return;` +
    `e.preventDefault();e.stopImmediatePropagation();if(d.hasAttribute('${heldAttribute}')||window.${KEPT})return;` +
    `var b=e.submitter||null;window.${KEPT}={form:e.target,submitter:b};if(b)b.setAttribute('aria-busy','true')},true);`
  );
}

const isLive = (): boolean => document.documentElement.hasAttribute(LIVE_ATTRIBUTE);
const waitingForLive: (() => void)[] = [];

/** Runs work once the page is live, at once if it is: what would compete with the hydration (code loaded ahead) waits for its end. */
export function whenLive(work: () => void): void {
  if (isLive()) work();
  else waitingForLive.push(work);
}

/**
 * The site takes over: presses from now on are its own, and a kept one is made again. Called once
 * the page's first render is committed, so the form it lands on is hydrated and listening.
 */
export function goLive(): void {
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  for (const work of waitingForLive.splice(0)) work();
  const press = window[KEPT];
  delete window[KEPT];
  if (!press) return;
  press.submitter?.removeAttribute('aria-busy');
  // A page rendered anew (its HTML was not this visitor's) has other elements: the press was on a page that is gone.
  if (!press.form.isConnected) return;
  // A click, not requestSubmit: a button that is the answer sets it in its click handler.
  if (press.submitter instanceof HTMLButtonElement && press.submitter.isConnected) press.submitter.click();
  else press.form.requestSubmit();
}

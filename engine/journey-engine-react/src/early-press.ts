/**
 * A press made before the page's script has run is kept, and acted on once it runs (as Google's
 * JSAction and Qwik take input before their code has loaded). A prerendered page's submit buttons
 * are enabled in its HTML; a tiny script in the page's head catches every submission while the page
 * is not yet live, so the browser never sends a form by itself (its answers would go into the
 * address), marks the pressed button busy and keeps the press. It also notes each change of a field,
 * for the fields the hydration sets back to their rendered value. Once the site has taken over the
 * page, those fields are set again as the visitor left them, and the press is made again, on the
 * same button: the form's own validation and submit act on it, with what was typed and chosen. A
 * second press before then is the same press (a double click sends once).
 */

import { PRESS_MODULE_ATTRIBUTE, SITE_SCRIPTS_TEMPLATE } from 'journey-engine/runtime';
import { siteScriptsScript } from './site-scripts.ts';

/** Set on the document once the site acts on presses itself. */
export const LIVE_ATTRIBUTE = 'data-live';

/** The attribute a page held back behind its loading state carries, unless the site's head script names its own. */
export const HELD_ATTRIBUTE = 'data-held';

/** Where the head script keeps the press, and each change of a field before the site is live, on window. */
const KEPT = '__journeyPress';
const CHANGED = '__journeyChanged';
/** The import of the site's press module, started at a kept press (press-module.ts). */
const PRESS_MODULE = '__journeyPressModule';
/** Set once the site's script has started (pressModuleSettled): a press from then on is the site's alone. */
const SITE_STARTED = '__journeySiteStarted';
/** Set where the press module has not settled in time: the site starts without it, and it changes the page no more. */
const PRESS_GIVEN_UP = '__journeyPressGivenUp';
/** Longer than the press module waits (twice kept-press.ts's press wait: for the page's decision, then for the press's calls). */
const PRESS_MODULE_WAIT_MS = 5000;
/** Dispatched on the document by the head script when it keeps a press. */
const PRESS_KEPT = 'journeypresskept';
/** The press module's import on a page held behind its loading state, which has no press to keep: it decides the page ahead of the site (press-module.ts). */
const AHEAD = '__journeyAhead';

interface KeptPress {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** A field as the visitor left it with one change: its value, or whether it is checked. */
interface KeptChange {
  target: EventTarget | null;
  value: string;
  checked: boolean;
}

declare global {
  interface Window {
    [KEPT]?: KeptPress;
    [CHANGED]?: KeptChange[];
    [PRESS_MODULE]?: Promise<unknown>;
    [SITE_STARTED]?: boolean;
    [PRESS_GIVEN_UP]?: boolean;
    [AHEAD]?: Promise<unknown>;
  }
}

/**
 * The head script's part that keeps a press, and loads a prerendered page's site behind its step
 * (site-scripts.ts): the two go together, a page whose scripts load after its step must keep what
 * is pressed meanwhile. heldAttribute marks a page held back behind its loading state (nothing of it
 * is shown, so nothing is pressed on it, and nothing kept): one the site's own head script sets.
 */
export function earlyPressScript(heldAttribute: string = HELD_ATTRIBUTE): string {
  return (
    `document.addEventListener('submit',function(e){var d=document.documentElement;if(d.hasAttribute('${LIVE_ATTRIBUTE}'))return;` +
    `e.preventDefault();e.stopImmediatePropagation();if(d.hasAttribute('${heldAttribute}')||window.${KEPT})return;` +
    `var b=e.submitter||null;window.${KEPT}={form:e.target,submitter:b};if(b)b.setAttribute('aria-busy','true');` +
    // The site's press module, where its pages name one, acts on the press before the site's script (press-module.ts).
    // Its link is in the page's head, or still in the template of its scripts (site-scripts.ts) when the press comes before the step's button is parsed.
    `var q='link[${PRESS_MODULE_ATTRIBUTE}]',t=document.getElementById('${SITE_SCRIPTS_TEMPLATE}'),m=document.querySelector(q)||t&&t.content.querySelector(q);` +
    // One that does not load, or not settle, in time is given up: the site starts without it (a visitor is never left on a busy button).
    `if(m&&!window.${PRESS_MODULE}&&!window.${SITE_STARTED})window.${PRESS_MODULE}=Promise.race([import(m.href).catch(function(){}),` +
    `new Promise(function(r){setTimeout(function(){window.${PRESS_GIVEN_UP}=true;r()},${PRESS_MODULE_WAIT_MS})})]);` +
    // After the press module's import: the site's scripts fetched now leave its own code until it has settled (site-scripts.ts).
    `document.dispatchEvent(new Event('${PRESS_KEPT}'))},true);` +
    // A page held behind its loading state imports its press module as soon as its link is parsed: it asks
    // the visitor's session and the page's loads while the site's own code, the largest file, still loads.
    `if(document.documentElement.hasAttribute('${heldAttribute}'))new MutationObserver(function(r,o){var m=document.querySelector('link[${PRESS_MODULE_ATTRIBUTE}]');` +
    `if(m){o.disconnect();window.${AHEAD}=import(m.href).catch(function(){})}}).observe(document,{childList:true,subtree:true});` +
    // A choice or a value the hydration may set back (a controlled radio, a date's parts) is noted as made.
    `window.${CHANGED}=[];['input','change'].forEach(function(n){document.addEventListener(n,function(e){var t=e.target;` +
    `if(!document.documentElement.hasAttribute('${LIVE_ATTRIBUTE}')&&t&&'value' in t)window.${CHANGED}.push({target:t,value:t.value,checked:!!t.checked})},true)});` +
    siteScriptsScript(heldAttribute, PRESS_KEPT, PRESS_MODULE)
  );
}

/**
 * Makes each change the visitor made before the site was live again, as the visitor's own, so that
 * the form's state holds it: a field the hydration or the next render sets back to its rendered
 * value (a controlled radio, a date's parts) would otherwise lose it. React notes what it last saw of
 * a field through the element's own setter, and calls onChange only for what differs from that: so
 * the field is first set there to what it was not, then to the visitor's value as a browser sets it.
 */
function replayChanges(changes: readonly KeptChange[]): void {
  const last = new Map<HTMLInputElement | HTMLTextAreaElement, KeptChange>();
  for (const change of changes) {
    if (!(change.target instanceof HTMLInputElement || change.target instanceof HTMLTextAreaElement)) continue;
    // In the order of each field's last change: the radio chosen last is the one that stays chosen.
    last.delete(change.target);
    last.set(change.target, change);
  }
  for (const [field, { value, checked }] of last) {
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      field.checked = !checked;
      field.click();
    } else {
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Whether the site acts on presses itself (goLive has run). */
export const isLive = (): boolean => document.documentElement.hasAttribute(LIVE_ATTRIBUTE);
const waitingForLive: (() => void)[] = [];
let workStarted = false;

/**
 * Runs work once the page is live and painted, at once if it is: what would compete with the
 * first render (code loaded ahead) waits for its end, and for the frame that shows it.
 */
export function whenLive(work: () => void): void {
  if (workStarted) work();
  else waitingForLive.push(work);
}

/**
 * Runs now what waits for the page to be live (whenLive): for a page that is not hydrated before
 * its press goes on (kept-press.ts), no hydration is there to compete with.
 */
export function startWaitingWork(): void {
  workStarted = true;
  for (const work of waitingForLive.splice(0)) work();
}

/**
 * Runs work once the browser is idle after the next frame: the first render's effects run before
 * the browser has painted it, and a task queued from the frame's animation callbacks can still run
 * while the frame is being put on the screen. Code loaded from there (the route table, the next
 * steps' operations) would leave before the page's largest paint and hold it back (Lighthouse
 * counts every request begun before it: a logged-in visitor's page, issue 62). A browser without
 * idle callbacks (WebKit) waits a frame's time more.
 */
function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
    else setTimeout(work, 16);
  });
}

/**
 * Called as the site's script starts: settles once the site's press module has done what it does
 * with a kept press (at once where none was imported), so the site starts from the page it may have
 * shown. No press module is imported after this: a press from now on is the site's alone, and the
 * page is not changed under it.
 */
export function pressModuleSettled(): Promise<unknown> {
  window[SITE_STARTED] = true;
  return pressModuleAtWork() ?? Promise.resolve();
}

/**
 * The press module's work where a press has started it, else undefined; unlike pressModuleSettled,
 * the site has not started by asking: a press from now on still goes to the press module. A site's
 * entry awaits it before it evaluates its libraries (a top-level await ahead of them), so that work
 * has the main thread first.
 */
export function pressModuleAtWork(): Promise<unknown> | undefined {
  return window[PRESS_MODULE];
}

/** Whether the press module was imported to decide a held page ahead of the site, with no press to act on. */
export function pressModuleAhead(): boolean {
  return window[AHEAD] !== undefined;
}

/**
 * The press module's decision of a held page ahead of the site, settled once it is done (or could
 * not load); undefined where none was imported. A site that shares a load with it (the session) can
 * wait for the press module to have asked it, rather than race it there.
 */
export function pressModuleAheadDone(): Promise<unknown> | undefined {
  return window[AHEAD];
}

/** Whether the press module may still change the page: not once it was given up and the site started without it. */
export function pressModuleMayShow(): boolean {
  return window[PRESS_GIVEN_UP] !== true;
}

/**
 * The press kept, and each change noted, are done with: the press module acted on the press and
 * put the page it led to in place of the form (press-module.ts).
 */
export function dropKeptPress(): void {
  delete window[KEPT];
  window[CHANGED] = [];
}

/** The field of a press acted on before the page was live, which gets the focus again where the page rendered next has it (the answer refused). */
let refocus: string | undefined;

/**
 * The form of the press kept so far, and a way to take it: a press acted on before the page is
 * live is not made again once it is, and the field it was made in (Enter in it) is noted.
 */
export function keptPress(): { form: HTMLFormElement; take(): void } | undefined {
  const kept = window[KEPT];
  return (
    kept && {
      form: kept.form,
      take: () => {
        if (window[KEPT] !== kept) return;
        delete window[KEPT];
        const focused = document.activeElement;
        refocus = focused && kept.form.contains(focused) && focused.id ? focused.id : undefined;
      },
    }
  );
}

/**
 * Tells of the form a press was kept on, before the page is live: at once where one is kept
 * already, else when the head script keeps one. Nothing once the page is live (its presses are its own).
 */
export function whenPressKept(told: (form: HTMLFormElement) => void): void {
  const kept = window[KEPT];
  if (kept) return told(kept.form);
  if (isLive()) return;
  const tell = () => {
    const press = window[KEPT];
    if (press) told(press.form);
  };
  document.addEventListener(PRESS_KEPT, tell, { once: true });
  waitingForLive.push(() => document.removeEventListener(PRESS_KEPT, tell));
}

/**
 * The site takes over: presses from now on are its own, and a kept one is made again. Called once
 * the page's first render is committed, so the form it lands on is hydrated and listening.
 */
export function goLive(): void {
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  afterNextPaint(startWaitingWork);
  // After the page's own focus moves (its first render's effects ran before this one).
  if (refocus) document.getElementById(refocus)?.focus();
  refocus = undefined;
  replayChanges(window[CHANGED] ?? []);
  delete window[CHANGED];
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

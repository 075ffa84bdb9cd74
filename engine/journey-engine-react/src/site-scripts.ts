/**
 * The head script's part that loads a prerendered page's site behind its step. The build keeps a
 * prerendered page's scripts in a template (journey-engine/runtime's SITE_SCRIPTS_TEMPLATE), which
 * the browser neither fetches nor runs while it parses the page: so the step's form, whose press the
 * head script keeps (early-press.ts), is usable before any script file has loaded, and a slow link
 * spends its first bytes on the page the visitor reads. Once the step's submit button is parsed and
 * the page has painted (a frame drawn: the HTML and its stylesheet alone), or at once on a page held
 * behind its loading state, which shows nothing to press, or at a press kept before that, the
 * scripts are fetched; once the page is parsed they run, so the site finds the whole page it takes
 * over. Nothing of them competes with the first paint for a phone's network: under Lighthouse's
 * mobile preset a script asked for before the largest paint is counted in its time (issue 62).
 * A page without a form fetches them once it is parsed and painted. The site's own code (its entry, the largest
 * file) is fetched last on a page whose step can be pressed: once the page's first frame is drawn,
 * and, where a press came first, once the press module has settled. A press made as the page is
 * drawn then has the two cores to itself: fetched with the page's scripts, the entry's bytes and
 * its compilation came in the middle of the press's work (measured on 2026-11-28). A visitor who reads
 * before pressing finds the page live about a frame later; a page held behind its loading state
 * needs its site at once.
 */
import { SITE_ENTRY_ATTRIBUTE, SITE_SCRIPTS_TEMPLATE } from 'journey-engine/runtime';

/** pressKept: the event the head script dispatches at a kept press; pressModule: the global its press module's import is on (early-press.ts). */
export function siteScriptsScript(heldAttribute: string, pressKept: string, pressModule: string): string {
  const template = `d.getElementById(${JSON.stringify(SITE_SCRIPTS_TEMPLATE)})`;
  return (
    `(function(){var d=document,t,p,o,r;function s(){return t||(t=${template})}` +
    // A page held behind its loading state (nothing of it to press), and the prerendered step's button, parsed:
    // a dialog's form (a header's help, before the step) only closes its dialog, and sends no step.
    `function w(){return d.documentElement.hasAttribute('${heldAttribute}')}function b(){return d.querySelector('[data-prerendered] form:not([method=dialog]) [type=submit]')}` +
    // The site's own code waits for a press module at work: its files go first, and nothing else is compiled meanwhile.
    `function h(e){return e.hasAttribute('${SITE_ENTRY_ATTRIBUTE}')&&window.${pressModule}}` +
    // The site's entry on a page whose step can be pressed: fetched once its first frame is drawn.
    `function l(e){return e.hasAttribute('${SITE_ENTRY_ATTRIBUTE}')&&!w()&&b()}` +
    // The module script is fetched as a modulepreload: run only once the page is parsed.
    `function f(){if(p||!s())return;p=1;o.disconnect();[].forEach.call(t.content.children,function(e){var k;` +
    `if(e.tagName==='SCRIPT'){if(h(e)||l(e))return;k=d.createElement('link');k.rel='modulepreload';k.href=e.getAttribute('src');k.crossOrigin=''}else k=d.importNode(e,true);d.head.appendChild(k)})}` +
    // A page no one sees draws no frame: its entry goes in at once.
    `function a(g){if(d.visibilityState==='hidden')g();else requestAnimationFrame(function(){setTimeout(g)})}` +
    // Once the page's first paint is shown (the browser's paint timing, where it has it; else a frame
    // drawn), or at once where no one sees it: its first paint has the network to itself.
    `function v(g){var k=0;function n(){if(!k){k=1;g()}}if(d.visibilityState==='hidden')return n();var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(x,y){y.disconnect();n()}).observe({type:'paint',buffered:true});else a(n)}` +
    // The prerendered step's button parsed: its scripts once the page has painted.
    `function q(){if(r)return;r=1;o.disconnect();v(f)}` +
    `o=new MutationObserver(function(){if(w())f();else if(b())q()});` +
    `o.observe(d,{childList:true,subtree:true});` +
    // A press kept before its button is parsed (a form sent by Enter in its field) needs them now.
    `d.addEventListener('${pressKept}',f);` +
    // A press module at work on a kept press (press-module.ts) has the main thread first: the site's
    // entry holds its own evaluation until it has settled (after-press-module.ts).
    `d.addEventListener('DOMContentLoaded',function(){o.disconnect();if(!s())return;function u(){f();[].forEach.call(t.content.querySelectorAll('script'),function(e){var n=d.importNode(e,true);` +
    `function g(){var m=h(e);if(m)m.then(function(){d.head.appendChild(n)});else d.head.appendChild(n)}if(l(e))a(g);else g()})}if(w())u();else v(u)})})();`
  );
}

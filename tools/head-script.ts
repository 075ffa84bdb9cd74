/**
 * The one inline script of the site's pages. It runs in the head, before the body is painted, and:
 * - where the visitor holds a session cookie, the address has a query, or the tab keeps answers of
 *   a journey (a reload mid-registration: the visitor's page fills them in), it marks the document
 *   as waiting for the visitor's own page (app/prerender-marks.ts says why);
 * - where the visitor holds a session cookie, it starts fetching the identity provider's script,
 *   which the session's facts need before the visitor's page can show (services/session-facts.ts):
 *   from here it arrives beside the site's scripts, where the site would ask for it only once its
 *   code has run;
 * - it keeps a press on a prerendered form until the site's script acts on it, and loads a
 *   prerendered page's scripts only once its step's button is parsed (journey-engine-react's
 *   early-press.ts and site-scripts.ts);
 * - when the site's script does not load (the network, or an old page whose scripts a new release
 *   replaced), it shows the page's message that it does not load, with a way to try again, in place
 *   of a loading state that would never end (index.html's template NOT_LOADED_TEMPLATE);
 * - it shows a first visit's consent banner, and takes its answer (services/consent-banner.ts).
 * The Content-Security-Policy allows it by its hash, and nothing else inline.
 */
import { NOT_LOADED_ATTRIBUTE, NOT_LOADED_TEMPLATE, WAITING_ATTRIBUTE } from '../app/prerender-marks.ts';
import { LIVE_ATTRIBUTE } from 'journey-engine-react';
import { earlyPressScript } from 'journey-engine-react/early-press';
import { ANSWERS_KEY_PREFIX } from 'journey-engine/runtime';
import { consentBannerScript } from '../services/consent-banner.ts';

export function headScript(sessionCookie: string, identityScriptUrl: string): string {
  const session = `document.cookie.split(';').some(function(c){return c.trim().indexOf(${JSON.stringify(`${sessionCookie}=`)})===0})`;
  // A preload the script element of services/identity-provider.ts then takes (the same address, no crossorigin).
  const identityScript = `var l=document.createElement('link');l.rel='preload';l.as='script';l.href=${JSON.stringify(identityScriptUrl)};document.head.appendChild(l)`;
  // Storage a browser refuses (a private mode, a policy) holds no answers.
  const answered = `function answered(){try{for(var i=0;i<sessionStorage.length;i++)if(String(sessionStorage.key(i)).indexOf(${JSON.stringify(ANSWERS_KEY_PREFIX)})===0)return true}catch(e){}return false}`;
  // The cookie read once, in a function of its own, so that the page's globals gain no name.
  const held = `(function(){var s=${session};if(s){${identityScript}}if(s||location.search||answered())document.documentElement.setAttribute('${WAITING_ATTRIBUTE}','')})();`;
  return `${answered}${held}${earlyPressScript(WAITING_ATTRIBUTE)}${notLoaded}${consentBannerScript()}`;
}

// A script's failure to load does not bubble: it is heard in the capture phase. The site's script
// is its module script, which also fails when a module it imports does not load; another party's
// script (the identity provider's) is the site's own to handle. Only before the site is live: once it runs,
// a chunk that does not load is its own to say (spec 001 section 9.5). Not while the page is being
// left: the browser cuts its loads off then (WebKit fails the scripts still on their way, and keeps
// the page in its back-forward cache). A page restored from that cache before its site went live
// has no site to run (its scripts were cut off): it is loaded again, rather than shown dead.
const notLoaded =
  `(function(){var d=document.documentElement,l=0;addEventListener('pagehide',function(){l=1});` +
  `addEventListener('pageshow',function(e){l=0;if(e.persisted&&!d.hasAttribute('${LIVE_ATTRIBUTE}'))location.reload()});` +
  `addEventListener('error',function(e){var t=e.target,m=document.getElementById(${JSON.stringify(NOT_LOADED_TEMPLATE)});if(l||!t||t.tagName!=='SCRIPT'||t.type!=='module'||!m||d.hasAttribute('${LIVE_ATTRIBUTE}')||d.hasAttribute('${NOT_LOADED_ATTRIBUTE}'))return;d.setAttribute('${NOT_LOADED_ATTRIBUTE}','');document.body.insertBefore(m.content.cloneNode(true),document.body.firstChild)},true)})();`;

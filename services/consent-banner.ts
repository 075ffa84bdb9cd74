/**
 * The consent banner of a first visit is part of every page's HTML (index.html), so it paints with
 * the page and not a second later, when the site's script has run (issue 62): on a phone it was the
 * page's largest and last paint. The head script (tools/head-script.ts) carries this part, which:
 * - marks the document as asking (CONSENT_ASKED_ATTRIBUTE) when the visitor has not answered, as
 *   services/consent.ts readConsent reads the cookies; the stylesheet shows the banner only then,
 *   and a page whose visitor answered loses it once parsed;
 * - keeps the room the banner covers free below the page's end (--consent-banner-space);
 * - takes "Alles accepteren" and "Alleen noodzakelijke" at once, before the site runs: it writes
 *   the cookies (the one writer of them, window.journeyConsent, which the site's own dialog calls
 *   too), removes the banner, and tells the site (CONSENT_ANSWERED_EVENT, and, for a site not yet
 *   running, window.journeyConsentKept), which loads the granted scripts and tracks the answer.
 * "Zelf kiezen" opens the site's dialog: it waits for the site (disabled in the HTML).
 */
import { consent as settings } from '../config/site.json';
import { NECESSARY } from './consent.ts';

export const CONSENT_BANNER_ID = 'consent-banner';
/** On the document element while the banner asks. */
export const CONSENT_ASKED_ATTRIBUTE = 'data-consent-asked';
/** Dispatched on the document at every answer, its detail the categories granted. */
export const CONSENT_ANSWERED_EVENT = 'journeyconsent';
/** On a banner's button: the answer it gives, all categories or the necessary one. */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-consent-answer';

declare global {
  interface Window {
    /** Keeps an answer (the categories granted): the head script's, on every page. */
    journeyConsent?: (granted: readonly string[]) => void;
    /** The answer given before the site ran, for it to act on once it runs. */
    journeyConsentKept?: readonly string[];
  }
}

/** The banner's part of the head script, in the JavaScript every browser parses. */
export function consentBannerScript(): string {
  const json = JSON.stringify;
  const cookie = `function cv(n){var p=n+'=',a=document.cookie.split('; ');for(var i=0;i<a.length;i++)if(a[i].indexOf(p)===0)return a[i].slice(p.length)}`;
  // A cookie written badly (not decodable) is no answer: the banner asks again, as readConsent says.
  const answered = `function ca(){var v=cv(${json(settings.cookie)});if(!v||!cv(${json(settings.closedCookie)}))return false;try{decodeURIComponent(v)}catch(e){return false}return true}`;
  const write = `function cw(n,v){document.cookie=n+'='+encodeURIComponent(v)+'; Path=/; Max-Age=${settings.maxAgeDays * 86_400}; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'')}`;
  const categories = json(settings.categories);
  // The necessary category is granted whatever was asked.
  const answer =
    `window.journeyConsent=function(g){var c=${categories},s=[],k=[],d=document,b=d.getElementById(${json(CONSENT_BANNER_ID)}),now=new Date().toISOString();` +
    `for(var i=0;i<c.length;i++){var on=c[i]===${json(NECESSARY)}||g.indexOf(c[i])>=0;s.push(c[i]+':'+(on?1:0));if(on)k.push(c[i])}` +
    `cw(${json(settings.cookie)},new URLSearchParams({groups:s.join(','),datestamp:now,version:'1'}).toString());cw(${json(settings.closedCookie)},now);` +
    `d.documentElement.removeAttribute('${CONSENT_ASKED_ATTRIBUTE}');d.documentElement.style.removeProperty('--consent-banner-space');if(b)b.remove();` +
    `window.journeyConsentKept=k;d.dispatchEvent(new CustomEvent('${CONSENT_ANSWERED_EVENT}',{detail:k}))};`;
  const clicks =
    `document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('#${CONSENT_BANNER_ID} [${CONSENT_ANSWER_ATTRIBUTE}]');` +
    `if(t)window.journeyConsent(t.getAttribute('${CONSENT_ANSWER_ATTRIBUTE}')==='all'?${categories}:[])});`;
  // Once parsed: gone where answered, else the room it covers kept free below the page's end.
  const parsed =
    `document.addEventListener('DOMContentLoaded',function(){var d=document,b=d.getElementById(${json(CONSENT_BANNER_ID)});if(!b)return;if(!d.documentElement.hasAttribute('${CONSENT_ASKED_ATTRIBUTE}')){b.remove();return}` +
    `if(window.ResizeObserver)new ResizeObserver(function(){if(b.isConnected)d.documentElement.style.setProperty('--consent-banner-space',Math.ceil(innerHeight-b.getBoundingClientRect().top)+'px')}).observe(b)});`;
  // In a scope of its own: another party's script, once consented, may define globals of these names.
  return `(function(){${cookie}${answered}${write}if(!ca())document.documentElement.setAttribute('${CONSENT_ASKED_ATTRIBUTE}','');${answer}${clicks}${parsed}})();`;
}

/**
 * The one inline script of the site's pages. It runs in the head, before the body is painted, and
 * does two things:
 * - where the visitor holds a session cookie, the address has a query, or the tab keeps answers of
 *   a journey (a reload mid-registration: the visitor's page fills them in), it marks the document
 *   as waiting for the visitor's own page (app/prerender-marks.ts says why);
 * - it keeps a press on a prerendered form until the site's script acts on it
 *   (engine/react/early-press.ts).
 * The Content-Security-Policy allows it by its hash, and nothing else inline.
 */
import { createHash } from 'node:crypto';
import { WAITING_ATTRIBUTE } from '../app/prerender-marks.ts';
import { earlyPressScript } from '../engine/react/early-press.ts';
import { ANSWERS_KEY_PREFIX } from '../engine/runtime/answers-store.ts';

export function headScript(sessionCookie: string): string {
  const held = `document.cookie.split(';').some(function(c){return c.trim().indexOf(${JSON.stringify(`${sessionCookie}=`)})===0})||location.search||answered()`;
  // Storage a browser refuses (a private mode, a policy) holds no answers.
  const answered = `function answered(){try{for(var i=0;i<sessionStorage.length;i++)if(String(sessionStorage.key(i)).indexOf(${JSON.stringify(ANSWERS_KEY_PREFIX)})===0)return true}catch(e){}return false}`;
  return `${answered}if(${held})document.documentElement.setAttribute('${WAITING_ATTRIBUTE}','');${earlyPressScript(WAITING_ATTRIBUTE)}`;
}

/** The policy with the script's hash added to script-src. */
export function allowingScript(policy: string, script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const directives = policy.split(';').map((directive) => directive.trim());
  if (!directives.some((directive) => directive.startsWith('script-src '))) throw new Error('the Content-Security-Policy has no script-src to allow the head script in');
  return directives.map((directive) => (directive.startsWith('script-src ') ? `${directive} ${hash}` : directive)).join('; ');
}

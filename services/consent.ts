/**
 * The visitor's cookie consent (spec 001 sections 6 and 9.6) and the scripts it lets load. The
 * choice is kept in the consent cookie as the consent platform writes it (groups=C0001:1,C0002:0,…),
 * with a second cookie saying the dialog was answered. Nothing of another party loads before a
 * choice: each script of config/site.json consent.scripts loads only while its category is granted,
 * and the ad script also waits for the consent string (at most stringTimeoutMs, 1500 ms).
 */
// The consent settings of config/site.json: its cookies, categories, consent string and scripts.
import { consent as settings } from '../config/site.json';

/** Strictly necessary: always on, whatever the visitor chooses. */
export const NECESSARY = 'C0001';

export interface Consent {
  /** The categories granted, the necessary one always among them. */
  readonly granted: ReadonlySet<string>;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The choice the visitor made, or undefined when the dialog was never answered. */
export function readConsent(): Consent | undefined {
  const value = readCookie(settings.cookie);
  if (!value || !readCookie(settings.closedCookie)) return undefined;
  let groups: string;
  try {
    groups = new URLSearchParams(decodeURIComponent(value)).get('groups') ?? '';
  } catch {
    // A cookie another site or an old version wrote badly is no answer: the dialog asks again.
    return undefined;
  }
  const granted = new Set(
    groups
      .split(',')
      .map((group) => group.split(':'))
      .filter(([category, flag]) => settings.categories.includes(category ?? '') && flag === '1')
      .map(([category]) => category as string),
  );
  granted.add(NECESSARY);
  return { granted };
}

/**
 * Keeps the choice for a year, the necessary category granted whatever was asked, through the head
 * script's one writer of the cookies, which also closes the banner and tells the site
 * (services/consent-banner.ts).
 */
export function answerConsent(granted: readonly string[]): void {
  if (!window.journeyConsent) throw new Error("the page's head script, which keeps the consent, did not run");
  window.journeyConsent(granted);
}

const loaded = new Set<string>();

function loadScript(url: string): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.append(script);
}

/** The consent string for the ad script, from the consent platform; undefined when it did not answer in time. */
async function consentString(report: (error: { message: string; detail?: unknown }) => void): Promise<string | undefined> {
  try {
    const response = await fetch(settings.stringUrl, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(settings.stringTimeoutMs),
    });
    if (!response.ok) throw new Error(`the consent string answered ${response.status}`);
    const { consentString: value } = (await response.json()) as { consentString?: unknown };
    if (typeof value !== 'string' || value === '') throw new Error('the consent string was empty');
    return value;
  } catch (error) {
    report({ message: 'the consent string could not be loaded', detail: error instanceof Error ? error.message : error });
    return undefined;
  }
}

declare global {
  interface Window {
    /** What the ad script reads: the consent string the consent platform answered. */
    consentString?: string;
  }
}

/**
 * Loads the scripts of the granted categories that are not loaded yet. A script once loaded stays
 * until the page is left: withdrawing its category takes effect on the next page load, which the
 * dialog makes at once (applyChange).
 */
export async function loadConsentedScripts(consent: Consent, report: (error: { message: string; detail?: unknown }) => void): Promise<void> {
  for (const script of settings.scripts) {
    if (!consent.granted.has(script.category) || loaded.has(script.name)) continue;
    loaded.add(script.name);
    if ('needsConsentString' in script && script.needsConsentString) {
      const value = await consentString(report);
      if (value === undefined) {
        // Without the string the ad script may not run; the next page load tries again.
        loaded.delete(script.name);
        continue;
      }
      window.consentString = value;
    }
    loadScript(script.url);
  }
}

/** Whether a new choice withdraws a category whose script has loaded: only a new page load removes it. */
export function withdrawsLoaded(consent: Consent): boolean {
  return settings.scripts.some((script) => loaded.has(script.name) && !consent.granted.has(script.category));
}

/**
 * The cookies of a visitor who answered the consent dialog with the necessary cookies only: the
 * browser tests start as that visitor (no dialog in the way, no other party's script).
 */
import site from '../config/site.json' with { type: 'json' };

const NECESSARY = 'C0001';

export function necessaryOnlyCookies(domain: string) {
  const answered = (name: string, value: string) => ({ name, value, domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
  return [
    answered(site.consent.cookie, encodeURIComponent(`groups=${site.consent.categories.map((category) => `${category}:${category === NECESSARY ? 1 : 0}`).join(',')}&version=1`)),
    answered(site.consent.closedCookie, encodeURIComponent('2026-01-01T00:00:00.000Z')),
  ];
}

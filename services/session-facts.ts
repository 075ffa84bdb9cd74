/**
 * What the site knows of the visitor before any answer, loaded at startup (spec 001 section 4.6):
 * for a registration still to finish (the identity provider's regToken, in the page's query after a
 * social login, then kept for the visit), the pending account's profile.
 * An anonymous visitor costs nothing: the identity provider's script loads only when needed.
 */
import type { FactsInput } from '../engine/core/types.ts';
import { loadIdentityProvider } from './identity-provider.ts';

const REG_TOKEN_KEY = 'identity:regToken';

function pendingRegToken(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get('regToken');
  if (fromQuery) sessionStorage.setItem(REG_TOKEN_KEY, fromQuery);
  return fromQuery ?? sessionStorage.getItem(REG_TOKEN_KEY);
}

export async function loadSessionFacts(report: (error: { message: string; detail?: unknown }) => void): Promise<FactsInput> {
  const regToken = pendingRegToken();
  if (!regToken) return {};
  try {
    const sdk = await loadIdentityProvider();
    const answer = await sdk.call('accounts', 'getAccountInfo', { regToken });
    if (answer.errorCode !== 0) {
      // An expired or forged token: the visitor starts as anyone else would.
      sessionStorage.removeItem(REG_TOKEN_KEY);
      return {};
    }
    const profile = (answer.profile ?? {}) as Record<string, string | null>;
    return {
      user: { id: String(answer.UID), accountStatus: answer.status === 'incomplete' ? 'incomplete' : 'unverified', regToken },
      profile: { email: profile.email ?? null, firstName: profile.firstName ?? null, lastName: profile.lastName ?? null, gender: profile.gender ?? null, birthdate: profile.birthdate ?? null },
    };
  } catch (error) {
    report({ message: 'the pending registration could not be loaded', detail: error instanceof Error ? error.message : error });
    return {};
  }
}

/** After the registration is finished the token is spent. */
export function forgetRegToken(): void {
  sessionStorage.removeItem(REG_TOKEN_KEY);
}

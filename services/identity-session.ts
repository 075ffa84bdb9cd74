/**
 * Steps 2 and 3 of a login (spec 000 section 4): the identity provider's account info, then the
 * site's session cookie through the account service's hash call; and the uid overwrite for an id of
 * the old platform (longer than 32 characters) whose profile has an e-mail.
 */
import type { IdentitySdk } from './identity-provider.ts';
import { rest, ServiceError } from './rest.ts';

/** The codes the credential-hash call's failure maps to (spec 000 section 7). */
const HASH_INVALID_UID = 1002;
const HASH_FAILED = 1001;

const NEW_PLATFORM_UID_LENGTH = 32;

export type SessionOutcome = { ok: true } | { ok: false; code: number; message?: string };

interface AccountInfo {
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
  profile?: { email?: string | null };
}

export async function establishSession(sdk: IdentitySdk): Promise<SessionOutcome> {
  const info = await sdk.call('accounts', 'getAccountInfo', {});
  if (info.errorCode !== 0) return { ok: false, code: info.errorCode, message: info.errorMessage };
  const { UID, UIDSignature, signatureTimestamp, profile } = info as unknown as AccountInfo;
  const signed = { UID, UIDSignature, signatureTimestamp };
  try {
    await rest('account', '/api/v3/login/hash', { method: 'POST', body: signed });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, code: /invalid uid/i.test(message) ? HASH_INVALID_UID : HASH_FAILED, message };
  }
  if (UID.length > NEW_PLATFORM_UID_LENGTH && profile?.email) {
    try {
      await rest('v1', '/auth/smartvod/uid', { method: 'PUT', body: signed });
    } catch (error) {
      return { ok: false, code: error instanceof ServiceError ? error.status : HASH_FAILED, message: error instanceof Error ? error.message : String(error) };
    }
  }
  return { ok: true };
}

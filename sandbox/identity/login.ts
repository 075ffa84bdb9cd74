/**
 * The identity provider's logins: credentials, the provider's own session, and the signed UID that
 * the account service trusts. Codes as the real provider answers them (spec 000 sections 4 and 8).
 */
import type { Context as HonoContext } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isoDate } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { clientAddress } from '../rate-limit.ts';
import { IdentityCode } from './codes.ts';
import { verifyPassword } from './passwords.ts';
import type { IdentityAnswer } from './codes.ts';
import { issueRegToken, readRegToken } from './reg-token.ts';
import { registrationViolations } from './registration-rules.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
/** How long the provider's signature of a UID is accepted by the account service. */
export const SIGNATURE_SECONDS = 300;
const SESSION_COOKIE = 'idp_session';
const SESSION_HOURS = 24 * 30;

export interface UserRow {
  uid: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  birthdate: Date | null;
  status: 'incomplete' | 'unverified' | 'verified';
  failed_logins: number;
  locked_until: Date | null;
  force_password_reset: boolean;
  disabled: boolean;
  data: Record<string, unknown>;
}

export async function login(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const loginID = typeof params.loginID === 'string' ? params.loginID.trim().toLowerCase() : '';
  const password = typeof params.password === 'string' ? params.password : '';
  const now = context.clock.now();
  // One client trying many names (credential stuffing) is stopped however few tries each name gets.
  const client = `client:${clientAddress(c, context.trustedProxies)}`;
  if (context.clientLimiter.reached(client, now)) return { errorCode: IdentityCode.RATE_LIMITED, errorMessage: 'Too many requests' };
  if (!context.limiter.allow(`login:${loginID}`, now)) return { errorCode: IdentityCode.RATE_LIMITED, errorMessage: 'Too many requests' };

  const user = (await context.db.query<UserRow>('select * from users where email = $1', [loginID])).rows[0];
  if (!user) {
    context.clientLimiter.count(client, now);
    return { errorCode: IdentityCode.INVALID_LOGIN, errorMessage: 'Invalid LoginID', errorDetails: 'loginID does not exist' };
  }
  if (user.disabled) return { errorCode: IdentityCode.ACCOUNT_DISABLED, errorMessage: 'Account Disabled' };
  if (user.locked_until && user.locked_until > now) return { errorCode: IdentityCode.ACCOUNT_LOCKED, errorMessage: 'Account temporarily locked out' };

  if (!(await verifyPassword(password, user.password_hash))) {
    context.clientLimiter.count(client, now);
    const failed = user.failed_logins + 1;
    const lock = failed >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : null;
    await context.db.query('update users set failed_logins = $2, locked_until = $3 where uid = $1', [user.uid, lock ? 0 : failed, lock]);
    if (lock) return { errorCode: IdentityCode.ACCOUNT_LOCKED, errorMessage: 'Account temporarily locked out' };
    return { errorCode: IdentityCode.INVALID_LOGIN, errorMessage: 'Invalid LoginID', errorDetails: 'invalid password', failedLogins: failed };
  }
  await context.db.query('update users set failed_logins = 0, locked_until = null where uid = $1', [user.uid]);

  // Linking a social identity (loginMode link): the password proves the account is the visitor's.
  const linking = params.loginMode === 'link';
  if (linking) {
    const pending = readRegToken(context, params.regToken)?.link;
    if (!pending || pending.email !== user.email) return { errorCode: IdentityCode.INVALID_PARAMETER, errorMessage: 'Invalid regToken' };
    await context.db.query('update users set social_providers = array_append(social_providers, $2) where uid = $1 and not $2 = any(social_providers)', [
      user.uid,
      pending.provider,
    ]);
  }
  if (user.force_password_reset) return { errorCode: IdentityCode.PENDING_PASSWORD_CHANGE, errorMessage: 'Pending Password Change', UID: user.uid };
  const answer = await loggedIn(context, c, user);
  return linking && answer.errorCode === IdentityCode.OK ? { ...answer, errorCode: IdentityCode.ACCOUNT_LINKED, errorMessage: 'Account linked' } : answer;
}

/** The address the request came from; the same placeholder for every caller that has none (tests in process). */
/** Where a visitor whose identity is proven stands: pending verification, incomplete, or logged in. */
export async function loggedIn(context: SandboxContext, c: HonoContext, user: Pick<UserRow, 'uid' | 'status'>): Promise<IdentityAnswer> {
  if (user.status === 'unverified')
    return {
      errorCode: IdentityCode.ACCOUNT_PENDING_VERIFICATION,
      errorMessage: 'Account Pending Verification',
      UID: user.uid,
      regToken: issueRegToken(context, { uid: user.uid }),
    };
  if (user.status === 'incomplete')
    return { errorCode: IdentityCode.ACCOUNT_INCOMPLETE, errorMessage: 'Account Pending Registration', UID: user.uid, regToken: issueRegToken(context, { uid: user.uid }) };
  startSession(context, c, user.uid);
  const row = (await context.db.query<UserRow>('select * from users where uid = $1', [user.uid])).rows[0] as UserRow;
  return { errorCode: IdentityCode.OK, ...accountInfo(context, row) };
}

/** Whether the provider's session is that of the given UID (verifyLogin). */
export async function verifyLogin(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const uid = sessionUid(context, c);
  if (!uid || (params.UID !== undefined && params.UID !== uid)) return { errorCode: IdentityCode.UNAUTHORIZED_USER, errorMessage: 'Unauthorized user' };
  return getAccountInfo(context, params, c);
}

/**
 * The account of the provider's session, or, given a regToken, of a registration still pending
 * (an incomplete account the site is finishing): its profile, without a signed UID, since that
 * visitor is not logged in.
 */
export async function getAccountInfo(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const pending = params.regToken === undefined ? undefined : readRegToken(context, params.regToken);
  if (params.regToken !== undefined && !pending) return { errorCode: IdentityCode.INVALID_PARAMETER, errorMessage: 'Invalid regToken' };
  const uid = pending?.uid ?? sessionUid(context, c);
  const user = uid ? (await context.db.query<UserRow>('select * from users where uid = $1', [uid])).rows[0] : undefined;
  if (!user) return { errorCode: IdentityCode.UNAUTHORIZED, errorMessage: 'Unauthorized user' };
  const info = accountInfo(context, user);
  if (pending) return { errorCode: IdentityCode.OK, UID: user.uid, profile: info.profile, status: user.status };
  return { errorCode: IdentityCode.OK, ...info };
}

/**
 * Changes the logged-in account's profile (accounts.setAccountInfo); here only its e-mail address,
 * which must be free. The account service learns the new address with the next session.
 */
export async function setAccountInfo(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const uid = sessionUid(context, c);
  if (!uid) return { errorCode: IdentityCode.UNAUTHORIZED, errorMessage: 'Unauthorized user' };
  const email = (params.profile as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || registrationViolations({ email }).some((violation) => violation.fieldName === 'email')) {
    return { errorCode: IdentityCode.VALIDATION_ERROR, errorMessage: 'Validation error', validationErrors: [{ fieldName: 'email', rule: 'format' }] };
  }
  const updated = await context.db.query('update users set email = $2 where uid = $1 and not exists (select 1 from users where email = $2 and uid <> $1) returning uid', [
    uid,
    email.trim().toLowerCase(),
  ]);
  if (updated.rows.length === 0) return { errorCode: IdentityCode.UNIQUE_IDENTIFIER_EXISTS, errorMessage: 'Unique identifier exists' };
  return { errorCode: IdentityCode.OK };
}

export async function logout(context: SandboxContext, _params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  deleteCookie(c, SESSION_COOKIE, { path: '/idp' });
  void context;
  return { errorCode: IdentityCode.OK };
}

/** The profile and the signed UID, as getAccountInfo and a successful login give them. */
function accountInfo(
  context: SandboxContext,
  user: UserRow,
): { UID: string; UIDSignature: string; signatureTimestamp: string; profile: Record<string, unknown>; data: Record<string, unknown>; isVerified: boolean } {
  const signatureTimestamp = String(Math.floor(context.clock.now().getTime() / 1000));
  return {
    UID: user.uid,
    UIDSignature: context.signer.sign(`${signatureTimestamp}_${user.uid}`),
    signatureTimestamp,
    // The database hands a date column over as a Date at midnight UTC; the profile speaks YYYY-MM-DD.
    profile: { email: user.email, firstName: user.first_name, lastName: user.last_name, gender: user.gender, birthdate: user.birthdate ? isoDate(new Date(user.birthdate)) : null },
    data: user.data,
    isVerified: user.status === 'verified',
  };
}

/** Whether the provider signed this UID recently: what the account service checks before a session. */
export function isSignedUid(context: SandboxContext, uid: unknown, signature: unknown, timestamp: unknown): boolean {
  if (typeof uid !== 'string' || typeof signature !== 'string' || typeof timestamp !== 'string') return false;
  const age = context.clock.now().getTime() / 1000 - Number(timestamp);
  return age >= -60 && age <= SIGNATURE_SECONDS && context.signer.verify(`${timestamp}_${uid}`, signature);
}

/** The provider's session lives in real time, like the site's (sandbox/account/session.ts says why). */
export function startSession(context: SandboxContext, c: HonoContext, uid: string): void {
  const expires = new Date(Date.now() + SESSION_HOURS * 3600_000);
  const value = `${uid}.${expires.getTime()}`;
  setCookie(c, SESSION_COOKIE, `${value}.${context.signer.sign(`idp.${value}`)}`, {
    path: '/idp',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    expires,
  });
}

function sessionUid(context: SandboxContext, c: HonoContext): string | undefined {
  const [uid, expires, signature] = (getCookie(c, SESSION_COOKIE) ?? '').split('.');
  if (!uid || !expires || !signature || !context.signer.verify(`idp.${uid}.${expires}`, signature)) return undefined;
  return Number(expires) > Date.now() ? uid : undefined;
}

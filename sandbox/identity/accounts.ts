/** The identity provider's accounts: registration and e-mail verification. */
import { randomUUID } from 'node:crypto';
import type { Context as HonoContext } from 'hono';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db.ts';
import { issueEmailToken } from '../email-tokens.ts';
import { sendEmail } from '../mail.ts';
import { product } from '../product.ts';
import { clientAddress } from '../rate-limit.ts';
import { IdentityCode, type IdentityAnswer } from './codes.ts';
import { hashPassword } from './passwords.ts';
import { loggedIn, startSession } from './login.ts';
import { readRegToken } from './reg-token.ts';
import { profileViolations, registrationAnswers, registrationViolations } from './registration-rules.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/** A new account's id: 32 hex digits, as the provider's UIDs are here (longer ones trigger the uid overwrite). */
export function newUid(): string {
  return randomUUID().replaceAll('-', '');
}

/** A verification link is valid for 48 hours and works once (spec 000 section 9). */
export const VERIFICATION_LINK_HOURS = 48;

export async function register(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const origin = new URL(c.req.url).origin;
  const profile = (params.profile ?? {}) as Record<string, unknown>;
  const data = (params.data ?? {}) as Record<string, unknown>;
  const email = typeof params.email === 'string' ? params.email.trim().toLowerCase() : params.email;
  const answers = {
    email,
    password: params.password,
    acceptTerms: data.terms,
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender,
    birthdate: profile.birthdate,
  };
  const present = registrationAnswers(answers);
  // One client probing which addresses have an account (refused registrations) is stopped, as failed logins are.
  const client = `register:${clientAddress(c, context.trustedProxies)}`;
  const now = context.clock.now();
  if (context.clientLimiter.reached(client, now)) return { errorCode: IdentityCode.RATE_LIMITED, errorMessage: 'Too many requests' };
  const violations = registrationViolations(present);
  if (violations.length > 0) return { errorCode: IdentityCode.VALIDATION_ERROR, errorMessage: 'Validation error', validationErrors: violations };

  const uid = newUid();
  const created = await context.db.query(
    `insert into users (uid, email, password_hash, first_name, last_name, gender, birthdate, status, created_at, data)
     values ($1, $2, $3, $4, $5, $6, $7, 'unverified', $8, $9) on conflict (email) do nothing returning uid`,
    [
      uid,
      email,
      typeof params.password === 'string' ? await hashPassword(params.password) : null,
      present.firstName,
      present.lastName,
      present.gender,
      present.birthdate,
      context.clock.now(),
      accountData(data),
    ],
  );
  if (created.rows.length === 0) {
    context.clientLimiter.count(client, now);
    return { errorCode: IdentityCode.UNIQUE_IDENTIFIER_EXISTS, errorMessage: 'Unique identifier exists' };
  }

  await sendVerificationEmail(context, uid, String(email), String(present.firstName), origin);
  // As the real provider does when verification is required: registered, pending verification.
  return { errorCode: IdentityCode.ACCOUNT_PENDING_VERIFICATION, errorMessage: 'Account Pending Verification', UID: uid };
}

/**
 * The account data the provider keeps (spec 001 section 3.7): what the signup carried. Only these
 * keys, each of its own type; the site reads them back after the verification.
 */
function accountData(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of ['redirectUrl', 'referral', 'planId']) if (typeof data[key] === 'string' && data[key] !== '') kept[key] = data[key];
  if (data.blackFriday === true) kept.blackFriday = true;
  if (data.newsletter === true) kept.newsletter = true;
  return kept;
}

/**
 * The newsletter the visitor asked for on the registration's privacy step: subscribed once the
 * address is proven (verified, or vouched for by a social provider), with that step as the source.
 */
async function subscribeFromSignup(db: Queryable, clock: SandboxContext['clock'], uid: string, data: Record<string, unknown> | null): Promise<void> {
  if (data?.newsletter !== true) return;
  await db.query('insert into newsletter_subscriptions (uid, newsletter_id, source, subscribed_at) values ($1, $2, $3, $4) on conflict (uid, newsletter_id) do nothing', [
    uid,
    product.newsletterId,
    'registration-privacy-step',
    clock.now(),
  ]);
}

/** The site's page that takes a verification link and asks the provider to verify (spec 001 section 4.5). */
const VERIFICATION_PAGE = '/aanmelden/email-bevestigen';

/**
 * Whether an address is free for a new account (accounts.isAvailableLoginID), asked at the
 * registration's e-mail step. Like refused registrations, a client that finds many taken
 * addresses is probing and is stopped.
 */
export async function isAvailableLoginID(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const loginID = typeof params.loginID === 'string' ? params.loginID.trim().toLowerCase() : '';
  if (!loginID) return { errorCode: IdentityCode.VALIDATION_ERROR, errorMessage: 'Validation error', validationErrors: [{ fieldName: 'loginID', rule: 'required' }] };
  const client = `register:${clientAddress(c, context.trustedProxies)}`;
  const now = context.clock.now();
  if (context.clientLimiter.reached(client, now)) return { errorCode: IdentityCode.RATE_LIMITED, errorMessage: 'Too many requests' };
  const taken = (await context.db.query('select 1 from users where email = $1', [loginID])).rows.length > 0;
  if (taken) context.clientLimiter.count(client, now);
  return { errorCode: IdentityCode.OK, isAvailable: !taken };
}

/**
 * Sends the verification link again (accounts.resendVerificationCode) to an account that awaits it.
 * The answer is the same whether or not the address has such an account, so that nobody learns
 * which addresses do; limited per address as logins are.
 */
export async function resendVerificationCode(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const email = typeof params.email === 'string' ? params.email.trim().toLowerCase() : '';
  if (!email) return { errorCode: IdentityCode.VALIDATION_ERROR, errorMessage: 'Validation error', validationErrors: [{ fieldName: 'email', rule: 'required' }] };
  if (!context.limiter.allow(`resend:${email}`, context.clock.now())) return { errorCode: IdentityCode.RATE_LIMITED, errorMessage: 'Too many requests' };
  const { rows } = await context.db.query<{ uid: string; first_name: string | null }>("select uid, first_name from users where email = $1 and status = 'unverified'", [email]);
  const user = rows[0];
  if (user) await sendVerificationEmail(context, user.uid, email, user.first_name ?? '', new URL(c.req.url).origin);
  return { errorCode: IdentityCode.OK };
}

async function sendVerificationEmail(context: Context, uid: string, email: string, firstName: string, origin: string): Promise<void> {
  const token = await issueEmailToken(context, uid, 'verify-email', VERIFICATION_LINK_HOURS);
  const url = `${origin}${VERIFICATION_PAGE}?token=${token}`;
  await sendEmail(context.db, context.clock, {
    recipient: email,
    kind: 'verify-email',
    subject: 'Bevestig je e-mailadres',
    body: `Hoi ${firstName}, bevestig je e-mailadres met de link hieronder. De link is ${VERIFICATION_LINK_HOURS} uur geldig en werkt één keer.`,
    links: [{ label: 'Bevestig je e-mailadres', url }],
  });
}

/**
 * Uses a verification link (accounts.verifyEmail): once, within its lifetime on the sandbox clock.
 * An account verified meanwhile in another way (a social login) answers 200009, which is no error;
 * a used link answers "already verified", an expired or unknown one "expired". A link that verifies
 * logs the visitor in (the provider's auto-login on verification): it proves the mailbox, once,
 * within its lifetime; the other answers log nobody in.
 */
export async function verifyEmail(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const token = typeof params.token === 'string' ? params.token : '';
  const answer = await context.db.transaction(async (tx): Promise<IdentityAnswer> => {
    const row = (
      await tx.query<{ uid: string; expires_at: Date; used_at: Date | null; status: string; data: Record<string, unknown> }>(
        "select t.uid, t.expires_at, t.used_at, u.status, u.data from email_tokens t join users u using (uid) where t.token = $1 and t.purpose = 'verify-email' for update of t",
        [token],
      )
    ).rows[0];
    if (!row || row.expires_at.getTime() <= context.clock.now().getTime()) return { errorCode: IdentityCode.VERIFICATION_LINK_EXPIRED, errorMessage: 'Verification link expired' };
    if (row.used_at) return { errorCode: IdentityCode.VERIFICATION_LINK_USED, errorMessage: 'Account already verified' };
    await tx.query('update email_tokens set used_at = $2 where token = $1', [token, context.clock.now()]);
    if (row.status === 'verified') return { errorCode: IdentityCode.EMAIL_ALREADY_VERIFIED, errorMessage: 'Email already verified', UID: row.uid, data: row.data };
    await tx.query("update users set status = 'verified' where uid = $1", [row.uid]);
    await subscribeFromSignup(tx, context.clock, row.uid, row.data);
    return { errorCode: IdentityCode.OK, UID: row.uid, data: row.data };
  });
  // So the verified page leads on without another login.
  if (answer.errorCode === IdentityCode.OK) startSession(context, c, String(answer.UID));
  return answer;
}

/**
 * Finishes an incomplete account (finalizeRegistration): the profile the site needs, checked by
 * the registration flow's rules. An address a social provider vouched for counts as verified, so
 * the visitor is logged in; otherwise the verification e-mail goes out.
 */
export async function finalizeRegistration(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const claims = readRegToken(context, params.regToken);
  if (!claims) return { errorCode: IdentityCode.INVALID_PARAMETER, errorMessage: 'Invalid regToken' };
  const profile = (params.profile ?? {}) as Record<string, unknown>;
  const data = (params.data ?? {}) as Record<string, unknown>;
  const answers = registrationAnswers({ firstName: profile.firstName, lastName: profile.lastName, gender: profile.gender, birthdate: profile.birthdate, acceptTerms: data.terms });
  const violations = profileViolations(answers);
  if (violations.length > 0) return { errorCode: IdentityCode.VALIDATION_ERROR, errorMessage: 'Validation error', validationErrors: violations };
  const { rows } = await context.db.query<{ uid: string; email: string; status: 'unverified' | 'verified'; first_name: string }>(
    `update users set first_name = $2, last_name = $3, gender = $4, birthdate = $5, data = data || $6,
       status = case when cardinality(social_providers) > 0 then 'verified' else 'unverified' end
     where uid = $1 and status = 'incomplete' returning uid, email, status, first_name`,
    [claims.uid, answers.firstName, answers.lastName, answers.gender, answers.birthdate, accountData(data)],
  );
  const user = rows[0];
  if (!user) return { errorCode: IdentityCode.INVALID_PARAMETER, errorMessage: 'Account is not pending registration' };
  if (user.status === 'unverified') await sendVerificationEmail(context, user.uid, user.email, user.first_name, new URL(c.req.url).origin);
  else await subscribeFromSignup(context.db, context.clock, user.uid, data);
  return loggedIn(context, c, user);
}

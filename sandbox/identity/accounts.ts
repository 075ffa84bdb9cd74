/** The identity provider's accounts: registration and e-mail verification. */
import { randomUUID } from 'node:crypto';
import type { Context as HonoContext } from 'hono';
import type { SandboxContext } from '../context.ts';
import { issueEmailToken } from '../email-tokens.ts';
import { sendEmail } from '../mail.ts';
import { IdentityCode } from './codes.ts';
import { hashPassword } from './passwords.ts';
import { registrationViolations } from './registration-rules.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

export type IdentityAnswer = { errorCode: number; errorMessage?: string; [key: string]: unknown };

/** A verification link is valid for 48 hours and works once (spec 000 section 9). */
export const VERIFICATION_LINK_HOURS = 48;

export async function register(context: SandboxContext, params: Record<string, unknown>, c: HonoContext): Promise<IdentityAnswer> {
  const origin = new URL(c.req.url).origin;
  const profile = (params.profile ?? {}) as Record<string, unknown>;
  const data = (params.data ?? {}) as Record<string, unknown>;
  const email = typeof params.email === 'string' ? params.email.trim().toLowerCase() : params.email;
  const answers = { email, password: params.password, acceptTerms: data.terms, firstName: profile.firstName, lastName: profile.lastName, gender: profile.gender, birthdate: profile.birthdate };
  const present = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const violations = registrationViolations(present);
  if (violations.length > 0) return { errorCode: IdentityCode.VALIDATION_ERROR, errorMessage: 'Validation error', validationErrors: violations };

  const uid = randomUUID().replaceAll('-', '');
  const created = await context.db.query(
    `insert into users (uid, email, password_hash, first_name, last_name, gender, birthdate, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'unverified', $8) on conflict (email) do nothing returning uid`,
    [uid, email, typeof params.password === 'string' ? await hashPassword(params.password) : null, profile.firstName, profile.lastName, profile.gender, profile.birthdate, context.clock.now()],
  );
  if (created.rows.length === 0) return { errorCode: IdentityCode.UNIQUE_IDENTIFIER_EXISTS, errorMessage: 'Unique identifier exists' };

  await sendVerificationEmail(context, uid, String(email), String(profile.firstName), origin);
  // As the real provider does when verification is required: registered, pending verification.
  return { errorCode: IdentityCode.ACCOUNT_PENDING_VERIFICATION, errorMessage: 'Account Pending Verification', UID: uid };
}

async function sendVerificationEmail(context: Context, uid: string, email: string, firstName: string, origin: string): Promise<void> {
  const token = await issueEmailToken(context, uid, 'verify-email', VERIFICATION_LINK_HOURS);
  const url = `${origin}/idp/verify-email?token=${token}`;
  await sendEmail(context.db, context.clock, {
    recipient: email,
    kind: 'verify-email',
    subject: 'Bevestig je e-mailadres',
    body: `Hoi ${firstName}, bevestig je e-mailadres met de link hieronder. De link is ${VERIFICATION_LINK_HOURS} uur geldig en werkt één keer.`,
    links: [{ label: 'Bevestig je e-mailadres', url }],
  });
}

export type VerificationResult = 'verified' | 'already-used' | 'expired';

/** Uses a verification link: once, within its lifetime on the sandbox clock. */
export async function verifyEmail(context: Context, token: string): Promise<VerificationResult> {
  return context.db.transaction(async (tx) => {
    const row = (await tx.query<{ uid: string; expires_at: Date; used_at: Date | null }>("select uid, expires_at, used_at from email_tokens where token = $1 and purpose = 'verify-email' for update", [token])).rows[0];
    if (!row) return 'expired';
    if (row.used_at) return 'already-used';
    if (row.expires_at.getTime() <= context.clock.now().getTime()) return 'expired';
    await tx.query('update email_tokens set used_at = $2 where token = $1', [token, context.clock.now()]);
    await tx.query("update users set status = 'verified' where uid = $1", [row.uid]);
    return 'verified';
  });
}

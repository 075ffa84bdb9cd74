/**
 * Password reset, behind the OIDC service's three calls (spec 000 section 7): a one-time link by
 * e-mail, the link's check, and the new password, which must meet the registration flow's own
 * password rule.
 */
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db.ts';
import { issueEmailToken } from '../email-tokens.ts';
import { VERIFICATION_LINK_HOURS } from '../identity/accounts.ts';
import { hashPassword } from '../identity/passwords.ts';
import { registrationViolations, type RuleViolation } from '../identity/registration-rules.ts';
import { sendEmail } from '../mail.ts';
import { product } from '../product.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/**
 * The spec names one link lifetime, 48 hours for the activation link (section 9), and none for the
 * reset link, whose expiry the site only shows (/nieuw-wachtwoord/link-verlopen): it keeps the 48 hours.
 */
export const RESET_LINK_HOURS = VERIFICATION_LINK_HOURS;

/** Why a reset link does not work: never issued (or for another account), used, or expired. */
export type TokenProblem = 'unknown' | 'used' | 'expired';

export type ChangeResult = { problem: TokenProblem } | { violations: RuleViolation[] } | { changed: true };

/**
 * Sends the reset e-mail to a known account, its link being returnUrl with userId and token added.
 * False for an address no account has.
 */
export async function sendResetEmail(context: Context, email: string, returnUrl: URL): Promise<boolean> {
  const user = (await context.db.query<{ uid: string; first_name: string | null }>('select uid, first_name from users where email = $1', [email])).rows[0];
  if (!user) return false;
  const token = await issueEmailToken(context, user.uid, 'reset-password', RESET_LINK_HOURS);
  const link = new URL(returnUrl);
  link.searchParams.set('userId', user.uid);
  link.searchParams.set('token', token);
  await sendEmail(context.db, context.clock, {
    recipient: email,
    kind: 'reset-password',
    subject: 'Stel een nieuw wachtwoord in',
    body:
      `Hoi${user.first_name ? ` ${user.first_name}` : ''}, je hebt een nieuw wachtwoord voor ${product.displayName} aangevraagd. ` +
      `Kies het met de link hieronder. De link is ${RESET_LINK_HOURS} uur geldig en werkt één keer. ` +
      'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.',
    links: [{ label: 'Kies een nieuw wachtwoord', url: link.toString() }],
  });
  return true;
}

/** Whether the reset link still works, on the sandbox clock; undefined when it does. */
export function checkResetToken(context: Context, token: string, uid: string): Promise<TokenProblem | undefined> {
  return tokenProblem(context.db, context.clock.now(), token, uid);
}

/**
 * Sets the new password with the link, once. The link is checked before the password, so that an
 * expired or used link is reported as such whatever the visitor typed.
 */
export function changePassword(context: Context, token: string, uid: string, password: unknown): Promise<ChangeResult> {
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const problem = await tokenProblem(tx, now, token, uid);
    if (problem) return { problem };
    const violations = passwordViolations(password);
    if (violations.length > 0 || typeof password !== 'string') return { violations };
    // A new password also ends a lockout and a forced reset: both ask the owner to prove control of the e-mail, which the link did.
    await tx.query('update users set password_hash = $2, failed_logins = 0, locked_until = null, force_password_reset = false where uid = $1', [uid, await hashPassword(password)]);
    // This link, and every other reset link of the account still open, stops working: an old e-mail must not undo the new password.
    await tx.query("update email_tokens set used_at = $2 where uid = $1 and purpose = 'reset-password' and used_at is null", [uid, now]);
    return { changed: true };
  });
}

/** Locks the token's row (inside a transaction) so that two calls with one link cannot both use it. */
async function tokenProblem(db: Queryable, now: Date, token: string, uid: string): Promise<TokenProblem | undefined> {
  const row = (
    await db.query<{ expires_at: Date; used_at: Date | null }>(
      "select expires_at, used_at from email_tokens where token = $1 and uid = $2 and purpose = 'reset-password' for update",
      [token, uid],
    )
  ).rows[0];
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  return undefined;
}

/**
 * The registration flow's password rule, applied by the registration rules themselves. Those leave
 * the password optional (the registration experiment sets it later); a new password is not.
 */
function passwordViolations(password: unknown): RuleViolation[] {
  if (password === undefined || password === null || password === '') return [{ fieldName: 'password', rule: 'required' }];
  return registrationViolations({ password }).filter((violation) => violation.fieldName === 'password');
}

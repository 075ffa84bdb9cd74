/** One-time e-mail links (verification, password reset): a random token with its purpose and expiry on the sandbox clock. */
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from './context.ts';

export type TokenPurpose = 'verify-email' | 'reset-password';

export async function issueEmailToken(context: Pick<SandboxContext, 'db' | 'clock'>, uid: string, purpose: TokenPurpose, hours: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const expires = new Date(context.clock.now().getTime() + hours * 3600_000);
  await context.db.query('insert into email_tokens (token, uid, purpose, expires_at) values ($1, $2, $3, $4)', [token, uid, purpose, expires]);
  return token;
}

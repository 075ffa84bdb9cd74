/**
 * The provider's registration token (regToken): a signed, short-lived statement of what a later
 * call may finish: the account's registration, or linking a social identity to an account.
 */
import type { SandboxContext } from '../context.ts';

export interface RegTokenClaims {
  uid: string;
  /** A social identity waiting to be linked to the account, after its password is given. */
  link?: { provider: string; email: string };
}

const LIFETIME_MS = 3600_000;

export function issueRegToken(context: Pick<SandboxContext, 'clock' | 'signer'>, claims: RegTokenClaims): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: context.clock.now().getTime() + LIFETIME_MS })).toString('base64url');
  return `${payload}.${context.signer.sign(`reg.${payload}`)}`;
}

export function readRegToken(context: Pick<SandboxContext, 'clock' | 'signer'>, token: unknown): RegTokenClaims | undefined {
  const [payload, signature] = typeof token === 'string' ? token.split('.') : [];
  if (!payload || !signature || !context.signer.verify(`reg.${payload}`, signature)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as RegTokenClaims & { exp: number };
  return claims.exp > context.clock.now().getTime() ? claims : undefined;
}

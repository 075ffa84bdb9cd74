/**
 * Linking a TV to an account (/koppelen): the TV app asks for a code and shows it; the visitor,
 * logged in on the site, enters it. A code has 8 letters and digits that cannot be mistaken for one
 * another, is valid for 15 minutes, and links one TV once; entering it again for the same account
 * (a second press, another tab) is no error.
 */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { sessionUid } from './session.ts';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject } from '../http.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const VALID_MINUTES = 15;

export type PairingRefusal = 'CODE_NOT_FOUND' | 'CODE_EXPIRED' | 'CODE_ALREADY_USED';
const STATUS: Record<PairingRefusal, 404 | 410 | 409> = { CODE_NOT_FOUND: 404, CODE_EXPIRED: 410, CODE_ALREADY_USED: 409 };

/** What a TV app asks for (the tester's aid POST /sandbox/devices): a new code, shown as XXXX-XXXX. */
export async function createDeviceCode(context: SandboxContext, deviceName: string): Promise<{ code: string; expiresAt: string }> {
  const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + VALID_MINUTES * 60_000);
  await context.db.query('insert into device_codes (code, device_name, created_at, expires_at) values ($1, $2, $3, $4)', [code, deviceName, now, expiresAt]);
  return { code: `${code.slice(0, 4)}-${code.slice(4)}`, expiresAt: expiresAt.toISOString() };
}

/** The code as typed: any case, with or without the dash and spaces. */
function normalized(code: unknown): string {
  return typeof code === 'string' ? code.toUpperCase().replace(/[\s-]/g, '') : '';
}

export async function pairDevice(context: SandboxContext, uid: string, typed: unknown): Promise<{ deviceName: string } | { reason: PairingRefusal }> {
  const code = normalized(typed);
  return context.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ device_name: string; expires_at: Date; paired_uid: string | null }>(
        'select device_name, expires_at, paired_uid from device_codes where code = $1 for update',
        [code],
      )
    ).rows[0];
    if (!row) return { reason: 'CODE_NOT_FOUND' as const };
    if (row.paired_uid === uid) return { deviceName: row.device_name };
    if (row.paired_uid) return { reason: 'CODE_ALREADY_USED' as const };
    if (row.expires_at.getTime() <= context.clock.now().getTime()) return { reason: 'CODE_EXPIRED' as const };
    await tx.query('update device_codes set paired_uid = $2, paired_at = $3 where code = $1', [code, uid, context.clock.now()]);
    return { deviceName: row.device_name };
  });
}

/** POST /account/api/v3/devices/pair { code }: 200 with the TV's name, or the refusal with its status. */
export function addDeviceRoute(app: Hono, context: SandboxContext): void {
  app.post('/api/v3/devices/pair', faultable(context.faults, 'POST /account/api/v3/devices/pair'), async (c) => {
    const uid = await sessionUid(context, c);
    if (!uid) return c.json({ message: 'UNAUTHORIZED_USER' }, 401);
    // Guessing codes is limited per account, as action codes are.
    if (!context.limiter.allow(`pair:${uid}`, context.clock.now())) return c.json({ message: 'TOO_MANY_REQUESTS' }, 429);
    const result = await pairDevice(context, uid, (await readJsonObject(c)).code);
    return 'reason' in result ? c.json({ message: result.reason }, STATUS[result.reason]) : c.json(result);
  });
}

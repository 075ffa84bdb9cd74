/** Passwords are stored as scrypt hashes with a salt of their own: scrypt$N$salt$hash. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number, options: { N: number }) => Promise<Buffer>;
const COST = 16384;
const LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * The hashes this process made of a password everyone knows (the demo accounts', in the README), by
 * hash: such a hash is checked by comparing the password, since the hash is what scrypt makes of
 * that password, and scrypt's time (tens of milliseconds of a core) would be spent again on every
 * login to a demo account, which the tests make thousands of.
 */
const published = new Map<string, string>();

/** A hash of a password everyone knows, which a login checks without scrypt (published above). */
export async function hashPublishedPassword(password: string): Promise<string> {
  const hash = await hashPassword(password);
  published.set(hash, password);
  return hash;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const known = stored === null ? undefined : published.get(stored);
  if (known !== undefined) return password === known;
  const [scheme, cost, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}

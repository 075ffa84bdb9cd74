/**
 * The sandbox's signing key, made once per data directory: it signs the identity provider's UID
 * signatures and the session tokens. HMAC-SHA256, compared in constant time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from './db.ts';

export class Signer {
  private constructor(private readonly key: Buffer) {}

  static async load(db: Database): Promise<Signer> {
    const row = (await db.query<{ value: { key: string } }>("select value from settings where key = 'signing-key'")).rows[0];
    if (row) return new Signer(Buffer.from(row.value.key, 'base64'));
    const key = randomBytes(32);
    await db.query("insert into settings (key, value) values ('signing-key', $1) on conflict (key) do nothing", [{ key: key.toString('base64') }]);
    return Signer.load(db);
  }

  sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const actual = Buffer.from(signature);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

/** 200 registrations at once and then 200 logins at once: every account is stored, none is lost. */
import { expect, it } from 'vitest';
import { runLoad } from '../../tools/sandbox-load.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

it('stores all of 200 concurrent registrations and lets each log in', { timeout: 120_000 }, async () => {
  const result = await runLoad(sandbox.url, 200);
  // Every registration succeeded (pending verification) and every login found its account.
  expect(result.registrations.codes).toEqual({ 206002: 200 });
  expect(result.logins.codes).toEqual({ 206002: 200 });
  const { rows } = await sandbox.sandbox.context.db.query<{ count: number }>('select count(*)::int as count from users where email = any($1)', [result.emails]);
  expect(rows[0]?.count).toBe(200);
  const emails = await sandbox.sandbox.context.db.query<{ count: number }>(
    "select count(distinct recipient)::int as count from emails where kind = 'verify-email' and recipient = any($1)",
    [result.emails],
  );
  expect(emails.rows[0]?.count).toBe(200);
  console.log(`registrations: ${JSON.stringify(result.registrations)}\nlogins: ${JSON.stringify(result.logins)}`);
});

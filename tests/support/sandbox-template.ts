/**
 * Vitest's global setup: one sandbox database, migrated and seeded with the demo data, made once for
 * the run and dumped to a file that every test sandbox starts from (tests/sandbox/support.ts).
 * Each test file still gets a database of its own; it no longer creates and seeds one (seconds each).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../../sandbox/app.ts';

/** The environment variable that names the dump for the test workers. */
export const SANDBOX_TEMPLATE = 'SANDBOX_TEMPLATE';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-template-'));
  const sandbox = await createSandbox({ dataDir: join(dir, 'db') });
  const dump = await sandbox.context.db.dumpDataDir('none');
  await sandbox.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[SANDBOX_TEMPLATE] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The sandbox's embedded PostgreSQL (PGlite), kept in a directory, with its migrations applied at start. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const MIGRATIONS = fileURLToPath(new URL('migrations', import.meta.url));

export type Database = PGlite;
/** The database or a transaction of it: what a write that may run inside a transaction needs. */
export type Queryable = Pick<PGlite, 'query'>;

/** Opens (or creates) the database in dataDir; a new one from the template's dump when given. */
export async function openDatabase(dataDir: string, template?: Blob): Promise<Database> {
  const db = await PGlite.create(template ? { dataDir, loadDataDir: template } : { dataDir });
  await migrate(db);
  return db;
}

/** Applies each migration file once, in name order, each in a transaction of its own. */
async function migrate(db: Database): Promise<void> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name));
  for (const name of readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    if (applied.has(name)) continue;
    const sql = readFileSync(join(MIGRATIONS, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    });
  }
}

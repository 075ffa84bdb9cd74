/**
 * The sandbox's settable clock: real time plus an offset a tester sets, so that link expiry,
 * promotions and billing dates can be tried at any date. The offset survives a restart.
 */
import type { Database } from './db.ts';

/** A calendar date as the services speak it: YYYY-MM-DD (in UTC, as the database keeps dates). */
export const isoDate = (at: Date): string => at.toISOString().slice(0, 10);

export class Clock {
  private offsetMs = 0;

  private constructor(private readonly db: Database) {}

  static async load(db: Database): Promise<Clock> {
    const clock = new Clock(db);
    const row = (await db.query<{ value: { offsetMs: number } }>("select value from settings where key = 'clock'")).rows[0];
    clock.offsetMs = row?.value.offsetMs ?? 0;
    return clock;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  async set(at: Date): Promise<void> {
    await this.save(at.getTime() - Date.now());
  }

  async reset(): Promise<void> {
    await this.save(0);
  }

  private async save(offsetMs: number): Promise<void> {
    this.offsetMs = offsetMs;
    await this.db.query("insert into settings (key, value) values ('clock', $1) on conflict (key) do update set value = excluded.value", [{ offsetMs }]);
  }
}

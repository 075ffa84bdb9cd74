/**
 * The sandbox's settable clock: real time plus an offset a tester sets, so that link expiry,
 * promotions and billing dates can be tried at any date. The offset for everyone survives a restart;
 * a visitor's own (visitor.ts), set for one browser, lasts until the sandbox stops or is reset.
 */
import type { Database } from './db.ts';
import { currentVisitor } from './visitor.ts';

/** A calendar date as the services speak it: YYYY-MM-DD (in UTC, as the database keeps dates). */
export const isoDate = (at: Date): string => at.toISOString().slice(0, 10);

export class Clock {
  private offsetMs = 0;
  private readonly visitorOffsetsMs = new Map<string, number>();

  private constructor(private readonly db: Database) {}

  static async load(db: Database): Promise<Clock> {
    const clock = new Clock(db);
    const row = (await db.query<{ value: { offsetMs: number } }>("select value from settings where key = 'clock'")).rows[0];
    clock.offsetMs = row?.value.offsetMs ?? 0;
    return clock;
  }

  /** The time for the visitor, by default the one whose request is being answered: their own clock, or everyone's. */
  now(visitor = currentVisitor()): Date {
    const own = visitor === undefined ? undefined : this.visitorOffsetsMs.get(visitor);
    return new Date(Date.now() + (own ?? this.offsetMs));
  }

  /** Sets the clock for the visitor alone, or for everyone who has no clock of their own. */
  async set(at: Date, visitor?: string): Promise<void> {
    if (visitor === undefined) await this.save(at.getTime() - Date.now());
    else this.visitorOffsetsMs.set(visitor, at.getTime() - Date.now());
  }

  /** The visitor's clock back to everyone's; without a visitor, everyone's back to real time. */
  async reset(visitor?: string): Promise<void> {
    if (visitor === undefined) await this.save(0);
    else this.visitorOffsetsMs.delete(visitor);
  }

  /** Everyone's and every visitor's back to real time. */
  async resetAll(): Promise<void> {
    this.visitorOffsetsMs.clear();
    await this.save(0);
  }

  private async save(offsetMs: number): Promise<void> {
    this.offsetMs = offsetMs;
    await this.db.query("insert into settings (key, value) values ('clock', $1) on conflict (key) do update set value = excluded.value", [{ offsetMs }]);
  }
}

/** What every part of the sandbox works with: the database, the clock, the signer and the switches. */
import type { Clock } from './clock.ts';
import type { Database } from './db.ts';
import type { FaultSwitches } from './faults.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Signer } from './secrets.ts';

export interface SandboxContext {
  db: Database;
  clock: Clock;
  signer: Signer;
  faults: FaultSwitches;
  /** Logins and code redemptions: 10 attempts per name per minute. */
  limiter: RateLimiter;
  /** Failed logins per client address, whatever the names (credential stuffing): 20 per 10 minutes, then no login from it. */
  clientLimiter: RateLimiter;
  /** The tester's geo switch: the visitor appears to be abroad. */
  geo: { abroad: boolean };
}

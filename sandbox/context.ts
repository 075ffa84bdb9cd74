/** What every part of the sandbox works with: the database, the clock, the signer and the switches. */
import type { Clock } from './clock.ts';
import type { Database } from './db.ts';
import type { FaultSwitches } from './faults.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Signer } from './secrets.ts';
import type { VisitorSettings } from './visitor-settings.ts';

export interface SandboxContext {
  db: Database;
  clock: Clock;
  signer: Signer;
  faults: FaultSwitches;
  /** Logins and code redemptions: 10 attempts per name per minute. */
  limiter: RateLimiter;
  /** Failed logins per client address, whatever the names (credential stuffing): 20 per 10 minutes, then no login from it. */
  clientLimiter: RateLimiter;
  /** How many proxies in front of the sandbox are trusted to say whom they forward (X-Forwarded-For): see rate-limit.ts. */
  trustedProxies: number;
  /** The tester's geo switch: the visitor appears to be abroad (POST /sandbox/geo). */
  geo: VisitorSettings<{ abroad: boolean }>;
  /** The experiments of visitors who are not logged in, as the tester switches them (POST /sandbox/visitor-experiments). */
  visitorExperiments: VisitorSettings<VisitorExperiments>;
  /** The tester's feature flags that do not follow the clock (spec 001 section 9.6; POST /sandbox/flags). */
  flags: VisitorSettings<SwitchedFlags>;
}

export type VisitorExperiments = Partial<Record<string, 'variant' | 'control'>>;

export interface SwitchedFlags {
  repeat_title: boolean;
  button_tiers: boolean;
  privacy_step_newsletter: boolean;
  /** The registration shows its e-mail step to everyone, a known address filled in to confirm (spec 000 section 2, rule 2). */
  forceAllSignupSteps: boolean;
}

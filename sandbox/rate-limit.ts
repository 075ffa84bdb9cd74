/** A sliding-window rate limit per key (a login name, a code, a client), on the sandbox clock. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';

/**
 * The client a request comes from, for the limits per client (credential stuffing, probing for
 * addresses): its address as the server sees it.
 */
export function clientAddress(c: HonoContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts this attempt and tells whether it is within the limit. */
  allow(key: string, now: Date): boolean {
    const since = now.getTime() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    recent.push(now.getTime());
    this.hits.set(key, recent);
    return recent.length <= this.limit;
  }

  /** Whether the key has reached the limit in the window, without counting an attempt. */
  reached(key: string, now: Date): boolean {
    const since = now.getTime() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since).length >= this.limit;
  }

  /** Counts an attempt, such as a failed login, that reached() weighs later. */
  count(key: string, now: Date): void {
    const since = now.getTime() - this.windowMs;
    this.hits.set(key, [...(this.hits.get(key) ?? []).filter((at) => at > since), now.getTime()]);
  }

  reset(): void {
    this.hits.clear();
  }
}

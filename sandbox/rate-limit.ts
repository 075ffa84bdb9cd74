/** A sliding-window rate limit per key (a login name, a code, a client), on the sandbox clock. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';

/**
 * The client a request comes from, for the limits per client (credential stuffing, probing for
 * addresses). Behind trustedProxies proxies (a CDN, a load balancer) the connection is the nearest
 * proxy's, and each proxy appends the address it was sent from to X-Forwarded-For: the client is
 * the address that many hops from the header's right end. Anything left of it anyone can write, so
 * it is never read; with no trusted proxy (the default) the header is not read at all.
 */
export function clientAddress(c: HonoContext, trustedProxies: number): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // no connection (a request made in process): the peer is unknown
  }
  if (trustedProxies === 0) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  const hops = [...forwarded, peer];
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? peer;
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

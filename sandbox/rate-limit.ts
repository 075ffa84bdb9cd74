/** A sliding-window rate limit per key (a login name, a code), on the sandbox clock. */
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

  reset(): void {
    this.hits.clear();
  }
}

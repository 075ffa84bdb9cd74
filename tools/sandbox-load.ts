/**
 * A bounded load on a sandbox on this machine: N registrations at once, then N logins at once.
 * Used by the sandbox's HTTP test (nothing may be lost) and by the benchmark (throughput, p95).
 */

export interface PhaseResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50Milliseconds: number;
  p95Milliseconds: number;
  codes: Record<string, number>;
}

export interface LoadResult {
  emails: string[];
  registrations: PhaseResult;
  logins: PhaseResult;
}

async function phase(count: number, call: (index: number) => Promise<number>): Promise<PhaseResult> {
  const started = performance.now();
  const timings: number[] = [];
  const codes: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const start = performance.now();
      const code = await call(index);
      timings.push(performance.now() - start);
      codes[code] = (codes[code] ?? 0) + 1;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (share: number) => Math.round(timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0);
  return { requests: count, seconds: Number(seconds.toFixed(2)), perSecond: Math.round(count / seconds), p50Milliseconds: at(0.5), p95Milliseconds: at(0.95), codes };
}

export async function runLoad(url: string, count = 200): Promise<LoadResult> {
  const run = `${Date.now()}`;
  const emails = Array.from({ length: count }, (_, index) => `last-${run}-${index}@example.nl`);
  const idp = async (method: string, params: unknown): Promise<number> => {
    const response = await fetch(`${url}/idp/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'identity-sdk' },
      body: JSON.stringify(params),
    });
    return ((await response.json()) as { errorCode: number }).errorCode;
  };
  const registrations = await phase(count, (index) =>
    idp('accounts.register', {
      email: emails[index],
      password: 'Geheim123',
      profile: { firstName: 'Last', lastName: `Test ${index}`, gender: 'u', birthdate: '1990-01-01' },
      data: { terms: true },
    }),
  );
  const logins = await phase(count, (index) => idp('accounts.login', { loginID: emails[index], password: 'Geheim123' }));
  return { emails, registrations, logins };
}

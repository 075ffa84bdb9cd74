/**
 * Per-operation fault switches, for testers: an operation can be made to answer 500, 503 or 429,
 * to time out, to drop the connection, or to answer malformed JSON, for its next N calls or until
 * cleared; an identity provider method can also be made to answer any of the provider's codes
 * (identity-code, such as 400006 for blocked third-party cookies or 403041 for a disabled account).
 * Operations are named as in the contracts (accounts.login, UserIsInDebt, POST /api/v3/login/hash).
 */
import type { Context, MiddlewareHandler } from 'hono';

export const FAULTS = ['http-500', 'http-503', 'http-429', 'timeout', 'drop', 'malformed-json', 'identity-code'] as const;
export type Fault = (typeof FAULTS)[number];

interface Switch {
  fault: Fault;
  /** For identity-code: the provider's errorCode to answer. */
  code?: number;
  /** Calls left to fail; undefined for until cleared. */
  remaining?: number;
}

export class FaultSwitches {
  private readonly switches = new Map<string, Switch>();

  /** timeoutMs: how long a "timeout" keeps the caller waiting; by default longer than any client of the site waits. */
  constructor(readonly timeoutMs = 30_000) {}

  set(operation: string, fault: Fault, times?: number, code?: number): void {
    this.switches.set(operation, { fault, remaining: times, code });
  }

  clear(operation?: string): void {
    if (operation === undefined) this.switches.clear();
    else this.switches.delete(operation);
  }

  list(): Record<string, Switch> {
    return Object.fromEntries(this.switches);
  }

  /** The fault this call of the operation must suffer, if any; counts it down. */
  take(operation: string): Switch | undefined {
    const entry = this.switches.get(operation);
    if (!entry) return undefined;
    if (entry.remaining !== undefined) {
      entry.remaining -= 1;
      if (entry.remaining <= 0) this.switches.delete(operation);
    }
    return entry;
  }
}

/** Applies the operation's fault, if one is switched on, before the operation runs. */
export function faultable(faults: FaultSwitches, operation: string | ((c: Context) => string | Promise<string>)): MiddlewareHandler {
  return async (c, next) => {
    const name = typeof operation === 'string' ? operation : await operation(c);
    const taken = faults.take(name);
    switch (taken?.fault) {
      case undefined:
        return next();
      case 'http-500':
        return c.json({ message: `Sandbox fault: ${name} answers 500` }, 500);
      case 'http-503':
        return c.json({ message: `Sandbox fault: ${name} is unavailable` }, 503);
      case 'http-429':
        return c.json({ message: `Sandbox fault: ${name} is rate limited` }, 429, { 'Retry-After': '1' });
      case 'identity-code':
        return c.json({ errorCode: taken?.code ?? 500001, errorMessage: `Sandbox fault: ${name} answers ${taken?.code}` });
      case 'malformed-json':
        return c.body('{"message": "Sandbox fault: malformed', 200, { 'Content-Type': 'application/json' });
      case 'timeout':
        await new Promise((resolve) => setTimeout(resolve, faults.timeoutMs));
        return c.json({ message: `Sandbox fault: ${name} timed out` }, 504);
      case 'drop': {
        // Close the socket without an answer, as a dropped connection does.
        const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
        incoming?.socket?.destroy();
        return new Response(null, { status: 500 });
      }
    }
  };
}

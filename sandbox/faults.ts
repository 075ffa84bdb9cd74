/**
 * Per-operation fault switches, for testers: an operation can be made to answer 500, 503 or 429,
 * to time out, to drop the connection, or to answer malformed JSON, for its next N calls or until
 * cleared; an identity provider method can also be made to answer any of the provider's codes
 * (identity-code, such as 400006 for blocked third-party cookies or 403041 for a disabled account).
 * Operations are named as in the contracts (accounts.login, UserIsInDebt, POST /api/v3/login/hash).
 *
 * A switch is for every caller, or for one visitor (visitor.ts): testers who share a sandbox (and
 * browser tests that run side by side) then break a call for themselves without failing anyone else's.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { currentVisitor } from './visitor.ts';

export const FAULTS = ['http-500', 'http-503', 'http-429', 'timeout', 'drop', 'malformed-json', 'identity-code'] as const;
export type Fault = (typeof FAULTS)[number];

interface Switch {
  fault: Fault;
  /** For identity-code: the provider's errorCode to answer. */
  code?: number;
  /** Calls left to fail; undefined for until cleared. */
  remaining?: number;
}

/** Every caller's switches are kept under this name; a visitor's under the visitor's. */
const EVERYONE = '';

export class FaultSwitches {
  /** Per visitor (EVERYONE for all callers), per operation. */
  private readonly switches = new Map<string, Map<string, Switch>>();

  /**
   * How many calls a "timeout" has begun to hold since the sandbox started: a tester (the fault
   * battery) knows a call is being held when this grows, however slow the machine, rather than
   * guessing how long an answer takes.
   */
  heldCalls = 0;

  /** timeoutMs: how long a "timeout" keeps the caller waiting; by default longer than any client of the site waits. */
  constructor(readonly timeoutMs = 30_000) {}

  set(operation: string, fault: Fault, times?: number, code?: number, visitor = EVERYONE): void {
    const own = this.switches.get(visitor) ?? new Map<string, Switch>();
    own.set(operation, { fault, remaining: times, code });
    this.switches.set(visitor, own);
  }

  /** Clears one visitor's switches (all callers' without one); all of them without an operation. */
  clear(operation?: string, visitor = EVERYONE): void {
    if (operation === undefined) this.switches.delete(visitor);
    else this.switches.get(visitor)?.delete(operation);
  }

  /** Everyone's: all callers' switches, and each visitor's own. */
  clearAll(): void {
    this.switches.clear();
  }

  /** The switches for every caller, and those of each visitor under forVisitors. */
  list(): { switched: Record<string, Switch>; forVisitors: Record<string, Record<string, Switch>> } {
    const { [EVERYONE]: everyone = new Map<string, Switch>(), ...visitors } = Object.fromEntries(this.switches);
    return {
      switched: Object.fromEntries(everyone),
      forVisitors: Object.fromEntries(Object.entries(visitors).map(([visitor, own]) => [visitor, Object.fromEntries(own)])),
    };
  }

  /** The fault this call of the operation must suffer, if any (the visitor's own before everyone's); counts it down. */
  take(operation: string, visitor?: string): Switch | undefined {
    for (const scope of visitor ? [visitor, EVERYONE] : [EVERYONE]) {
      const own = this.switches.get(scope);
      const entry = own?.get(operation);
      if (!own || !entry) continue;
      if (entry.remaining !== undefined) {
        entry.remaining -= 1;
        if (entry.remaining <= 0) own.delete(operation);
      }
      return entry;
    }
    return undefined;
  }
}

/** Applies the operation's fault, if one is switched on, before the operation runs. */
export function faultable(faults: FaultSwitches, operation: string | ((c: Context) => string | Promise<string>)): MiddlewareHandler {
  return async (c, next) => {
    const name = typeof operation === 'string' ? operation : await operation(c);
    const taken = faults.take(name, currentVisitor());
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
        faults.heldCalls += 1;
        await holdUnlessGone(faults.timeoutMs, c.req.raw.signal);
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

/** Waits the time, or until the caller has gone (its request aborted): a held call a caller gave up keeps nothing open. */
function holdUnlessGone(ms: number, gone: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    gone.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

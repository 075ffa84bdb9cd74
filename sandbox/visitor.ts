/**
 * A tester's browser, named by its cookie VISITOR_COOKIE (any text the tester chooses): faults and the
 * clock can be switched for it alone, so that testers who share a sandbox, and browser tests that run
 * side by side, never meet another's fault or date. The name is kept for the whole handling of a
 * request, so that the clock, read deep inside the services, finds it without being handed it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

export const VISITOR_COOKIE = 'sandbox-visitor';

const scope = new AsyncLocalStorage<string | undefined>();

/** The visitor whose request is being answered; undefined outside a request, or for a browser without the cookie. */
export const currentVisitor = (): string | undefined => scope.getStore();

/** Answers the request as its visitor's. */
export const visitorScope: MiddlewareHandler = (c, next) => scope.run(getCookie(c, VISITOR_COOKIE) || undefined, next);

/** Why a visitor given to a switch is refused, if it is. */
export function invalidVisitor(visitor: unknown): string | undefined {
  if (visitor === undefined || (typeof visitor === 'string' && visitor !== '')) return undefined;
  return `visitor names the browser the switch is for, as its cookie ${VISITOR_COOKIE} does`;
}

/**
 * The sandbox's switches for this test's browser alone: the context carries the cookie that names it
 * as a visitor (sandbox/visitor.ts), and each fault and the clock are switched for that visitor. A
 * test that breaks a call, or opens a dated offer at a day inside its window, therefore runs beside
 * the others, which never meet its fault or its date.
 */
import { expect, test as base, type BrowserContext } from '@playwright/test';

export interface Faults {
  /** Makes the operation fail with the fault for this browser: for its next `times` calls, or until the test ends. */
  break(operation: string, fault: string, options?: { times?: number; code?: number }): Promise<void>;
  /** Lets this browser's calls succeed again. */
  clear(): Promise<void>;
}

export interface VisitorClock {
  /** Sets the sandbox's clock for this browser (and its page.request) to the moment, until the test ends. */
  set(now: string): Promise<void>;
  /** Moves this browser's clock on by some hours from where it stands, until the test ends. */
  advance(hours: number): Promise<void>;
}

/**
 * Names a browser as the visitor: a second browser of one test (another customer) meets the same
 * faults and clock. The cookie is HttpOnly, out of the site's reach: logging out clears every cookie
 * the site can read but the consent's, and would otherwise end the test's own clock and faults.
 */
export async function nameVisitor(context: BrowserContext, visitor: string, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'sandbox-visitor', value: visitor, url: baseURL, httpOnly: true }]);
}

export const test = base.extend<{ visitor: string; faults: Faults; clock: VisitorClock }>({
  visitor: async ({ context, baseURL }, provide, testInfo) => {
    const visitor = `e2e-${testInfo.testId}-${testInfo.retry}`;
    await nameVisitor(context, visitor, baseURL);
    await provide(visitor);
  },
  faults: async ({ context, visitor }, provide) => {
    const clear = async () => {
      expect((await context.request.delete(`/sandbox/faults?visitor=${encodeURIComponent(visitor)}`)).ok()).toBe(true);
    };
    await provide({
      async break(operation, fault, options = {}) {
        expect((await context.request.post('/sandbox/faults', { data: { operation, fault, visitor, ...options } })).ok()).toBe(true);
      },
      clear,
    });
    await clear();
  },
  clock: async ({ context, visitor }, provide) => {
    await provide({
      async set(now) {
        expect((await context.request.post('/sandbox/clock', { data: { now, visitor } })).ok()).toBe(true);
      },
      async advance(hours) {
        expect((await context.request.post('/sandbox/clock', { data: { advanceHours: hours, visitor } })).ok()).toBe(true);
      },
    });
    expect((await context.request.delete(`/sandbox/clock?visitor=${encodeURIComponent(visitor)}`)).ok()).toBe(true);
  },
});

export { expect };

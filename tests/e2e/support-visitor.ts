/**
 * The sandbox's switches for this test's browser alone: the context carries the cookie that names it
 * as a visitor (sandbox/visitor.ts), and each fault, the clock, the country, the feature flags and
 * the experiments are switched for that visitor. A test that breaks a call, opens a dated offer at a
 * day inside its window or turns a flag on therefore runs beside the others, which never meet it.
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

export interface VisitorSwitches {
  /** Makes this browser appear to be outside the Netherlands, until the test ends. */
  goAbroad(): Promise<void>;
  /** Switches feature flags for this browser (POST /sandbox/flags), until the test ends. */
  flags(values: Record<string, boolean>): Promise<void>;
  /** Puts this browser, while not logged in, in experiments' groups (POST /sandbox/visitor-experiments), until the test ends. */
  experiments(groups: Record<string, 'variant' | 'control'>): Promise<void>;
}

/**
 * Names a browser as the visitor: a second browser of one test (another customer) meets the same
 * faults and clock. The cookie is HttpOnly, out of the site's reach: logging out clears every cookie
 * the site can read but the consent's, and would otherwise end the test's own clock and faults.
 */
export async function nameVisitor(context: BrowserContext, visitor: string, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'sandbox-visitor', value: visitor, url: baseURL, httpOnly: true }]);
}

export const test = base.extend<{ visitor: string; faults: Faults; clock: VisitorClock; switches: VisitorSwitches }>({
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
  switches: async ({ context, visitor }, provide) => {
    const post = async (path: string, data: Record<string, unknown>) => {
      expect((await context.request.post(path, { data: { ...data, visitor } })).ok(), `POST ${path}`).toBe(true);
    };
    await provide({
      goAbroad: () => post('/sandbox/geo', { abroad: true }),
      flags: (values) => post('/sandbox/flags', values),
      experiments: (groups) => post('/sandbox/visitor-experiments', groups),
    });
    await post('/sandbox/geo', { abroad: false });
    for (const path of ['/sandbox/flags', '/sandbox/visitor-experiments']) {
      expect((await context.request.delete(`${path}?visitor=${encodeURIComponent(visitor)}`)).ok()).toBe(true);
    }
  },
});

export { expect };
